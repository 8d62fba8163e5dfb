import AnimaticCore

/// `NSLayoutConstraint`, and the small part of Auto Layout a recording solves.
///
/// Solved: required (`priority` 1000) `equal` constraints between two anchors of the same axis
/// with multiplier 1 and a constant (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor,
/// constant: 8)`, edges, centers), and widths and heights equal to a constant or to a width
/// or height (its own: an aspect ratio, derived either way) times a multiplier plus a constant.
/// Each view with `translatesAutoresizingMaskIntoConstraints = false` gets, per axis, its size
/// from a width constraint or from two of its edges/center, and its position from an edge or its
/// center (what is not constrained keeps the frame the code set). A layout pass (solved
/// constraints, then `layoutSubviews()` of the views needing layout, parents first) runs where
/// UIKit's would in a recording: `layoutIfNeeded()` (inside an animation block its frame changes
/// animate), a presentation controller's container layout, and the end of each batch of work.
/// Anything else activated in a recording (inequalities, lower priorities, baselines, multipliers
/// on edges and centers) is reported at the activation, and a solved constraint the frames do not
/// satisfy after a pass (an axis over-determined inconsistently) where it was activated; a
/// constraint to a view's own subview (sizing a view from its content) is not solved; outside a
/// recording no layout runs.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
            firstBaseline
        /// The margin attributes (UIKit's raw values 13 … 20): inside the view's `layoutMargins`,
        /// which a recording does not model (UIKit's default is 8 pt a side), so never solved.
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin,
            centerXWithinMargins, centerYWithinMargins
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
            if isActive { activationLocation = recorder.location }
            if isActive, !isSolved {
                let margins =
                    isToMarginsGuide
                    ? " (a layoutMarginsGuide or readableContentGuide: layout margins are not modelled)" : ""
                recorder.report(
                    "NSLayoutConstraint (\(firstAttribute) \(relation) \(secondAttribute) × \(multiplier) + \(constant), priority \(priority.rawValue))\(margins): Animatic's layout solves only required equal constraints between anchors (with constant) and constant or proportional widths and heights; set frame, bounds or center instead"
                )
            }
        }
    }
    open var priority: UILayoutPriority = .required
    /// Where it was activated in a recording: where a layout pass reports it unsatisfied.
    var activationLocation: SourceLocation?
    /// Reported once as unsatisfied by a layout pass.
    var reportedUnsatisfied = false
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

    /// NSObject's `init()`: a constraint with no items (`notAnAttribute`, equal, × 1 + 0), which apps
    /// keep as a placeholder (`var top = NSLayoutConstraint()`) until they make the real one. Activating
    /// it constrains nothing.
    public override init() {
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
    }

    /// NSObject's `description` on iOS (SnapKit's `LayoutConstraint` overrides it). Nonisolated as
    /// NSObject's; off the main actor, where the constraint's state cannot be read, only the class.
    nonisolated open override var description: String {
        guard Thread.isMainThread else { return "<\(type(of: self))>" }
        return MainActor.assumeIsolated {
            "<NSLayoutConstraint \(firstAttribute) \(relation) \(secondAttribute) × \(multiplier) + \(constant)>"
        }
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
        guard !isToMarginsGuide else { return false }
        guard relation == .equal, priority == .required, let axis = firstAttribute.axis else { return false }
        guard secondItem != nil else { return firstAttribute.isDimension }
        // A width or height from any width or height (an aspect ratio too), an edge or center
        // from an edge or center of the same axis.
        if firstAttribute.isDimension || secondAttribute.isDimension {
            return firstAttribute.isDimension && secondAttribute.isDimension
        }
        return secondAttribute.axis == axis && multiplier == 1
    }

    /// An item is a `layoutMarginsGuide` or `readableContentGuide`: iOS insets it by the view's
    /// `layoutMargins` (8 pt a side by default) or a readable width, which a recording does not
    /// model, so placing by it would be off silently.
    var isToMarginsGuide: Bool {
        [firstItem, secondItem].contains { ($0 as? UILayoutGuide)?.isInsideMargins == true }
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

    static func value(of item: AnyObject, _ attribute: Attribute, in superview: UIView) -> CGFloat? {
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
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// 0 horizontal, 1 vertical; nil for what the solver does not place by: baselines, margins
    /// and `notAnAttribute`.
    var axis: Int? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: 0
        case .top, .bottom, .centerY, .height: 1
        case .firstBaseline, .lastBaseline, .notAnAttribute: nil
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            nil
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
        default: break
        }
    }

    /// The size the constraints give: a size, or two of the edges and center.
    var derivedLength: CGFloat? {
        if let size { return size }
        if let a = min, let b = max { return b - a }
        if let a = min, let m = mid { return 2 * (m - a) }
        if let b = max, let m = mid { return 2 * (b - m) }
        return nil
    }

    /// The origin and size on this axis; what is not constrained keeps its current value.
    func solve(origin: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
        let length = derivedLength ?? length
        if let min { return (min, length) }
        if let max { return (max - length, length) }
        if let mid { return (mid - length / 2, length) }
        return (origin, length)
    }
}

extension UIView {
    /// A recording's layout pass over this view's subtree: the constraints solved, then
    /// `layoutSubviews()` of each view that needs layout, parents first; repeated while a
    /// `layoutSubviews()` invalidates layout again, at most eight times (then reported).
    /// `constraints: false` calls `layoutSubviews()` only (the end of a batch that changed no
    /// constraint).
    func layOutSubtree(constraints: Bool = true) {
        // A `layoutSubviews()` that invalidates its view and calls `layoutIfNeeded()` nests
        // passes: too deep, the passes under way stop (reported once).
        let recorder = Recording.recorder
        if let recorder {
            guard !recorder.layoutAborting else { return }
            guard recorder.layoutDepth < 16 else {
                recorder.layoutAborting = true
                recorder.report(
                    "layout passes nested 16 deep (a layoutSubviews() that invalidates layout and calls layoutIfNeeded()?); the passes under way stopped"
                )
                return
            }
            recorder.layoutDepth += 1
        }
        defer {
            if let recorder {
                recorder.layoutDepth -= 1
                if recorder.layoutDepth == 0 { recorder.layoutAborting = false }
            }
        }
        for _ in 0..<8 {
            if constraints { solveConstraintsInSubtree() }
            var laidOut = false
            func visit(_ view: UIView) {
                if recorder?.layoutAborting == true { return }
                if view.needsLayoutPass {
                    view.attachments.needsLayout = false
                    view.attachments.laidOutSize = view.bounds.size
                    view.layoutSubviews()
                    laidOut = true
                }
                for subview in view.subviews { visit(subview) }
            }
            visit(self)
            if recorder?.layoutAborting == true { return }
            if !laidOut || !subtreeNeedsLayout { return }
        }
        Recording.recorder?.report(
            "layoutSubviews() kept invalidating layout after 8 layout passes (a layoutSubviews() that changes its own bounds or calls setNeedsLayout()?); the frames are those of the last pass"
        )
    }

    /// Whether `layoutSubviews()` is due: `setNeedsLayout()`, a subview added or removed, a new
    /// `bounds.size`, or never laid out.
    var needsLayoutPass: Bool {
        attachments.needsLayout || attachments.laidOutSize != bounds.size
    }

    var subtreeNeedsLayout: Bool { needsLayoutPass || subviews.contains { $0.subtreeNeedsLayout } }

    /// The constraints over this view and its subviews, parents first, repeated until the frames
    /// settle (a view constrained to a later sibling), at most four times; then each solved
    /// constraint the frames do not satisfy is reported where it was activated.
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
        guard let recorder = Recording.recorder else { return }
        for view in views where !view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.superview else { continue }
            for constraint in view.attachments.activeConstraints
            where constraint.isSolved && !constraint.reportedUnsatisfied {
                guard let error = constraint.error(solving: view, in: superview), abs(error) > 1e-6 else { continue }
                constraint.reportedUnsatisfied = true
                let c = constraint
                recorder.report(
                    "NSLayoutConstraint (\(c.firstAttribute) \(c.relation) \(c.secondAttribute) × \(c.multiplier) + \(c.constant)) is off by \(error) pt after the layout pass: the view's constraints over-determine an axis inconsistently, or need a derivation Animatic's layout does not do; set frame, bounds or center instead",
                    at: c.activationLocation)
            }
        }
    }

    /// Sets `bounds.size` and `center` from the solved constraints; true when either changed.
    /// A width or height from the view's other dimension (an aspect ratio) is derived after the
    /// other constraints: from that dimension's solved length, else the other way round, else
    /// from the current frame.
    private func applyConstraints() -> Bool {
        guard let superview else { return false }
        var spans = [AxisSpan(), AxisSpan()]
        var ratios: [NSLayoutConstraint] = []
        for constraint in attachments.activeConstraints where constraint.isSolved {
            if constraint.isAspectRatio(of: self) {
                ratios.append(constraint)
                continue
            }
            guard let (attribute, value) = constraint.equation(solving: self, in: superview),
                let axis = attribute.axis
            else { continue }
            spans[axis].take(attribute, value)
        }
        for ratio in ratios {
            // first = second × m + c, both dimensions of this view.
            guard let a = ratio.firstAttribute.axis, let b = ratio.secondAttribute.axis else { continue }
            if let length = spans[b].derivedLength {
                spans[a].take(ratio.firstAttribute, length * ratio.multiplier + ratio.constant)
            } else if let length = spans[a].derivedLength, ratio.multiplier != 0 {
                spans[b].take(ratio.secondAttribute, (length - ratio.constant) / ratio.multiplier)
            } else if let (attribute, value) = ratio.equation(solving: self, in: superview), let axis = attribute.axis {
                spans[axis].take(attribute, value)
            }
        }
        let (x, y) = (spans[0], spans[1])
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

extension NSLayoutConstraint {
    /// A width from the same view's height, or the other way round.
    func isAspectRatio(of view: UIView) -> Bool {
        firstItem === view && secondItem === view && firstAttribute.isDimension && secondAttribute.isDimension
            && firstAttribute != secondAttribute
    }

    /// How far the frames are from satisfying it (first − (second × m + c)), measured as the
    /// solver measures; nil where the solver does not place `view` by it (a view and its own
    /// subview, a view under a transform).
    func error(solving view: UIView, in superview: UIView) -> CGFloat? {
        guard equation(solving: view, in: superview) != nil, let first = firstItem else { return nil }
        let items = [firstItem, secondItem].compactMap { ($0 as? UIView) ?? ($0 as? UILayoutGuide)?.owningView }
        guard items.allSatisfy({ $0.transform.isIdentity }) else { return nil }
        guard let lhs = Self.value(of: first, firstAttribute, in: superview) else { return nil }
        guard let second = secondItem else { return lhs - constant }
        guard let rhs = Self.value(of: second, secondAttribute, in: superview) else { return nil }
        return lhs - (rhs * multiplier + constant)
    }
}

extension TransitionRecorder {
    /// UIKit's layout at the end of a batch of work: when constraints were activated or changed
    /// in it, the whole hierarchy is laid out (outside any animation block: frames set at once).
    func layOutIfConstraintsChanged() {
        guard let root = view(ModelTree.windowID) ?? view(ModelTree.containerID) else { return }
        if constraintsChanged {
            constraintsChanged = false
            root.layOutSubtree()
        } else if root.subtreeNeedsLayout {
            root.layOutSubtree(constraints: false)
        }
    }
}
