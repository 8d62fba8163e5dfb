// Playback: the player's state is kept (rate, volume, the item, the time it was sought to) so an
// app's code reads back what it set; no media is decoded and no time passes in it.

open class AVAsset: NSObject, @unchecked Sendable {
    public var duration: CMTime { .zero }
    public var isPlayable: Bool { true }
    public var tracks: [AVAssetTrack] { [] }
    public func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }
    public func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (() -> Void)? = nil) {
        handler?()
    }
    public func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        .loaded
    }
    /// Loading is immediate here, so there is nothing to cancel.
    public func cancelLoading() {}
}

open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url: URL, options: [String: Any]? = nil) { self.url = url }
}

open class AVAssetTrack: NSObject, @unchecked Sendable {
    public var naturalSize: CGSize { .zero }
    public var preferredTransform: CGAffineTransform { .identity }
    public var mediaType: AVMediaType { .video }
}

open class AVPlayerItem: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public let asset: AVAsset
    public var status: Status { .unknown }
    public var duration: CMTime { asset.duration }
    public var presentationSize: CGSize { .zero }
    public var error: Error? { nil }
    public var preferredForwardBufferDuration: TimeInterval = 0
    var time = CMTime.zero
    public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]? = nil) { self.asset = asset }
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
    public func currentTime() -> CMTime { time }
    public func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        self.time = time
        completionHandler?(true)
    }
    /// A seek completes at once here, so none is pending.
    public func cancelPendingSeeks() {}
    /// The outputs added, in order (AVPlayerItemOutput.swift): none gets a frame here.
    public private(set) var outputs: [AVPlayerItemOutput] = []
    public func add(_ output: AVPlayerItemOutput) { outputs.append(output) }
    public func remove(_ output: AVPlayerItemOutput) { outputs.removeAll { $0 === output } }
}

open class AVPlayer: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

    public private(set) var currentItem: AVPlayerItem?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    public var actionAtItemEnd: ActionAtItemEnd = .pause
    public var automaticallyWaitsToMinimizeStalling = true
    public var allowsExternalPlayback = true
    public var status: Status { .unknown }
    public var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
    public var error: Error? { nil }

    public override init() {}
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }
    open func seek(to time: CMTime) { currentItem?.seek(to: time) }
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        currentItem?.seek(to: time)
        completionHandler(true)
    }
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
        completionHandler: ((Bool) -> Void)? = nil
    ) {
        currentItem?.seek(to: time)
        completionHandler?(true)
    }
    /// No media time passes in a recording: the block is never called; the token removes nothing.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void
    ) -> Any { NSObject() }
    open func addBoundaryTimeObserver(
        forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void
    ) -> Any { NSObject() }
    open func removeTimeObserver(_ observer: Any) {}
}

open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public private(set) var queued: [AVPlayerItem] = []
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
        queued = items
    }
    public override init() { super.init() }
    public func items() -> [AVPlayerItem] { queued }
    public func advanceToNextItem() {
        if !queued.isEmpty { queued.removeFirst() }
        replaceCurrentItem(with: queued.first)
    }
    public func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) { queued.append(item) }
    public func removeAllItems() { queued = [] }
}

open class AVPlayerLooper: NSObject, @unchecked Sendable {
    public init(
        player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid
    ) {
        player.insert(itemToLoop, after: nil)
    }
    public func disableLooping() {}
}

/// A layer that shows a player's video: it compiles, stays clear, and is reported on screen.
@preconcurrency @MainActor
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var isReadyForDisplay: Bool { false }
    open var videoRect: CGRect { .zero }

    public override init() {
        super.init()
        contentNotDrawn = "AVPlayerLayer's video"
    }
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = "AVPlayerLayer's video"
    }
}
