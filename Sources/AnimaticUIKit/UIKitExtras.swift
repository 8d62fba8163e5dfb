import AnimaticCore
import Foundation

/// `UIControl`: targets and actions are kept; no touches arrive, so no action is sent.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0), touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2), touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4), touchDragExit = Event(rawValue: 1 << 5)
        public static let editingDidBegin = Event(rawValue: 1 << 16), editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18), editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let allTouchEvents = Event(rawValue: 0x0FFF), allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let touchUpInside = Event(rawValue: 1 << 6), touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8), valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13), allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    private var actions: [(target: AnyObject?, action: Selector, events: Event)] = []
    /// iOS 14's `addAction(_:for:)` actions (UIButton+Configuration.swift), kept.
    var controlActions: [(action: UIAction, events: Event)] = []
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// Where a control puts its content (UIControl.h's raw values): kept. A button's title is drawn
    /// centred here (UILabel.swift reports a button whose alignment would move it).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top = 1, bottom = 2, fill = 3 }
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// `leading`/`trailing` resolved by the layout direction (left to right here).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }
    /// No touch reaches a recording, so a control is never tracking one.
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.append((target as AnyObject?, action, controlEvents))
    }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        actions.removeAll { ($0.target === target as AnyObject?) && (action == nil || $0.action == action) }
    }
    /// Touch tracking, which subclasses override: UIKit calls these as a touch moves over the
    /// control; none arrives in a recording, so they are never called here. UIKit's defaults.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}
    /// Apple: "UIControl implements this method to dispatch all associated action messages" for
    /// `controlEvents`: each action kept for one of those events goes through `sendAction(_:to:for:)`
    /// (which subclasses override), in the order added.
    open func sendActions(
        for controlEvents: Event, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        sendingFrom = callSite(file, line, column)
        defer { sendingFrom = nil }
        for kept in actions where !kept.events.isDisjoint(with: controlEvents) {
            sendAction(kept.action, to: kept.target, for: nil)
        }
    }
    /// Where the `sendActions(for:)` being run was called: a selector that cannot be called is
    /// reported there. (`sendAction(_:to:for:)` keeps Apple's signature so that overrides match.)
    private var sendingFrom: SourceLocation?
    /// Sends `action` to `target` with this control as the sender. A nil target would go up the
    /// responder chain, which is not modelled: nothing is sent.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard let target = target as AnyObject? else { return }
        action.invoke(
            on: target, sender: self,
            location: sendingFrom ?? SourceLocation(file: "UIControl.sendAction(_:to:for:)", line: 0, column: 0))
    }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5 }

/// `UIDevice.current`: an iPhone held upright (the canvas is the screen).
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated public override var description: String { "<\(type(of: self))>" }
    public static let current = UIDevice()
    public var orientation: UIDeviceOrientation { .portrait }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var systemVersion: String { "17.0" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    /// iOS 16 and later answer the model's name for apps without a special entitlement.
    public var name: String { "iPhone" }
    public var systemName: String { "iOS" }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Key-value coding by name. `setValue(orientation.rawValue, forKey: "orientation")`, the pre-iOS 16
    /// way to force a rotation, is reported in a recording: the canvas does not rotate. The shared
    /// device keeps nothing (it would be state shared by every recording); other keys are dropped.
    public func setValue(_ value: Any?, forKey key: String) {
        guard key == "orientation" else { return }
        Recording.report(
            "UIDevice.setValue(_:forKey: \"orientation\"): forcing a rotation is not modelled; the canvas keeps its orientation"
        )
    }
    /// `"orientation"`: the device's, which stays upright; other keys nil.
    public func value(forKey key: String) -> Any? { key == "orientation" ? orientation.rawValue : nil }
}

extension UIApplication {
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
    public var statusBarFrame: CGRect { .zero }
}

extension CALayer {
    /// Rasterizing does not change what is drawn here: kept as a no-op.
    public var shouldRasterize: Bool {
        get { false }
        set {}
    }
    public var rasterizationScale: CGFloat {
        get { 1 }
        set {}
    }

    /// The layer as drawn now. With nothing in flight that is the model layer, returned as is;
    /// in-flight values are not read back, so while an animation runs this is reported.
    public func presentation(file: String = #fileID, line: Int = #line, column: Int = #column) -> Self? {
        guard let recorder = Recording.recorder, view.isBound, recorder.mayBeInFlight(view.animaticID) else {
            return self
        }
        recorder.report(
            "CALayer.presentation(): in-flight values are not read back in Animatic; this is the model layer",
            at: callSite(file, line, column))
        return self
    }
}

extension UIViewController {
    /// A segue starts another transition: reported while an animator runs.
    public func performSegue(
        withIdentifier identifier: String, sender: Any?, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        Recording.recorder?.report(
            "performSegue(withIdentifier:sender:) starts another transition, which Animatic does not model inside a recording",
            at: callSite(file, line, column))
    }
}
