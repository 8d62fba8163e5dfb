import Animatic

/// One picture per case for a person to look at: Animatic's frame, iOS's frame, and their
/// difference (the largest channel difference of each pixel, four times brighter, so a level or
/// two stays visible), side by side, each over mid-grey so transparency shows.
public enum ReferencePicture {
    public static func sideBySide(_ rendered: Frame, _ ios: Frame) -> Frame {
        let (w, h) = (rendered.width, rendered.height)
        var out = [UInt8](repeating: 255, count: w * 3 * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                var largest = 0
                for k in 0..<4 {
                    largest = max(largest, abs(Int(rendered.rgba[i + k]) - Int(ios.rgba[i + k])))
                }
                let shown = UInt8(min(255, largest * 4))
                for (panel, source) in [(0, rendered.rgba), (1, ios.rgba)] {
                    let o = (y * w * 3 + panel * w + x) * 4
                    let alpha = Int(source[i + 3])
                    for k in 0..<3 {
                        out[o + k] = UInt8((Int(source[i + k]) * alpha + 128 * (255 - alpha) + 127) / 255)
                    }
                }
                let o = (y * w * 3 + 2 * w + x) * 4
                for k in 0..<3 { out[o + k] = shown }
            }
        }
        return Frame(width: w * 3, height: h, rgba: out)
    }
}
