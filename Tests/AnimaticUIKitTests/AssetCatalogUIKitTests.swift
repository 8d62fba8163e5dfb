import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// `UIColor(named:from:)` and `UIImage(named:from:)`, which the file the AnimaticRewrite plugin
/// generates from an app's asset catalogs calls: the colors converted to sRGB, the image file a
/// screen's scale picks, and what is reported where Animatic differs from iOS.
@MainActor
struct AssetCatalogUIKitTests {
    func rgba(_ color: UIColor?) -> [Double] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Double($0) }
    }

    func near(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-4) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    func catalog(colors: [String: AssetCatalog.NamedColor] = [:], images: [String: AssetCatalog.NamedImage] = [:])
        -> [AssetCatalog]
    {
        [AssetCatalog(path: "/app/Assets.xcassets", colors: colors, images: images)]
    }

    func color(_ space: String, _ components: [Double]) -> UIColor? {
        UIColor(named: "c", from: catalog(colors: ["c": .init(space: space, components: components)]))
    }

    @Test func colorSpacesConvertToSRGB() {
        #expect(near(rgba(color("srgb", [0.2, 0.6, 0.8, 0.5])), [0.2, 0.6, 0.8, 0.5], 1e-12))
        // Display P3 (0.8, 0.4, 0.2), by hand: decode ((c + 0.055)/1.055)^2.4 → (0.60383, 0.13287,
        // 0.03310); P3 → sRGB in linear light (rows 1.22494 −0.22494 0 / −0.04206 1.04206 0 /
        // −0.01964 −0.07864 1.09827) → (0.70976, 0.11306, 0.01405); encode 1.055·v^(1/2.4) − 0.055.
        #expect(near(rgba(color("display-p3", [0.8, 0.4, 0.2, 1])), [0.85957, 0.37040, 0.12343, 1]))
        // Gamma 2.2 gray 0.5: 0.5^2.2 = 0.21764 of light; in sRGB 1.055·0.21764^(1/2.4) − 0.055 = 0.50387.
        #expect(near(rgba(color("gray-gamma-22", [0.5, 1])), [0.50387, 0.50387, 0.50387, 1]))
        #expect(near(rgba(color("extended-gray", [0.5, 0.25])), [0.50387, 0.50387, 0.50387, 0.25]))
        // Linear sRGB 0.21764 is sRGB 0.50387 (the same light as above).
        #expect(
            near(
                rgba(color("extended-linear-srgb", [0.217638, 0.217638, 0.217638, 1])), [0.50387, 0.50387, 0.50387, 1]))
        #expect(
            near(
                rgba(UIColor(named: "s", from: catalog(colors: ["s": .init(systemReference: "systemBlue")]))),
                [0, 122 / 255.0, 1, 1]))
    }

    @Test func aColorOutsideSRGBIsClampedAndSaidSo() {
        var drawn: [Double] = []
        let messages = problems { context in
            // P3 red is sRGB (1.0931, −0.2267, −0.1501) (CGColorSpaceTests): outside sRGB.
            drawn = self.rgba(self.color("display-p3", [1, 0, 0, 1]))
            context.completeTransition(true)
        }
        #expect(drawn == [1, 0, 0, 1])
        #expect(messages.count == 1 && messages[0].contains("outside sRGB"), "\(messages)")
        // Within one 8-bit step of sRGB is the frames' own rounding: not reported. Display P3
        // (0.515, 0.671, 0.977), a color set of a public app's catalog, is sRGB blue 255.57 / 255
        // (decode, the P3 → sRGB matrix's last row, encode, as in colorSpacesConvertToSRGB).
        var edge: [Double] = []
        let atTheEdge = problems { context in
            edge = self.rgba(self.color("display-p3", [0.515, 0.671, 0.977, 1]))
            context.completeTransition(true)
        }
        #expect(atTheEdge.isEmpty, "\(atTheEdge)")
        #expect(near(edge, [0.47055, 0.67657, 1, 1]), "\(edge)")
        #expect(
            problems { context in
                _ = self.color("extended-srgb", [1.001, 0, -0.001, 1])
                context.completeTransition(true)
            }.isEmpty)
    }

    @Test func aNameNoCatalogHasIsTheReportedStandIn() {
        let messages = problems { context in
            #expect(self.rgba(UIColor(named: "Missing", from: self.catalog())) == [1, 0, 1, 1])
            // An empty stand-in, not nil, as the color's: apps unwrap it.
            #expect(UIImage(named: "missing", from: self.catalog())?.size == .zero)
            context.completeTransition(true)
        }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("UIColor(named: \"Missing\"): in no asset catalog") == true)
        #expect(messages.last?.contains("UIImage(named: \"missing\")") == true)
    }

    /// An image stand-in made before the recording is reported where an image view on screen
    /// shows it (it draws nothing where the app's image would be).
    @Test func anImageStandInMadeBeforeTheRecordingIsReportedOnScreen() {
        let avatar = UIImageView(image: UIImage(named: "Avatar")!)
        avatar.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let template = UIImageView(frame: CGRect(x: 30, y: 0, width: 20, height: 20))
        template.image = UIImage(named: "Icon")?.withRenderingMode(.alwaysOriginal)
        let messages = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.addSubview(avatar)
            to.addSubview(template)
            context.completeTransition(true)
        }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("UIImage(named: \"Avatar\")") }, "\(messages)")
        #expect(messages.contains { $0.contains("UIImage(named: \"Icon\")") }, "\(messages)")
    }

    /// A 6 × 4 px PNG in a temporary folder.
    func png() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("asset-\(UUID().uuidString).png").path
        let bytes = [UInt8](repeating: 200, count: 6 * 4 * 4)
        try Data(PNGEncoder.encode(Frame(width: 6, height: 4, rgba: bytes))).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anImageSetGivesTheFileForTheScreensScaleInPoints() throws {
        let file = try png()
        defer { try? FileManager.default.removeItem(atPath: file) }
        func image(_ scales: [Double?], intent: String? = nil) -> UIImage? {
            let set = AssetCatalog.NamedImage(files: scales.map { ($0, file) }, renderingIntent: intent)
            return UIImage(named: "i", from: catalog(images: ["i": set]))
        }
        // Outside a recording the screen is @2x (UIScreen's default canvas). 6 × 4 px at scale s
        // is 6/s × 4/s pt.
        #expect(image([1, 2, 3])?.scale == 2 && image([1, 2, 3])?.size == CGSize(width: 3, height: 2))
        // No @2x: the nearest larger (@3x: 2 × 4/3 pt), else the largest there is (@1x).
        #expect(image([1, 3])?.scale == 3 && image([1, 3])?.size == CGSize(width: 2, height: 4.0 / 3))
        #expect(image([1])?.scale == 1 && image([1])?.size == CGSize(width: 6, height: 4))
        // A file with no scale is @1x.
        #expect(image([nil])?.scale == 1)
        #expect(image([2], intent: "template")?.renderingMode == .alwaysTemplate)
        #expect(image([2], intent: "original")?.renderingMode == .alwaysOriginal)
        #expect(image([2])?.renderingMode == .automatic)
        // A name with a bitmap extension finds the set of its base name, as iOS does.
        let set = AssetCatalog.NamedImage(files: [(2, file)])
        #expect(UIImage(named: "i.jpg", from: catalog(images: ["i": set]))?.size == CGSize(width: 3, height: 2))
        // In a recording the scene's canvas is the screen: @3x there.
        var inRecording: UIImage?
        let from = UIViewController(), to = UIViewController()
        _ = try TransitionScene(
            from: from, to: to,
            animator: ClosureAnimator(duration: 1) { context in
                inRecording = image([1, 2, 3])
                context.completeTransition(true)
            }, operation: .present, canvas: Canvas(size: Size(100, 100), scale: 3))
        #expect(inRecording?.scale == 3)
    }

    @Test func aVectorImageIsReportedAndEmpty() {
        var image: UIImage?
        let messages = problems { context in
            let set = AssetCatalog.NamedImage(files: [], vectorFiles: ["/app/Assets.xcassets/Logo.imageset/logo.pdf"])
            image = UIImage(named: "Logo", from: self.catalog(images: ["Logo": set]))
            context.completeTransition(true)
        }
        #expect(image?.size == .zero)
        #expect(messages.count == 1 && messages[0].contains("logo.pdf") && messages[0].contains("not drawn"))
    }

    @Test func aFileThatIsNeitherPNGNorJPEGIsReportedAndEmpty() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("asset-\(UUID().uuidString).heic").path
        // An ISO base media file's first box (ftyp heic): HEIF, which iOS decodes and Animatic does not.
        try Data([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var image: UIImage?
        let messages = problems { context in
            let set = AssetCatalog.NamedImage(files: [(2, path)])
            image = UIImage(named: "photo", from: self.catalog(images: ["photo": set]))
            context.completeTransition(true)
        }
        #expect(image?.size == .zero)
        #expect(messages.count == 1 && messages[0].contains("neither a PNG nor a JPEG"), "\(messages)")
    }

    /// A catalog's @2x JPEG, stored 24×16 with Exif orientation 6 (turn a quarter clockwise to view):
    /// upright it is 16×24 pixels, 8×12 points. Only its header is read: SOI, an APP1 "Exif" segment
    /// whose big-endian IFD0 holds Orientation (0x0112, SHORT, 6), and a baseline frame header.
    @Test func aCatalogJPEGIsItsUprightSizeInPoints() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("asset-\(UUID().uuidString).jpg").path
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let app1: [UInt8] = [0xFF, 0xE1, 0, UInt8(6 + tiff.count + 2), 0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let sof: [UInt8] = [0xFF, 0xC0, 0, 17, 8, 0, 16, 0, 24, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
        try Data([0xFF, 0xD8] + app1 + sof).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var image: UIImage?
        let messages = problems { context in
            let set = AssetCatalog.NamedImage(files: [(2, path)])
            image = UIImage(named: "photo", from: self.catalog(images: ["photo": set]))
            context.completeTransition(true)
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(image?.size == CGSize(width: 8, height: 12))
        #expect(image?.scale == 2)
    }

    /// A stand-in made before the recording (no catalog has the name) is reported where a view
    /// shows it as its text, border, shadow, shape or gradient color, not only as its background.
    @Test func aStandInShownAsTextBorderShapeOrGradientColorIsReportedOnScreen() {
        let brand = UIColor(named: "Brand")!
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        label.textColor = brand
        let card = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
        card.layer.borderWidth = 2
        card.layer.borderColor = brand.cgColor
        let shadowed = UIView(frame: CGRect(x: 0, y: 140, width: 10, height: 10))
        shadowed.layer.shadowColor = brand.cgColor
        shadowed.layer.shadowOpacity = 1
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.fillColor = brand.cgColor
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        gradient.colors = [UIColor.white.cgColor, brand.cgColor]
        let faded = UIView(frame: CGRect(x: 20, y: 140, width: 10, height: 10))
        faded.backgroundColor = brand.withAlphaComponent(0.5)
        let messages = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.addSubview(label)
            to.addSubview(card)
            to.addSubview(shadowed)
            to.layer.addSublayer(shape)
            to.layer.addSublayer(gradient)
            to.addSubview(faded)
            context.completeTransition(true)
        }
        // A stand-in keeps its name through withAlphaComponent: the faded view's background.
        #expect(messages.count == 6, "\(messages)")
        #expect(messages.contains { $0.contains("layer.fillColor: UIColor(named: \"Brand\")") }, "\(messages)")
        #expect(messages.contains { $0.contains("layer.colors: UIColor(named: \"Brand\")") }, "\(messages)")
        #expect(messages.contains { $0.contains("textColor: UIColor(named: \"Brand\")") }, "\(messages)")
        #expect(messages.contains { $0.contains("layer.borderColor: UIColor(named: \"Brand\")") }, "\(messages)")
        #expect(messages.contains { $0.contains("layer.shadowColor: UIColor(named: \"Brand\")") }, "\(messages)")
        // A real color set afterwards clears it.
        label.textColor = .black
        card.layer.borderColor = UIColor.black.cgColor
        shadowed.layer.shadowColor = nil
        shape.fillColor = UIColor.black.cgColor
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        #expect(
            problems { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                to.addSubview(label)
                to.addSubview(card)
                to.addSubview(shadowed)
                to.layer.addSublayer(shape)
                to.layer.addSublayer(gradient)
                context.completeTransition(true)
            }.isEmpty)
    }
}
