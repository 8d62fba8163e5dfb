import AnimaticCore

/// `NSLayoutConstraint`, and the small part of Auto Layout a recording solves.
///
/// Solved: required (`priority` 1000) `equal` constraints between two anchors of the same axis
/// with multiplier 1 and a constant (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor,
/// constant: 8)`, edges, centers), and widths and heights equal to a constant or to a width
/// or height (its own: an aspect ratio) times a multiplier plus a constant. Each view with
/// `translatesAutoresizingMaskIntoConstraints = false` gets, per axis, its size from a width
/// constraint or from two of its edges/center, and its position from an edge or its center
/// (what is not constrained keeps the frame the code set). A layout pass runs where UIKit's
/// would in a recording: `layoutIfNeeded()` (inside an animation block its frame changes
/// animate), a presentation controller's container layout, and the end of each batch of work in
/// which constraints were activated or their `constant` changed. Anything else activated in a
/// recording (inequalities, lower priorities, baselines, multipliers on edges and centers) is
/// reported at the activation; a constraint to a view's own subview (sizing a view from its
/// content) is not solved; outside a recording no layout runs.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
            firstBaseline
        case notAnAttribute = 0
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }

    open var constant: CGFloat { didSet { Recording.recorder?.constraintsChanged = true } }
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in views {
                if isActive {
                    view.attachments.activeConstraints.append(self)
                } else {
                    view.attachments.activeConstraints.removeAll { $0 === self }
                }
            }
            guard let recorder = Recording.recorder else { return }
            recorder.constraintsChanged = true
            if isActive, !isSolved {
                recorder.report(
                    "NSLayoutConstraint (\(firstAttribute) \(relation) \(secondAttribute) × \(multiplier) + \(constant), priority \(priority.rawValue)): Animatic's layout solves only required equal constraints between anchors (with constant) and constant or proportional widths and heights; set frame, bounds or center instead"
                )
            }
        }
    }
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    public let multiplier: CGFloat
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// The views among the items (a layout guide's constraint is found from the view it constrains).
    private var views: [UIView] {
        [firstItem, secondItem].compactMap { $0 as? UIView }.reduce(into: []) { all, view in
            if !all.contains(where: { $0 === view }) { all.append(view) }
        }
    }

    /// Whether the layout pass solves it.
    var isSolved: Bool {
        guard relation == .equal, priority == .required, let axis = firstAttribute.axis else { return false }
        guard secondItem != nil else { return firstAttribute.isDimension }
        // A width or height from any width or height (an aspect ratio too), an edge or center
        // from an edge or center of the same axis.
        if firstAttribute.isDimension || secondAttribute.isDimension {
            return firstAttribute.isDimension && secondAttribute.isDimension
        }
        return secondAttribute.axis == axis && multiplier == 1
    }

    /// The value this constraint gives one of `view`'s attributes, in its superview's coordinates.
    /// nil when the other item is inside `view` (sizing a view from its subviews is not solved).
    func equation(solving view: UIView, in superview: UIView) -> (Attribute, CGFloat)? {
        let other = firstItem === view ? secondItem : firstItem
        let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
        if let otherView, otherView !== view || other is UILayoutGuide, otherView.isDescendant(of: view) {
            return nil
        }
        if firstItem === view {
            guard let second = secondItem else { return (firstAttribute, constant) }
            guard let other = Self.value(of: second, secondAttribute, in: superview) else { return nil }
            return (firstAttribute, other * multiplier + constant)
        }
        guard secondItem === view, multiplier != 0, let first = firstItem,
            let other = Self.value(of: first, firstAttribute, in: superview)
        else { return nil }
        return (secondAttribute, (other - constant) / multiplier)
    }

    private static func value(of item: AnyObject, _ attribute: Attribute, in superview: UIView) -> CGFloat? {
        let rect: CGRect
        if let view = item as? UIView {
            rect = view === superview ? superview.bounds : view.convert(view.bounds, to: superview)
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            rect = owner === superview ? guide.layoutFrame : owner.convert(guide.layoutFrame, to: superview)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .centerX: return rect.midX
        case .width: return rect.width
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerY: return rect.midY
        case .height: return rect.height
        case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// 0 horizontal, 1 vertical; nil for baselines and `notAnAttribute`.
    var axis: Int? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: 0
        case .top, .bottom, .centerY, .height: 1
        case .firstBaseline, .lastBaseline, .notAnAttribute: nil
        }
    }
    var isDimension: Bool { self == .width || self == .height }
}

/// What the constraints say of one axis of a view: its edges, center and size, the first
/// constraint on each winning.
private struct AxisSpan {
    var min: CGFloat?
    var max: CGFloat?
    var mid: CGFloat?
    var size: CGFloat?
    var isEmpty: Bool { min == nil && max == nil && mid == nil && size == nil }

    mutating func take(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) {
        switch attribute {
        case .left, .leading, .top: min = min ?? value
        case .right, .trailing, .bottom: max = max ?? value
        case .centerX, .centerY: mid = mid ?? value
        case .width, .height: size = size ?? value
        case .firstBaseline, .lastBaseline, .notAnAttribute: break
        }
    }

    /// The origin and size on this axis; what is not constrained keeps its current value.
    func solve(origin: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
        var solved = size
        if solved == nil {
            if let a = min, let b = max {
                solved = b - a
            } else if let a = min, let m = mid {
                solved = 2 * (m - a)
            } else if let b = max, let m = mid {
                solved = 2 * (b - m)
            }
        }
        let length = solved ?? length
        if let min { return (min, length) }
        if let max { return (max - length, length) }
        if let mid { return (mid - length / 2, length) }
        return (origin, length)
    }
}

extension UIView {
    /// A layout pass over this view and its subviews, parents first, repeated until the frames
    /// settle (a view constrained to a later sibling), at most four times.
    func solveConstraintsInSubtree() {
        var views: [UIView] = []
        func collect(_ view: UIView) {
            views.append(view)
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        for _ in 0..<4 {
            var changed = false
            for view in views where !view.translatesAutoresizingMaskIntoConstraints {
                if view.applyConstraints() { changed = true }
            }
            if !changed { break }
        }
    }

    /// Sets `bounds.size` and `center` from the solved constraints; true when either changed.
    private func applyConstraints() -> Bool {
        guard let superview else { return false }
        var x = AxisSpan()
        var y = AxisSpan()
        for constraint in attachments.activeConstraints where constraint.isSolved {
            guard let (attribute, value) = constraint.equation(solving: self, in: superview) else { continue }
            if attribute.axis == 0 { x.take(attribute, value) } else { y.take(attribute, value) }
        }
        guard !x.isEmpty || !y.isEmpty else { return false }
        let size = bounds.size
        let center = self.center
        let (minX, width) = x.solve(origin: center.x - size.width / 2, length: size.width)
        let (minY, height) = y.solve(origin: center.y - size.height / 2, length: size.height)
        let newSize = CGSize(width: width, height: height)
        let newCenter = CGPoint(x: minX + width / 2, y: minY + height / 2)
        var changed = false
        if abs(newSize.width - size.width) > 1e-9 || abs(newSize.height - size.height) > 1e-9 {
            bounds = CGRect(origin: bounds.origin, size: newSize)
            changed = true
        }
        if abs(newCenter.x - center.x) > 1e-9 || abs(newCenter.y - center.y) > 1e-9 {
            self.center = newCenter
            changed = true
        }
        return changed
    }
}

extension TransitionRecorder {
    /// UIKit's layout at the end of a batch of work: when constraints were activated or changed
    /// in it, the whole hierarchy is laid out (outside any animation block: frames set at once).
    func layOutIfConstraintsChanged() {
        guard constraintsChanged else { return }
        constraintsChanged = false
        (view(ModelTree.windowID) ?? view(ModelTree.containerID))?.solveConstraintsInSubtree()
    }
}
