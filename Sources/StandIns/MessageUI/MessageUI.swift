// `import MessageUI` on Linux: the mail and message sheets compile and keep what the app fills
// in; their views are reported when on screen (the system's compose forms are not drawn). A
// recording has no mail account and no Messages service, so `canSendMail()` and `canSendText()`
// are false, and no one sends or cancels: the delegates are never called.
@_exported import AnimaticUIKit

public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// The mail sheet's errors (MFMailComposeViewController.h), with Apple's codes.
public struct MFMailComposeError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable { case saveFailed, sendFailed }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { MFMailComposeErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var saveFailed: Code { .saveFailed }
    public static var sendFailed: Code { .sendFailed }
}

@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {}
extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
    ) {}
}

@preconcurrency @MainActor
open class MFMailComposeViewController: UINavigationController {
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    public private(set) var subject: String?
    public private(set) var toRecipients: [String]?
    public private(set) var ccRecipients: [String]?
    public private(set) var bccRecipients: [String]?
    public private(set) var messageBody: String?
    public private(set) var isHTML = false
    public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
    public private(set) var preferredSendingEmailAddress: String?

    /// No mail account is set up in a recording.
    open class func canSendMail() -> Bool { false }
    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    open func setMessageBody(_ body: String, isHTML: Bool) { (messageBody, self.isHTML) = (body, isHTML) }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append((attachment, mimeType, filename))
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }

    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "MFMailComposeViewController's mail form"
    }
}

public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

public let MFMessageComposeViewControllerAttachmentURL = "MFMessageComposeViewControllerAttachmentURL"
public let MFMessageComposeViewControllerAttachmentAlternateFilename =
    "MFMessageComposeViewControllerAttachmentAlternateFilename"
public let MFMessageComposeViewControllerTextMessageAvailabilityKey =
    "MFMessageComposeViewControllerTextMessageAvailabilityKey"
extension Notification.Name {
    public static let MFMessageComposeViewControllerTextMessageAvailabilityDidChange = Notification.Name(
        "MFMessageComposeViewControllerTextMessageAvailabilityDidChange")
}

@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    func messageComposeViewController(
        _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

@preconcurrency @MainActor
open class MFMessageComposeViewController: UINavigationController {
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    /// Each as Apple describes them: the attachment's URL and alternate filename under the keys above.
    open var attachments: [[AnyHashable: Any]]? { added.isEmpty ? nil : added }
    private var added: [[AnyHashable: Any]] = []

    /// No Messages service in a recording.
    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    /// Kept, and answered true, as iOS answers for an attachment it accepts.
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
        var attachment: [AnyHashable: Any] = [MFMessageComposeViewControllerAttachmentURL: attachmentURL]
        attachment[MFMessageComposeViewControllerAttachmentAlternateFilename] = alternateFilename
        added.append(attachment)
        return true
    }
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        added.append([MFMessageComposeViewControllerAttachmentAlternateFilename: filename, "data": attachmentData])
        return true
    }
    open func disableUserAttachments() {}

    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "MFMessageComposeViewController's message form"
    }
}
