import AnimaticCore
import Foundation

/// Gesture recognizers compile and keep their targets, but no touches reach a recording, so
/// they never change state or call their actions (an interactive transition's gestures are
/// not part of its frames).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    /// `objc_setAssociatedObject`'s values on this object (AssociatedObjects.swift).
    let associatedObjects = AssociatedObjects()
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }
    private var targets: [(target: AnyObject, action: Selector)] = []
    open var state: State = .possible
    open internal(set) weak var view: UIView?
    open var isEnabled = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var numberOfTouches: Int { 0 }

    public init(target: Any?, action: Selector?) {
        if let target, let action { targets.append((target as AnyObject, action)) }
    }
    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll {
            (target == nil || $0.target === target as AnyObject) && (action == nil || $0.action == action)
        }
    }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    open func reset() {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer)
        -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool { false }
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0), left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2), down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0), left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2), right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Touches and events exist for signatures only: none is ever delivered.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public override init() {}
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    open var view: UIView? { nil }
    open var tapCount: Int { 0 }
}

@preconcurrency @MainActor
open class UIEvent {
    public init() {}
    open var allTouches: Set<UITouch>? { nil }
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }
    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
}

extension UIView {
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachments.gestureRecognizers.isEmpty ? nil : attachments.gestureRecognizers }
        set { attachments.gestureRecognizers = newValue ?? [] }
    }
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        attachments.gestureRecognizers.append(recognizer)
    }
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        attachments.gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}

/// What a view keeps for UIKit features Animatic does not draw (gestures, constraints).
@MainActor
final class ViewAttachments {
    var gestureRecognizers: [UIGestureRecognizer] = []
    var constraints: [NSLayoutConstraint] = []
    /// The active constraints this view is an item of (AutoLayoutSolver.swift).
    var activeConstraints: [NSLayoutConstraint] = []
    /// `setNeedsLayout()` or a subview added or removed since its last `layoutSubviews()`.
    var needsLayout = true
    /// `bounds.size` at its last `layoutSubviews()` (nil: never laid out); a change needs layout.
    var laidOutSize: CGSize?
    /// `layer.contents` as the app set it, and `contentsScale` (LayerContents.swift).
    var contents: Any?
    var contentsScale: CGFloat = 1
    /// What a framework draws into this view that Animatic does not (FrameworkStandIns.swift).
    var contentNotDrawn: String?
    /// `layer.allowsGroupOpacity` was set false (CALayer.swift), which Animatic does not draw.
    var groupOpacityOff = false
    /// The asset catalog names of `UIColor(named:)` stand-ins the view shows, by the property
    /// that holds one ("backgroundColor", "textColor", "layer.borderColor" …).
    var assetColorStandIns: [String: String] = [:]
    /// What a view not yet in the recording shows as contents, for its `create` step.
    /// (`.contents` of a snapshot image, `.drawing` of a drawn one.)
    var unboundContents: Change?
    /// `contentMode` is `.redraw`: the view draws itself again when its bounds' size changes.
    var redraws = false
    /// `setNeedsDisplay()` was called since the view last drew.
    var needsDisplay = false
    /// An image view's drawn (not file) image, as the app set it.
    var image: UIImage?
    /// Accessibility attributes and scroll-view settings: kept, not drawn (ObjectRuntime.swift).
    var accessibility: [String: String] = [:]
    var isAccessibilityElement = false
    var contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
    var scrollIndicatorInsets = UIEdgeInsets.zero
    /// The controller whose view this is (`next`).
    weak var owningController: UIViewController?
    /// The guides the view owns: added ones (`addLayoutGuide`) and its safe area, margins and
    /// readable content guides by name, kept as a view keeps them on iOS.
    var layoutGuides: [UILayoutGuide] = []
    var ownGuides: [String: UILayoutGuide] = [:]
    /// Content hugging and compression resistance per axis (horizontal, vertical), kept only.
    var contentHugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// `overrideUserInterfaceStyle` (Appearance.swift) and the scene a window was made for.
    var interfaceStyle = UIUserInterfaceStyle.unspecified
    weak var windowScene: UIWindowScene?
    var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    var compositingFilter: Any?
    /// An unmodelled standalone layer was reported as it was added in the recording: not again on screen.
    var unmodeledLayerReported = false
    /// A cell's iOS 14 configurations (ModernCollections.swift), kept; UIKit draws them.
    var contentConfiguration: UIContentConfiguration?
    var backgroundConfiguration: UIBackgroundConfiguration?
    /// `addInteraction` (Interactions.swift), kept.
    var interactions: [UIInteraction] = []
    /// Animations added to the layer before it joined the recording (CAAnimation+Model.swift),
    /// added when it joins.
    var pendingAnimations: [PendingAnimation] = []
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Touch and accessibility settings (UIView+Settings in Appearance.swift), kept.
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    var accessibilityViewIsModal = false
    var accessibilityTraits = UIAccessibilityTraits.none
    var restorationIdentifier: String?
    var decelerationRate = UIScrollView.DecelerationRate.normal
    var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    /// A table's or collection's prefetching data source (EverydayUIKit.swift), kept weakly as UIKit does.
    weak var prefetchDataSource: AnyObject?
    var isPrefetchingEnabled = true
}
