// An app's own lifecycle types, which an app target's AppDelegate.swift and SceneDelegate.swift
// declare and its view controllers reach for (`UIApplication.shared.delegate as? AppDelegate`).
// No app launches in a recording: these compile, keep what the app sets, and are never called by
// Animatic. On iOS every `UIApplicationDelegate` and `UISceneDelegate` method is optional.

@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIApplication {
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
    /// The options an app delegate's `application(_:open:options:)` is given (UIApplication.h's keys).
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
    /// The options of `open(_:options:completionHandler:)` (iOS 10), another type than the delegate's.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public enum State: Int, Sendable { case active, inactive, background }

    nonisolated public static let openSettingsURLString = "app-settings:"

    /// No app launches in a recording, so there is no app delegate (and `UIApplication.shared`
    /// keeps no state): nil; an assignment is dropped.
    public var delegate: UIApplicationDelegate? {
        get { nil }
        set {}
    }
    public var applicationState: State { .active }
    /// In a recording, one window scene whose window is the transition's container (see
    /// `keyWindow`), so iOS 13's way to the key window finds it; none outside.
    public var connectedScenes: Set<UIScene> {
        guard let window = keyWindow else { return [] }
        return [RecordingWindowScene(window: window)]
    }
    public var isIdleTimerDisabled: Bool {
        get { false }
        set {}
    }
    public var applicationIconBadgeNumber: Int {
        get { 0 }
        set {}
    }
    public var supportsMultipleScenes: Bool { false }
    /// No other app opens from a recording: the completion is told it did not.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
    ) { completionHandler?(false) }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public func registerForRemoteNotifications() {}
    public func beginBackgroundTask(expirationHandler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        .invalid
    }
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler: (() -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier { .invalid }
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}

public struct UIBackgroundTaskIdentifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

// MARK: Scenes (iOS 13)

@preconcurrency @MainActor
open class UIScene: UIResponder {
    public struct ConnectionOptions: Sendable {
        public var urlContexts: Set<String> { [] }
        public var shortcutItem: String? { nil }
    }
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    public let session: UISceneSession
    open var delegate: UISceneDelegate?
    /// No scene is connected outside a recording; the recording's is in the foreground.
    open var activationState: ActivationState { .unattached }
    open var title: String?
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) { self.session = session }
}

/// The scene `connectedScenes` answers in a recording: its one window is the container.
final class RecordingWindowScene: UIWindowScene {
    let window: UIWindow
    init(window: UIWindow) {
        self.window = window
        super.init(session: UISceneSession(role: .windowApplication), connectionOptions: ConnectionOptions())
    }
    override var windows: [UIWindow] { [window] }
    override var activationState: ActivationState { .foregroundActive }
}

open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var screen: UIScreen { .main }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// What a scene is asked to become (iOS 16): `.iOS(interfaceOrientations: .landscapeRight)`.
    open class GeometryPreferences: NSObject, @unchecked Sendable {
        open class iOS: GeometryPreferences, @unchecked Sendable {
            open var interfaceOrientations: UIInterfaceOrientationMask
            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
            }
            public override convenience init() { self.init(interfaceOrientations: .allButUpsideDown) }
        }
    }

    /// iOS 16's rotation request. The canvas does not rotate: reported in a recording; the error
    /// handler is not called (iOS calls it only when the request cannot be met).
    open func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        Recording.recorder?.report(
            "UIWindowScene.requestGeometryUpdate(_:errorHandler:): rotating the scene is not modelled; the canvas keeps its orientation"
        )
    }
}

@preconcurrency @MainActor
open class UISceneSession {
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    public let role: Role
    public let configuration: UISceneConfiguration
    public init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// A session is an `NSObject` on iOS, so equal only to itself: an app delegate's
/// `application(_:didDiscardSceneSessions:)` takes a `Set<UISceneSession>`.
extension UISceneSession: Hashable {
    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@preconcurrency @MainActor
open class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) { (self.name, role) = (name, sessionRole) }
}

@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIWindow {
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        attachments.windowScene = windowScene
    }
    /// The scene the window was made for (`init(windowScene:)`); in a recording, the container's
    /// window is in the recording's scene (as `connectedScenes` says); else nil.
    public var windowScene: UIWindowScene? {
        get {
            attachments.windowScene
                ?? (self === UIApplication.shared.keyWindow ? RecordingWindowScene(window: self) : nil)
        }
        set { attachments.windowScene = newValue }
    }
}

// MARK: Storyboards

/// No storyboard is loaded on Linux: a controller from one is the plain `UIViewController` (an
/// app's subclass cannot be made from its name), and that is reported in a recording.
@preconcurrency @MainActor
open class UIStoryboard {
    public let name: String
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }
    open func instantiateInitialViewController(
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UIViewController? {
        reportNotLoaded("instantiateInitialViewController()", file, line, column)
        return UIViewController()
    }
    open func instantiateViewController(
        withIdentifier identifier: String, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UIViewController {
        reportNotLoaded("instantiateViewController(withIdentifier: \"\(identifier)\")", file, line, column)
        return UIViewController()
    }
    private func reportNotLoaded(_ call: String, _ file: String, _ line: Int, _ column: Int) {
        Recording.recorder?.report(
            "UIStoryboard \"\(name)\" \(call): storyboards are not loaded in Animatic; "
                + "the controller is a plain UIViewController", at: callSite(file, line, column))
    }
}

extension UIViewController {
    public var storyboard: UIStoryboard? { nil }
}
