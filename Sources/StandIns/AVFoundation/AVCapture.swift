// The camera: there is none on Linux. Sessions run nothing; a preview layer is reported on screen.

open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public enum Position: Int, Sendable { case unspecified, back, front }
    public enum FlashMode: Int, Sendable { case off, on, auto }
    public enum TorchMode: Int, Sendable { case off, on, auto }
    public enum FocusMode: Int, Sendable { case locked, autoFocus, continuousAutoFocus }
    public enum ExposureMode: Int, Sendable { case locked, autoExpose, continuousAutoExposure, custom }
    public struct DeviceType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }
    public var position: Position { .unspecified }
    public var hasTorch: Bool { false }
    public var hasFlash: Bool { false }
    public var torchMode: TorchMode = .off
    public var focusMode: FocusMode = .continuousAutoFocus
    public var exposureMode: ExposureMode = .continuousAutoExposure
    public var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    public var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    public var isFocusPointOfInterestSupported: Bool { false }
    public var isExposurePointOfInterestSupported: Bool { false }
    public var videoZoomFactor: CGFloat = 1
    /// There is no camera or microphone: `nil`, as on a device without one.
    public static func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    public static func `default`(
        _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
    ) -> AVCaptureDevice? { nil }
    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .denied }
    public static func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
        handler(false)
    }
    public func lockForConfiguration() throws {}
    public func unlockForConfiguration() {}
    public func isFocusModeSupported(_ mode: FocusMode) -> Bool { false }
    public func isExposureModeSupported(_ mode: ExposureMode) -> Bool { false }
}

open class AVCaptureInput: NSObject, @unchecked Sendable {}
open class AVCaptureOutput: NSObject, @unchecked Sendable {}

open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws { self.device = device }
}

open class AVCaptureSession: NSObject, @unchecked Sendable {
    public struct Preset: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    }
    public var sessionPreset: Preset = .high
    public private(set) var inputs: [AVCaptureInput] = []
    public private(set) var outputs: [AVCaptureOutput] = []
    public private(set) var isRunning = false
    public func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    public func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    public func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    public func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    public func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    public func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    public func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    public func beginConfiguration() {}
    public func commitConfiguration() {}
    public func startRunning() { isRunning = true }
    public func stopRunning() { isRunning = false }
}

open class AVCaptureConnection: NSObject, @unchecked Sendable {
    public var videoOrientation: AVCaptureVideoOrientation = .portrait
    public var isVideoOrientationSupported: Bool { true }
    public var isVideoMirrored = false
}

/// The camera's picture: it compiles, stays clear, and is reported on screen.
@preconcurrency @MainActor
open class AVCaptureVideoPreviewLayer: CALayer {
    open var session: AVCaptureSession?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var connection: AVCaptureConnection? { AVCaptureConnection() }
    public override init() {
        super.init()
        contentNotDrawn = "AVCaptureVideoPreviewLayer's camera picture"
    }
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = "AVCaptureVideoPreviewLayer's camera picture"
    }
}

/// A frame of a video as an image: there is no video decoder, so it throws, and is reported.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    public let asset: AVAsset
    public var appliesPreferredTrackTransform = false
    public var maximumSize = CGSize.zero
    public init(asset: AVAsset) { self.asset = asset }
    @MainActor
    public func copyCGImage(
        at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?, file: String = #fileID,
        line: Int = #line, column: Int = #column
    ) throws -> CGImage {
        reportNotModelled(
            "AVAssetImageGenerator.copyCGImage(at:actualTime:): video frames are not decoded in Animatic",
            file: file, line: line, column: column)
        throw AVFoundationNotModelled()
    }
}

/// Thrown where AVFoundation would produce media Animatic cannot.
public struct AVFoundationNotModelled: Error {}

extension AVCaptureSession {
    /// Why a session stopped (AVCaptureSession.h's raw values): no session runs here, so none is posted.
    public enum InterruptionReason: Int, Sendable {
        case videoDeviceNotAvailableInBackground = 1, audioDeviceInUseByAnotherClient
        case videoDeviceInUseByAnotherClient, videoDeviceNotAvailableWithMultipleForegroundApps
        case videoDeviceNotAvailableDueToSystemPressure
    }
}

// The session's notifications and their keys (AVCaptureSession.h); no camera session posts them here.
extension NSNotification.Name {
    public static let AVCaptureSessionRuntimeError = NSNotification.Name("AVCaptureSessionRuntimeErrorNotification")
    public static let AVCaptureSessionDidStartRunning = NSNotification.Name(
        "AVCaptureSessionDidStartRunningNotification")
    public static let AVCaptureSessionDidStopRunning = NSNotification.Name("AVCaptureSessionDidStopRunningNotification")
    public static let AVCaptureSessionWasInterrupted = NSNotification.Name("AVCaptureSessionWasInterruptedNotification")
    public static let AVCaptureSessionInterruptionEnded = NSNotification.Name(
        "AVCaptureSessionInterruptionEndedNotification")
}
public let AVCaptureSessionErrorKey = "AVCaptureSessionErrorKey"
public let AVCaptureSessionInterruptionReasonKey = "AVCaptureSessionInterruptionReasonKey"

/// AVFoundation's errors (AVError.h's codes as used by capture code), matched as `error.code == .mediaServicesWereReset`.
public struct AVError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = -11800, outOfMemory = -11801, sessionNotRunning = -11803, deviceAlreadyUsedByAnotherSession =
            -11804
        case mediaServicesWereReset = -11819, deviceNotConnected = -11814, deviceInUseByAnotherApplication = -11815
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = "AVFoundationErrorDomain"
    public var errorCode: Int { code.rawValue }
    public static let unknown = Code.unknown, mediaServicesWereReset = Code.mediaServicesWereReset
}
