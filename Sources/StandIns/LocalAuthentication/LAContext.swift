// `import LocalAuthentication` on Linux: Face ID and Touch ID compile. This machine has no
// biometrics and no passcode, so a policy cannot be evaluated: `canEvaluatePolicy` is false with
// the error iOS gives for such a device, and `evaluatePolicy` answers failure at once (iOS answers
// on a private queue after the user acts). No system sheet appears, so nothing is reported.
@_exported import AnimaticUIKit

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3, deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

public enum LABiometryType: Int, Sendable {
    case none = 0, touchID = 1, faceID = 2, opticID = 4
    @available(iOS, deprecated: 11.2, renamed: "none")
    public static let LABiometryNone = LABiometryType.none
}

/// LAError.h's codes, matched as `error.code == .userCancel` or `case LAError.userCancel`.
public struct LAError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4
        case passcodeNotSet = -5, biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8
        case appCancel = -9, invalidContext = -10, watchNotAvailable = -11, biometryNotPaired = -12
        case biometryDisconnected = -13, invalidDimensions = -14, companionNotAvailable = -15
        case notInteractive = -1004
        @available(iOS, deprecated: 11.0, renamed: "biometryNotAvailable")
        public static let touchIDNotAvailable = Code.biometryNotAvailable
        @available(iOS, deprecated: 11.0, renamed: "biometryNotEnrolled")
        public static let touchIDNotEnrolled = Code.biometryNotEnrolled
        @available(iOS, deprecated: 11.0, renamed: "biometryLockout")
        public static let touchIDLockout = Code.biometryLockout
    }
    public static let errorDomain = "com.apple.LocalAuthentication"
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var errorCode: Int { code.rawValue }

    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
    public static let appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext
    public static let notInteractive = Code.notInteractive
    public static let touchIDNotAvailable = Code.biometryNotAvailable
    public static let touchIDNotEnrolled = Code.biometryNotEnrolled
    public static let touchIDLockout = Code.biometryLockout
}

public func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }

public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300

@preconcurrency @MainActor
open class LAContext: NSObject {
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var localizedReason = ""
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    /// `.none`: no biometry on this machine (iOS sets it after `canEvaluatePolicy`, and only for one
    /// it has).
    open var biometryType: LABiometryType { .none }
    open var evaluatedPolicyDomainState: Data? { nil }

    public override init() {}

    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = LAError(failure(for: policy)) as NSError
        return false
    }

    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        reply(false, LAError(failure(for: policy)))
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(failure(for: policy))
    }

    open func invalidate() {}

    /// What iOS answers on a device without the means: biometry not available for the biometric
    /// policies, no passcode set for the device-owner one (LAError.h).
    private func failure(for policy: LAPolicy) -> LAError.Code {
        policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable
    }
}
