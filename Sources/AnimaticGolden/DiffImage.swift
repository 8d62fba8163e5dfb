import AnimaticCore
import AnimaticRender
import Foundation

/// Pictures for a reviewer: the diff image and small thumbnails.
public enum DiffImage {
    /// Colors of the diff image.
    public static let changedLight: (UInt8, UInt8, UInt8) = (255, 150, 150)
    public static let changedStrong: (UInt8, UInt8, UInt8) = (215, 0, 0)
    public static let antialiased: (UInt8, UInt8, UInt8) = (240, 180, 0)
    public static let withinTolerance: (UInt8, UInt8, UInt8) = (110, 160, 255)
    public static let box: (UInt8, UInt8, UInt8) = (200, 0, 200)

    /// The expected frame faded to a light gray, with every differing pixel painted over it:
    /// real changes in red, from pale (ΔE just over the limit) to strong (ΔE 25 and more);
    /// anti-aliasing differences in amber; differences within the tolerance in blue. A magenta
    /// box, 6 px out, frames the changed area so that a single pixel is found at a glance.
    public static func make(expected: Frame, actual: Frame, comparison: PixelComparison) -> Frame {
        let w = actual.width, h = actual.height
        guard !comparison.sizeMismatch else { return sizeMismatch(expected: expected, actual: actual) }
        var out = [UInt8](repeating: 255, count: w * h * 4)
        out.withUnsafeMutableBufferPointer { o in
            expected.rgba.withUnsafeBytes { e in
                for i in 0..<(w * h) {
                    let k = i * 4
                    let y = AntiAliasing.brightness(e, k)
                    let v = UInt8(max(0, min(255, 255 + (y - 255) * 0.15)))
                    o[k] = v
                    o[k + 1] = v
                    o[k + 2] = v
                }
            }
            for p in comparison.pixels {
                let k = Int(p.offset) * 4
                let c: (UInt8, UInt8, UInt8)
                switch p.kind {
                case .withinTolerance: c = withinTolerance
                case .antialiased: c = antialiased
                case .changed:
                    let t = min(1, max(0, (Double(p.deltaE) - comparison.tolerance.deltaE) / 25)).squareRoot()
                    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                        UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
                    }
                    c = (
                        mix(changedLight.0, changedStrong.0), mix(changedLight.1, changedStrong.1),
                        mix(changedLight.2, changedStrong.2)
                    )
                }
                o[k] = c.0
                o[k + 1] = c.1
                o[k + 2] = c.2
            }
            if let b = comparison.bounds {
                let pad = 6
                drawBox(
                    o, w, h, x0: b.x - pad, y0: b.y - pad, x1: b.x + b.width - 1 + pad, y1: b.y + b.height - 1 + pad)
            }
        }
        return Frame(width: w, height: h, rgba: out)
    }

    static func drawBox(_ o: UnsafeMutableBufferPointer<UInt8>, _ w: Int, _ h: Int, x0: Int, y0: Int, x1: Int, y1: Int)
    {
        func plot(_ x: Int, _ y: Int) {
            guard x >= 0, x < w, y >= 0, y < h else { return }
            let k = (y * w + x) * 4
            o[k] = box.0
            o[k + 1] = box.1
            o[k + 2] = box.2
            o[k + 3] = 255
        }
        for t in 0..<2 {
            for x in x0...x1 {
                plot(x, y0 - t)
                plot(x, y1 + t)
            }
            for y in y0...y1 {
                plot(x0 - t, y)
                plot(x1 + t, y)
            }
        }
    }

    /// Frames of different sizes: the actual frame over a red field the size of the larger.
    static func sizeMismatch(expected: Frame, actual: Frame) -> Frame {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            out[i * 4] = changedStrong.0
            out[i * 4 + 3] = 255
        }
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let s = (y * actual.width + x) * 4, d = (y * w + x) * 4
                out[d] = actual.rgba[s]
                out[d + 1] = actual.rgba[s + 1]
                out[d + 2] = actual.rgba[s + 2]
                out[d + 3] = 255
            }
        }
        return Frame(width: w, height: h, rgba: out)
    }

    /// The frame scaled down by a whole factor (box filter, alpha-weighted) to at most
    /// `maxWidth` pixels wide.
    public static func thumbnail(_ frame: Frame, maxWidth: Int = 160) -> Frame {
        let k = max(1, (frame.width + maxWidth - 1) / maxWidth)
        if k == 1 { return frame }
        let w = max(1, frame.width / k), h = max(1, frame.height / k)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        frame.rgba.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { o in
                for ty in 0..<h {
                    for tx in 0..<w {
                        var r = 0, g = 0, b = 0, a = 0
                        for y in (ty * k)..<(ty * k + k) {
                            var s = (y * frame.width + tx * k) * 4
                            for _ in 0..<k {
                                let alpha = Int(src[s + 3])
                                r += Int(src[s]) * alpha
                                g += Int(src[s + 1]) * alpha
                                b += Int(src[s + 2]) * alpha
                                a += alpha
                                s += 4
                            }
                        }
                        let d = (ty * w + tx) * 4
                        if a > 0 {
                            o[d] = UInt8((r + a / 2) / a)
                            o[d + 1] = UInt8((g + a / 2) / a)
                            o[d + 2] = UInt8((b + a / 2) / a)
                        }
                        o[d + 3] = UInt8((a + k * k / 2) / (k * k))
                    }
                }
            }
        }
        return Frame(width: w, height: h, rgba: out)
    }
}
