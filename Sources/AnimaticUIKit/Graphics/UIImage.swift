import AnimaticCore
import Foundation

/// Where an image's pixels come from, and which part of that source it is. Value-like: a
/// `CGImage` is immutable, and cropping makes a new one over the same source.
struct ImageSource: Sendable, Equatable {
    enum Origin: Sendable, Equatable {
        /// Transparent pixels: an image context nothing modelled was drawn into, `UIImage()`.
        case blank
        /// The pixels of a snapshot view the recording holds (a view's hierarchy drawn in an
        /// image context at one moment); `region` is in that view's bounds, in points.
        case snapshot(String)
        /// A PNG file; `region` is in its pixels.
        case file(String)
        /// Fills, strokes and clears drawn into an image context; `region` is in the drawing's
        /// space (the context's points).
        case drawing(RecordedDrawing)
    }
    var origin: Origin
    /// The part of the origin this image shows (see `Origin`).
    var region: Rect
    /// Its size in pixels, as `CGImage.width`/`height` report them.
    var width: Int
    var height: Int

    /// The part of this image a pixel rect of it shows, as `CGImage.cropping(to:)` cuts it:
    /// the rect made integral and clipped to the image; nil when nothing is left.
    func cropped(to rect: Rect) -> ImageSource? {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return nil }
        let x0 = max(0, rect.minX.rounded(.down)), y0 = max(0, rect.minY.rounded(.down))
        let x1 = min(Double(width), rect.maxX.rounded(.up)), y1 = min(Double(height), rect.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        let kx = region.width / Double(width), ky = region.height / Double(height)
        var out = self
        out.region = Rect(region.minX + x0 * kx, region.minY + y0 * ky, (x1 - x0) * kx, (y1 - y0) * ky)
        out.width = Int(x1 - x0)
        out.height = Int(y1 - y0)
        return out
    }
}

/// `CGImage`: pixels Core Graphics holds. Here a reference to where they come from (a snapshot
/// of a view at a moment, a PNG, or nothing), cut to a rect: what the frames need to show it.
public final class CGImage: @unchecked Sendable {
    let source: ImageSource
    init(_ source: ImageSource) { self.source = source }
    /// Why this image's pixels are not what iOS would show (a Core Image filter not applied),
    /// reported wherever it is shown; kept by the images made from it.
    package private(set) var notDrawnAsOnIOS: String?
    package func markNotDrawnAsOnIOS(_ reason: String) { notDrawnAsOnIOS = notDrawnAsOnIOS ?? reason }

    public var width: Int { source.width }
    public var height: Int { source.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// `cropping(to:)`: the part of the image in `rect`, in pixels (made integral, clipped to
    /// the image), sharing its pixels; nil when the rect misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard let cropped = source.cropped(to: rect.core).map(CGImage.init) else { return nil }
        cropped.notDrawnAsOnIOS = notDrawnAsOnIOS
        return cropped
    }

    /// `copy()`: an image of the same pixels (Core Graphics' images are immutable, so sharing them
    /// is what a copy is).
    public func copy() -> CGImage? {
        let copy = CGImage(source)
        copy.notDrawnAsOnIOS = notDrawnAsOnIOS
        return copy
    }
}

/// `UIImage`: a `CGImage` and the scale its pixels are drawn at (`size` is pixels / `scale`).
/// From a PNG (an asset catalog's at its file's scale, `UIImage(named:)`; `(contentsOfFile:)`: a
/// @1x image) or drawn in an image context (`UIGraphicsImageRenderer`,
/// `UIGraphicsGetImageFromCurrentImageContext`).
public final class UIImage: NSObject, @unchecked Sendable {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated public override var description: String { "<\(type(of: self))>" }
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The PNG's path, for an image from a file (what image views show).
    let path: String?
    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    /// The name of a `UIImage(named:)` stand-in: an empty image for a name no listed catalog and
    /// no file has (AssetCatalog.swift), reported where an image view shows it. Set once, as
    /// the image is made.
    internal(set) var assetCatalogName: String?
    /// Why an image view showing this image does not draw it as iOS would (an SF Symbol, a tint,
    /// cap insets: UIImage+Variants.swift), reported where one is on screen.
    internal(set) var notDrawnAsOnIOS: String?
    /// An animated image's frames and their total duration (`animatedImage(with:duration:)`).
    public internal(set) var images: [UIImage]?
    public internal(set) var duration: TimeInterval = 0
    /// Kept as the app set them (UIImage+Variants.swift).
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    public internal(set) var capInsets = UIEdgeInsets.zero
    public internal(set) var resizingMode = ResizingMode.tile
    public internal(set) var alignmentRectInsets = UIEdgeInsets.zero

    /// `UIImage()`: no pixels, size zero.
    public override init() {
        path = nil
        cgImage = nil
        scale = 1
        imageOrientation = .up
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        path = nil
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        notDrawnAsOnIOS = cgImage.notDrawnAsOnIOS
    }
    package func markNotDrawnAsOnIOS(_ reason: String) { notDrawnAsOnIOS = notDrawnAsOnIOS ?? reason }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// nil, as on iOS, when there is no file or it is not an image; a file iOS decodes and Animatic
    /// does not (HEIF, GIF …) is reported too.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard ImageHeader.read(path: path) != nil else {
            Recording.report(
                "UIImage(contentsOfFile: \"\(path)\"): neither a PNG nor a JPEG, which is all Animatic decodes; nil")
            return nil
        }
        self.init(file: path, scale: 1)
    }

    /// The PNG or JPEG at `path` (which exists) drawn at `scale`: a @2x file's `size` is half its
    /// pixels. A JPEG's Exif orientation is applied to its pixels, so the image and its CGImage are
    /// upright with `imageOrientation` `.up` (on iOS the CGImage keeps the stored pixels and the
    /// orientation says how to turn them; both draw the same).
    init(file path: String, scale: CGFloat) {
        let standardized = (path as NSString).standardizingPath
        self.path = standardized
        let size = ImageHeader.read(path: standardized).map { ($0.width, $0.height) } ?? (0, 0)
        cgImage = CGImage(
            ImageSource(
                origin: .file(standardized), region: Rect(0, 0, Double(size.0), Double(size.1)), width: size.0,
                height: size.1))
        self.scale = scale
        imageOrientation = .up
    }

    /// Apple decodes the data's PNG, JPEG … here; nothing decodes image data in memory in
    /// Animatic, so it is nil, reported in a recording (where the image would have been drawn).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        Recording.report("UIImage(data:): image data is not decoded in Animatic; nil, drawn as nothing")
        return nil
    }

    /// The image set of that name in the app's asset catalogs (listed in AnimaticSources.txt, see
    /// AssetCatalog.swift), else a PNG file at that path; nil, reported, when neither is there.
    public convenience init?(named name: String) {
        self.init(named: name, from: [])
    }

    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(named: name, from: [])
    }
    /// iOS 13's: the image with a symbol configuration (kept, as `withConfiguration(_:)` keeps it).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, from: [])
        symbolConfiguration = configuration as? SymbolConfiguration
    }

    /// The image file `UIImage(named:)` finds outside an asset catalog: the name as a path, with
    /// ".png" added when it has none (Apple: "For PNG images, you may omit the filename extension");
    /// only a PNG or JPEG, which is what Animatic decodes.
    static func imageFile(named name: String) -> String? {
        let candidates = name.hasSuffix(".png") ? [name] : [name + ".png", name]
        return candidates.first { ImageHeader.read(path: $0) != nil }.map { URL(fileURLWithPath: $0).path }
    }

    /// How a view draws the image: `.alwaysTemplate` fills its shape with the tint color on iOS,
    /// which an image view here does not (it is reported on screen, see UIImageView).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public internal(set) var renderingMode = RenderingMode.automatic

    /// The same image with another rendering mode, as a new image (UIImage is immutable).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    /// The same pixels as a new image, with what the app made of this one kept and `change` applied.
    func copy(orientation: Orientation? = nil, _ change: (UIImage) -> Void = { _ in }) -> UIImage {
        let copy =
            if let path, orientation == nil { UIImage(file: path, scale: scale) } else if let cgImage {
                UIImage(cgImage: cgImage, scale: scale, orientation: orientation ?? imageOrientation)
            } else { UIImage() }
        copy.renderingMode = renderingMode
        copy.assetCatalogName = assetCatalogName
        copy.notDrawnAsOnIOS = notDrawnAsOnIOS
        copy.symbolConfiguration = symbolConfiguration
        (copy.capInsets, copy.resizingMode) = (capInsets, resizingMode)
        copy.alignmentRectInsets = alignmentRectInsets
        (copy.images, copy.duration) = (images, duration)
        change(copy)
        return copy
    }

    /// The size in points: the pixels over the scale.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }
}

/// `#imageLiteral(resourceName:)`: a PNG or JPEG file of that name, as `UIImage(named:)` finds one. iOS
/// traps on a name its asset catalog lacks. The literal's initializer is UIImage's conformance,
/// which the target's generated catalog file cannot shadow, so the listed catalogs are not
/// searched: a name no file has is an empty image (nothing drawn), reported when a recording makes it.
extension UIImage: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName name: String) {
        if let path = UIImage.imageFile(named: name) {
            self.init(file: path, scale: 1)
            return
        }
        self.init()
        Recording.report(
            "#imageLiteral(resourceName: \"\(name)\"): no such image file here; an empty image is drawn as nothing")
    }
}
