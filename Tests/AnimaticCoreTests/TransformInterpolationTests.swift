import Foundation
import Testing
import AnimaticCore

private func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
    zip(a.m, b.m).map { abs($0 - $1) }.max()!
}

private func expectClose(
    _ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(maxDifference(a, b) <= tolerance, "\(a) vs \(b)", sourceLocation: sourceLocation)
}

private func expectClose(
    _ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }, "\(a) vs \(b)",
        sourceLocation: sourceLocation)
}

private func rotateZ(_ angle: Double) -> Transform3D { .rotation(angle, 0, 0, 1) }
private func rotateY(_ angle: Double) -> Transform3D { .rotation(angle, 0, 1, 0) }
private let degrees = Double.pi / 180

// MARK: Decomposition

@Test func decomposesAComposedMatrixIntoItsFactors() {
    // scale, then rotate 0.7 rad about (1, 2, 3), then translate, then perspective.
    let matrix = Transform3D.scale(2, 0.5, 1.5)
        .concatenating(.rotation(0.7, 1, 2, 3))
        .concatenating(.translation(10, -20, 0))
        .concatenating(.perspective(500))
    #expect(matrix[4, 4] == 1)
    let d = try! #require(matrix.decomposed())
    expectClose(d.scale, [2, 0.5, 1.5])
    expectClose(d.skew, [0, 0, 0])
    expectClose(d.translation, [10, -20, 0])
    expectClose(d.perspective, [0, 0, -1.0 / 500, 1])
    let axis = [1.0, 2, 3].map { $0 / 14.0.squareRoot() }
    expectClose(d.quaternion, axis.map { $0 * sin(0.35) } + [cos(0.35)])
    expectClose(Transform3D(recomposing: d), matrix)
}

@Test func decompositionNormalizesByM44() {
    // A z translation before the perspective makes m44 = 1 + 5·(−1/500) = 0.99; the
    // decomposition describes M / m44, the same projective transform.
    let matrix = Transform3D.scale(2, 0.5, 1.5)
        .concatenating(.rotation(0.7, 1, 2, 3))
        .concatenating(.translation(10, -20, 5))
        .concatenating(.perspective(500))
    #expect(abs(matrix[4, 4] - 0.99) < 1e-15)
    let d = try! #require(matrix.decomposed())
    expectClose(d.scale, [2, 0.5, 1.5].map { $0 / 0.99 })
    expectClose(d.translation, [10, -20, 5].map { $0 / 0.99 })
    let recomposed = Transform3D(recomposing: d)
    expectClose(recomposed, Transform3D(matrix.m.map { $0 / 0.99 }))
    for (x, y) in [(0.0, 0.0), (50, -30), (-120, 80)] {
        let a = matrix.project(x: x, y: y), b = recomposed.project(x: x, y: y)
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
    }
}

@Test func roundTripsGeneralMatrices() {
    let matrices = [
        // Skewed, reflected (negative determinant) and with a full perspective column.
        Transform3D([1.2, 0.3, -0.4, 0.001, -0.5, 0.9, 0.2, -0.002, 0.1, -0.7, -1.1, 0.0005, 30, -12, 7, 1]),
        Transform3D([0.8, -0.6, 0.2, 0, 0.7, 0.9, -0.3, 0, 0.25, 0.1, 1.4, -0.004, -3, 4, 100, 1]),
        // 180° about a diagonal axis: the spec's sign tests see only zeros here.
        Transform3D.rotation(.pi, 1, -1, 0),
        Transform3D.rotation(.pi, 0.3, 0.5, -0.8).concatenating(.translation(1, 2, 3)),
        Transform3D.scale(-1, 1).concatenating(rotateZ(0.3)),
        Transform3D.rotation(1e-9, 0, 1, 0),
    ]
    for matrix in matrices {
        let d = try! #require(matrix.decomposed())
        #expect(abs(d.quaternion.map { $0 * $0 }.reduce(0, +) - 1) < 1e-12)
        #expect(d.quaternion[3] >= 0)
        expectClose(Transform3D(recomposing: d), matrix)
    }
}

@Test func rotationQuaternionFollowsTheAxisAndAngle() {
    // Transform3D.rotation(θ, axis) has quaternion (axis·sin(θ/2), cos(θ/2)).
    for (angle, axis) in [(0.5, [1.0, 0, 0]), (-1.2, [0.0, 1, 0]), (2.0, [0.0, 0, 1]), (3.0, [0.6, 0, 0.8])] {
        let d = try! #require(Transform3D.rotation(angle, axis[0], axis[1], axis[2]).decomposed())
        let expected = axis.map { $0 * sin(angle / 2) } + [cos(angle / 2)]
        expectClose(d.quaternion, expected.map { $0 * (cos(angle / 2) < 0 ? -1 : 1) })
    }
}

@Test func identityDecomposesToNeutralComponents() {
    let d = try! #require(Transform3D.identity.decomposed())
    #expect(
        d
            == DecomposedTransform(
                translation: [0, 0, 0], scale: [1, 1, 1], skew: [0, 0, 0],
                perspective: [0, 0, 0, 1], quaternion: [0, 0, 0, 1]))
}

@Test func singularMatricesDoNotDecompose() {
    #expect(Transform3D.scale(0, 0, 1).decomposed() == nil)
    #expect(Transform3D.scale(1, 1, 0).decomposed() == nil)
    #expect(Transform3D(affine: 1, 1, 1, 1, 0, 0).decomposed() == nil)
    var noW = Transform3D.identity
    noW[4, 4] = 0
    #expect(noW.decomposed() == nil)
}

// MARK: Interpolation, 2D path

@Test func quarterTurnAnimatesAsARotation() {
    expectClose(Transform3D.interpolate(from: .identity, to: rotateZ(.pi / 2), fraction: 0.5), rotateZ(.pi / 4))
    expectClose(Transform3D.interpolate(from: .identity, to: rotateZ(.pi / 2), fraction: 0.25), rotateZ(.pi / 8))
    expectClose(Transform3D.interpolate(from: rotateZ(.pi / 2), to: .identity, fraction: 0.25), rotateZ(3 * .pi / 8))
}

/// iOS turns identity → M_PI counterclockwise and identity → −M_PI clockwise.
@Test func halfTurnGoesOppositeToTheSineOfPi() {
    let middle = Transform3D.interpolate(from: .identity, to: rotateZ(.pi), fraction: 0.5)
    expectClose(middle, rotateZ(-.pi / 2))
    // Counterclockwise on screen (y down): the layer's +x axis points up (−y) halfway.
    let axis = middle.apply(Point(1, 0))
    #expect(abs(axis.x) < 1e-12 && abs(axis.y + 1) < 1e-12)
    expectClose(Transform3D.interpolate(from: .identity, to: rotateZ(.pi), fraction: 0.25), rotateZ(-.pi / 4))
    let other = Transform3D.interpolate(from: .identity, to: rotateZ(-.pi), fraction: 0.5)
    expectClose(other, rotateZ(.pi / 2))
    // A half turn from 90° behaves the same way: 90° → 270° reads as 90° → −90°, a tie.
    expectClose(Transform3D.interpolate(from: rotateZ(.pi / 2), to: rotateZ(3 * .pi / 2), fraction: 0.5), rotateZ(.pi))
}

@Test func rotationTakesTheShorterWay() {
    // 170° → −170° passes through 180°, not through 0°.
    expectClose(
        Transform3D.interpolate(from: rotateZ(170 * degrees), to: rotateZ(-170 * degrees), fraction: 0.5), rotateZ(.pi))
    expectClose(
        Transform3D.interpolate(from: rotateZ(-170 * degrees), to: rotateZ(170 * degrees), fraction: 0.25),
        rotateZ(-175 * degrees))
    // 0° → 270° is −90°, so a quarter of the way is −22.5°.
    expectClose(
        Transform3D.interpolate(from: .identity, to: rotateZ(270 * degrees), fraction: 0.25), rotateZ(-22.5 * degrees))
}

@Test func scaleAndTranslationInterpolateLinearly() {
    expectClose(Transform3D.interpolate(from: .identity, to: .scale(3, 3), fraction: 0.5), .scale(2, 2))
    expectClose(Transform3D.interpolate(from: .identity, to: .scale(3, 3, 3), fraction: 0.5), .scale(2, 2, 2))
    expectClose(
        Transform3D.interpolate(from: .translation(0, 0), to: .translation(100, -50), fraction: 0.5),
        .translation(50, -25))
    expectClose(
        Transform3D.interpolate(from: .translation(10, 0, 0), to: .translation(30, 40, -80), fraction: 0.25),
        .translation(15, 10, -20))
}

@Test func combinedAffineInterpolatesEachPart() {
    let from = Transform3D.translation(-20, 10)
    let to = Transform3D.scale(2, 3).concatenating(rotateZ(.pi / 2)).concatenating(.translation(100, 0))
    let expected = Transform3D.scale(1.5, 2).concatenating(rotateZ(.pi / 4)).concatenating(.translation(40, 5))
    expectClose(Transform3D.interpolate(from: from, to: to, fraction: 0.5), expected)
}

@Test func oppositeFlipsBecomeARotation() {
    // An x flip against a y flip: CSS turns the first into scale(1, −1)·rotate(−180°).
    let middle = Transform3D.interpolate(from: .scale(-1, 1), to: .scale(1, -1), fraction: 0.5)
    expectClose(middle, Transform3D.scale(1, -1).concatenating(rotateZ(-.pi / 2)))
    // A single flip squashes through zero width.
    expectClose(Transform3D.interpolate(from: .identity, to: .scale(-1, 1), fraction: 0.25), .scale(0.5, 1))
}

// MARK: Interpolation, 3D path

@Test func rotateYUsesTheQuaternionPath() {
    expectClose(
        Transform3D.interpolate(from: .identity, to: rotateY(60 * degrees), fraction: 0.5), rotateY(30 * degrees))
    expectClose(
        Transform3D.interpolate(from: rotateY(-40 * degrees), to: rotateY(60 * degrees), fraction: 0.3),
        rotateY(-10 * degrees))
    // About a tilted axis, slerp stays on that axis.
    expectClose(
        Transform3D.interpolate(from: .identity, to: .rotation(2, 1, 1, 1), fraction: 0.75), .rotation(1.5, 1, 1, 1))
}

@Test func quaternionsTakeTheShortWay() {
    // 100° and −100° about y are 160° apart the short way (through 180°).
    let middle = Transform3D.interpolate(from: rotateY(100 * degrees), to: rotateY(-100 * degrees), fraction: 0.5)
    expectClose(middle, rotateY(.pi))
}

@Test func perspectiveInterpolatesLinearly() {
    let from = Transform3D.identity, to = Transform3D.perspective(500)
    let middle = Transform3D.interpolate(from: from, to: to, fraction: 0.5)
    expectClose(middle, .perspective(1000))
    // A card flip under perspective: half of rotateY(−90°), perspective kept.
    let flip = Transform3D.interpolate(
        from: .perspective(800), to: rotateY(-.pi / 2).concatenating(.perspective(800)), fraction: 0.5)
    expectClose(flip, rotateY(-.pi / 4).concatenating(.perspective(800)))
}

@Test func fractionsBeyondOneExtrapolate() {
    expectClose(Transform3D.interpolate(from: .identity, to: rotateZ(.pi / 2), fraction: 1.2), rotateZ(0.6 * .pi))
    expectClose(Transform3D.interpolate(from: .identity, to: .scale(3, 3), fraction: 1.2), .scale(3.4, 3.4))
    expectClose(
        Transform3D.interpolate(from: .identity, to: .translation(100, 0, 10), fraction: 1.2), .translation(120, 0, 12))
    expectClose(
        Transform3D.interpolate(from: .identity, to: rotateY(60 * degrees), fraction: 1.2), rotateY(72 * degrees))
    expectClose(
        Transform3D.interpolate(from: .identity, to: rotateY(60 * degrees), fraction: -0.2), rotateY(-12 * degrees))
    expectClose(
        Transform3D.interpolate(from: .scale(1, 1, 1), to: .scale(2, 2, 2), fraction: -0.5), .scale(0.5, 0.5, 0.5))
}

@Test func endpointsAreExact() {
    let from = Transform3D.rotation(0.4, 1, 2, 0), to = Transform3D.scale(2, 1, 1).concatenating(.translation(3, 4, 5))
    #expect(Transform3D.interpolate(from: from, to: to, fraction: 0) == from)
    #expect(Transform3D.interpolate(from: from, to: to, fraction: 1) == to)
    for f in [0.1, 0.5, 0.9] {
        expectClose(Transform3D.interpolate(from: from, to: from, fraction: f), from)
    }
}

@Test func singularTransformsSwitchAtTheMidpoint() {
    let zero = Transform3D.scale(0, 0)
    #expect(Transform3D.interpolate(from: .identity, to: zero, fraction: 0.49) == .identity)
    #expect(Transform3D.interpolate(from: .identity, to: zero, fraction: 0.5) == zero)
    #expect(Transform3D.interpolate(from: zero, to: rotateY(1), fraction: 0.3) == zero)
    #expect(Transform3D.interpolate(from: zero, to: rotateY(1), fraction: 0.7) == rotateY(1))
}
