import AnimaticCore

/// Reads animated PNGs (acTL, fcTL, fdAT) into whole frames. Debian's libpng has no APNG
/// support, so each frame's data is rewrapped as a plain PNG of the frame's region (the
/// file's IHDR with the region's size, its palette and colour chunks, the frame's data as
/// IDAT) and decoded by `PNGEncoder.decode`; the regions are then composited onto the canvas
/// by the frame's dispose and blend operations, as the APNG specification describes. A plain
/// PNG reads as one frame.
public enum APNGDecoder {
    /// One frame's control: where its region goes and what happens around it.
    struct Control {
        var width: Int
        var height: Int
        var x: Int
        var y: Int
        /// 0 none, 1 background (clear the region after showing it), 2 previous (restore it).
        var dispose: UInt8
        /// 0 source (replace the region), 1 over (alpha-composite onto it).
        var blend: UInt8
    }

    /// The whole canvas after frame `index` (0-based, in display order) is composited.
    public static func frame(_ index: Int, of bytes: [UInt8]) throws -> Frame {
        let file = try APNGFile(bytes)
        guard index >= 0, index < file.frames.count else {
            throw RenderError("frame \(index) is outside the \(file.frames.count) frames of the APNG")
        }
        return try composite(file, keeping: [index])[index]!
    }

    /// The canvases after each of `indices` is composited, read in one pass over the file.
    public static func frames(_ indices: Set<Int>, of bytes: [UInt8]) throws -> [Int: Frame] {
        let file = try APNGFile(bytes)
        if let outside = indices.sorted().first(where: { $0 < 0 || $0 >= file.frames.count }) {
            throw RenderError("frame \(outside) is outside the \(file.frames.count) frames of the APNG")
        }
        return try composite(file, keeping: indices)
    }

    /// How many frames the file shows (1 for a plain PNG).
    public static func frameCount(of bytes: [UInt8]) throws -> Int {
        try APNGFile(bytes).frames.count
    }

    private static func composite(_ file: APNGFile, keeping indices: Set<Int>) throws -> [Int: Frame] {
        let width = file.width
        let last = indices.max() ?? -1
        var kept: [Int: Frame] = [:]
        var canvas = [UInt8](repeating: 0, count: width * file.height * 4)
        for (i, part) in file.frames.enumerated() where i <= last {
            let control = part.control
            let region = try PNGEncoder.decode(file.standalonePNG(part))
            guard region.width == control.width, region.height == control.height else {
                throw RenderError("APNG frame \(i) decodes to \(region.width)×\(region.height), not its fcTL's size")
            }
            // Disposal applies after the frame is shown, so the frame asked for is never disposed.
            let saved = control.dispose == 2 ? copyRegion(canvas, width: width, control) : nil
            draw(region, onto: &canvas, width: width, control)
            if indices.contains(i) { kept[i] = Frame(width: width, height: file.height, rgba: canvas) }
            if control.dispose == 1 {
                clearRegion(&canvas, width: width, control)
            } else if let saved {
                pasteRegion(saved, onto: &canvas, width: width, control)
            }
        }
        return kept
    }

    private static func draw(_ region: Frame, onto canvas: inout [UInt8], width: Int, _ c: Control) {
        for row in 0..<c.height {
            for column in 0..<c.width {
                let s = (row * c.width + column) * 4
                let d = ((c.y + row) * width + c.x + column) * 4
                if c.blend == 0 {
                    for k in 0..<4 { canvas[d + k] = region.rgba[s + k] }
                } else {
                    over(region.rgba, s, onto: &canvas, d)
                }
            }
        }
    }

    /// Straight-alpha source over destination (APNG_BLEND_OP_OVER), rounded to nearest.
    private static func over(_ source: [UInt8], _ s: Int, onto canvas: inout [UInt8], _ d: Int) {
        let sa = Double(source[s + 3]) / 255
        guard sa < 1 else {
            for k in 0..<4 { canvas[d + k] = source[s + k] }
            return
        }
        let da = Double(canvas[d + 3]) / 255
        let outA = sa + da * (1 - sa)
        guard outA > 0 else {
            for k in 0..<4 { canvas[d + k] = 0 }
            return
        }
        for k in 0..<3 {
            let value = (Double(source[s + k]) * sa + Double(canvas[d + k]) * da * (1 - sa)) / outA
            canvas[d + k] = UInt8((value).rounded().clamped(0, 255))
        }
        canvas[d + 3] = UInt8((outA * 255).rounded().clamped(0, 255))
    }

    private static func copyRegion(_ canvas: [UInt8], width: Int, _ c: Control) -> [UInt8] {
        var saved: [UInt8] = []
        saved.reserveCapacity(c.width * c.height * 4)
        for row in 0..<c.height {
            let start = ((c.y + row) * width + c.x) * 4
            saved += canvas[start..<(start + c.width * 4)]
        }
        return saved
    }

    private static func pasteRegion(_ saved: [UInt8], onto canvas: inout [UInt8], width: Int, _ c: Control) {
        for row in 0..<c.height {
            let start = ((c.y + row) * width + c.x) * 4
            canvas.replaceSubrange(
                start..<(start + c.width * 4), with: saved[(row * c.width * 4)..<((row + 1) * c.width * 4)])
        }
    }

    private static func clearRegion(_ canvas: inout [UInt8], width: Int, _ c: Control) {
        pasteRegion([UInt8](repeating: 0, count: c.width * c.height * 4), onto: &canvas, width: width, c)
    }
}

extension Double {
    fileprivate func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(high, Swift.max(low, self)) }
}
