import Foundation

/// A 4×4 homogeneous transform with Core Animation's conventions (`CATransform3D`):
/// row vectors, so a point maps as `[x y z 1] · M`, translation lives in `m41 m42 m43` and
/// perspective in `m34` (`-1/d`). `a.concatenating(b)` is `CATransform3DConcat(a, b)`: `a` first.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// m11…m44 row by row.
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 16, "a Transform3D has 16 entries")
        self.m = m
    }

    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// `CGAffineTransform(a, b, c, d, tx, ty)` as `CATransform3DMakeAffineTransform` embeds it.
    public init(affine a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) {
        self.init([a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1])
    }

    public subscript(row: Int, column: Int) -> Double {
        get { m[(row - 1) * 4 + (column - 1)] }
        set { m[(row - 1) * 4 + (column - 1)] = newValue }
    }

    public var m34: Double {
        get { self[3, 4] }
        set { self[3, 4] = newValue }
    }

    public var isIdentity: Bool { self == .identity }

    /// True when a point of the layer's plane (z = 0) maps without perspective division, so
    /// cairo's affine matrix can draw it exactly.
    public var isAffine2D: Bool { self[1, 4] == 0 && self[2, 4] == 0 && self[4, 4] == 1 }

    /// The 2D affine part `(a, b, c, d, tx, ty)` of the layer plane's mapping.
    public var affine: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self[1, 1], self[1, 2], self[2, 1], self[2, 2], self[4, 1], self[4, 2])
    }

    /// `self · other`: apply `self`, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s += m[i * 4 + k] * other.m[k * 4 + j] }
                r[i * 4 + j] = s
            }
        }
        return Transform3D(r)
    }

    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1])
    }

    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D([sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1])
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`, angle in radians. About z, a positive
    /// angle turns clockwise on screen (y points down), as in UIKit.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return .identity }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D([
            t * x * x + c, t * x * y + z * s, t * x * z - y * s, 0,
            t * x * y - z * s, t * y * y + c, t * y * z + x * s, 0,
            t * x * z + y * s, t * y * z - x * s, t * z * z + c, 0,
            0, 0, 0, 1,
        ])
    }

    /// The identity with `m34 = -1/distance`, as `transform.m34 = -1.0 / d`.
    public static func perspective(_ distance: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / distance
        return t
    }

    /// `CATransform3DTranslate(self, …)`: the translation applies first, then `self`.
    public func translated(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D.translation(tx, ty, tz).concatenating(self)
    }

    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D.scale(sx, sy, sz).concatenating(self)
    }

    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.rotation(angle, x, y, z).concatenating(self)
    }

    /// Maps a point with perspective division; `w` is returned so callers can reject w ≤ 0.
    public func project(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        let px = x * m[0] + y * m[4] + z * m[8] + m[12]
        let py = x * m[1] + y * m[5] + z * m[9] + m[13]
        let pz = x * m[2] + y * m[6] + z * m[10] + m[14]
        let pw = x * m[3] + y * m[7] + z * m[11] + m[15]
        return (px / pw, py / pw, pz / pw, pw)
    }

    public func apply(_ p: Point) -> Point {
        let r = project(x: p.x, y: p.y)
        return Point(r.x, r.y)
    }

    /// The general inverse, or nil for a singular matrix.
    public var inverted: Transform3D? {
        var a = m
        var inv = Transform3D.identity.m
        for col in 0..<4 {
            var pivot = col
            for row in col + 1..<4 where abs(a[row * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = row }
            guard abs(a[pivot * 4 + col]) > 1e-12 else { return nil }
            if pivot != col {
                for k in 0..<4 {
                    a.swapAt(col * 4 + k, pivot * 4 + k)
                    inv.swapAt(col * 4 + k, pivot * 4 + k)
                }
            }
            let d = a[col * 4 + col]
            for k in 0..<4 {
                a[col * 4 + k] /= d
                inv[col * 4 + k] /= d
            }
            for row in 0..<4 where row != col {
                let f = a[row * 4 + col]
                if f == 0 { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= f * a[col * 4 + k]
                    inv[row * 4 + k] -= f * inv[col * 4 + k]
                }
            }
        }
        return Transform3D(inv)
    }

    public var description: String { "Transform3D(\(m))" }
}
