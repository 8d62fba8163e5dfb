import AnimaticSourceRewrite
import Testing

/// Xcode 15's generated asset symbol names. Each expected name is one Xcode wrote in an app's
/// `GeneratedAssetSymbols.swift` (public repositories' generated files, read for this), not what
/// the code printed.
struct AssetSymbolsTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("backgroundColor", "background"), ("background-color", "background"),
        ("BlackGrayColor", "blackGray"), ("DSActionForeground", "dsActionForeground"), ("BGLighGray", "bgLighGray"),
        ("pastelbabyblue", "pastelbabyblue"), ("Dark Blue", "darkBlue"), ("blueEF", "blueEF"),
        ("PrimarySoft", "primarySoft"), ("chip_aqua_pastel", "chipAquaPastel"),
    ])
    func colorNames(name: String, symbol: String) {
        #expect(AssetSymbols.symbol(for: name, kind: .color) == symbol)
    }

    @Test(arguments: [
        ("Frame 74", "frame74"), ("Trip_Status_Bar", "tripStatusBar"), ("bear_no_background", "bearNoBackground"),
        ("10_back_arm", "_10BackArm"), ("custom.cloud.badge.play", "customCloudBadgePlay"),
        ("adult_products_image", "adultProducts"), ("Initial-Image", "initial"), ("welcomeVCimage", "welcomeVCimage"),
        ("Image", "image"), ("Coffee-Mocha", "coffeeMocha"), ("omaweCircle", "omaweCircle"),
    ])
    func imageNames(name: String, symbol: String) {
        #expect(AssetSymbols.symbol(for: name, kind: .image) == symbol)
    }

    /// Xcode leaves out a UIColor symbol that is one of UIColor's own ("The \"greenColor\" color
    /// asset name resolves to a conflicting UIColor symbol \"green\"") and keeps the resource.
    @Test func aConflictingFrameworkSymbolIsLeftOutAndItsResourceKept() {
        let lines = AssetSymbols.declarations(
            colors: ["greenColor", "Brand", "Colors/Accent"], images: ["Avatar", "checkmark"], frameworkExtensions: true
        )
        let text = lines.joined(separator: "\n")
        #expect(text.contains(#"static let green = ColorResource(name: "greenColor", bundle: .main)"#))
        #expect(!text.contains("static var green: UIColor"))
        #expect(text.contains("static var brand: UIColor { .init(resource: .brand) }"))
        #expect(text.contains("    enum Colors {\n        static let accent = ColorResource(name: \"Colors/Accent\""))
        #expect(!text.contains("static var accent: UIColor"))
        #expect(text.contains("static var avatar: UIImage { .init(resource: .avatar) }"))
        #expect(text.contains(#"static let checkmark = ImageResource(name: "checkmark", bundle: .main)"#))
        #expect(!text.contains("static var checkmark: UIImage"))
        // Without the project's extensions setting only the resources are generated.
        let plain = AssetSymbols.declarations(colors: ["Brand"], images: [], frameworkExtensions: false)
            .joined(separator: "\n")
        #expect(plain.contains("static let brand = ColorResource") && !plain.contains("static var brand: UIColor"))
    }
}
