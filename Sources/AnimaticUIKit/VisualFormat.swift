import AnimaticCore
import Foundation

extension NSLayoutConstraint {
    /// `NSLayoutFormatOptions`: Apple's raw values (an alignment is `1 << attribute`).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The standard spaces of the visual format language's lone `-`: 8 pt between sibling views,
    /// 20 pt to the superview's edge (Apple's Auto Layout Guide, "Visual Format Language":
    /// "standard spacing"; iOS logs them as `H:|-(20)-[view]` and `H:[a]-(8)-[b]`).
    static let standardSiblingSpace: CGFloat = 8
    static let standardSuperviewSpace: CGFloat = 20

    /// The constraints a visual format string describes, unactivated, as UIKit makes them. A
    /// format iOS refuses (it raises `NSInvalidArgumentException`) is reported at the call and
    /// gives none.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any], file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> [NSLayoutConstraint] {
        do throws(VisualFormatError) {
            let parsed = try VisualFormat(parsing: format, metrics: (metrics ?? [:]).compactMapValues(numberValue))
            return try parsed.constraints(options: options, views: views)
        } catch {
            Recording.recorder?.report(
                error.describe(format), at: SourceLocation(file: file, line: line, column: column))
            return []
        }
    }

    private static func numberValue(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        default: nil
        }
    }
}

extension VisualFormat {
    /// The constraints, in the order UIKit lists them: each view's own predicates, then the
    /// connections from the leading edge on, then the alignments between neighbours.
    @MainActor
    func constraints(options: NSLayoutConstraint.FormatOptions, views: [String: Any]) throws(VisualFormatError)
        -> [NSLayoutConstraint]
    {
        let items = try views.resolving(self.views.map(\.name))
        let (leadingEdge, trailingEdge, dimension) = attributes(options)
        var made: [NSLayoutConstraint] = []
        func add(
            _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate,
            _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, constant: Double
        ) {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
                attribute: secondAttribute, multiplier: 1, constant: CGFloat(constant))
            if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
            made.append(constraint)
        }
        for (view, item) in zip(self.views, items) {
            for predicate in view.predicates {
                switch predicate.object {
                case .constant(let value): add(item, dimension, predicate, nil, .notAnAttribute, constant: value)
                case .view(let name):
                    let other = try views.resolving([name])[0]
                    add(item, dimension, predicate, other, dimension, constant: 0)
                }
            }
        }
        func connect(
            _ connection: Connection, standard: CGFloat, _ first: AnyObject,
            _ firstAttribute: NSLayoutConstraint.Attribute,
            _ second: AnyObject, _ secondAttribute: NSLayoutConstraint.Attribute
        ) {
            let predicates: [Predicate] =
                switch connection {
                case .flush: [Predicate(relation: .equal, object: .constant(0))]
                case .standard: [Predicate(relation: .equal, object: .constant(Double(standard)))]
                case .predicates(let list): list
                }
            for predicate in predicates {
                guard case .constant(let value) = predicate.object else { continue }
                add(first, firstAttribute, predicate, second, secondAttribute, constant: value)
            }
        }
        let superview = (fromSuperview != nil || toSuperview != nil) ? try commonSuperview(items) : nil
        if let link = fromSuperview, let superview {
            connect(
                link, standard: NSLayoutConstraint.standardSuperviewSpace, items[0], leadingEdge, superview, leadingEdge
            )
        }
        for (index, link) in connections.enumerated() {
            connect(
                link, standard: NSLayoutConstraint.standardSiblingSpace, items[index + 1], leadingEdge, items[index],
                trailingEdge)
        }
        if let link = toSuperview, let superview, let last = items.last {
            connect(
                link, standard: NSLayoutConstraint.standardSuperviewSpace, superview, trailingEdge, last, trailingEdge)
        }
        for alignment in try alignments(options) {
            for index in items.indices.dropFirst() {
                add(
                    items[index], alignment, Predicate(relation: .equal, object: .constant(0)), items[index - 1],
                    alignment, constant: 0)
            }
        }
        return made
    }

    /// The edges a format string's connections join and the dimension its view predicates size.
    private func attributes(_ options: NSLayoutConstraint.FormatOptions)
        -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
    {
        guard orientation == .horizontal else { return (.top, .bottom, .height) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, .width)
        case .directionRightToLeft: return (.right, .left, .width)
        default: return (.leading, .trailing, .width)
        }
    }

    /// The alignment options, each across the orientation (iOS refuses one along it).
    private func alignments(_ options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
        -> [NSLayoutConstraint.Attribute]
    {
        let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        let chosen = all.filter { options.contains($0.0) }.map(\.1)
        let alongAxis = orientation == .horizontal ? 0 : 1
        if let wrong = chosen.first(where: { $0.axis == alongAxis }) {
            throw VisualFormatError(
                message:
                    "Options mask required views to be aligned on a \(orientation == .horizontal ? "horizontal" : "vertical") edge, which is not allowed for layout that is also \(orientation == .horizontal ? "horizontal" : "vertical") (\(wrong)).",
                offset: 0)
        }
        return chosen
    }

    /// The superview `|` stands for: the first view's (iOS says so when it has none).
    @MainActor
    private func commonSuperview(_ items: [AnyObject]) throws(VisualFormatError) -> UIView {
        let first = items[0]
        let superview = (first as? UIView)?.superview ?? (first as? UILayoutGuide)?.owningView
        guard let superview else {
            throw VisualFormatError(
                message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                offset: 0)
        }
        return superview
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The views (or layout guides) the names stand for.
    fileprivate func resolving(_ names: [String]) throws(VisualFormatError) -> [AnyObject] {
        var items: [AnyObject] = []
        for name in names {
            guard let value = self[name] else {
                throw VisualFormatError(message: "\(name) is not a key in the views dictionary.", offset: 0)
            }
            guard value is UIView || value is UILayoutGuide else {
                throw VisualFormatError(message: "\(name) is not a view or a layout guide.", offset: 0)
            }
            items.append(value as AnyObject)
        }
        return items
    }
}
