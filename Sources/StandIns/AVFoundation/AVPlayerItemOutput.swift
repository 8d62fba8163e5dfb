// A player item's outputs (AVPlayerItemOutput.h): apps read decoded frames from them to draw video
// themselves. No video is decoded here, so an output never has a new frame and copies none.

/// Core Video's image buffer, which AVFoundation imports on iOS: only a name here (no frame is
/// ever made).
public final class CVBuffer: @unchecked Sendable {
    private init() {}
}
public typealias CVImageBuffer = CVBuffer
public typealias CVPixelBuffer = CVImageBuffer

open class AVPlayerItemOutput: NSObject, @unchecked Sendable {
    open var suppressesPlayerRendering = false
    /// The item's time for a host time: host time is the recording's clock here.
    open func itemTime(forHostTime hostTimeInSeconds: CFTimeInterval) -> CMTime {
        CMTime(seconds: hostTimeInSeconds, preferredTimescale: 600)
    }
}

open class AVPlayerItemVideoOutput: AVPlayerItemOutput, @unchecked Sendable {
    public let pixelBufferAttributes: [String: Any]?

    public init(pixelBufferAttributes: [String: Any]?) {
        self.pixelBufferAttributes = pixelBufferAttributes
    }

    public override convenience init() { self.init(pixelBufferAttributes: nil) }

    /// False: no frame is decoded here.
    open func hasNewPixelBuffer(forItemTime itemTime: CMTime) -> Bool { false }

    open func copyPixelBuffer(forItemTime itemTime: CMTime, itemTimeForDisplay: UnsafeMutablePointer<CMTime>?)
        -> CVPixelBuffer?
    { nil }

    open func requestNotificationOfMediaDataChange(withAdvanceInterval interval: TimeInterval) {}
}
