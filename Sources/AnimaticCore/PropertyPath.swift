/// A UIKit key path below a view (`frame.origin.y`, `center`, `layer.cornerRadius`), resolved
/// to the layer property it reads and writes and the field within that property's value.
public struct PropertyPath: Hashable, Sendable, CustomStringConvertible {
    public enum Root: Hashable, Sendable {
        /// UIKit's `frame`, derived from `position`, `bounds` and `anchorPoint`.
        case frame
        case layer(LayerProperty)
        /// `layer.transform.scale`: all three scale factors; reads their average, as CA does.
        case transformScale
        /// `layer.transform.translation`: x and y together.
        case transformTranslation
    }

    public var root: Root
    /// Fields within the root value, e.g. `["origin", "y"]`.
    public var fields: [String]

    public init(root: Root, fields: [String] = []) {
        self.root = root
        self.fields = fields
    }

    public var rootKind: ValueKind {
        switch root {
        case .frame: .rect
        case .layer(let p): p.kind
        case .transformScale: .number
        case .transformTranslation: .point
        }
    }

    public var valueKind: ValueKind { Self.fieldKind(rootKind, fields) ?? rootKind }

    public var description: String {
        let base: String
        switch root {
        case .frame: base = "frame"
        case .layer(let p): base = p.keyPath
        case .transformScale: base = "layer.transform.scale"
        case .transformTranslation: base = "layer.transform.translation"
        }
        return ([base] + fields).joined(separator: ".")
    }

    /// The spellings accepted for each root: UIKit's names, every layer property's CALayer key
    /// path (`layer.` and its definition's), and CALayer's other spellings of a few.
    static let roots: [(String, Root)] =
        [
            ("frame", .frame), ("bounds", .layer(.bounds)), ("center", .layer(.position)), ("alpha", .layer(.opacity)),
            ("backgroundColor", .layer(.backgroundColor)), ("transform", .layer(.transform)),
            ("hidden", .layer(.isHidden)), ("isHidden", .layer(.isHidden)), ("clipsToBounds", .layer(.masksToBounds)),
        ]
        + LayerProperty.allCases.map { ("layer." + $0.definition.layerKeyPath, .layer($0)) }
        + [
            ("layer.doubleSided", .layer(.isDoubleSided)), ("layer.transform.rotation", .layer(.rotationZ)),
            ("layer.transform.scale", .transformScale), ("layer.transform.translation", .transformTranslation),
        ]

    static func subfields(of kind: ValueKind) -> [(String, ValueKind)] {
        switch kind {
        case .rect: [("origin", .point), ("size", .size)]
        case .point: [("x", .number), ("y", .number)]
        case .size: [("width", .number), ("height", .number)]
        default: []
        }
    }

    static func fieldKind(_ kind: ValueKind, _ fields: [String]) -> ValueKind? {
        var kind = kind
        for field in fields {
            guard let next = subfields(of: kind).first(where: { $0.0 == field })?.1 else { return nil }
            kind = next
        }
        return kind
    }

    /// Every key path this resolver accepts, for "did you mean" suggestions and the docs.
    public static let allSpellings: [String] = roots.flatMap { name, root in
        var out: [String] = [name]
        func walk(_ prefix: String, _ kind: ValueKind) {
            for (field, sub) in subfields(of: kind) {
                out.append(prefix + "." + field)
                walk(prefix + "." + field, sub)
            }
        }
        walk(name, PropertyPath(root: root).rootKind)
        return out
    }

    /// Every CALayer key path (`cornerRadius`, `transform.rotation.z`, `bounds.size`), as
    /// `addAnimation` and `CABasicAnimation(keyPath:)` take them: no `layer.` before them.
    public static let layerKeyPaths: [String] = allSpellings.filter { $0.hasPrefix("layer.") }.map {
        String($0.dropFirst(6))
    }

    /// A CALayer key path as `addAnimation` or `CAAnimation.keyPath` writes it; nil if it is
    /// not one. The one place an animation's key path becomes a property.
    public static func resolve(layerKeyPath spelling: String) -> PropertyPath? {
        guard layerKeyPaths.contains(spelling) else { return nil }
        return resolve("layer." + spelling)
    }

    /// Resolves a key path as written after the view id; nil if UIKit has no such key path here.
    /// The roots, longest name first, so `layer.shadowOffset` wins over `layer.shadow…`;
    /// sorted once, as every assignment of a scene resolves through them.
    private static let rootsLongestFirst = roots.sorted { ($0.0.count, $0.0) > ($1.0.count, $1.0) }

    public static func resolve(_ spelling: String) -> PropertyPath? {
        for (name, root) in rootsLongestFirst {
            guard spelling == name || spelling.hasPrefix(name + ".") else { continue }
            let rest = spelling == name ? [] : spelling.dropFirst(name.count + 1).split(separator: ".").map(String.init)
            let path = PropertyPath(root: root, fields: rest)
            return fieldKind(path.rootKind, rest) == nil ? nil : path
        }
        return nil
    }

    // MARK: Reading and writing

    public func read(from view: ViewState) -> AnimatableValue {
        let whole: AnimatableValue
        switch root {
        case .frame: whole = .rect(view.frame)
        case .layer(let p): whole = p.value(in: view)
        case .transformScale: whole = .number(view.transformFunctions.scale.reduce(0, +) / 3)
        case .transformTranslation:
            whole = .point(Point(view.transformFunctions.translation[0], view.transformFunctions.translation[1]))
        }
        return Self.get(whole, fields[...])
    }

    /// Writes `value` the way UIKit's setter does, returning the layer properties it changed.
    /// Setting `frame` sets `bounds.size` and `position` so that the frame reads back as set
    /// (CALayer.h: "When setting the frame the `position' and `bounds.size' are changed to
    /// match the given frame"), also under a transform: the bounds size is the one whose
    /// transformed bounding box has the frame's size (the frame's size through the inverse
    /// transform where no such size exists, as at 45°), then the position moves the box onto
    /// the frame's origin.
    public func write(_ value: AnimatableValue, to view: inout ViewState) -> [LayerProperty] {
        switch root {
        case .frame:
            guard case .rect(let frame) = Self.set(.rect(view.frame), fields[...], value) else { return [] }
            var changed: [LayerProperty] = []
            let size =
                view.effectiveTransform.isIdentity ? frame.size : Self.boundsSize(forFrameSize: frame.size, under: view)
            if size != view.bounds.size {
                view.bounds.size = size
                changed.append(.bounds)
            }
            let placed = view.frame
            let position = Point(
                view.position.x + frame.origin.x - placed.origin.x, view.position.y + frame.origin.y - placed.origin.y)
            if position != view.position {
                view.position = position
                changed.append(.position)
            }
            return changed
        case .layer(let p):
            let new = Self.set(p.value(in: view), fields[...], value)
            guard new != p.value(in: view) else { return [] }
            p.set(new, in: &view)
            return [p]
        case .transformScale:
            guard case .number(let s) = value else { return [] }
            return [LayerProperty.scaleX, .scaleY, .scaleZ].flatMap {
                PropertyPath(root: .layer($0)).write(.number(s), to: &view)
            }
        case .transformTranslation:
            guard case .point(let t) = Self.set(read(from: view), fields[...], value) else { return [] }
            return PropertyPath(root: .layer(.translationX)).write(.number(t.x), to: &view)
                + PropertyPath(root: .layer(.translationY)).write(.number(t.y), to: &view)
        }
    }

    /// The bounds size (w, h) whose box through the transform's 2D part (x' = a·x + c·y,
    /// y' = b·x + d·y) is `size`: W = |a|·w + |c|·h, H = |b|·w + |d|·h.
    static func boundsSize(forFrameSize size: Size, under view: ViewState) -> Size {
        let t = view.effectiveTransform.affine
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let det = a * d - c * b
        if abs(det) > 1e-9 {
            let w = (d * size.width - c * size.height) / det, h = (a * size.height - b * size.width) / det
            if w >= 0, h >= 0 { return Size(w, h) }
        }
        let inverseDet = t.a * t.d - t.b * t.c
        guard abs(inverseDet) > 1e-12 else { return view.bounds.size }
        // The box of the frame's size through the inverse 2D transform.
        let (ia, ib, ic, id) = (t.d / inverseDet, -t.b / inverseDet, -t.c / inverseDet, t.a / inverseDet)
        return Size(abs(ia) * size.width + abs(ic) * size.height, abs(ib) * size.width + abs(id) * size.height)
    }

    static func get(_ value: AnimatableValue, _ fields: ArraySlice<String>) -> AnimatableValue {
        guard let field = fields.first else { return value }
        let rest = fields.dropFirst()
        switch (value, field) {
        case (.rect(let r), "origin"): return get(.point(r.origin), rest)
        case (.rect(let r), "size"): return get(.size(r.size), rest)
        case (.point(let p), "x"): return .number(p.x)
        case (.point(let p), "y"): return .number(p.y)
        case (.size(let s), "width"): return .number(s.width)
        case (.size(let s), "height"): return .number(s.height)
        default: preconditionFailure("no field \(field) in \(value.kind)")
        }
    }

    static func set(_ value: AnimatableValue, _ fields: ArraySlice<String>, _ new: AnimatableValue) -> AnimatableValue {
        guard let field = fields.first else { return new }
        let rest = fields.dropFirst()
        switch (value, field) {
        case (.rect(var r), "origin"):
            if case .point(let p) = set(.point(r.origin), rest, new) { r.origin = p }
            return .rect(r)
        case (.rect(var r), "size"):
            if case .size(let s) = set(.size(r.size), rest, new) { r.size = s }
            return .rect(r)
        case (.point(var p), "x"):
            if case .number(let v) = new { p.x = v }
            return .point(p)
        case (.point(var p), "y"):
            if case .number(let v) = new { p.y = v }
            return .point(p)
        case (.size(var s), "width"):
            if case .number(let v) = new { s.width = v }
            return .size(s)
        case (.size(var s), "height"):
            if case .number(let v) = new { s.height = v }
            return .size(s)
        default: preconditionFailure("no field \(field) in \(value.kind)")
        }
    }
}
