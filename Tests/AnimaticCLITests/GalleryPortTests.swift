import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// The gallery's ports of VCTransitionsLibrary's CEFlipAnimationController and
/// CEFoldAnimationController, checked against the perspective math of the animators' own numbers
/// (m34 = −0.002 and −0.005, ±90° about y, a 1 s transition, UIKit's ease-in-ease-out) worked out
/// here by hand, pixel by pixel. Frames are 320 × 568 pt at scale 2.
@Suite struct GalleryPortTests {
    static func scene(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/\(name)").path
    }

    static func frame(_ name: String, at time: Double) throws -> Frame {
        try Rasterizer().render(Timeline.compile(SceneLoader.load(path: scene(name))).presentation(at: time))
    }

    /// The pixel under the point (x, y) in points.
    static func pixel(_ f: Frame, _ x: Double, _ y: Double) -> RGBA {
        f.pixel(x: Int(x * 2), y: Int(y * 2))
    }

    static func near(_ p: RGBA, _ r: Double, _ g: Double, _ b: Double, within d: Double = 2) -> Bool {
        abs(Double(p.r) - r) <= d && abs(Double(p.g) - g) <= d && abs(Double(p.b) - b) <= d
    }

    /// UIKit's ease-in-ease-out (0.42, 0, 0.58, 1) at time fraction x, by bisection on the curve.
    static func easeInOut(_ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let s = (lo + hi) / 2
            let xs = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
            if xs < x { lo = s } else { hi = s }
        }
        let s = (lo + hi) / 2
        return 3 * (1 - s) * s * s + s * s * s
    }

    static let teal = (r: 0x30 as Double, g: 0xB0 as Double, b: 0xC7 as Double)  // the to-view's photo

    // MARK: Flip

    /// updateAnchorPointAndOffset: the halves turn about the spine and stay where they were.
    @Test func flipHalvesAreAnchoredAtTheSpineWithoutMoving() throws {
        let t = try Timeline.compile(SceneLoader.load(path: Self.scene("gallery-vc-flip.yaml")))
        let model = t.model(at: 0)
        let from = try #require(t.presentationState(of: "fromLeftWithShadow", at: 0, model: model))
        let to = try #require(t.presentationState(of: "toRightWithShadow", at: 0, model: model))
        #expect(
            from.anchorPoint == Point(1, 0.5) && from.position == Point(160, 284) && from.bounds.size == Size(160, 568))
        #expect(to.anchorPoint == Point(0, 0.5) && to.position == Point(160, 284) && to.bounds.size == Size(160, 568))
    }

    /// At t = 0.5 the keyframes' first half has ended (the ease-in-ease-out curve maps 0.5 to 0.5):
    /// the from-view's left half is at 90°, edge-on on the spine, which the vanishing point
    /// (the container's center) lies on, so it covers no pixel: left of x = 160 the to-view's
    /// left half shows untouched, right of it the from-view's right half. Its shadow is at alpha 1.
    @Test func flipMidpointTheTurningHalfIsEdgeOnAndItsShadowFull() throws {
        let t = try Timeline.compile(SceneLoader.load(path: Self.scene("gallery-vc-flip.yaml")))
        let model = t.model(at: 0.5)
        #expect(abs((t.presentationState(of: "fromLeftShadow", at: 0.5, model: model)?.opacity ?? 0) - 1) < 1e-9)
        #expect(abs((t.presentationState(of: "toRightShadow", at: 0.5, model: model)?.opacity ?? 0) - 1) < 1e-9)
        // CATransform3DMakeRotation(M_PI_2, 0, 1, 0): m11 = cos, m13 = −sin, m31 = sin, m33 = cos.
        let turned = try #require(t.presentationState(of: "fromLeftWithShadow", at: 0.5, model: model)).transform
        for (i, expected) in [0.0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1].enumerated() {
            #expect(abs(turned.m[i] - expected) < 1e-9, "m[\(i)]")
        }
        let f = try Self.frame("gallery-vc-flip.yaml", at: 0.5)
        for px in 0..<320 {  // x < 160 pt on the row through the vanishing point
            let p = f.pixel(x: px, y: 568)
            #expect(Self.near(p, Self.teal.r, Self.teal.g, Self.teal.b, within: 0), "x = \(px) px")
        }
        #expect(Self.near(Self.pixel(f, 160.25, 284), 0xFF, 0x3B, 0x30, within: 0))  // IMG_8, systemRed, flat
    }

    /// At t = 0.4 the curve gives e = 0.3319, so the left half has turned θ = 90° · e / 0.5 = 59.74°
    /// toward the viewer about the spine. Its far edge (160 pt from the spine) comes to
    /// z = 160 sin θ, where m34 = −0.002 gives w = 1 − 0.002 · z, so on the middle row it is at
    /// x = 160 − 160 cos θ / w = 48.57 pt. The shadow (alpha e / 0.5 = 0.664, the gradient black 0
    /// at the far edge to black 0.5 at the spine) darkens the yellow IMG_7 toward the spine.
    @Test func flipTheTurningHalfFollowsThePerspectiveAndDarkensTowardTheSpine() throws {
        let e = Self.easeInOut(0.4)
        let theta = 90 * e / 0.5 * Double.pi / 180
        let project = { (fromSpine: Double) -> Double in
            160 - fromSpine * cos(theta) / (1 - 0.002 * fromSpine * sin(theta))
        }
        let edge = project(160)
        #expect(abs(edge - 48.57) < 0.01)
        let f = try Self.frame("gallery-vc-flip.yaml", at: 0.4)
        // Left of the edge the to-view's photo, right of it the turning page.
        #expect(Self.near(Self.pixel(f, edge - 1, 284), Self.teal.r, Self.teal.g, Self.teal.b, within: 0))
        #expect(!Self.near(Self.pixel(f, edge + 1, 284), Self.teal.r, Self.teal.g, Self.teal.b, within: 20))
        // IMG_7 (systemYellow, 255 204 0) spans the half's first 105 pt; under the shadow
        // a point d pt from the far edge is darkened by alpha · 0.5 · d / 160.
        let alpha = e / 0.5
        for d in [5.0, 100.0] {
            let keep = 1 - alpha * 0.5 * d / 160
            let p = Self.pixel(f, project(160 - d), 284)
            #expect(Self.near(p, 255 * keep, 204 * keep, 0), "\(d) pt from the edge: \(p)")
        }
        #expect(Self.pixel(f, project(60), 284).g + 30 < Self.pixel(f, project(155), 284).g)
    }

    // MARK: Fold

    /// The first row of the column at x (points) that shows the page rather than the black window.
    static func top(_ f: Frame, _ x: Double) -> Double {
        let px = Int(x * 2)
        for py in 0..<f.height {
            let p = f.pixel(x: px, y: py)
            if Int(p.r) + Int(p.g) + Int(p.b) > 3 * 120 { return Double(py) / 2 }
        }
        return Double(f.height) / 2
    }

    /// At t = 0.5 (e = 0.5) every strip has turned 45° and slid halfway. Each fold is a valley: a
    /// strip anchored at xl (its left edge) and one anchored at xr (its right edge) turn away
    /// from the viewer and cross at x = (xl + xr) / 2, z = −(xr − xl) / 2 · tan 45° = −40 (their
    /// planes pass through their anchors whatever the layers' own perspective); the container's
    /// m34 = −0.005 puts that crease at x = 160 + (x − 160) / (1 + 0.005 · 40) on screen.
    /// To-view strips (anchors 0, 80 | 80, 160): creases at 40 and 120 → 60 and 126.67, their
    /// heights 568 / 1.2, so the page starts at y = 47.33 there. From-view strips slide from their
    /// places to the right edge (anchors 160, 240 | 240, 320): creases 200 and 280 → 193.33 and
    /// 260; their own transforms carry half the final m34 (the animation interpolates
    /// CATransform3DRotate(m34 = −0.005, 90°) by decomposition: 45° and m34 = −0.0025), which
    /// shrinks the crease by a further w = 1 / (1 − 0.0025 · 40) toward the anchor's row: the
    /// page starts at y = 284 − 284 · 0.9 / 1.2 = 71. Where two strips share an anchor (80, 160,
    /// 240) they meet flat at z = 0: full height.
    @Test func foldCreasesSitWhereTheRotationAndPerspectivePutThem() throws {
        let f = try Self.frame("gallery-vc-fold.yaml", at: 0.5)
        let w = 1 + 0.005 * 40
        let creases: [(x: Double, top: Double)] = [
            (160 + (40 - 160) / w, 284 - 284 / w),
            (160 + (120 - 160) / w, 284 - 284 / w),
            (160 + (200 - 160) / w, 284 - 284 * (1 - 0.0025 * 40) / w),
            (160 + (280 - 160) / w, 284 - 284 * (1 - 0.0025 * 40) / w),
        ]
        #expect(abs(creases[0].x - 60) < 1e-9 && abs(creases[3].x - 260) < 1e-9 && abs(creases[3].top - 71) < 1e-9)
        for crease in creases {
            // The deepest column within 15 pt of the crease is the crease's.
            let columns = stride(from: crease.x - 15, through: crease.x + 15, by: 0.5)
            let deepest = try #require(columns.max { Self.top(f, $0) < Self.top(f, $1) })
            #expect(abs(deepest - crease.x) <= 1, "crease at \(crease.x): deepest column \(deepest)")
            #expect(
                abs(Self.top(f, deepest) - crease.top) <= 1,
                "crease at \(crease.x): top \(Self.top(f, deepest)), expected \(crease.top)")
        }
        for anchor in [80.0, 160, 240] { #expect(Self.top(f, anchor) <= 2, "shared anchor at \(anchor)") }
    }

    /// The fold's shading: the to-view's left strip of the second fold (anchored at x = 80, its
    /// content the to-view's x = 160…240) at t = 0.5, turned 45°, its shadow view at alpha 0.5.
    /// Its CAGradientLayer runs black 0 → black 1 from (0, 0.2) to (1, 0) of its 80 × 568 bounds,
    /// so at a point (u, v) the gradient is at g = (80u − 113.6 (v − 113.6)) / (80² + 113.6²). On
    /// the green photo (systemGreen 52 199 89, v = 100) the strip is the color times 1 − 0.5 g:
    /// 0.944 at u = 10, 0.861 at u = 50 (nearer the crease at u = 56.6). A point maps to
    /// x = 160 + (80 + u cos 45° − 160) / w, y = 284 + (v − 284) / w with w = 1 + 0.005 u sin 45°.
    @Test func foldShadingDarkensTowardTheCrease() throws {
        let f = try Self.frame("gallery-vc-fold.yaml", at: 0.5)
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        var greens: [Double] = []
        for u in [10.0, 50.0] {
            let v = 100.0
            // The strip's gradient (0, 0.2) → (1, 0) in its 80 × 568 unit square, stretched to it.
            let gradient = (u / 80 - 0.2 * (v / 568 - 0.2)) / (1 + 0.2 * 0.2)
            let keep = 1 - 0.5 * gradient
            let w = 1 + 0.005 * u * s
            let p = Self.pixel(f, 160 + (80 + u * c - 160) / w, 284 + (v - 284) / w)
            #expect(
                Self.near(p, 52 * keep, 199 * keep, 89 * keep, within: 2),
                "u = \(u): \(p), expected \(keep) of systemGreen")
            greens.append(Double(p.g))
        }
        #expect(greens[1] < greens[0] - 12)
    }
}
