// Core Image, visible through `import UIKit` as on iOS (an app's file that imports only UIKit makes a
// `CIContext`) and through `import CoreImage` (Sources/StandIns/CoreImage). Core Image's filters
// (blurs, color adjustments, …) run on the GPU on iOS; Animatic applies none of them: a filter's
// output is its input image, marked, and wherever such an image is shown (an image view, a layer's
// contents) it is reported on screen, and making one in a recording is reported at the call. Geometry (extent, cropping, transforms) is kept.
import Foundation

public let kCIInputImageKey = "inputImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputColorKey = "inputColor"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputScaleKey = "inputScale"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputExtentKey = "inputExtent"
public let kCIOutputImageKey = "outputImage"

/// An image as Core Image describes it: the pixels it starts from and the filters named on it.
public final class CIImage: @unchecked Sendable {
    let image: UIImage?
    public let extent: CGRect
    /// The filters applied on iOS and not here, in order.
    let unapplied: [String]

    init(image: UIImage?, extent: CGRect, unapplied: [String]) {
        (self.image, self.extent, self.unapplied) = (image, extent, unapplied)
    }
    public convenience init?(image: UIImage) {
        let pixels = image.cgImage.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        self.init(image: image, extent: CGRect(origin: .zero, size: pixels), unapplied: [])
    }
    public convenience init(cgImage: CGImage) {
        self.init(
            image: UIImage(cgImage: cgImage), extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height),
            unapplied: [])
    }
    public convenience init(color: CIColor) {
        self.init(image: nil, extent: .infinite, unapplied: ["a CIImage of a color"])
    }
    public static var empty: CIImage { CIImage(image: nil, extent: .zero, unapplied: []) }

    func filtered(_ name: String) -> CIImage { CIImage(image: image, extent: extent, unapplied: unapplied + [name]) }
    public func cropped(to rect: CGRect) -> CIImage {
        CIImage(image: image, extent: extent.intersection(rect), unapplied: unapplied)
    }
    public func clampedToExtent() -> CIImage { CIImage(image: image, extent: .infinite, unapplied: unapplied) }
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        matrix.isIdentity ? self : filtered("CIAffineTransform")
    }
    public func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage {
        filtered(filterName)
    }
    public func applyingGaussianBlur(sigma: Double) -> CIImage { sigma > 0 ? filtered("CIGaussianBlur") : self }
    public func composited(over dest: CIImage) -> CIImage { filtered("CISourceOverCompositing") }
}

public final class CIColor: @unchecked Sendable {
    public let red, green, blue, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    public convenience init(color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
}

/// A named filter with its inputs, kept; its `outputImage` is the input image, marked unapplied.
open class CIFilter: @unchecked Sendable {
    public let name: String
    private var inputs: [String: Any] = [:]
    public init?(name: String) { self.name = name }
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }
    open func setValue(_ value: Any?, forKey key: String) { inputs[key] = value }
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : inputs[key] }
    open func setDefaults() {}
    open var inputKeys: [String] { inputs.keys.sorted() }
    open var outputKeys: [String] { [kCIOutputImageKey] }
    open var attributes: [String: Any] { [:] }
    open var outputImage: CIImage? { (inputs[kCIInputImageKey] as? CIImage)?.filtered(name) }
}

/// Renders a CIImage: the image it starts from, cropped to `rect` in pixels; a filtered one is
/// reported at the call in a recording and marked, so that where it is shown it is reported too.
public final class CIContext: @unchecked Sendable {
    public init(options: [String: Any]? = nil) {}
    @MainActor
    public func createCGImage(
        _ image: CIImage, from fromRect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> CGImage? {
        guard let source = image.image?.cgImage else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: source.width, height: source.height)
        let rect = fromRect.isInfinite ? bounds : fromRect.intersection(bounds)
        guard !rect.isNull else { return nil }
        // Always a new image (the app's own is not marked).
        let cropped = source.cropping(to: rect)
        if !image.unapplied.isEmpty {
            let message = CIImage.message(image.unapplied)
            reportNotModelled(message, file: file, line: line, column: column)
            cropped?.markNotDrawnAsOnIOS(message)
        }
        return cropped
    }
}

extension CIImage {
    static func message(_ filters: [String]) -> String {
        "Core Image \(filters.joined(separator: ", ")): filters are not applied in Animatic (the image is unfiltered)"
    }
}

extension UIImage {
    /// An image of a CIImage: the pixels it starts from; a filtered one is marked (reported where shown).
    @MainActor
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }
    @MainActor
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let cgImage = ciImage.image?.cgImage {
            self.init(cgImage: cgImage, scale: scale, orientation: orientation)
        } else {
            self.init()
        }
        if !ciImage.unapplied.isEmpty { markNotDrawnAsOnIOS(CIImage.message(ciImage.unapplied)) }
    }
}
