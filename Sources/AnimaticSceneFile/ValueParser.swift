import AnimaticCore
import Foundation

/// Reads property values by the kind their key path expects.
enum ValueParser {
    static func value(_ n: YNode, kind: ValueKind) throws(SceneError) -> AnimatableValue {
        switch kind {
        case .number: return .number(try n.double())
        case .point:
            let v = try n.numbers(count: 2, kind.expectation)
            return .point(Point(v[0], v[1]))
        case .size:
            let v = try n.numbers(count: 2, kind.expectation)
            return .size(Size(v[0], v[1]))
        case .rect:
            let v = try n.numbers(count: 4, kind.expectation)
            return .rect(Rect(v[0], v[1], v[2], v[3]))
        case .color: return .color(try color(n))
        case .transform: return .transform(try transform(n))
        case .bool: return .bool(try n.bool())
        case .numbers:
            var out: [Double] = []
            for item in try n.array(kind.expectation) { out.append(try item.double()) }
            return .numbers(out)
        case .colors:
            var out: [Color] = []
            for item in try n.array(kind.expectation) { out.append(try color(item)) }
            return .colors(out)
        case .path: return .path(try PathParser.path(n))
        }
    }

    static func color(_ n: YNode) throws(SceneError) -> Color {
        if n.isSequence {
            let items = try n.array(ValueKind.color.expectation)
            guard items.count == 3 || items.count == 4 else {
                throw n.fail("expected a color [r, g, b] or [r, g, b, a] in 0…1")
            }
            var c: [Double] = []
            for item in items {
                let v = try item.double("a color component in 0…1")
                guard (0...1).contains(v) else { throw item.fail("a color component must be in 0…1, got \(v)") }
                c.append(v)
            }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        }
        let text = try n.string(ValueKind.color.expectation)
        if text.hasPrefix("#") {
            guard let c = Color(hex: text) else {
                throw n.fail("expected a hex color #RGB, #RGBA, #RRGGBB or #RRGGBBAA, got '\(text)'")
            }
            return c
        }
        guard let c = Color.named[text] else {
            throw n.fail(
                "unknown color '\(text)'\(Suggestion.didYouMean(text, in: Array(Color.named.keys))); expected \(ValueKind.color.expectation)"
            )
        }
        return c
    }

    static let transformItems = ["rotate", "scale", "translate", "perspective", "matrix"]

    /// A list of transform functions, applied like successive `CATransform3DRotate/Scale/
    /// Translate` calls on an accumulating transform (and like CSS transform functions).
    static func transform(_ n: YNode) throws(SceneError) -> Transform3D {
        if case .scalar = n.node, let word = try? n.string(), word == "identity" { return .identity }
        var result = Transform3D.identity
        for item in try n.array(ValueKind.transform.expectation) {
            let entries = try item.entries("a transform item", allowed: transformItems)
            guard entries.count == 1, let (key, _, v) = entries.first else {
                throw item.fail("each transform item has exactly one of: \(transformItems.joined(separator: ", "))")
            }
            let step: Transform3D
            switch key {
            case "rotate":
                if v.isSequence {
                    let a = try v.numbers(count: 4, "rotate: degrees or [degrees, x, y, z]")
                    step = .rotation(a[0] * .pi / 180, a[1], a[2], a[3])
                } else {
                    step = .rotation(try v.double("rotate: degrees") * .pi / 180, 0, 0, 1)
                }
            case "scale":
                if v.isSequence {
                    let items = try v.array()
                    guard items.count == 2 || items.count == 3 else {
                        throw v.fail("expected scale: s, [sx, sy] or [sx, sy, sz]")
                    }
                    let s = try v.numbers(count: items.count, "scale: [sx, sy] or [sx, sy, sz]")
                    step = .scale(s[0], s[1], s.count == 3 ? s[2] : 1)
                } else {
                    let s = try v.double("scale: a number")
                    step = .scale(s, s, 1)
                }
            case "translate":
                let items = try v.array("translate: [x, y] or [x, y, z]")
                guard items.count == 2 || items.count == 3 else {
                    throw v.fail("expected translate: [x, y] or [x, y, z]")
                }
                let t = try v.numbers(count: items.count, "translate: [x, y] or [x, y, z]")
                step = .translation(t[0], t[1], t.count == 3 ? t[2] : 0)
            case "perspective":
                let d = try v.double("perspective: a distance in points")
                guard d > 0 else { throw v.fail("perspective distance must be positive, got \(d)") }
                step = .perspective(d)
            default:  // matrix
                let items = try v.array("matrix: 6 numbers (a, b, c, d, tx, ty) or 16 (m11…m44 row by row)")
                guard items.count == 6 || items.count == 16 else {
                    throw v.fail(
                        "expected matrix: 6 numbers (a, b, c, d, tx, ty) or 16 (m11…m44 row by row), got \(items.count)"
                    )
                }
                let m = try v.numbers(count: items.count, "matrix numbers")
                step = m.count == 6 ? Transform3D(affine: m[0], m[1], m[2], m[3], m[4], m[5]) : Transform3D(m)
            }
            result = step.concatenating(result)
        }
        return result
    }

    static func timing(_ n: YNode) throws(SceneError) -> TimingFunction {
        if n.isSequence {
            let c = try n.numbers(count: 4, "curve [x1, y1, x2, y2]")
            guard (0...1).contains(c[0]), (0...1).contains(c[2]) else {
                throw n.fail("a curve's x1 and x2 must be in 0…1")
            }
            return .cubicBezier(c[0], c[1], c[2], c[3])
        }
        let names: [String: TimingFunction] = [
            "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
            "easeInOut": .easeInOut, "default": .default,
        ]
        let name = try n.string("a curve name or [x1, y1, x2, y2]")
        if names[name] == nil, let meant = CommonMistakes.curveName(forUIKitSpelling: name) {
            throw n.fail(
                "unknown curve '\(name)': the scene format names UIKit's curves without their prefixes (did you mean '\(meant)'?)"
            )
        }
        guard let t = names[name] else {
            throw n.fail(
                "unknown curve '\(name)'\(Suggestion.didYouMean(name, in: Array(names.keys))); expected linear, easeIn, easeOut, easeInOut, default or [x1, y1, x2, y2]"
            )
        }
        return t
    }

    static func font(_ n: YNode) throws(SceneError) -> Font {
        let f = try n.fields("a font", allowed: ["size", "weight", "family", "italic"])
        var font = Font()
        if let s = f["size"] {
            font.size = try s.double("a font size in points")
            guard font.size > 0 else { throw s.fail("a font size must be positive") }
            guard font.size <= SceneLimits.maxFontSize else {
                throw s.fail("a font size must be at most \(Int(SceneLimits.maxFontSize)) points, got \(font.size)")
            }
        }
        if let w = f["weight"] { font.weight = try choice(w, FontWeight.self, "font weight") }
        if let fam = f["family"] { font.family = try fam.string("a font family name") }
        if let i = f["italic"] { font.italic = try i.bool() }
        return font
    }

    static func choice<E: RawRepresentable & CaseIterable>(_ n: YNode, _ type: E.Type, _ what: String)
        throws(SceneError) -> E where E.RawValue == String
    {
        let word = try n.string(what)
        guard let value = E(rawValue: word) else {
            let all = E.allCases.map(\.rawValue)
            throw n.fail(
                "unknown \(what) '\(word)'\(Suggestion.didYouMean(word, in: all)); expected one of: \(all.joined(separator: ", "))"
            )
        }
        return value
    }
}
