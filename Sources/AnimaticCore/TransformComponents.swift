import Foundation

/// A transform as a designer reads it: translation, scale and rotation, the parts
/// `decomposed()` finds (the CSS decomposition Core Animation interpolates with), instead of
/// 16 matrix entries. Used by plots and `animatic values --decompose`.
///
/// Rotation is the rotation vector in degrees: the axis times the angle, so a turn about one
/// axis shows as that axis's angle alone (a z turn of 30° is rotation.z = 30, positive
/// clockwise on screen as `Transform3D.rotation`). One matrix only knows its angle within
/// ±180°; `unwrapDegrees` makes a sequence continuous.
public struct TransformComponents: Sendable, Equatable {
    /// Component names as key-path suffixes, in the order of `values`.
    public static let names = [
        "translation.x", "translation.y", "translation.z",
        "scale.x", "scale.y", "scale.z",
        "rotation.x", "rotation.y", "rotation.z",
    ]

    public var translation: [Double]
    public var scale: [Double]
    /// Degrees.
    public var rotation: [Double]

    public var values: [Double] { translation + scale + rotation }

    /// nil when the matrix cannot be decomposed (a zero scale).
    public init?(_ transform: Transform3D) {
        guard let d = transform.decomposed() else { return nil }
        translation = d.translation
        scale = d.scale
        let q = d.quaternion
        let sine = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2]).squareRoot()
        let angle = 2 * atan2(sine, q[3]) * 180 / .pi
        rotation = sine > 0 ? [q[0], q[1], q[2]].map { $0 / sine * angle } : [0, 0, 0]
    }

    /// Adds whole turns so no step between neighbours exceeds 180°: a counterclockwise turn
    /// from 0° reads −5°, −10°, … instead of 355°, and a turn past 180° keeps counting.
    public static func unwrapDegrees(_ angles: [Double]) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(angles.count)
        var offset = 0.0
        for (i, angle) in angles.enumerated() {
            if i > 0 {
                let step = angle + offset - out[i - 1]
                offset -= 360 * (step / 360).rounded()
            }
            out.append(angle + offset)
        }
        return out
    }
}

extension TransformComponents {
    /// Components of each transform in order, rotation unwrapped along the sequence; NaN for
    /// missing or singular transforms.
    public static func series(_ transforms: [Transform3D?]) -> [[Double]] {
        let raw = transforms.map { t in
            t.flatMap(TransformComponents.init)?.values ?? Array(repeating: .nan, count: names.count)
        }
        var out = raw
        for column in 6..<9 {
            let finiteRows = raw.indices.filter { raw[$0][column].isFinite }
            let unwrapped = unwrapDegrees(finiteRows.map { raw[$0][column] })
            for (row, value) in zip(finiteRows, unwrapped) { out[row][column] = value }
        }
        return out
    }
}
