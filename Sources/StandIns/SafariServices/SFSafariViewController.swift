// `import SafariServices` on Linux: the in-app browser compiles, loads nothing, and its view is
// reported when it is on screen (the page and Safari's bars are not drawn).
@_exported import AnimaticUIKit

@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    @preconcurrency @MainActor
    open class Configuration: NSObject {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public override init() {}
    }

    public let url: URL
    public let configuration: Configuration
    open weak var delegate: SFSafariViewControllerDelegate?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }
    @available(iOS, deprecated: 11.0, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "SFSafariViewController's web page and Safari's bars"
    }
}

@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {}
extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}

/// iOS 11's sign-in sheet (deprecated in 12 for ASWebAuthenticationSession): no browser, so it never calls back.
@available(iOS, deprecated: 12.0)
open class SFAuthenticationSession: NSObject {
    public typealias CompletionHandler = (URL?, Error?) -> Void
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}
    open func start() -> Bool { false }
    open func cancel() {}
}
