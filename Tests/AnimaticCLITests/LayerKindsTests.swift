import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// Gradient, shape and mask layers, end to end: scene text in, pixels out, against values
/// worked out by hand.
@Suite struct LayerKindsTests {
    func scene(
        _ subviews: String, size: String = "[200, 100]", steps: String = "- completeTransition: true",
        duration: Double = 0
    ) -> String {
        """
        canvas: {size: \(size), scale: 1, fps: 10, background: "#FFFFFF"}
        from:
          id: home
          subviews:
        \(subviews.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        to: {id: detail}
        transition:
          duration: \(duration)
          steps:
        \(steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    func near(_ p: RGBA, _ r: Double, _ g: Double, _ b: Double, within: Double = 1.01) -> Bool {
        abs(Double(p.r) - r) <= within && abs(Double(p.g) - g) <= within && abs(Double(p.b) - b) <= within
    }

    @Test func axialGradientRunsFromStartPointToEndPoint() throws {
        let f = try renderFrame(
            scene(
                """
                - {id: g, kind: gradient, frame: [0, 0, 200, 100], layer: {colors: ["#FF0000", "#0000FF"], startPoint: [0, 0.5], endPoint: [1, 0.5]}}
                """), at: 0)
        // Pixel x's center is at x + 0.5: the fraction along the line is (x + 0.5) / 200.
        for x in [0, 50, 99, 150, 199] {
            let t = (Double(x) + 0.5) / 200
            let p = f.pixel(x: x, y: 50)
            #expect(near(p, 255 * (1 - t), 0, 255 * t), "x \(x): \(p) vs t \(t)")
        }
    }

    /// A slanted axis with three stops (the path that computes t per pixel rather than
    /// through pixman): every pixel of the layer within one level of the color worked out
    /// here, the ends padded. Start (50, 20), end (150, 90) in points: t = (p − s)·d / |d|²
    /// at the pixel center p, d = (100, 70); red → green at 0.3 → blue.
    @Test func slantedAxialGradientMatchesItsFormulaAtEveryPixel() throws {
        let f = try renderFrame(
            scene(
                """
                - {id: g, kind: gradient, frame: [0, 0, 200, 100], layer: {colors: ["#FF0000", "#00FF00", "#0000FF"], locations: [0, 0.3, 1], startPoint: [0.25, 0.2], endPoint: [0.75, 0.9]}}
                """), at: 0)
        var worst = 0.0, padded = 0
        for y in 0..<100 {
            for x in 0..<200 {
                // In the unit square (CAGradientLayer stretches it to the bounds): u, v of the
                // pixel centre, start (0.25, 0.2), end − start (0.5, 0.7).
                let u0 = (Double(x) + 0.5) / 200, v0 = (Double(y) + 0.5) / 100
                let t = ((u0 - 0.25) * 0.5 + (v0 - 0.2) * 0.7) / (0.5 * 0.5 + 0.7 * 0.7)
                let (r, g, b): (Double, Double, Double)
                if t <= 0 {
                    (r, g, b) = (255, 0, 0)
                    padded += 1
                } else if t < 0.3 {
                    (r, g, b) = (255 * (1 - t / 0.3), 255 * t / 0.3, 0)
                } else if t < 1 {
                    let u = (t - 0.3) / 0.7
                    (r, g, b) = (0, 255 * (1 - u), 255 * u)
                } else {
                    (r, g, b) = (0, 0, 255)
                    padded += 1
                }
                let p = f.pixel(x: x, y: y)
                worst = max(worst, abs(Double(p.r) - r), abs(Double(p.g) - g), abs(Double(p.b) - b))
            }
        }
        #expect(worst <= 1.01, "a channel is \(worst) levels off its formula")
        #expect(padded > 2000, "both ends should be padded somewhere (\(padded) pixels)")
    }

    /// Core Animation interpolates stops in straight RGBA: white → clear (transparent black)
    /// is (0.5, 0.5, 0.5, 0.5) half way, a gray veil over white: 0.5·0.5 + (1 − 0.5)·1 = 0.75.
    @Test func gradientColorsInterpolateUnpremultiplied() throws {
        let f = try renderFrame(
            scene(
                """
                - {id: g, kind: gradient, frame: [0, 0, 200, 100], layer: {colors: ["#FFFFFF", clear], startPoint: [0, 0.5], endPoint: [1, 0.5]}}
                """), at: 0)
        let p = f.pixel(x: 99, y: 50)  // t = 99.5/200 ≈ 0.4975
        let t = 99.5 / 200, a = 1 - t, c = 1 - t  // straight color and alpha at t
        let expected = 255 * (c * a + (1 - a))
        #expect(near(p, expected, expected, expected), "\(p) vs \(expected)")
    }

    @Test func radialGradientFillsTheEllipseThroughEndPoint() throws {
        // Center (100, 50); radii |1 − 0.5|·200 = 100 and |1 − 0.5|·100 = 50.
        let f = try renderFrame(
            scene(
                """
                - {id: g, kind: gradient, frame: [0, 0, 200, 100], layer: {type: radial, colors: ["#FFFFFF", "#000000"], startPoint: [0.5, 0.5], endPoint: [1, 1]}}
                """), at: 0)
        // Half way out along x (pixel 149: center 149.5, distance 49.5 of 100) and along y.
        let px = f.pixel(x: 149, y: 49), d = hypot(49.5 / 100, 0.5 / 50)
        #expect(near(px, 255 * (1 - d), 255 * (1 - d), 255 * (1 - d), within: 1.5), "\(px) vs \(d)")
        let py = f.pixel(x: 99, y: 74), e = hypot(0.5 / 100, 24.5 / 50)
        #expect(near(py, 255 * (1 - e), 255 * (1 - e), 255 * (1 - e), within: 1.5), "\(py) vs \(e)")
        // The corners are outside the ellipse: the last color.
        #expect(near(f.pixel(x: 2, y: 2), 0, 0, 0))
    }

    @Test func conicGradientTurnsClockwiseFromEndPoint() throws {
        // Around (100, 50), starting toward the right; straight below is a quarter turn clockwise.
        let f = try renderFrame(
            scene(
                """
                - {id: g, kind: gradient, frame: [0, 0, 200, 100], layer: {type: conic, colors: ["#FF0000", "#0000FF"], startPoint: [0.5, 0.5], endPoint: [1, 0.5]}}
                """), at: 0)
        let below = f.pixel(x: 100, y: 90)  // center (100.5, 90.5): angle atan2(40.5, 0.5)
        let t = atan2(40.5, 0.5) / (2 * .pi)
        #expect(near(below, 255 * (1 - t), 0, 255 * t), "\(below) vs \(t)")
        let above = f.pixel(x: 100, y: 10)  // three quarters of the way round
        let u = (2 * .pi + atan2(-39.5, 0.5)) / (2 * .pi)
        #expect(near(above, 255 * (1 - u), 0, 255 * u), "\(above) vs \(u)")
    }

    @Test func shapeFillsItsPathAndStrokesFromStrokeStartToStrokeEnd() throws {
        // A circle of radius 40 about (100, 50), from its right end clockwise; stroked 6 wide
        // over its first quarter only: the bottom-right arc, not the bottom-left one.
        let f = try renderFrame(
            scene(
                """
                - {id: s, kind: shape, frame: [0, 0, 200, 100], layer: {path: {oval: [60, 10, 80, 80]}, fillColor: "#0000FF", strokeColor: "#FF0000", lineWidth: 6, strokeEnd: 0.25}}
                """), at: 0)
        #expect(near(f.pixel(x: 100, y: 50), 0, 0, 255))  // inside: fill
        #expect(near(f.pixel(x: 65, y: 15), 255, 255, 255))  // outside the circle
        // Pixel centers 41.7 pt from the center, in the stroke's band (37…43) and outside the
        // fill: at 45° (pixel 129, 79) the stroke shows, at 135° (pixel 70, 79) nothing does.
        #expect(near(f.pixel(x: 129, y: 79), 255, 0, 0), "\(f.pixel(x: 129, y: 79))")
        #expect(near(f.pixel(x: 70, y: 79), 255, 255, 255), "\(f.pixel(x: 70, y: 79))")
    }

    @Test func strokeEndAnimatesAlongThePath() throws {
        // Linear from 0 to 1 over 1 s: at 0.5 s half the circle (the bottom half) is stroked.
        let yaml = scene(
            """
            - {id: s, kind: shape, frame: [0, 0, 200, 100], layer: {path: {oval: [60, 10, 80, 80]}, fillColor: clear, strokeColor: "#FF0000", lineWidth: 6, strokeEnd: 0}}
            """,
            steps: """
                - animate: {duration: 1, curve: linear, set: {s.layer.strokeEnd: 1}}
                """, duration: 1)
        let f = try renderFrame(yaml, at: 0.5)
        #expect(f.pixel(x: 100, y: 90).r == 255 && f.pixel(x: 100, y: 90).g < 40)  // bottom
        #expect(f.pixel(x: 100, y: 10).g > 200)  // top: not yet
    }

    @Test func aMaskKeepsOnlyWhatItCovers() throws {
        let f = try renderFrame(
            scene(
                """
                - id: card
                  frame: [0, 0, 200, 100]
                  backgroundColor: "#FF0000"
                  layer:
                    mask: {id: hole, kind: shape, frame: [0, 0, 200, 100], layer: {path: {oval: [50, 0, 100, 100]}}}
                """), at: 0)
        #expect(near(f.pixel(x: 100, y: 50), 255, 0, 0))  // inside the oval
        #expect(near(f.pixel(x: 10, y: 10), 255, 255, 255))  // outside: masked away
        #expect(near(f.pixel(x: 190, y: 90), 255, 255, 255))
    }

    @Test func aMaskLinesUpAtScale2() throws {
        // The same oval mask on a 2× canvas: device pixels are points × 2.
        let yaml = scene(
            """
            - id: card
              frame: [0, 0, 200, 100]
              backgroundColor: "#FF0000"
              layer:
                mask: {id: hole, kind: shape, frame: [0, 0, 200, 100], layer: {path: {oval: [50, 0, 100, 100]}}}
            """
        ).replacingOccurrences(of: "scale: 1", with: "scale: 2")
        let f = try renderFrame(yaml, at: 0)
        #expect(near(f.pixel(x: 200, y: 100), 255, 0, 0))  // (100, 50) pt: the oval's center
        #expect(near(f.pixel(x: 290, y: 100), 255, 0, 0))  // (145, 50) pt: inside
        #expect(near(f.pixel(x: 20, y: 20), 255, 255, 255))  // (10, 10) pt: masked away
        #expect(near(f.pixel(x: 380, y: 180), 255, 255, 255))  // (190, 90) pt
    }

    @Test func aMaskUsesItsAlpha() throws {
        // A plain view at alpha 0.5 as the mask: the red layer shows at half strength.
        let f = try renderFrame(
            scene(
                """
                - id: card
                  frame: [0, 0, 200, 100]
                  backgroundColor: "#FF0000"
                  layer:
                    mask: {id: veil, frame: [0, 0, 100, 100], backgroundColor: "#000000", alpha: 0.5}
                """), at: 0)
        #expect(near(f.pixel(x: 50, y: 50), 255, 127.5, 127.5, within: 1))
        #expect(near(f.pixel(x: 150, y: 50), 255, 255, 255))
    }

    @Test func aGrowingMaskRevealsACircle() throws {
        // The mask's path animates from a 20 pt circle to a 100 pt one about (100, 50): at the
        // half time (linear) the radius is 30 + … = (10 + 50) / 2 = 30.
        let yaml = scene(
            """
            - id: card
              frame: [0, 0, 200, 100]
              backgroundColor: "#FF0000"
              layer:
                mask: {id: hole, kind: shape, frame: [0, 0, 200, 100], layer: {path: {oval: [90, 40, 20, 20]}}}
            """,
            steps: """
                - animate: {duration: 1, curve: linear, set: {hole.layer.path: {oval: [50, 0, 100, 100]}}}
                """, duration: 1)
        let f = try renderFrame(yaml, at: 0.5)
        #expect(near(f.pixel(x: 127, y: 50), 255, 0, 0))  // 27.5 from the center: inside
        #expect(near(f.pixel(x: 133, y: 50), 255, 255, 255))  // 33.5: outside
    }

    @Test func shadowPathShapesTheShadow() throws {
        // No background at all, but a shadowPath: the shadow is the rect, offset by (0, 20),
        // blur 0 (radius 0), opacity 1, black.
        let f = try renderFrame(
            scene(
                """
                - {id: s, frame: [50, 20, 100, 40], layer: {shadowPath: {rect: [0, 0, 100, 40]}, shadowOpacity: 1, shadowRadius: 0, shadowOffset: [0, 20], shadowColor: "#000000"}}
                """), at: 0)
        #expect(near(f.pixel(x: 100, y: 70), 0, 0, 0))  // y 40…80 is the shadow
        #expect(near(f.pixel(x: 100, y: 45), 0, 0, 0))  // and 40…60 of it under the (empty) layer
        #expect(near(f.pixel(x: 100, y: 30), 255, 255, 255))  // the layer itself draws nothing
        #expect(near(f.pixel(x: 100, y: 85), 255, 255, 255))
    }

    @Test func aShapePropertyOnAPlainViewIsAnError() {
        #expect {
            _ = try renderFrame(
                scene(
                    """
                    - {id: plain, frame: [0, 0, 10, 10], layer: {strokeEnd: 0.5}}
                    """), at: 0)
        } throws: { error in
            "\(error)".contains("belongs to a shape view")
        }
    }
}

@Suite struct CornerTests {
    func frame(_ layer: String) throws -> Frame {
        try renderFrame(
            """
            canvas: {size: [200, 100], scale: 1, fps: 10, background: "#FFFFFF"}
            from:
              id: home
              subviews:
                - {id: card, frame: [0, 0, 200, 100], backgroundColor: "#FF0000", layer: \(layer)}
            to: {id: detail}
            transition: {duration: 0, steps: [{completeTransition: true}]}
            """, at: 0)
    }

    @Test func maskedCornersRoundOnlyTheCornersNamed() throws {
        let f = try frame("{cornerRadius: 40, maskedCorners: [layerMinXMinYCorner, layerMaxXMaxYCorner]}")
        // (2, 2) is outside a 40 pt top-left arc (distance from (40, 40) is 53.7); the
        // top-right corner stays square.
        #expect(f.pixel(x: 2, y: 2).g == 255)
        #expect(f.pixel(x: 197, y: 2) == (255, 0, 0, 255))
        #expect(f.pixel(x: 2, y: 97) == (255, 0, 0, 255))
        #expect(f.pixel(x: 197, y: 97).g == 255)
    }

    /// Continuous corners leave the edge 1.5287 radii from the corner (circular ones at one
    /// radius), so near the end of the edge they have already dropped further.
    @Test func continuousCornersReachFartherAlongTheEdges() throws {
        let circular = try frame("{cornerRadius: 20}")
        let continuous = try frame("{cornerRadius: 20, cornerCurve: continuous}")
        // Pixel (184, 0), 15.5 pt from the corner: the circle (radius 20) drops there by
        // 20 − √(20² − 4.5²) ≈ 0.51 pt, half covering the top row; the continuous curve, which
        // started dropping 30.6 pt from the corner, drops more.
        let c = circular.pixel(x: 184, y: 0), s = continuous.pixel(x: 184, y: 0)
        #expect(Int(s.g) > Int(c.g) + 20, "circular \(c), continuous \(s)")
        // Both are red well inside and square far from the corners.
        #expect(continuous.pixel(x: 100, y: 0) == (255, 0, 0, 255))
        #expect(continuous.pixel(x: 196, y: 96).g == 255)
    }
}
