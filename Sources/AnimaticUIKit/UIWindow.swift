/// `UIWindow`. A recording has one window: the transition's container stands in for it (a view
/// is in the window when it is in the container), so `view.window` is the container and
/// `view.window?.screen` the screen of the canvas.
open class UIWindow: UIView {
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
    }

    private var chosenScreen: UIScreen?
    /// The canvas's screen unless the app sets another (kept; there is one screen).
    open var screen: UIScreen {
        get { chosenScreen ?? .main }
        set { chosenScreen = newValue }
    }
    open var windowLevel: Level = .normal
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { true }
    open func makeKey() {}
    open func makeKeyAndVisible() {}
}
