// `import AuthenticationServices` on Linux: Sign in with Apple and password AutoFill compile; there
// is no Apple ID here, so no sheet appears and no credential is ever given: the controller's
// delegate is never called (on iOS it hears back only after the user acts on the sheet), and a
// request performed in a recording is reported, since on a device a sheet would cover the screen.
@_exported import AnimaticUIKit

public typealias ASPresentationAnchor = UIWindow

/// The authorization errors (ASAuthorizationError.h's codes), matched as `error.code == .canceled`
/// or `case ASAuthorizationError.canceled`.
public struct ASAuthorizationError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled, invalidResponse, notHandled, failed, notInteractive
        case matchedExcludedCredential, credentialImport, credentialExport
    }
    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var errorCode: Int { code.rawValue }
    public static let unknown = Code.unknown
    public static let canceled = Code.canceled
    public static let invalidResponse = Code.invalidResponse
    public static let notHandled = Code.notHandled
    public static let failed = Code.failed
    public static let notInteractive = Code.notInteractive
}

public func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool {
    (error as? ASAuthorizationError)?.code == code
}

@preconcurrency @MainActor
open class ASAuthorization: NSObject {
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let operationImplicit = OpenIDOperation(rawValue: "")
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
    open var provider: any ASAuthorizationProvider { ASAuthorizationAppleIDProvider() }
    open var credential: any ASAuthorizationCredential { ASPasswordCredential(user: "", password: "") }
}

@preconcurrency @MainActor
public protocol ASAuthorizationProvider: AnyObject {}

@preconcurrency @MainActor
public protocol ASAuthorizationCredential: AnyObject {}

@preconcurrency @MainActor
open class ASAuthorizationRequest: NSObject {
    open var provider: any ASAuthorizationProvider { providerKept }
    let providerKept: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { providerKept = provider }
}

@preconcurrency @MainActor
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var state: String?
    open var nonce: String?
    open var requestedOperation = ASAuthorization.OpenIDOperation.operationImplicit
}

@preconcurrency @MainActor
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    open var user: String?
}

@preconcurrency @MainActor
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest {}

@preconcurrency @MainActor
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
    public static let credentialRevokedNotification = Notification.Name(
        "ASAuthorizationAppleIDProviderCredentialRevokedNotification")

    public override init() {}
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }
    /// No Apple ID has signed in to this app here: `.notFound`, at once (iOS answers later, on another queue).
    open func getCredentialState(
        forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void
    ) {
        completion(.notFound, nil)
    }
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

@preconcurrency @MainActor
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider {
    public override init() {}
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

public enum ASUserDetectionStatus: Int, Sendable { case unsupported, unknown, likelyReal }

@preconcurrency @MainActor
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    open var user: String { "" }
    open var state: String? { nil }
    open var authorizedScopes: [ASAuthorization.Scope] { [] }
    open var authorizationCode: Data? { nil }
    open var identityToken: Data? { nil }
    open var email: String? { nil }
    open var fullName: PersonNameComponents? { nil }
    open var realUserStatus: ASUserDetectionStatus { .unsupported }
}

@preconcurrency @MainActor
open class ASPasswordCredential: NSObject, ASAuthorizationCredential {
    public let user: String
    public let password: String
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

@preconcurrency @MainActor
open class ASAuthorizationController: NSObject {
    public struct RequestOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }

    open func performRequests(file: String = #fileID, line: Int = #line, column: Int = #column) {
        reportSheet("ASAuthorizationController.performRequests()", file, line, column)
    }
    open func performRequests(
        options: RequestOptions, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        reportSheet("ASAuthorizationController.performRequests(options:)", file, line, column)
    }
    open func performAutoFillAssistedRequests() {}
    open func cancel() {}

    private func reportSheet(_ call: String, _ file: String, _ line: Int, _ column: Int) {
        reportNotModelled(
            "\(call): the sign-in sheet is not drawn in Animatic, and no credential is given (the delegate is not called)",
            file: file, line: line, column: column)
    }
}

@preconcurrency @MainActor
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}
extension ASAuthorizationControllerDelegate {
    public func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

@preconcurrency @MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
