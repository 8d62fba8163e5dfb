import AnimaticUIKit

// Passkeys and security keys (iOS 15): requests are made and kept; performing them is the
// controller's, which gives no credential here.

@preconcurrency @MainActor
public protocol ASAuthorizationPublicKeyCredentialDescriptor: AnyObject {
    var credentialID: Data { get set }
}

@preconcurrency @MainActor
public protocol ASAuthorizationPublicKeyCredentialAssertion: ASAuthorizationCredential {
    var rawAuthenticatorData: Data! { get }
    var userID: Data! { get }
    var signature: Data! { get }
    var rawClientDataJSON: Data { get }
    var credentialID: Data { get }
}

@preconcurrency @MainActor
public protocol ASAuthorizationPublicKeyCredentialRegistration: ASAuthorizationCredential {
    var rawAttestationObject: Data? { get }
    var rawClientDataJSON: Data { get }
    var credentialID: Data { get }
}

@preconcurrency @MainActor
open class ASAuthorizationPlatformPublicKeyCredentialDescriptor: NSObject,
    ASAuthorizationPublicKeyCredentialDescriptor
{
    open var credentialID: Data
    public init(credentialID: Data) { self.credentialID = credentialID }
}

@preconcurrency @MainActor
open class ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor: NSObject,
    ASAuthorizationPublicKeyCredentialDescriptor
{
    public struct Transport: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let usb = Transport(rawValue: "usb")
        public static let nfc = Transport(rawValue: "nfc")
        public static let bluetooth = Transport(rawValue: "ble")
        public static var allSupported: [Transport] { [.usb, .nfc, .bluetooth] }
    }
    open var credentialID: Data
    open var transports: [Transport]
    public init(credentialID: Data, transports allowedTransports: [Transport]) {
        self.credentialID = credentialID
        transports = allowedTransports
    }
}

@preconcurrency @MainActor
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    open var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] = []
    open var userVerificationPreference = "preferred"
    init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data) {
        self.challenge = challenge
        relyingPartyIdentifier = provider.relyingPartyIdentifier
        super.init(provider: provider)
    }
}

@preconcurrency @MainActor
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest {
    open var challenge: Data
    open var name: String
    open var userID: Data
    open var relyingPartyIdentifier: String
    open var displayName: String?
    init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data, name: String, userID: Data) {
        self.challenge = challenge
        self.name = name
        self.userID = userID
        relyingPartyIdentifier = provider.relyingPartyIdentifier
        super.init(provider: provider)
    }
}

@preconcurrency @MainActor
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider {
    open var relyingPartyIdentifier: String
    public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }
    open func createCredentialAssertionRequest(challenge: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
    {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
    }
    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
    {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(
            provider: self, challenge: challenge, name: name, userID: userID)
    }
}

@preconcurrency @MainActor
open class ASAuthorizationSecurityKeyPublicKeyCredentialAssertionRequest: ASAuthorizationRequest {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    open var allowedCredentials: [ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor] = []
    open var userVerificationPreference = "preferred"
    init(provider: ASAuthorizationSecurityKeyPublicKeyCredentialProvider, challenge: Data) {
        self.challenge = challenge
        relyingPartyIdentifier = provider.relyingPartyIdentifier
        super.init(provider: provider)
    }
}

@preconcurrency @MainActor
open class ASAuthorizationSecurityKeyPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider {
    open var relyingPartyIdentifier: String
    public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }
    open func createCredentialAssertionRequest(challenge: Data)
        -> ASAuthorizationSecurityKeyPublicKeyCredentialAssertionRequest
    {
        ASAuthorizationSecurityKeyPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
    }
}

/// The credentials a passkey or security key gives: never made here (no authenticator).
@preconcurrency @MainActor
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject,
    ASAuthorizationPublicKeyCredentialAssertion
{
    open var rawAuthenticatorData: Data! { nil }
    open var userID: Data! { nil }
    open var signature: Data! { nil }
    open var rawClientDataJSON: Data { Data() }
    open var credentialID: Data { Data() }
}

@preconcurrency @MainActor
open class ASAuthorizationSecurityKeyPublicKeyCredentialAssertion: NSObject,
    ASAuthorizationPublicKeyCredentialAssertion
{
    open var rawAuthenticatorData: Data! { nil }
    open var userID: Data! { nil }
    open var signature: Data! { nil }
    open var rawClientDataJSON: Data { Data() }
    open var credentialID: Data { Data() }
}

@preconcurrency @MainActor
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject,
    ASAuthorizationPublicKeyCredentialRegistration
{
    open var rawAttestationObject: Data? { nil }
    open var rawClientDataJSON: Data { Data() }
    open var credentialID: Data { Data() }
}
