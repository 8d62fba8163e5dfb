import Foundation

/// Auto Layout's anchors and guides build `NSLayoutConstraint`s and keep them; a recording's
/// layout passes solve the simple ones and report the rest (see `NSLayoutConstraint`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, Sendable
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000), defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250), fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: c) }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    { make(.equal, anchor, multiplier: m, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

/// The anchors every view and layout guide has.
@preconcurrency @MainActor
public protocol LayoutAnchorsProviding: AnyObject {}

extension LayoutAnchorsProviding {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView: LayoutAnchorsProviding {}

/// `safeAreaLayoutGuide` and `layoutMarginsGuide`: the view's bounds (no safe area insets here).
@preconcurrency @MainActor
open class UILayoutGuide: LayoutAnchorsProviding {
    public weak var owningView: UIView?
    open var identifier = ""
    /// `objc_setAssociatedObject` values (AssociatedObjects.swift).
    let associatedObjects = AssociatedObjects()
    /// `layoutMarginsGuide` or `readableContentGuide`: inside margins a recording does not model
    /// (its frame here is the bounds), so constraints to it are reported, not solved.
    var isInsideMargins = false
    public init() {}
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }
}

extension UIView {
    /// One guide each, kept by the view as on iOS (a constraint holds its items weakly, so a
    /// guide made afresh for each call was gone before the layout pass).
    public var safeAreaLayoutGuide: UILayoutGuide { guide("safeArea") }
    public var layoutMarginsGuide: UILayoutGuide { guide("margins", insideMargins: true) }
    public var readableContentGuide: UILayoutGuide { guide("readable", insideMargins: true) }
    public var layoutGuides: [UILayoutGuide] { attachments.layoutGuides }
    public var safeAreaInsets: UIEdgeInsets { .zero }
    public var layoutMargins: UIEdgeInsets {
        get { .zero }
        set {}
    }
    public var constraints: [NSLayoutConstraint] { attachments.constraints }
    public func addConstraint(_ constraint: NSLayoutConstraint) { addConstraints([constraint]) }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        attachments.constraints += constraints
        NSLayoutConstraint.activate(constraints)
    }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraints([constraint]) }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        attachments.constraints.removeAll { c in constraints.contains { $0 === c } }
        NSLayoutConstraint.deactivate(constraints)
    }
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        if !attachments.layoutGuides.contains(where: { $0 === guide }) { attachments.layoutGuides.append(guide) }
    }
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        attachments.layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }
    public func updateConstraintsIfNeeded() {}
    public func setNeedsUpdateConstraints() {}
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }
    /// Content hugging and compression resistance: kept and read back (UIKit's defaults for a
    /// plain view, 250 and 750), never used: intrinsic content sizes are not computed.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        attachments.contentHugging[axis.rawValue] = priority
    }
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        attachments.contentHugging[axis.rawValue]
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        attachments.compressionResistance[axis.rawValue] = priority
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        attachments.compressionResistance[axis.rawValue]
    }

    private func guide(_ name: String, insideMargins: Bool = false) -> UILayoutGuide {
        if let guide = attachments.ownGuides[name] { return guide }
        let guide = UILayoutGuide()
        guide.owningView = self
        guide.isInsideMargins = insideMargins
        attachments.ownGuides[name] = guide
        return guide
    }
}

extension NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
