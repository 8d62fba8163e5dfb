// The camera's outputs and device discovery. There is no camera on Linux (`AVCaptureDevice.default`
// is nil), so a discovery finds none, a photo is never taken and a movie never recorded: the
// delegates are never called, as on a device whose session has no input.

extension AVCaptureDevice {
    public var isTorchAvailable: Bool { false }
    public var isTorchActive: Bool { false }
    public var isFlashAvailable: Bool { false }

    /// iOS 10's way to list cameras: none here.
    public final class DiscoverySession: NSObject, @unchecked Sendable {
        public let deviceTypes: [DeviceType]
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            self.deviceTypes = deviceTypes
        }
        public var devices: [AVCaptureDevice] { [] }
    }
}

/// `AVVideoCodecType` (iOS 11), with Apple's raw values, and the older string constants.
public struct AVVideoCodecType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
    public static let h264 = AVVideoCodecType(rawValue: "avc1")
    public static let hevc = AVVideoCodecType(rawValue: "hvc1")
}
public let AVVideoCodecKey = "AVVideoCodecKey"
public let AVVideoCodecJPEG = "jpeg"
public let AVVideoCodecH264 = "avc1"

open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    public let format: [String: Any]?
    public override init() { format = nil }
    public init(format: [String: Any]?) { self.format = format }
    public var flashMode: AVCaptureDevice.FlashMode = .off
    public var isHighResolutionPhotoEnabled = false
    public var previewPhotoFormat: [String: Any]?
}

/// A taken photo: none is ever taken here.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    public func fileDataRepresentation() -> Data? { nil }
    public func cgImageRepresentation() -> CGImage? { nil }
}

public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?)
}
extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?
    ) {}
}

open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public var isHighResolutionCaptureEnabled = false
    // No camera: no Live Photo, depth, matte or semantic segmentation is supported, so none is on.
    public var isLivePhotoCaptureSupported: Bool { false }
    public var isLivePhotoCaptureEnabled = false
    public var isDepthDataDeliverySupported: Bool { false }
    public var isDepthDataDeliveryEnabled = false
    public var isPortraitEffectsMatteDeliverySupported: Bool { false }
    public var isPortraitEffectsMatteDeliveryEnabled = false
    public var availableSemanticSegmentationMatteTypes: [String] { [] }
    public var enabledSemanticSegmentationMatteTypes: [String] = []
    public var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    public var availablePhotoCodecTypes: [AVVideoCodecType] { [] }
    public func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
    /// No camera: the delegate is not called.
    public func capturePhoto(with settings: AVCapturePhotoSettings, delegate: AVCapturePhotoCaptureDelegate) {}
}

public protocol AVCaptureFileOutputRecordingDelegate: NSObjectProtocol {
    func fileOutput(
        _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection],
        error: Error?)
}

open class AVCaptureFileOutput: AVCaptureOutput, @unchecked Sendable {
    public var isRecording: Bool { false }
    public var outputFileURL: URL? { nil }
    public func stopRecording() {}
}

open class AVCaptureMovieFileOutput: AVCaptureFileOutput, @unchecked Sendable {
    /// No camera: nothing is recorded, and the delegate is not called.
    public func startRecording(to outputFileURL: URL, recordingDelegate delegate: AVCaptureFileOutputRecordingDelegate)
    {}
}
