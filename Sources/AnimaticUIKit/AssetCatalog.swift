import AnimaticCore
import Foundation

/// An app's asset catalog, as the AnimaticRewrite plugin reads it at build time (the catalog
/// listed in AnimaticSources.txt becomes a generated file holding these values): each color
/// set's sRGB color and each image set's files, by the name `UIColor(named:)` and
/// `UIImage(named:)` take (a namespaced folder's name in front: "Colors/Brand").
public struct AssetCatalog: Sendable {
    public struct NamedColor: Sendable {
        /// The set's color space as the catalog names it ("srgb", "display-p3" …) and its
        /// components in it, alpha last (red, green, blue, alpha; or white, alpha).
        public var space: String
        public var components: [Double]
        /// A system color the set refers to ("systemBlue"), drawn as Animatic's color of that name.
        public var systemReference: String?

        public init(space: String, components: [Double]) {
            self.space = space
            self.components = components
        }
        public init(systemReference: String) {
            self.init(space: "srgb", components: [])
            self.systemReference = systemReference
        }

        /// The sRGB color Animatic draws, and how it differs from iOS's when it does (nil when
        /// the space or the system color is unknown). Display P3 and linear sRGB convert as
        /// `CGColor.converted(to:…)` does (RGBSpace); gamma 2.2 gray (CGColorSpace's
        /// genericGrayGamma2_2, "an exponential transfer function with a power of 2.2", whose
        /// colorimetry extendedGray shares) is white^2.2 in linear light. A color outside sRGB,
        /// which iOS shows on a P3 screen, is clamped into it and said so.
        var srgb: (color: Color, note: String?)? {
            if let systemReference { return Color.named[systemReference].map { ($0, nil) } }
            let linear: RGBSpace.RGB
            switch (space, components.count) {
            case ("srgb", 4), ("extended-srgb", 4):
                linear = RGBSpace.extendedSRGB.toSRGB((components[0], components[1], components[2]))
            case ("extended-linear-srgb", 4):
                linear = RGBSpace.linearSRGB.toSRGB((components[0], components[1], components[2]))
            case ("display-p3", 4): linear = RGBSpace.displayP3.toSRGB((components[0], components[1], components[2]))
            case ("gray-gamma-22", 2), ("extended-gray", 2):
                let white = components[0] < 0 ? -pow(-components[0], 2.2) : pow(components[0], 2.2)
                linear = (white, white, white)
            default: return nil
            }
            let (color, outside) = RGBSpace.drawn(linear: linear, alpha: components[components.count - 1])
            return (color, outside.map { "its \(space) color, \($0) in sRGB, is \(RGBSpace.clampedWords)" })
        }
    }

    public struct NamedImage: Sendable {
        /// Bitmap files by scale (1, 2, 3; nil for a file with no scale), absolute paths.
        public var files: [(scale: Double?, path: String)]
        /// PDF or SVG files, which Animatic does not draw.
        public var vectorFiles: [String]
        /// "template" (`.alwaysTemplate`), "original" (`.alwaysOriginal`) or nil (`.automatic`).
        public var renderingIntent: String?
        public init(files: [(Double?, String)], vectorFiles: [String] = [], renderingIntent: String? = nil) {
            self.files = files.map { (scale: $0.0, path: $0.1) }
            self.vectorFiles = vectorFiles
            self.renderingIntent = renderingIntent
        }

        /// The file for a screen of `deviceScale`: the file of that scale; else the nearest
        /// larger one (drawn smaller, it loses nothing), else the largest. Apple says only that
        /// UIImage(named:) returns "the variant of that image that's best suited for the main
        /// screen"; which one stands in for a missing scale is Animatic's choice.
        func file(forScale deviceScale: Double) -> (scale: Double, path: String)? {
            let scaled = files.map { (scale: $0.scale ?? 1, path: $0.path) }
            if let exact = scaled.first(where: { $0.scale == deviceScale }) { return exact }
            let larger = scaled.filter { $0.scale > deviceScale }.min { $0.scale < $1.scale }
            return larger ?? scaled.max { $0.scale < $1.scale }
        }
    }

    public var path: String
    public var colors: [String: NamedColor]
    public var images: [String: NamedImage]

    public init(path: String, colors: [String: NamedColor], images: [String: NamedImage]) {
        self.path = path
        self.colors = colors
        self.images = images
    }
}

extension UIColor {
    /// `UIColor(named:)` against the app's catalogs (the generated file passes them): the first
    /// catalog's color of that name; a name none has is magenta (see `assetCatalogStandIn`),
    /// reported at the call and wherever a view shows it.
    public convenience init?(named name: String, from catalogs: [AssetCatalog]) {
        let named = catalogs.lazy.compactMap({ $0.colors[name] }).first
        guard let named, let (color, note) = named.srgb else {
            self.init(Self.assetCatalogStandIn, assetCatalogName: name)
            let unknown = named.map { " (its \($0.systemReference ?? $0.space) is not known here)" } ?? ""
            Recording.report(Self.assetCatalogMessage(name) + unknown)
            return
        }
        if let note { Recording.report("UIColor(named: \"\(name)\"): \(note)") }
        self.init(color)
    }
}

extension UIImage {
    /// The image set a name with a bitmap extension finds: iOS finds an app's catalog image named
    /// "basil" for `UIImage(named: "basil.jpg")` (Ray Wenderlich's BeginnerCook, a published app,
    /// names its catalog's herbs so), though Apple documents only the name without one.
    static func imageSetName(_ name: String) -> String {
        let ext = URL(fileURLWithPath: name).pathExtension.lowercased()
        return ["png", "jpg", "jpeg"].contains(ext) ? String(name.dropLast(ext.count + 1)) : name
    }

    static func assetCatalogMessage(_ name: String) -> String {
        "UIImage(named: \"\(name)\"): in no asset catalog AnimaticSources.txt lists and no PNG or JPEG file at that path; "
            + "an empty image, drawn as nothing where the app's image would be"
    }

    /// `UIImage(named:)` against the app's catalogs (the generated file passes them): the first
    /// catalog's image set of that name, at the file its scale picks (`NamedImage.file`), its
    /// `scale` that file's so `size` is in points; else a PNG or JPEG file at that path, as before. A
    /// name neither has is an empty stand-in, not nil, as `UIColor(named:)`'s is magenta: on
    /// iOS the app's own names are found (Apple: nil "if the method could not find the
    /// specified image"), and apps unwrap the result with `!`. It is reported at the call in a
    /// recording and where an image view shows it.
    public convenience init?(named name: String, from catalogs: [AssetCatalog]) {
        let setName = Self.imageSetName(name)
        guard let named = catalogs.lazy.compactMap({ $0.images[name] ?? $0.images[setName] }).first else {
            guard let file = UIImage.imageFile(named: name) else {
                self.init()
                assetCatalogName = name
                Recording.report(Self.assetCatalogMessage(name))
                return
            }
            self.init(file: file, scale: 1)
            return
        }
        let mode: RenderingMode =
            switch named.renderingIntent {
            case "template": .alwaysTemplate
            case "original": .alwaysOriginal
            default: .automatic
            }
        guard let file = named.file(forScale: Recording.screenScale) else {
            Recording.report(
                "UIImage(named: \"\(name)\"): "
                    + (named.vectorFiles.isEmpty
                        ? "its image set has no file for an iPhone"
                        : "a vector image (\(named.vectorFiles.map { URL(fileURLWithPath: $0).lastPathComponent }))"
                            + " is not drawn in Animatic")
                    + "; an empty image, drawn as nothing")
            self.init()
            renderingMode = mode
            return
        }
        guard FileManager.default.fileExists(atPath: file.path) else {
            Recording.report("UIImage(named: \"\(name)\"): its file \(file.path) is not there; an empty image")
            self.init()
            return
        }
        // Frames decode PNG and JPEG; a HEIF or other file of the set would fail the render.
        guard ImageHeader.read(path: file.path) != nil else {
            Recording.report(
                "UIImage(named: \"\(name)\"): \(URL(fileURLWithPath: file.path).lastPathComponent) is neither a PNG nor "
                    + "a JPEG, which is all Animatic decodes; an empty image, drawn as nothing")
            self.init()
            return
        }
        self.init(file: file.path, scale: file.scale)
        renderingMode = mode
    }
}
