import AnimaticUIKit

/// The Sign in with Apple button, which iOS draws (Apple's logo and localized title in its style):
/// kept as a control, reported on screen.
@preconcurrency @MainActor
open class ASAuthorizationAppleIDButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case signIn, `continue`, signUp
        public static let `default` = ButtonType.signIn
    }
    public enum Style: Int, Sendable { case white, whiteOutline, black }

    /// Kept; Apple does not document its default, and the button is not drawn here.
    open var cornerRadius: CGFloat = 0
    public let buttonType: ButtonType
    public let buttonStyle: Style

    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        buttonType = type
        buttonStyle = style
        super.init(frame: .zero)
        contentNotDrawn = "ASAuthorizationAppleIDButton's Sign in with Apple button"
    }
    public convenience init(type: ButtonType, style: Style) {
        self.init(authorizationButtonType: type, authorizationButtonStyle: style)
    }
    public convenience init() { self.init(authorizationButtonType: .default, authorizationButtonStyle: .black) }
    public required init?(coder: NSCoder) { nil }
}

/// A web sign-in through Safari's sheet: no browser here, so `start()` returns false, as iOS does
/// when a session cannot start, and the completion handler is never called.
@preconcurrency @MainActor
open class ASWebAuthenticationSession: NSObject {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void
    public struct Callback: Sendable {
        public static func customScheme(_ scheme: String) -> Callback { Callback() }
        public static func https(host: String, path: String) -> Callback { Callback() }
    }
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?
    open var canStart: Bool { false }

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}
    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {}
    open func start(file: String = #fileID, line: Int = #line, column: Int = #column) -> Bool {
        reportNotModelled(
            "ASWebAuthenticationSession.start(): the sign-in web sheet is not drawn in Animatic, and it does not start",
            file: file, line: line, column: column)
        return false
    }
    open func cancel() {}
}

public struct ASWebAuthenticationSessionError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case canceledLogin = 1, presentationContextNotProvided, presentationContextInvalid
    }
    public static let errorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var errorCode: Int { code.rawValue }
    public static let canceledLogin = Code.canceledLogin
}

public func ~= (code: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
    (error as? ASWebAuthenticationSessionError)?.code == code
}

@preconcurrency @MainActor
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}
