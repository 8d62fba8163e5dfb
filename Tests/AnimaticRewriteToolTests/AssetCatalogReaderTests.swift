@testable import AnimaticSourceRewrite
import Foundation
import Testing

/// An asset catalog read as Xcode writes it: each component format, the color spaces, the
/// entry an iPhone in light mode takes, names through folders and namespaces, image sets.
struct AssetCatalogReaderTests {
    /// A catalog in a fresh temporary folder: each (path, Contents.json text) written under it.
    func catalog(_ files: [(String, String)]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
            .appendingPathComponent("Assets.xcassets").path
        for (path, text) in files {
            let file = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
        return root
    }

    func colorSet(_ entries: String...) -> String {
        #"{ "colors" : [ "# + entries.joined(separator: ", ") + #" ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "\"1.000\"", extra: String = "") -> String
    {
        #"{ \#(extra) "color" : { "color-space" : "srgb", "components" : { "alpha" : \#(alpha), "blue" : \#(blue), "#
            + #""green" : \#(green), "red" : \#(red) } }, "idiom" : "universal" }"#
    }

    @Test func componentsInEachOfXcodesFormats() {
        func read(_ value: Any, alpha: Bool = false) -> Double? { AssetColorComponents.number(value, isAlpha: alpha) }
        // Hexadecimal: 0x80 = 128, 128/255 = 0.501960…; 8-bit integers the same; floats as written.
        #expect(read("0x80") == 128.0 / 255)
        #expect(abs(read("0x80")! - 0.50196) < 1e-5)
        #expect(read("0xFF") == 1 && read("0x00") == 0)
        #expect(read("128") == 128.0 / 255 && read("255") == 1)
        #expect(read("0.500") == 0.5 && read("1.000") == 1)
        // Alpha is a float in the 8-bit method too ("1" is opaque, not 1/255), or hexadecimal.
        #expect(read("1", alpha: true) == 1 && read("0x80", alpha: true) == 128.0 / 255)
        // A JSON number (other tools write them) is a float.
        #expect(read(NSNumber(value: 0.25)) == 0.25)
        #expect(read("pink") == nil)
    }

    @Test func colorSpacesAndTheirComponents() throws {
        func read(_ json: String) -> Result<(space: String, components: [Double]), AssetColorComponents.Problem> {
            let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            return AssetColorComponents.read(object)
        }
        let p3 = try read(
            #"{ "color-space" : "display-p3", "components" : { "red" : "0.800", "green" : "0.400", "blue" : "0.200", "alpha" : "0.500" } }"#
        ).get()
        #expect(p3.space == "display-p3" && p3.components == [0.8, 0.4, 0.2, 0.5])
        let gray = try read(
            #"{ "color-space" : "gray-gamma-22", "components" : { "white" : "0x80", "alpha" : "1.000" } }"#
        )
        .get()
        #expect(gray.space == "gray-gamma-22" && gray.components == [128.0 / 255, 1])
        let extended = try read(
            #"{ "color-space" : "extended-srgb", "components" : { "red" : "1.200", "green" : "-0.100", "blue" : "0" } }"#
        ).get()
        // No alpha: opaque. "0" is an 8-bit integer, 0/255.
        #expect(extended.components == [1.2, -0.1, 0, 1])
        #expect(
            read(#"{ "color-space" : "extended-gray", "components" : { "white" : "0.250" } }"#).map(\.components)
                == .success([0.25, 1]))
        #expect(throws: AssetColorComponents.Problem.self) {
            try read(#"{ "color-space" : "cmyk", "components" : { "cyan" : "1" } }"#).get()
        }
        #expect(throws: AssetColorComponents.Problem.self) {
            try read(#"{ "color-space" : "srgb", "components" : { "red" : "1", "green" : "1" } }"#).get()
        }
    }

    @Test func lightModeOnAnIPhoneTakesTheAnyEntry() throws {
        let dark = #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "#
        let contrast = #""appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "#
        let iPad = srgb("\"0x01\"", "\"0x01\"", "\"0x01\"").replacingOccurrences(of: "universal", with: "ipad")
        let iPhone = srgb("\"0x02\"", "\"0x02\"", "\"0x02\"").replacingOccurrences(of: "universal", with: "iphone")
        let root = try catalog([
            // The dark variant first: light mode still takes the entry with no appearance.
            (
                "Ink.colorset/Contents.json",
                colorSet(srgb("\"0\"", "\"0\"", "\"0\"", extra: dark), srgb("\"0x33\"", "\"0x66\"", "\"0x99\""))
            ),
            (
                "Bold.colorset/Contents.json",
                colorSet(
                    srgb("\"1.000\"", "\"1.000\"", "\"1.000\"", extra: contrast), srgb("\"0.5\"", "\"0.5\"", "\"0.5\""))
            ),
            // iphone is more specific than universal; ipad is not this device.
            ("Device.colorset/Contents.json", colorSet(srgb("\"0x03\"", "\"0x03\"", "\"0x03\""), iPad, iPhone)),
            ("Tablet.colorset/Contents.json", colorSet(iPad)),
            // Xcode's template's empty AccentColor: no color, and nothing to warn about.
            ("AccentColor.colorset/Contents.json", colorSet(#"{ "idiom" : "universal" }"#)),
        ])
        let contents = AssetCatalogContents(path: root)
        let ink: [Double] = [0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0, 1]
        #expect(contents.colors["Ink"]?.components == ink)
        #expect(contents.colors["Bold"]?.components == [0.5, 0.5, 0.5, 1])
        let device: [Double] = [2 / 255.0, 2 / 255.0, 2 / 255.0, 1]
        #expect(contents.colors["Device"]?.components == device)
        #expect(contents.colors["Tablet"] == nil && contents.colors["AccentColor"] == nil)
        #expect(
            contents.problems.count == 1 && contents.problems[0].contains("Tablet.colorset"), "\(contents.problems)")
    }

    @Test func aP3GamutEntryAndASystemColorReference() throws {
        let gamut = #""display-gamut" : "display-P3", "#
        let root = try catalog([
            // An iPhone's display is P3: the display-P3 gamut entry wins over the sRGB one.
            (
                "Wide.colorset/Contents.json",
                colorSet(
                    srgb("\"0x01\"", "\"0x01\"", "\"0x01\""),
                    srgb("\"0x02\"", "\"0x02\"", "\"0x02\"", extra: gamut))
            ),
            (
                "Link.colorset/Contents.json",
                colorSet(
                    #"{ "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#)
            ),
        ])
        let contents = AssetCatalogContents(path: root)
        let wide: [Double] = [2 / 255.0, 2 / 255.0, 2 / 255.0, 1]
        #expect(contents.colors["Wide"]?.components == wide)
        #expect(contents.colors["Link"]?.systemReference == "systemBlue")
    }

    @Test func namesThroughFoldersAndNamespaces() throws {
        let namespace = #"{ "properties" : { "provides-namespace" : true } }"#
        let plain = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
        let color = colorSet(srgb("\"0x80\"", "\"0x80\"", "\"0x80\""))
        let root = try catalog([
            ("Contents.json", plain),
            ("Brand.colorset/Contents.json", color),
            // A folder without a namespace adds nothing to the names inside it.
            ("Plain/Contents.json", plain),
            ("Plain/Ink.colorset/Contents.json", color),
            ("Colors/Contents.json", namespace),
            ("Colors/Accent.colorset/Contents.json", color),
            // Namespaces nest; a plain folder inside one adds nothing.
            ("Colors/Dark/Contents.json", namespace),
            ("Colors/Dark/Shade.colorset/Contents.json", color),
            ("Colors/Loose/Deep.colorset/Contents.json", color),
        ])
        let contents = AssetCatalogContents(path: root)
        #expect(contents.colors.keys.sorted() == ["Brand", "Colors/Accent", "Colors/Dark/Shade", "Colors/Deep", "Ink"])
        #expect(contents.problems.isEmpty, "\(contents.problems)")
        // Two sets of one name (a plain folder adds nothing to "Ink"): the first by path is kept, and said.
        let twice = try catalog([
            ("A/Ink.colorset/Contents.json", colorSet(srgb("\"0x01\"", "\"0x01\"", "\"0x01\""))),
            ("B/Ink.colorset/Contents.json", colorSet(srgb("\"0x02\"", "\"0x02\"", "\"0x02\""))),
        ])
        let kept = AssetCatalogContents(path: twice)
        #expect(kept.colors["Ink"]?.components.first == 1 / 255.0)
        #expect(kept.problems.count == 1 && kept.problems[0].contains("B/Ink.colorset"), "\(kept.problems)")
    }

    /// A Contents.json that is not JSON fails the build, at the place
    /// Foundation's parser stopped, as a compiler's file:line:column; warnings stay warnings.
    @Test func aContentsFileThatIsNotJSONIsAnErrorAtItsLineAndColumn() throws {
        // "tru" on line 3: the parser stops at the newline after it, byte 30 ("é" is two bytes, one column).
        let text = "{\n  \"é\" : 1,\n  \"colors\" : tru\n}"
        let root = try catalog([
            ("Broken.colorset/Contents.json", text),
            ("Short.colorset/Contents.json", "{ \"colors\" : ["),
            ("List.colorset/Contents.json", "[1, 2]"),
            ("Ink.colorset/Contents.json", colorSet(srgb("\"0x80\"", "\"0x80\"", "\"0x80\""))),
        ])
        let contents = AssetCatalogContents(path: root)
        #expect(contents.errors.count == 3, "\(contents.errors)")
        let broken = root + "/Broken.colorset/Contents.json:3:17: error: "
        #expect(contents.errors[0].hasPrefix(broken), "\(contents.errors)")
        // Text that ends too soon: the end of the file (line 1, after its 14 characters).
        #expect(contents.errors[2].hasPrefix(root + "/Short.colorset/Contents.json:1:15: error: "))
        #expect(
            contents.errors[1] == root + "/List.colorset/Contents.json:1:1: error: asset catalog: "
                + "Contents.json is not a JSON object")
        #expect(contents.colors.keys.sorted() == ["Ink"] && contents.problems.isEmpty)
    }

    @Test func imageSetsByScaleWithVectorsAndTemplateIntent() throws {
        let images = #"""
            { "images" : [
                { "idiom" : "universal", "scale" : "1x" },
                { "filename" : "star@3x.png", "idiom" : "universal", "scale" : "3x" },
                { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "filename" : "star-phone@2x.png", "idiom" : "iphone", "scale" : "2x" },
                { "filename" : "star-pad@2x.png", "idiom" : "ipad", "scale" : "2x" },
                { "filename" : "star-dark@2x.png", "idiom" : "universal", "scale" : "2x",
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] }
              ],
              "properties" : { "template-rendering-intent" : "template" } }
            """#
        let vector =
            #"{ "images" : [ { "filename" : "logo.pdf", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }"#
        let root = try catalog([("Star.imageset/Contents.json", images), ("Logo.imageset/Contents.json", vector)])
        let contents = AssetCatalogContents(path: root)
        let star = try #require(contents.images["Star"])
        // The empty 1x slot has no file; 2x is the iphone entry's (more specific than universal),
        // the ipad and dark ones are not light mode's on an iPhone; sorted by scale.
        #expect(star.files.map(\.scale) == [2, 3])
        #expect(
            star.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["star-phone@2x.png", "star@3x.png"])
        #expect(star.files[0].path == root + "/Star.imageset/star-phone@2x.png")
        #expect(star.renderingIntent == "template" && star.vectorFiles.isEmpty)
        let logo = try #require(contents.images["Logo"])
        #expect(logo.files.isEmpty && logo.vectorFiles == [root + "/Logo.imageset/logo.pdf"])
        #expect(logo.renderingIntent == nil)
    }

    @Test func generatedSwiftHoldsTheValuesAndTheShadowingInitializers() throws {
        let root = try catalog([
            ("Brand.colorset/Contents.json", colorSet(srgb("\"0x33\"", "\"0x99\"", "\"0xCC\""))),
            ("Odd \"name\".colorset/Contents.json", colorSet(srgb("\"0\"", "\"0\"", "\"0\""))),
        ])
        let swift = AssetCatalogSwift.generate([AssetCatalogContents(path: root)])
        // 0x33/255 = 0.2, 0x99/255 = 0.6, 0xCC/255 = 0.8, each printed as Swift prints the Double.
        #expect(swift.contains(#""Brand": AssetCatalog.NamedColor(space: "srgb", components: [0.2, 0.6, 0.8, 1.0]),"#))
        #expect(swift.contains(#""Odd \"name\"": AssetCatalog.NamedColor("#))
        #expect(swift.contains("images: [:]"))
        #expect(swift.contains("convenience init?(\n        named name: String, in bundle: Bundle? = nil"))
        #expect(swift.contains("convenience init?(named name: String) {"))
    }
}
