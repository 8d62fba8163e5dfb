// Sound: nothing is heard in a recording; sessions and players keep what the app sets.

open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }
    public struct Mode: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }

    public static func sharedInstance() -> AVAudioSession { AVAudioSession() }
    public private(set) var category: Category = .soloAmbient
    public private(set) var mode: Mode = .default
    public var outputVolume: Float { 1 }
    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        (self.category, self.mode) = (category, mode)
    }
    public func setCategory(_ category: Category) throws { self.category = category }
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    /// AVAudioSession.h's option: other apps' audio resumes when this session deactivates.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}

extension NSNotification.Name {
    public static let AVAudioSessionInterruption = NSNotification.Name("AVAudioSessionInterruptionNotification")
    public static let AVAudioSessionRouteChange = NSNotification.Name("AVAudioSessionRouteChangeNotification")
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"

@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}
extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var currentTime: TimeInterval = 0
    public var rate: Float = 1
    public var enableRate = false
    public private(set) var isPlaying = false
    public var duration: TimeInterval { 0 }
    public weak var delegate: AVAudioPlayerDelegate?
    public init(contentsOf url: URL) throws { self.url = url }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws { self.url = url }
    public init(data: Data) throws { url = nil }
    @discardableResult public func prepareToPlay() -> Bool { true }
    @discardableResult public func play() -> Bool {
        isPlaying = true
        return true
    }
    public func pause() { isPlaying = false }
    public func stop() { isPlaying = false }
}
