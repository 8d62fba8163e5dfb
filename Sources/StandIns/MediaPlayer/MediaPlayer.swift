// `import MediaPlayer` on Linux: remote commands and now-playing info keep what the app sets;
// nothing plays. `MPVolumeView` is reported on screen (its slider is the system's drawing).
@_exported import AnimaticUIKit

public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success, noSuchContent, noActionableNowPlayingItem, commandFailed = 200
}

open class MPRemoteCommandEvent: NSObject {
    public let command: MPRemoteCommand
    public let timestamp: TimeInterval = 0
    init(command: MPRemoteCommand) { self.command = command }
}
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    public var positionTime: TimeInterval { 0 }
}
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    public var interval: TimeInterval { 0 }
}
open class MPSeekCommandEvent: MPRemoteCommandEvent {}

open class MPRemoteCommand: NSObject {
    public var isEnabled = true
    @discardableResult
    public func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        NSObject()
    }
    public func addTarget(_ target: Any, action: Selector) {}
    public func removeTarget(_ target: Any?) {}
    public func removeTarget(_ target: Any, action: Selector?) {}
}
open class MPSkipIntervalCommand: MPRemoteCommand {
    public var preferredIntervals: [NSNumber] = []
}
open class MPChangePlaybackPositionCommand: MPRemoteCommand {}

open class MPRemoteCommandCenter: NSObject {
    public static func shared() -> MPRemoteCommandCenter { MPRemoteCommandCenter() }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
}

open class MPNowPlayingInfoCenter: NSObject {
    public static func `default`() -> MPNowPlayingInfoCenter { MPNowPlayingInfoCenter() }
    public var nowPlayingInfo: [String: Any]?
}

open class MPMediaItemArtwork: NSObject {
    public let bounds: CGRect
    let image: (CGSize) -> UIImage
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        image = requestHandler
    }
    public func image(at size: CGSize) -> UIImage? { image(size) }
}

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"

@preconcurrency @MainActor
open class MPVolumeView: UIView {
    open var showsRouteButton = true
    open var showsVolumeSlider = true
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentNotDrawn = "MPVolumeView's volume slider"
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = "MPVolumeView's volume slider"
    }
}
