/// One rendered frame: straight (un-premultiplied) 8-bit RGBA, rows top to bottom,
/// stride `width * 4`.
public struct Frame: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0, "a Frame has a non-negative size")
        precondition(rgba.count == width * height * 4, "a Frame needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (0, 0 is the top-left pixel).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)×\(height) frame")
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}

public struct RenderError: Error, CustomStringConvertible {
    public var message: String
    /// The view whose content failed (an image that does not decode), when one did: the
    /// timeline's render reports the error at that view's line.
    public var viewID: String?
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
