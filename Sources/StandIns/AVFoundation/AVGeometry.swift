// `import AVFoundation` on Linux. No media plays in a recording: players, assets and capture
// compile and do nothing, and a layer that would show video is reported when it is on screen
// (AVPlayerLayer.swift). What is arithmetic is done as AVFoundation does it.
@_exported import CoreMedia

/// The largest rect of `aspectRatio`'s proportions inside `boundingRect`, centred in it
/// (AVUtilities.h: "returns a scaled CGRect that maintains the aspect ratio specified by a CGSize
/// within a bounding CGRect").
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else {
        return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0)
    }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(
        x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width,
        height: size.height)
}

public struct AVLayerVideoGravity: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
}

public struct AVMediaType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let text = AVMediaType("text")
    public static let metadata = AVMediaType("meta")
}

public struct AVFileType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    public static let jpg = AVFileType(rawValue: "public.jpeg")
}

public enum AVKeyValueStatus: Int, Sendable { case unknown, loading, loaded, failed, cancelled }
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }
public enum AVCaptureVideoOrientation: Int, Sendable {
    case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft
}

extension NSNotification.Name {
    public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name(
        "AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let AVPlayerItemPlaybackStalled = NSNotification.Name("AVPlayerItemPlaybackStalledNotification")
}
