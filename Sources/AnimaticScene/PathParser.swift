import AnimaticCore

/// Paths as `UIBezierPath` builds them: a shape (`{rect:}`, `{oval:}`, `{roundedRect:,
/// cornerRadius:}`, `{arc: {…}}`) or a list of elements (`{move:}`, `{line:}`, `{quad:}`,
/// `{curve:}`, `{arc:}`, `close`); `none` or `[]` is the empty path.
enum PathParser {
    static let shapeKeys = ["rect", "oval", "roundedRect", "cornerRadius", "arc"]
    static let elementKeys = ["move", "line", "quad", "curve", "arc"]

    static func path(_ n: YNode) throws(SceneError) -> ShapePath {
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
                throw item.fail("each path element has exactly one of: \(elementKeys.joined(separator: ", ")), or is 'close'")
            }
            if key == "arc" { try addArc(v, to: &p); continue }
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
                let c = try v.numbers(count: 4, "[controlX, controlY, x, y]")
                p.elements.append(.quad(Point(c[0], c[1]), Point(c[2], c[3])))
            default:
                let c = try v.numbers(count: 6, "[control1X, control1Y, control2X, control2Y, x, y]")
                p.elements.append(.cubic(Point(c[0], c[1]), Point(c[2], c[3]), Point(c[4], c[5])))
            }
        }
        return p
    }

    static func rect(_ n: YNode) throws(SceneError) -> Rect {
        let v = try n.numbers(count: 4, ValueKind.rect.expectation)
        guard v[2] >= 0, v[3] >= 0 else { throw n.fail("a rect's size cannot be negative") }
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// `{center: [x, y], radius: r, startAngle: degrees, endAngle: degrees, clockwise: true}`.
    static func addArc(_ n: YNode, to p: inout ShapePath) throws(SceneError) {
        let f = try n.fields("an arc", allowed: ["center", "radius", "startAngle", "endAngle", "clockwise"],
                            required: ["center", "radius", "startAngle", "endAngle"])
        let c = try f["center"]!.numbers(count: 2, "a point [x, y]")
        let radius = try f["radius"]!.double("a radius")
        guard radius >= 0 else { throw f["radius"]!.fail("a radius cannot be negative") }
        p.addArc(center: Point(c[0], c[1]), radius: radius, startAngle: try f["startAngle"]!.double("an angle in degrees"),
                 endAngle: try f["endAngle"]!.double("an angle in degrees"), clockwise: try f["clockwise"]?.bool() ?? true)
    }
}
