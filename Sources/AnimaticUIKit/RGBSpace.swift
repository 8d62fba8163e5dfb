import AnimaticCore
import Foundation

/// The RGB spaces `CGColorSpace` names, and the arithmetic between them. Display P3 and sRGB share
/// the D65 white point and sRGB's transfer curve and differ in primaries, so a conversion is: undo
/// the curve, a 3 × 3 matrix built from the two sets of primaries, redo the curve.
enum RGBSpace: String, Sendable, Hashable {
    case sRGB = "kCGColorSpaceSRGB"
    case extendedSRGB = "kCGColorSpaceExtendedSRGB"
    case linearSRGB = "kCGColorSpaceLinearSRGB"
    case displayP3 = "kCGColorSpaceDisplayP3"
    case extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"

    typealias RGB = (CGFloat, CGFloat, CGFloat)

    private var isP3: Bool { self == .displayP3 || self == .extendedDisplayP3 }
    private var isExtended: Bool { self == .extendedSRGB || self == .extendedDisplayP3 || self == .linearSRGB }

    /// Linear-light sRGB of these components.
    func toSRGB(_ c: RGB) -> RGB {
        let linear = self == .linearSRGB ? c : (Self.decode(c.0), Self.decode(c.1), Self.decode(c.2))
        return isP3 ? Self.apply(Self.p3ToSRGB, linear) : linear
    }

    /// These components of a linear-light sRGB color; a bounded space clips to 0…1.
    func fromSRGB(_ linear: RGB) -> RGB {
        let here = isP3 ? Self.apply(Self.sRGBToP3, linear) : linear
        let encoded = self == .linearSRGB ? here : (Self.encode(here.0), Self.encode(here.1), Self.encode(here.2))
        guard !isExtended else { return encoded }
        func clip(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
        return (clip(encoded.0), clip(encoded.1), clip(encoded.2))
    }

    /// The sRGB curve, mirrored for negative values (as the extended spaces define it).
    static func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    static func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    typealias Matrix = [[CGFloat]]

    static func apply(_ m: Matrix, _ c: RGB) -> RGB {
        let v = [c.0, c.1, c.2]
        let r = m.map { row in zip(row, v).map(*).reduce(0, +) }
        return (r[0], r[1], r[2])
    }

    /// RGB → XYZ from the primaries' and the white point's chromaticities (x, y): each primary's
    /// XYZ column scaled so that (1, 1, 1) is the white point.
    static func toXYZ(primaries: [(CGFloat, CGFloat)], white: (CGFloat, CGFloat)) -> Matrix {
        func xyz(_ p: (CGFloat, CGFloat)) -> [CGFloat] { [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
        let columns = primaries.map(xyz)
        let p = (0..<3).map { r in columns.map { $0[r] } }
        let s = multiply(inverse(p), xyz(white))
        return (0..<3).map { r in (0..<3).map { c in p[r][c] * s[c] } }
    }

    static func multiply(_ m: Matrix, _ v: [CGFloat]) -> [CGFloat] { m.map { zip($0, v).map(*).reduce(0, +) } }

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<3).map { r in (0..<3).map { c in (0..<3).map { a[r][$0] * b[$0][c] }.reduce(0, +) } }
    }

    static func inverse(_ m: Matrix) -> Matrix {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2])
        let (d, e, f) = (m[1][0], m[1][1], m[1][2])
        let (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [
            [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
        ]
    }

    static let d65: (CGFloat, CGFloat) = (0.3127, 0.3290)
    static let sRGBToXYZ = toXYZ(primaries: [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)], white: d65)
    static let p3ToXYZ = toXYZ(primaries: [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)], white: d65)
    static let p3ToSRGB = multiply(inverse(sRGBToXYZ), p3ToXYZ)
    static let sRGBToP3 = multiply(inverse(p3ToXYZ), sRGBToXYZ)
}

extension RGBSpace {
    /// The sRGB color Animatic draws for a color of `linear` light (linear sRGB) and `alpha`:
    /// sRGB's encoding, clamped to 0…1. `outside` is the unclamped components, "(r, g, b)", when they lie
    /// further out than one 8-bit step (a color a P3 screen shows and sRGB cannot): what the
    /// caller reports. Less is within the frames' own 8-bit rounding: a catalog's P3 blue picked
    /// at sRGB's edge, (0.515, 0.671, 0.977) as Xcode stores it, is 255.57 / 255 blue in sRGB.
    /// What a color outside sRGB becomes, in a report's words.
    static let clampedWords = "outside sRGB, which Animatic draws in: clamped into it"

    static func drawn(linear: RGB, alpha: Double) -> (color: Color, outside: String?) {
        let encoded = extendedSRGB.fromSRGB(linear)
        let exact = [encoded.0, encoded.1, encoded.2].map { Double($0) } + [alpha]
        let clamped = exact.map { min(1, max(0, $0)) }
        let isOutside = zip(exact, clamped).contains { abs($0 - $1) > 1.0 / 255 }
        let color = Color(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: clamped[3])
        let components = exact.prefix(3).map { String(format: "%.3f", $0) }.joined(separator: ", ")
        return (color, isOutside ? "(\(components))" : nil)
    }
}
