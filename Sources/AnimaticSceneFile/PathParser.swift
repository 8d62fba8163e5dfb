import AnimaticCore

/// The one path grammar of scenes, for shapes, masks, shadow paths and keyframe paths, as
/// `UIBezierPath` builds them: a shape (`{rect:}`, `{oval:}`, `{roundedRect:, cornerRadius:}`,
/// `{arc: {…}}`) or a list of elements (`{move:}`, `{line:}`, `{quad:}`, `{curve:}`, `{arc:}`,
/// `{rect:}`, `{oval:}`, `close`); `none` or `[]` is the empty path. Keyframe paths' earlier
/// spelling (`{quad: [[cx, cy], [x, y]]}`, `{cubic: [[c1x, c1y], [c2x, c2y], [x, y]]}`) still
/// reads, with a lint hint when `hints` collects them.
enum PathParser {
    static let shapeKeys = ["rect", "oval", "roundedRect", "cornerRadius", "arc"]
    static let elementKeys = ["move", "line", "quad", "curve", "arc", "rect", "oval", "cubic"]

    static func path(_ n: YNode, hints: ExpansionBudget? = nil) throws(SceneError) -> ShapePath {
        if case .scalar = n.node, let word = try? n.string(), word == "none" { return .empty }
        if n.isMapping {
            let f = try n.fields("a path", allowed: shapeKeys)
            if let r = f["rect"] { return .rect(try rect(r)) }
            if let r = f["oval"] { return .oval(try rect(r)) }
            if let r = f["roundedRect"] {
                let radius = try f["cornerRadius"]?.double("a corner radius") ?? 0
                guard radius >= 0 else { throw f["cornerRadius"]!.fail("a corner radius cannot be negative") }
                return .roundedRect(try rect(r), radius: radius)
            }
            if let a = f["arc"] {
                var p = ShapePath()
                try addArc(a, to: &p)
                return p
            }
            throw n.fail("expected \(ValueKind.path.expectation)")
        }
        var p = ShapePath()
        for item in try n.array(ValueKind.path.expectation) {
            if case .scalar = item.node, let word = try? item.string(), word == "close" {
                guard !p.elements.isEmpty else { throw item.fail("'close' needs a subpath to close") }
                p.elements.append(.close)
                continue
            }
            let entries = try item.entries("a path element", allowed: elementKeys)
            guard entries.count == 1, let (key, _, v) = entries.first else {
                throw item.fail(
                    "each path element has exactly one of: \(elementKeys.joined(separator: ", ")), or is 'close'")
            }
            if key == "arc" {
                try addArc(v, to: &p)
                continue
            }
            if key == "rect" || key == "oval" {
                // A closed subpath of its own, as UIBezierPath.append(UIBezierPath(rect:)) adds.
                let r = try rect(v)
                p.elements += (key == "rect" ? ShapePath.rect(r) : ShapePath.oval(r)).elements
                continue
            }
            if key != "move", p.elements.isEmpty || p.elements.last == .close {
                throw item.fail("'\(key)' needs a current point: start the subpath with {move: [x, y]}")
            }
            switch key {
            case "move":
                let c = try v.numbers(count: 2, "a point [x, y]")
                p.elements.append(.move(Point(c[0], c[1])))
            case "line":
                let c = try v.numbers(count: 2, "a point [x, y]")
                p.elements.append(.line(Point(c[0], c[1])))
            case "quad":
                let c = try coordinates(v, count: 4, "[controlX, controlY, x, y]", key: key, hints: hints)
                p.elements.append(.quad(Point(c[0], c[1]), Point(c[2], c[3])))
            default:
                let c = try coordinates(
                    v, count: 6, "[control1X, control1Y, control2X, control2Y, x, y]", key: key,
                    hints: hints)
                p.elements.append(.cubic(Point(c[0], c[1]), Point(c[2], c[3]), Point(c[4], c[5])))
            }
        }
        return p
    }

    /// A curve element's numbers: flat (`[cx, cy, x, y]`), or the keyframe paths' earlier
    /// spelling as points (`[[cx, cy], [x, y]]`), which `cubic:` (for `curve:`) went with.
    static func coordinates(
        _ v: YNode, count: Int, _ what: String, key: String,
        hints: ExpansionBudget?
    ) throws(SceneError) -> [Double] {
        let items = try v.array(what)
        let nested = items.first?.isSequence ?? false
        if key == "cubic" || nested {
            let spelled = key == "cubic" ? "curve" : key
            hints?.diagnostics.append(
                Timeline.Diagnostic(
                    rule: "old-path-spelling",
                    message: "{\(key): …} with points is the earlier keyframe path spelling; "
                        + "write {\(spelled): \(what)} (one path grammar for shapes, masks and keyframe paths)",
                    location: v.location))
        }
        guard nested else { return try v.numbers(count: count, what) }
        guard items.count == count / 2 else { throw v.fail("expected \(what) or \(count / 2) points [x, y]") }
        var out: [Double] = []
        for item in items { out += try item.numbers(count: 2, "a point [x, y]") }
        return out
    }

    static func rect(_ n: YNode) throws(SceneError) -> Rect {
        let v = try n.numbers(count: 4, ValueKind.rect.expectation)
        guard v[2] >= 0, v[3] >= 0 else { throw n.fail("a rect's size cannot be negative") }
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// `{center: [x, y], radius: r, startAngle: degrees, endAngle: degrees, clockwise: true}`.
    static func addArc(_ n: YNode, to p: inout ShapePath) throws(SceneError) {
        let f = try n.fields(
            "an arc", allowed: ["center", "radius", "startAngle", "endAngle", "clockwise"],
            required: ["center", "radius", "startAngle", "endAngle"])
        let c = try f["center"]!.numbers(count: 2, "a point [x, y]")
        let radius = try f["radius"]!.double("a radius")
        guard radius >= 0 else { throw f["radius"]!.fail("a radius cannot be negative") }
        p.addArc(
            center: Point(c[0], c[1]), radius: radius, startAngle: try f["startAngle"]!.double("an angle in degrees"),
            endAngle: try f["endAngle"]!.double("an angle in degrees"), clockwise: try f["clockwise"]?.bool() ?? true)
    }
}
