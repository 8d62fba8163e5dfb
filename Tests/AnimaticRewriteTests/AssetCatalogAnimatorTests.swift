import Animatic
import AnimaticUIKit
import Testing

/// Fixtures/BrandCardAnimator.swift takes its colors and image from Fixtures/Assets.xcassets,
/// which AnimaticSources.txt lists: the plugin compiles the catalog into this target, and the
/// `UIColor(named:)` and `UIImage(named:)` calls (in every form the fixture writes) find it.
@MainActor
struct AssetCatalogAnimatorTests {
    /// 320 × 568 pt at scale 2 (the default iPhone's), the animator's last frame.
    func lastFrame() throws -> Frame {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        // A catalog color the recording cannot resolve would be reported, and the recording throw.
        let scene = try TransitionScene(
            from: from, to: to, animator: BrandCardAnimator(), operation: .present,
            canvas: Canvas(size: Size(320, 568), scale: 2)
        ).scene
        let timeline = try Timeline.compile(scene)
        return try Rasterizer().render(timeline.presentation(at: timeline.endTime))
    }

    @Test func theCatalogsColorsAndImageArePainted() throws {
        let frame = try lastFrame()
        // Brand is sRGB 0x33, 0x99, 0xCC (its dark variant, black, is not light mode's).
        let brand = frame.pixel(x: 600, y: 1000)
        #expect(brand.r == 0x33 && brand.g == 0x99 && brand.b == 0xCC, "\(brand)")
        // Avatar's only file is avatar@2x.png, 40 × 20 px of (230, 57, 70): at scale 2 the image
        // is 20 × 10 pt, so the image view UIImageView(image:) makes covers (10, 10)–(30, 20) pt,
        // pixels 20…59 × 20…39.
        let avatar = frame.pixel(x: 58, y: 38), beside = frame.pixel(x: 62, y: 30), below = frame.pixel(x: 40, y: 42)
        #expect(avatar.r == 230 && avatar.g == 57 && avatar.b == 70, "\(avatar)")
        #expect(beside.r == 0x33 && beside.g == 0x99 && beside.b == 0xCC, "\(beside)")
        #expect(below.r == 0x33 && below.g == 0x99 && below.b == 0xCC, "\(below)")
        // Colors/Accent (a namespaced folder) is Display P3 (0.8, 0.4, 0.2). In sRGB, by hand:
        // decode ((c + 0.055) / 1.055)^2.4 → linear P3 (0.60383, 0.13287, 0.03310); the P3 → sRGB
        // matrix (rows 1.22494 −0.22494 0 / −0.04206 1.04206 0 / −0.01964 −0.07864 1.09827) →
        // (0.70976, 0.11306, 0.01405); encode 1.055·v^(1/2.4) − 0.055 → (0.85957, 0.37040,
        // 0.12343) → ×255 (219.2, 94.5, 31.5). The badge's 4 pt border is at (100…104) pt.
        let border = frame.pixel(x: 204, y: 240)
        #expect(abs(Int(border.r) - 219) <= 1 && abs(Int(border.g) - 94) <= 1, "\(border)")
        #expect(abs(Int(border.b) - 31) <= 1, "\(border)")
        // Centered in (200, 300, 60, 40) pt, the 20 × 10 pt avatar covers (220…240, 315…325) pt,
        // pixels 440…479 × 630…649; drawn at 1 px per point it would reach 210 pt (420 px).
        let centered = frame.pixel(x: 442, y: 632), outside = frame.pixel(x: 430, y: 640)
        #expect(centered.r == 230 && centered.g == 57 && centered.b == 70, "\(centered)")
        #expect(outside.r == 0x33 && outside.g == 0x99 && outside.b == 0xCC, "\(outside)")
        // Inside the border, the badge's `.init(named: "Brand")` fill.
        let inside = frame.pixel(x: 240, y: 240)
        #expect(inside.r == 0x33 && inside.g == 0x99 && inside.b == 0xCC, "\(inside)")
    }

    /// The target's own declarations shadow AnimaticUIKit's (Swift prefers the current module's
    /// of two with one signature): each call form reaches the catalog, and the image's scale is
    /// its file's.
    @Test func everyCallFormFindsTheCatalog() throws {
        let brand = try #require(UIColor(named: "Brand"))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(brand.getRed(&r, green: &g, blue: &b, alpha: &a))
        // 0x33 = 51 → 51/255 = 0.2; 0x99 = 153 → 0.6; 0xCC = 204 → 0.8.
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.6) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 1)
        let inferred: UIColor? = .init(named: "Brand")
        #expect(inferred == brand)
        #expect(UIColor(named: "Brand", in: .main, compatibleWith: nil) == brand)
        let avatar = try #require(UIImage(named: "Avatar"))
        let again = try #require(UIImage(named: "Avatar", in: nil, compatibleWith: nil))
        // Outside a recording the screen is UIScreen's default, @2x: avatar@2x.png, 40 × 20 px.
        #expect(avatar.scale == 2 && avatar.size == CGSize(width: 20, height: 10))
        #expect(again.size == avatar.size)
        let inferredImage: UIImage? = .init(named: "Avatar")
        #expect(inferredImage?.size == avatar.size)
        // "Accent" is only found by its namespaced name; a name no catalog has is the stand-in.
        #expect(UIColor(named: "Accent")?.cgColor.components == [1, 0, 1, 1])
        #expect(UIImage(named: "Shapes/Avatar")?.size == .zero)
    }

    /// Xcode 15's generated asset symbols, as an app whose project generates them writes: the
    /// resources (`ColorResource.brand`, a namespaced folder's enum) and the framework extensions
    /// (`UIColor.brand`, `UIImage.avatar`) reach the same catalog sets as the names do.
    @Test func generatedAssetSymbolsFindTheCatalog() throws {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.brand.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.6) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 1)
        #expect(UIColor(resource: .brand) == UIColor.brand)
        #expect(ColorResource.brand.animaticName == "Brand")
        // Sets called "Name" and "Bundle" generate `static let name`/`bundle`: as on iOS, the
        // resources keep their own name and bundle out of the way (this file would not compile).
        #expect(UIColor(resource: .name).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 1) < 1e-9 && g == 0 && b == 0 && a == 1)
        #expect(UIImage(resource: .bundle).size == CGSize(width: 20, height: 10))
        // Display P3 (0.8, 0.4, 0.2): sRGB (0.85957, 0.37040, 0.12343) by hand (see above).
        let accent = UIColor(resource: ColorResource.Colors.accent)
        #expect(accent.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.85957) < 1e-3 && abs(g - 0.37040) < 1e-3 && abs(b - 0.12343) < 1e-3)
        // Shapes is a plain folder: its Avatar is top-level, 40 × 20 px at @2x → 20 × 10 pt.
        #expect(UIImage.avatar.size == CGSize(width: 20, height: 10) && UIImage.avatar.scale == 2)
        #expect(UIImage(resource: .avatar).size == CGSize(width: 20, height: 10))
    }
}
