import AnimaticCore
import Testing
@testable import AnimaticRender

/// Which projected layers draw their texture at their images' density (images and smooth
/// fills over the whole bounds) and which keep the magnified texture (edges inside).
@Suite struct ContentDensityTests {
    /// A fold's strip: a plain 80×568 view holding a snapshot of a 80×568 rect and a shadow
    /// view with an axial gradient, all over the strip's bounds.
    func strip(snapshotRect: Rect = Rect(0, 0, 80, 568)) -> RenderLayer {
        var strip = layer("strip", frame: Rect(0, 0, 80, 568))
        var snap = layer("snap", frame: Rect(0, 0, 80, 568))
        snap.content = .snapshot(
            Snapshot(layer: layer("screen", frame: Rect(0, 0, 320, 568), color: red), rect: snapshotRect))
        var shadow = layer("shadow", frame: Rect(0, 0, 80, 568))
        shadow.opacity = 0.4
        var gradient = layer("gradient", frame: Rect(0, 0, 80, 568))
        var content = GradientContent()
        content.colors = [Color(red: 0, green: 0, blue: 0, alpha: 0), Color(red: 0, green: 0, blue: 0, alpha: 1)]
        gradient.content = .gradient(content)
        shadow.sublayers = [gradient]
        strip.sublayers = [snap, shadow]
        return strip
    }

    @Test func aStripOfASnapshotAndAGradientIsAsFineAsTheSnapshotsPixels() {
        #expect(ContentDensity.limit(of: strip(), screenScale: 2) == 2)
        #expect(ContentDensity.limit(of: strip(), screenScale: 3) == 3)
        // A snapshot of a rect twice the strip's width, squeezed into it: 2 × 2 pixels a point across.
        #expect(ContentDensity.limit(of: strip(snapshotRect: Rect(0, 0, 160, 568)), screenScale: 2) == 4)
        // Solid backgrounds alone: nothing finer than the screen.
        var plain = layer("plain", frame: Rect(0, 0, 50, 50), color: red)
        plain.sublayers = [layer("inner", frame: Rect(0, 0, 50, 50), color: blue)]
        #expect(ContentDensity.limit(of: plain, screenScale: 2) == 2)
    }

    @Test func edgesInsideTheLayerKeepTheMagnifiedTexture() {
        var smaller = strip()
        smaller.sublayers.append(layer("badge", frame: Rect(10, 10, 20, 20), color: blue))
        #expect(ContentDensity.limit(of: smaller, screenScale: 2) == nil, "a sublayer with edges inside the strip")

        var text = strip()
        text.sublayers[0].content = .text(TextContent(text: "IMG_1"))
        #expect(ContentDensity.limit(of: text, screenScale: 2) == nil)

        var radial = strip()
        var content = GradientContent()
        content.type = .radial
        content.colors = [red, blue]
        radial.sublayers[1].sublayers[0].content = .gradient(content)
        #expect(ContentDensity.limit(of: radial, screenScale: 2) == nil, "a radial gradient has a center")

        var rounded = strip()
        rounded.backgroundColor = red
        rounded.cornerRadius = 8
        #expect(ContentDensity.limit(of: rounded, screenScale: 2) == nil)

        var bordered = strip()
        bordered.sublayers[0].borderWidth = 1
        #expect(ContentDensity.limit(of: bordered, screenScale: 2) == nil)

        var turned = strip()
        turned.sublayers[1].transform = Transform3D(affine: 0, 1, -1, 0, 0, 0)
        #expect(ContentDensity.limit(of: turned, screenScale: 2) == nil, "a sublayer turned inside the strip")

        var hiddenBadge = strip()
        var badge = layer("badge", frame: Rect(10, 10, 20, 20), color: blue)
        badge.isHidden = true
        hiddenBadge.sublayers.append(badge)
        #expect(ContentDensity.limit(of: hiddenBadge, screenScale: 2) == 2, "what is not drawn has no edges")
    }
}
