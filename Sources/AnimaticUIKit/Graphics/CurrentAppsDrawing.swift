import AnimaticCore
import Foundation

// Core Graphics and UIKit drawing that current apps' other files use (docs/census.md, tenth step):
// gradients from components, image data and encoding (not modelled: reported), reversed paths.

extension CGGradient {
    /// Core Graphics' components form: `count` colors of the space's components and alpha each
    /// (every space here is an RGB one, so four values a color), at `count` locations or spread
    /// evenly when nil, as `init(colorsSpace:colors:locations:)` takes them.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let perColor = space.numberOfComponents + 1
        let colors: [Any] = (0..<max(count, 0)).compactMap { index in
            CGColor(colorSpace: space, components: components + index * perColor)
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }
}

extension UIImage {
    /// Apple encodes the image as JPEG (or PNG); nothing encodes images in memory here, so there
    /// is no data: nil, reported in a recording (what the app saves or sends would be missing).
    public func jpegData(compressionQuality: CGFloat) -> Data? { reportNotEncoded("jpegData(compressionQuality:)") }
    public func pngData() -> Data? { reportNotEncoded("pngData()") }
    private func reportNotEncoded(_ call: String) -> Data? {
        Recording.report("UIImage.\(call): images are not encoded in Animatic; nil")
        return nil
    }
}

extension UIBezierPath {
    /// Apple: "A new path object with the same shape as the original path but with the path
    /// created in reverse order": each subpath from its last point back to its first, its curves'
    /// control points swapped, closed if it was closed; the subpaths keep their order. The new
    /// path has UIKit's default stroke settings.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.shape = ShapePath(Self.reversedElements(shape.elements))
        return reversed
    }

    private static func reversedElements(_ elements: [ShapePath.Element]) -> [ShapePath.Element] {
        var result: [ShapePath.Element] = []
        var (subpathStart, current) = (Point(0, 0), Point(0, 0))
        var segments: [(from: Point, element: ShapePath.Element)] = []
        var begun = false
        func finish(closed: Bool) {
            if begun {
                result.append(.move(current))
                for (from, element) in segments.reversed() {
                    switch element {
                    case .quad(let control, _): result.append(.quad(control, from))
                    case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
                    default: result.append(.line(from))
                    }
                }
                if closed { result.append(.close) }
            }
            (segments, begun) = ([], false)
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                (subpathStart, current, begun) = (point, point, true)
            case .close:
                finish(closed: true)
                current = subpathStart
            default:
                // A segment after a close begins a new subpath where the closed one began, as in Core Graphics.
                if !begun { (subpathStart, begun) = (current, true) }
                segments.append((current, element))
                current = element.points.last ?? current
            }
        }
        finish(closed: false)
        return result
    }
}
