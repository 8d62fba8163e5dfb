import AnimaticUIKit
import Foundation
import Testing

/// CGAffineTransform and CATransform3D against matrices worked out by hand.
struct GeometryTests {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-12 }

    @Test func affineRotationTurnsClockwiseOnScreen() {
        // (cos 90°, sin 90°): the x axis turns onto +y, which points down.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p.x, 0) && close(p.y, 1))
    }

    @Test func affineBuildersApplyTheNewOperationFirst() {
        // translatedBy: (1, 1) + (10, 20) = (11, 21), then scaled by (2, 3) = (22, 63).
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 63))
        // concatenating: self first, then the argument: (1, 1) → (11, 1) → (22, 2).
        let c = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(c) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 22, y: 2).applying(c.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        // A singular transform inverts to itself, as Core Graphics returns it unchanged.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingIsTheBoundingBox() {
        // A 100 × 50 rect at the origin turned 90°: x' = −y, y' = x → x in [−50, 0], y in [0, 100].
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(r.minX, -50) && close(r.minY, 0) && close(r.width, 50) && close(r.height, 100))
    }

    @Test func rotationAboutYFollowsCoreAnimationsRowVectors() {
        // glRotate about y (column vectors) has x' = c·x + s·z, z' = −s·x + c·z; CA's row-vector
        // matrix is its transpose, so m13 = −sin θ and m31 = sin θ.
        let m = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(close(m.m11, 0) && close(m.m13, -1) && close(m.m31, 1) && close(m.m22, 1) && close(m.m33, 0))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func transform3DBuildersApplyTheNewOperationFirst() {
        // Translate then (already) scale by 2: the translation is scaled, m41 = 20.
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41 == 20)
        // Scale then (already) translate: the translation stays 10.
        let s = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(s.m41 == 10 && s.m11 == 2)
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)).m43 == -3)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        // The seed-004 form: translate (0, 0, −100) first, then the perspective: w = 1 + (−100)(−1/500) = 1.2.
        let pushedBack = CATransform3DTranslate(perspective, 0, 0, -100)
        #expect(close(pushedBack.m43, -100) && close(pushedBack.m44, 1.2))
        #expect(!CATransform3DIsAffine(perspective))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }
}
