import Foundation

/// A transform split as CSS Transforms Level 2 ("unmatrix") and Core Animation do:
/// `M = scale · skew · rotation · translation · perspective` in this codebase's row-vector
/// order (scale applies first).
///
/// Layout: the CSS pseudo-code's `matrix[i][j]` is WebKit's `m(i+1)(j+1)`, the same layout as
/// `Transform3D` (translation `matrix[3][0…2]` = m41…m43, perspective column `matrix[0…3][3]`
/// = m14, m24, m34, m44), so no transposition is involved. The spec's recomposition of the
/// rotation matrix, however, is written for column vectors; `rotationMatrix` below is its
/// transpose, which is what makes a round trip reproduce `Transform3D.rotation`.
public struct DecomposedTransform: Sendable, Equatable {
    public var translation: [Double]  // x, y, z
    public var scale: [Double]  // x, y, z
    public var skew: [Double]  // xy, xz, yz
    public var perspective: [Double]  // the m14, m24, m34, m44 column, solved as below
    public var quaternion: [Double]  // x, y, z, w with w >= 0

    public init(translation: [Double], scale: [Double], skew: [Double], perspective: [Double], quaternion: [Double]) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }
}

extension Transform3D {
    /// The CSS decomposition, or nil when the matrix is singular (m44 = 0 or a zero-volume
    /// upper 3×3, e.g. a scale of 0), which Core Animation cannot interpolate either.
    public func decomposed() -> DecomposedTransform? {
        guard self[4, 4] != 0 else { return nil }
        let n = m.map { $0 / self[4, 4] }
        func e(_ r: Int, _ c: Int) -> Double { n[(r - 1) * 4 + (c - 1)] }

        // M = A · P with A the affine part (rows 1–3 = linear part L, row 4 = translation t)
        // and P the identity whose last column is the perspective p, so M's last column is
        // A·p: p[0…2] = L⁻¹·(m14, m24, m34) and p[3] = m44 − t·p[0…2].
        var rows = [[e(1, 1), e(1, 2), e(1, 3)], [e(2, 1), e(2, 2), e(2, 3)], [e(3, 1), e(3, 2), e(3, 3)]]
        let translation = [e(4, 1), e(4, 2), e(4, 3)]
        guard let inverse = inverse3(rows) else { return nil }
        var perspective = [0.0, 0, 0, 1]
        if e(1, 4) != 0 || e(2, 4) != 0 || e(3, 4) != 0 {
            let column = [e(1, 4), e(2, 4), e(3, 4)]
            let p = (0..<3).map { i in (0..<3).reduce(0.0) { $0 + inverse[i][$1] * column[$1] } }
            perspective = p + [e(4, 4) - dot(translation, p)]
        }

        // L = S · K · R: Gram–Schmidt on the rows, K unit lower triangular.
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = length(rows[0])
        rows[0] = rows[0].map { $0 / scale[0] }
        skew[0] = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -skew[0])
        scale[1] = length(rows[1])
        rows[1] = rows[1].map { $0 / scale[1] }
        skew[0] /= scale[1]
        skew[1] = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -skew[1])
        skew[2] = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -skew[2])
        scale[2] = length(rows[2])
        rows[2] = rows[2].map { $0 / scale[2] }
        skew[1] /= scale[2]
        skew[2] /= scale[2]

        // A reflection moves into the scale so what remains is a proper rotation.
        if dot(rows[0], cross(rows[1], rows[2])) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { $0.map { -$0 } }
        }

        let result = DecomposedTransform(
            translation: translation, scale: scale, skew: skew, perspective: perspective,
            quaternion: quaternion(fromRotationRows: rows)
        )
        let parts = [result.translation, result.scale, result.skew, result.perspective, result.quaternion]
        return parts.allSatisfy { $0.allSatisfy(\.isFinite) } ? result : nil
    }

    /// The inverse of `decomposed()` (up to the m44 normalization).
    public init(recomposing d: DecomposedTransform) {
        let rotation = rotationMatrix(d.quaternion)
        let skewMatrix = [[1, 0, 0], [d.skew[0], 1, 0], [d.skew[1], d.skew[2], 1]]
        var linear = multiply3(skewMatrix, rotation)
        for i in 0..<3 { linear[i] = linear[i].map { $0 * d.scale[i] } }
        let p = Array(d.perspective[0..<3])
        var m = [Double]()
        for i in 0..<3 { m += linear[i] + [dot(linear[i], p)] }
        m += d.translation + [dot(d.translation, p) + d.perspective[3]]
        self.init(m)
    }

    /// The transform `fraction` of the way from `from` to `to`, as Core Animation blends a
    /// `transform` animation. Fractions outside 0...1 (spring overshoot) extrapolate along
    /// the same path.
    ///
    /// - Both pure 2D affine (CATransform3DIsAffine: no z, no perspective): the CSS 2D
    ///   decomposition (translation, rotation angle, scale, remaining 2×2), angle lerped, so
    ///   a z rotation animates as a rotation. An x flip on one side and a y flip on the other
    ///   become a 180° rotation; when the angles differ by more than 180° the shorter way
    ///   is taken. At exactly 180° apart no shorter way exists and Apple documents none;
    ///   iOS developers report that identity → `CGAffineTransformMakeRotation(M_PI)` turns
    ///   counterclockwise and identity → `(-M_PI)` clockwise: the tiny sine of ±π, not the
    ///   sign of the angle, decides. So at a tie the angle goes the way opposite to atan2's
    ///   reading: identity → `rotation(.pi, 0, 0, 1)` runs 0° → −180°, counterclockwise on
    ///   screen through −90°, and `rotation(-.pi, …)` runs 0° → +180°. (WebKit's blend2 also
    ///   turns counterclockwise for the first case.)
    /// - Otherwise the 3D decomposition, components lerped and the quaternions slerped the
    ///   short way (one negated when their dot product is negative).
    /// - Either side singular (not decomposable), checked first so it applies to 2D too:
    ///   a discrete switch at fraction 0.5. The CSS 2D decomposition itself would survive a
    ///   zero scale, but UIKit does not animate to or from a singular transform (Apple's
    ///   advice is a scale of 0.001), so neither do we.
    public static func interpolate(from: Transform3D, to: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        guard let a = from.decomposed(), let b = to.decomposed() else { return fraction < 0.5 ? from : to }
        if from.isPlanarAffine && to.isPlanarAffine {
            return Affine2DDecomposition.interpolate(from, to, fraction)
        }
        let f = fraction
        let mixed = DecomposedTransform(
            translation: lerp(a.translation, b.translation, f),
            scale: lerp(a.scale, b.scale, f),
            skew: lerp(a.skew, b.skew, f),
            perspective: lerp(a.perspective, b.perspective, f),
            quaternion: slerp(a.quaternion, b.quaternion, f)
        )
        return Transform3D(recomposing: mixed)
    }

    /// CATransform3DIsAffine: the CATransform3DMakeAffineTransform form, nothing in z.
    var isPlanarAffine: Bool {
        isAffine2D && self[1, 3] == 0 && self[2, 3] == 0 && self[3, 1] == 0 && self[3, 2] == 0
            && self[3, 3] == 1 && self[3, 4] == 0 && self[4, 3] == 0
    }
}

/// CSS Transforms Level 1 "decomposing a 2D matrix", written for the row-vector layout:
/// the 2×2 part is `diag(scale) · remainder · R(angle)`, R(a) = [[cos a, sin a], [−sin a, cos a]]
/// being `Transform3D.rotation(a, 0, 0, 1)`, so the remainder's first row is (1, 0).
private struct Affine2DDecomposition {
    var translation: [Double]
    var scale: [Double]
    var angle: Double  // radians
    var remainder: [Double]  // r11, r12, r21, r22

    init(_ t: Transform3D) {
        let (a, b, c, d, tx, ty) = t.affine
        var row0 = [a, b], row1 = [c, d]
        var scale = [length(row0), length(row1)]
        if a * d - b * c < 0 {
            // One axis is flipped; the spec negates the one whose direction agrees less.
            if a < d { scale[0] = -scale[0] } else { scale[1] = -scale[1] }
        }
        if scale[0] != 0 { row0 = row0.map { $0 / scale[0] } }
        if scale[1] != 0 { row1 = row1.map { $0 / scale[1] } }
        let angle = atan2(row0[1], row0[0])
        self.translation = [tx, ty]
        self.scale = scale
        self.angle = angle
        // remainder = rows · R(−angle); after normalization row0 · R(−angle) = (1, 0).
        let cs = cos(angle), sn = sin(angle)
        remainder = [
            row0[0] * cs + row0[1] * sn, -row0[0] * sn + row0[1] * cs,
            row1[0] * cs + row1[1] * sn, -row1[0] * sn + row1[1] * cs,
        ]
    }

    var transform: Transform3D {
        let cs = cos(angle), sn = sin(angle)
        let r = remainder
        // diag(scale) · remainder · R(angle)
        let a = scale[0] * (r[0] * cs - r[1] * sn), b = scale[0] * (r[0] * sn + r[1] * cs)
        let c = scale[1] * (r[2] * cs - r[3] * sn), d = scale[1] * (r[2] * sn + r[3] * cs)
        return Transform3D(affine: a, b, c, d, translation[0], translation[1])
    }

    static func interpolate(_ from: Transform3D, _ to: Transform3D, _ f: Double) -> Transform3D {
        var a = Affine2DDecomposition(from), b = Affine2DDecomposition(to)
        let oppositeFlips = (a.scale[0] < 0 && b.scale[1] < 0) || (a.scale[1] < 0 && b.scale[0] < 0)
        if oppositeFlips {
            a.scale = a.scale.map { -$0 }
            a.angle += a.angle < 0 ? .pi : -.pi
        }
        if !oppositeFlips, abs(abs(a.angle - b.angle) - .pi) < 1e-9 {
            // Exactly half a turn: see `interpolate(from:to:fraction:)` for why the way
            // opposite to atan2's reading is iOS's.
            b.angle += b.angle > a.angle ? -2 * .pi : 2 * .pi
        } else if abs(a.angle - b.angle) > .pi {
            if a.angle > b.angle { a.angle -= 2 * .pi } else { b.angle -= 2 * .pi }
        }
        var mixed = a
        mixed.translation = lerp(a.translation, b.translation, f)
        mixed.scale = lerp(a.scale, b.scale, f)
        mixed.angle = a.angle + (b.angle - a.angle) * f
        mixed.remainder = lerp(a.remainder, b.remainder, f)
        return mixed.transform
    }
}

/// The rotation part in row-vector layout: `Transform3D.rotation(θ, axis)` has the quaternion
/// (axis·sin(θ/2), cos(θ/2)), and this is the transpose of the column-vector matrix the CSS
/// spec lists.
private func rotationMatrix(_ q: [Double]) -> [[Double]] {
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    return [
        [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
        [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
        [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
    ]
}

/// Shepperd's method: the same quaternion as the spec's square roots and sign tests
/// (m23 − m32 = 4xw, m31 − m13 = 4yw, m12 − m21 = 4zw with w >= 0), but it keeps full
/// precision for small components and finds the relative signs of x, y, z at 180°, where
/// the spec's sign tests all see zero.
private func quaternion(fromRotationRows r: [[Double]]) -> [Double] {
    let trace = r[0][0] + r[1][1] + r[2][2]
    var q: [Double]
    if trace > 0 {
        let s = (trace + 1).squareRoot() * 2
        q = [(r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4]
    } else if r[0][0] >= r[1][1] && r[0][0] >= r[2][2] {
        let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
        q = [s / 4, (r[0][1] + r[1][0]) / s, (r[2][0] + r[0][2]) / s, (r[1][2] - r[2][1]) / s]
    } else if r[1][1] >= r[2][2] {
        let s = (1 - r[0][0] + r[1][1] - r[2][2]).squareRoot() * 2
        q = [(r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s]
    } else {
        let s = (1 - r[0][0] - r[1][1] + r[2][2]).squareRoot() * 2
        q = [(r[2][0] + r[0][2]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s]
    }
    if q[3] < 0 { q = q.map { -$0 } }
    let norm = length(q)
    return q.map { $0 / norm }
}

/// Spherical interpolation the short way; the formula holds for any f, so it extrapolates.
/// The angle comes from atan2 of |a−b| and |a+b|, which stays accurate near 0 where acos
/// of the dot product does not.
private func slerp(_ a: [Double], _ bIn: [Double], _ f: Double) -> [Double] {
    let b = dot(a, bIn) < 0 ? bIn.map { -$0 } : bIn
    let halfAngle = atan2(length(zip(a, b).map { $0 - $1 }), length(zip(a, b).map { $0 + $1 }))
    let theta = 2 * halfAngle
    let sinTheta = sin(theta)
    let (wa, wb) =
        sinTheta < 1e-12
        ? (1 - f, f)
        : (sin((1 - f) * theta) / sinTheta, sin(f * theta) / sinTheta)
    let q = zip(a, b).map { wa * $0 + wb * $1 }
    let norm = length(q)
    return q.map { $0 / norm }
}

private func lerp(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] {
    zip(a, b).map { $0 + ($1 - $0) * f }
}

private func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
private func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
private func combine(_ a: [Double], _ b: [Double], _ bScale: Double) -> [Double] { zip(a, b).map { $0 + $1 * bScale } }

private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

private func multiply3(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0.0) { $0 + a[i][$1] * b[$1][j] } } }
}

/// The inverse of a 3×3 by cofactors, or nil when its determinant is exactly 0.
private func inverse3(_ m: [[Double]]) -> [[Double]]? {
    let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
    let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
    let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
    let det = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
    guard det != 0, det.isFinite else { return nil }
    let inv = 1 / det
    return [
        [c00 * inv, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) * inv, (m[0][1] * m[1][2] - m[0][2] * m[1][1]) * inv],
        [c01 * inv, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) * inv, (m[0][2] * m[1][0] - m[0][0] * m[1][2]) * inv],
        [c02 * inv, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) * inv, (m[0][0] * m[1][1] - m[0][1] * m[1][0]) * inv],
    ]
}
