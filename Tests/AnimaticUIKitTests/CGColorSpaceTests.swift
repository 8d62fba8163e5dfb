import AnimaticUIKit
import Testing

/// Color spaces against published conversions: sRGB red is color(display-p3 0.9175 0.2003 0.1387)
/// (CSS Color 4's and WebKit's figure), Display P3 red is about (1.0931, −0.2267, −0.1501) in
/// extended sRGB, and both spaces share D65 and the sRGB curve, so a gray keeps its components.
@MainActor
struct CGColorSpaceTests {
    let p3 = CGColorSpace(name: CGColorSpace.displayP3)!
    let srgb = CGColorSpace(name: CGColorSpace.sRGB)!

    func components(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }
    func near(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat = 5e-4) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func sRGBRedInDisplayP3() {
        let red = UIColor.red.cgColor.converted(to: p3, intent: .defaultIntent, options: nil)
        #expect(near(components(red), [0.9175, 0.2003, 0.1387, 1]))
        #expect(red?.colorSpace == p3)
    }

    @Test func displayP3RedInExtendedSRGBFallsOutsideTheGamut() {
        let red = CGColor(colorSpace: p3, components: [1, 0, 0, 1])!
        let extended = CGColorSpace(name: CGColorSpace.extendedSRGB)!
        #expect(
            near(
                components(red.converted(to: extended, intent: .defaultIntent, options: nil)),
                [1.0931, -0.2267, -0.1501, 1]))
        // A bounded space clips, and what is drawn is the clipped sRGB color.
        #expect(components(red.converted(to: srgb, intent: .defaultIntent, options: nil)) == [1, 0, 0, 1])
        #expect(UIColor(cgColor: red).cgColor.components == [1, 0, 0, 1])
    }

    @Test func grayKeepsItsComponentsAndRoundTrips() {
        let gray = CGColor(colorSpace: srgb, components: [0.5, 0.5, 0.5, 0.25])!
        #expect(
            near(components(gray.converted(to: p3, intent: .defaultIntent, options: nil)), [0.5, 0.5, 0.5, 0.25], 1e-9))
        let color = CGColor(colorSpace: srgb, components: [0.2, 0.6, 0.9, 1])!
        let back = color.converted(to: p3, intent: .defaultIntent, options: nil)?
            .converted(to: srgb, intent: .defaultIntent, options: nil)
        #expect(near(components(back), [0.2, 0.6, 0.9, 1], 1e-9))
    }

    /// What is drawn is the sRGB encoding of the color, not its linear light: sRGB 0.5 gray is
    /// drawn 0.5 (it was 0.214, 0.5 decoded, before); Display P3 (0.8, 0.4, 0.2) is sRGB
    /// (0.85957, 0.37040, 0.12343) (derived in AssetCatalogUIKitTests.colorSpacesConvertToSRGB).
    @Test func aColorFromComponentsIsDrawnInSRGBEncoding() {
        func drawn(_ color: CGColor) -> [CGFloat] {
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = UIColor(cgColor: color).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        #expect(drawn(CGColor(colorSpace: srgb, components: [0.5, 0.5, 0.5, 1])!) == [0.5, 0.5, 0.5, 1])
        #expect(near(drawn(CGColor(colorSpace: p3, components: [0.8, 0.4, 0.2, 1])!), [0.85957, 0.37040, 0.12343, 1]))
        let converted = UIColor.red.cgColor.converted(to: p3, intent: .defaultIntent, options: nil)!
        #expect(near(drawn(converted), [1, 0, 0, 1]))
    }

    /// `UIColor(displayP3Red:…)` is a P3 color (it was taken as sRGB components before): the same
    /// conversion as a P3 CGColor's and an asset catalog's display-p3 color set's.
    @Test func aDisplayP3UIColorIsDrawnAsItsSRGBColor() {
        var rgba: [CGFloat] = []
        let messages = problems { context in
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = UIColor(displayP3Red: 0.8, green: 0.4, blue: 0.2, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
            rgba = [r, g, b, a]
            context.completeTransition(true)
        }
        #expect(messages.isEmpty)
        #expect(near(rgba, [0.85957, 0.37040, 0.12343, 1]))
        // P3 red, (1.0931, −0.2267, −0.1501) in sRGB: clamped and reported.
        let outside = problems { context in
            _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
            context.completeTransition(true)
        }
        #expect(outside.count == 1 && outside[0].contains("(1.093, -0.227, -0.150) in sRGB"), "\(outside)")
    }

    @Test func spacesCompareByWhatTheyAre() {
        #expect(CGColorSpaceCreateDeviceRGB() == srgb)
        #expect(p3 != srgb)
        #expect(CGColorSpace(name: "no such space") == nil)
        #expect(UIColor.blue.cgColor.colorSpace == srgb)
        #expect(UIColor.blue.cgColor.numberOfComponents == 4)
        #expect(UIColor.blue.cgColor.pattern == nil)
    }

    @Test func displayLinkInitializerIsAFunctionValue() {
        // Stagehand's DisplayLinkDriver takes `CADisplayLink.init(target:selector:)` as its factory.
        let make: (Any, Selector) -> CADisplayLink = CADisplayLink.init(target:selector:)
        let link = make(NSObject(), Selector("tick"))
        #expect(link.duration == 1.0 / 60)
    }
}
