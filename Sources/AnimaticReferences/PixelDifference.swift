import Animatic

/// How far one image is from another, in 8-bit levels of premultiplied RGBA: a fully
/// transparent pixel is the same whatever colour it stores, and a faint pixel's colour counts
/// as faintly as it shows. Every channel counts, alpha included.
public struct PixelDifference: Sendable, Equatable {
    /// Pixels compared.
    public var pixels: Int
    /// Pixels whose largest channel difference is over `PixelDifference.grossLevels`.
    public var grossPixels: Int
    /// The mean of |a − b| over every channel of every pixel.
    public var meanLevels: Double
    /// The largest channel difference anywhere.
    public var maxLevels: Int
    /// Pixels whose largest channel difference is over `tolerance` (given to `between`).
    public var pixelsOverTolerance: Int

    /// A difference of a quarter of the range: not a rounding or antialiasing question but
    /// another colour or a missing shape.
    public static let grossLevels = 64

    /// The share of pixels off by more than `grossLevels`, 0…1.
    public var grossShare: Double { pixels == 0 ? 0 : Double(grossPixels) / Double(pixels) }

    /// Compares two frames of one size. `tolerance`: the level above which a pixel counts in
    /// `pixelsOverTolerance`.
    public static func between(_ a: Frame, _ b: Frame, tolerance: Int = 0) throws -> PixelDifference {
        guard a.width == b.width, a.height == b.height else {
            throw ReferenceError("the images differ in size: \(a.width)×\(a.height) and \(b.width)×\(b.height)")
        }
        var gross = 0
        var over = 0
        var sum = 0
        var largest = 0
        a.rgba.withUnsafeBufferPointer { p in
            b.rgba.withUnsafeBufferPointer { q in
                var i = 0
                while i < p.count {
                    let pa = Int(p[i + 3])
                    let qa = Int(q[i + 3])
                    var pixelMax = abs(pa - qa)
                    for k in 0..<3 {
                        let d = abs(premultiplied(Int(p[i + k]), pa) - premultiplied(Int(q[i + k]), qa))
                        sum += d
                        pixelMax = max(pixelMax, d)
                    }
                    sum += abs(pa - qa)
                    if pixelMax > grossLevels { gross += 1 }
                    if pixelMax > tolerance { over += 1 }
                    largest = max(largest, pixelMax)
                    i += 4
                }
            }
        }
        let pixels = a.width * a.height
        return PixelDifference(
            pixels: pixels, grossPixels: gross, meanLevels: pixels == 0 ? 0 : Double(sum) / Double(pixels * 4),
            maxLevels: largest, pixelsOverTolerance: over)
    }

    /// c · a / 255, rounded to nearest.
    @inline(__always)
    static func premultiplied(_ c: Int, _ a: Int) -> Int { (c * a + 127) / 255 }
}
