import AnimaticCore

/// UIKit Dynamics: a physics engine moving views by behaviors (snap, gravity, collisions, pushes,
/// attachments). Animatic does not simulate it: the behaviors and their settings are kept, and
/// adding one to an animator in a recording is reported there (the items would move on iOS).
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

@preconcurrency @MainActor
open class UIDynamicAnimator {
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Nothing is simulated, so the animator never runs.
    open var isRunning: Bool { false }
    open var elapsedTime: TimeInterval { 0 }
    public init(referenceView view: UIView) { referenceView = view }
    public init() {}
    /// A collection view layout's animator (its items' attributes): nothing is simulated, as for a view's.
    public init(collectionViewLayout layout: UICollectionViewLayout) {}
    open func addBehavior(
        _ behavior: UIDynamicBehavior, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
        Recording.recorder?.report(
            "UIDynamicAnimator.addBehavior(\(type(of: behavior))): UIKit Dynamics is not simulated in Animatic "
                + "(the items stay where they are)", at: callSite(file, line, column))
    }
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        if behavior.dynamicAnimator === self { behavior.dynamicAnimator = nil }
    }
    open func removeAllBehaviors() { behaviors.forEach(removeBehavior) }
    open func updateItem(usingCurrentState item: UIDynamicItem) {}
}

@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public override init() {}
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// Called every step of the simulation, which never steps here.
    open var action: (() -> Void)?
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}
}

/// A behavior over a set of items (gravity, collisions, pushes, item properties).
@preconcurrency @MainActor
open class UIItemsBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }
    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}

open class UIGravityBehavior: UIItemsBehavior {
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    open var angle: CGFloat = .pi / 2
    open var magnitude: CGFloat = 1
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { (self.angle, self.magnitude) = (angle, magnitude) }
}

@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {}

open class UICollisionBehavior: UIItemsBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1), boundaries = Mode(rawValue: 2)
        public static let everything = Mode(rawValue: UInt.max)
    }
    open var collisionMode = Mode.everything
    open var translatesReferenceBoundsIntoBoundary = false
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
    }
    open func addBoundary(withIdentifier identifier: Any, from p1: CGPoint, to p2: CGPoint) {}
    open func addBoundary(withIdentifier identifier: Any, for bezierPath: UIBezierPath) {}
    open func removeAllBoundaries() {}
}

open class UIPushBehavior: UIItemsBehavior {
    public enum Mode: Int, Sendable { case continuous, instantaneous }
    public let mode: Mode
    open var active = true
    open var angle: CGFloat = 0
    open var magnitude: CGFloat = 0
    open var pushDirection = CGVector(dx: 0, dy: 0)
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { (self.angle, self.magnitude) = (angle, magnitude) }
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {}
}

open class UISnapBehavior: UIDynamicBehavior {
    public let item: UIDynamicItem
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        (self.item, snapPoint) = (item, point)
        super.init()
    }
}

open class UIAttachmentBehavior: UIDynamicBehavior {
    public let items: [UIDynamicItem]
    open var anchorPoint: CGPoint
    open var length: CGFloat = 0
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        (items, anchorPoint) = ([item], point)
        super.init()
    }
    public init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        (items, anchorPoint) = ([item1, item2], item2.center)
        super.init()
    }
}

open class UIDynamicItemBehavior: UIItemsBehavior {
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false
    open var allowsRotation = true
    private var linear: [ObjectIdentifier: CGPoint] = [:]
    private var angular: [ObjectIdentifier: CGFloat] = [:]
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        let old = linear[ObjectIdentifier(item)] ?? .zero
        linear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint { linear[ObjectIdentifier(item)] ?? .zero }
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        angular[ObjectIdentifier(item), default: 0] += velocity
    }
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { angular[ObjectIdentifier(item)] ?? 0 }
}

/// A horizontal and vertical offset (a push's target point, a text position adjustment).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}
