import AnimaticRender

/// Animated GIF: one 256-color palette for the whole animation by median cut over every
/// frame's colors (weighted by how often they appear, so the flat colors of a UI come out
/// exact), Floyd–Steinberg dithering for gradients and shadows, and only the rectangle that
/// changed since the previous frame stored per frame (disposal "leave in place").
public struct GIFEncoder {
    public let width: Int
    public let height: Int
    public let palette: [(UInt8, UInt8, UInt8)]
    private var out: [UInt8] = []
    private var previous: [UInt8]?
    private var matcher: PaletteMatcher

    /// `frames` choose the palette; `plays` is how many times it plays (0 forever).
    public init(width: Int, height: Int, paletteFrom frames: [Frame], plays: Int = 0) throws {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw RenderError("cannot encode a \(width)×\(height) GIF")
        }
        self.width = width
        self.height = height
        palette = MedianCut.palette(frames, colors: 256)
        matcher = PaletteMatcher(palette)
        out += Array("GIF89a".utf8) + le16(width) + le16(height)
        out += [0xF7, 0, 0]  // global table of 256 colors, 8 bits per primary
        for i in 0..<256 {
            let c = i < palette.count ? palette[i] : (0, 0, 0)
            out += [c.0, c.1, c.2]
        }
        if plays != 1 {
            // NETSCAPE2.0: repetitions after the first play; 0 forever.
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(plays == 0 ? 0 : plays - 1) + [0]
        }
    }

    /// Appends a frame shown for `centiseconds` / 100 s.
    public mutating func add(_ frame: Frame, centiseconds: Int) throws {
        guard frame.width == width, frame.height == height else {
            throw RenderError("GIF frame is \(frame.width)×\(frame.height), expected \(width)×\(height)")
        }
        let rgba = frame.rgba
        let r = previous.map { changedRegion($0, rgba) } ?? (0, 0, width, height)
        out += [0x21, 0xF9, 4, 1 << 2] + le16(min(max(centiseconds, 0), 65535)) + [0, 0]
        out += [0x2C] + le16(r.0) + le16(r.1) + le16(r.2) + le16(r.3) + [0]
        let indices = dither(rgba, r)
        out.append(8)
        let data = LZW.encode(indices, minimumCodeSize: 8)
        var i = 0
        while i < data.count {
            let n = min(255, data.count - i)
            out.append(UInt8(n))
            out += data[i..<i + n]
            i += n
        }
        out.append(0)
        previous = rgba
    }

    public func finish() -> [UInt8] { out + [0x3B] }

    private func changedRegion(_ a: [UInt8], _ b: [UInt8]) -> (Int, Int, Int, Int) {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width * 4
            var x = 0
            while x < width, a[row + x * 4] == b[row + x * 4], a[row + x * 4 + 1] == b[row + x * 4 + 1],
                a[row + x * 4 + 2] == b[row + x * 4 + 2], a[row + x * 4 + 3] == b[row + x * 4 + 3]
            { x += 1 }
            guard x < width else { continue }
            var last = width - 1
            while a[row + last * 4] == b[row + last * 4], a[row + last * 4 + 1] == b[row + last * 4 + 1],
                a[row + last * 4 + 2] == b[row + last * 4 + 2], a[row + last * 4 + 3] == b[row + last * 4 + 3]
            { last -= 1 }
            minX = min(minX, x)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Floyd–Steinberg over the region, colors composited over black first.
    private mutating func dither(_ rgba: [UInt8], _ r: (Int, Int, Int, Int)) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: r.2 * r.3)
        var current = [Float](repeating: 0, count: (r.2 + 2) * 3)
        var next = current
        for y in 0..<r.3 {
            for x in 0..<r.2 {
                let p = ((r.1 + y) * width + r.0 + x) * 4
                let a = Float(rgba[p + 3]) / 255
                let e = (x + 1) * 3
                let wr = Float(rgba[p]) * a + current[e], wg = Float(rgba[p + 1]) * a + current[e + 1],
                    wb = Float(rgba[p + 2]) * a + current[e + 2]
                func byte(_ v: Float) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
                let index = matcher.nearest(byte(wr), byte(wg), byte(wb))
                indices[y * r.2 + x] = index
                let got = palette[Int(index)]
                let er = wr - Float(got.0), eg = wg - Float(got.1), eb = wb - Float(got.2)
                current[e + 3] += er * 7 / 16
                current[e + 4] += eg * 7 / 16
                current[e + 5] += eb * 7 / 16
                next[e - 3] += er * 3 / 16
                next[e - 2] += eg * 3 / 16
                next[e - 1] += eb * 3 / 16
                next[e] += er * 5 / 16
                next[e + 1] += eg * 5 / 16
                next[e + 2] += eb * 5 / 16
                next[e + 3] += er / 16
                next[e + 4] += eg / 16
                next[e + 5] += eb / 16
            }
            swap(&current, &next)
            for i in next.indices { next[i] = 0 }
        }
        return indices
    }
}

/// Nearest palette entry: exact colors directly, others through a cache over 6-bit cells.
struct PaletteMatcher {
    let palette: [(UInt8, UInt8, UInt8)]
    var exact: [UInt32: UInt8] = [:]
    var cache: [Int16]

    init(_ palette: [(UInt8, UInt8, UInt8)]) {
        self.palette = palette
        cache = [Int16](repeating: -1, count: 1 << 18)
        for (i, c) in palette.enumerated() where exact[key(c.0, c.1, c.2)] == nil {
            exact[key(c.0, c.1, c.2)] = UInt8(i)
        }
    }

    private func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    mutating func nearest(_ cr: UInt8, _ cg: UInt8, _ cb: UInt8) -> UInt8 {
        if let hit = exact[key(cr, cg, cb)] { return hit }
        let cell = Int(cr >> 2) << 12 | Int(cg >> 2) << 6 | Int(cb >> 2)
        if cache[cell] >= 0 { return UInt8(cache[cell]) }
        // The cell's center stands for every color in it.
        let (r, g, b) = (Int(cr & 0xFC) + 2, Int(cg & 0xFC) + 2, Int(cb & 0xFC) + 2)
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let dr = Int(p.0) - r, dg = Int(p.1) - g, db = Int(p.2) - b
            // Weighted for the eye's sensitivity (green most, blue least).
            let d = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        cache[cell] = Int16(best)
        return UInt8(best)
    }
}

enum MedianCut {
    /// Up to `colors` colors: boxes of the 5-bit color histogram split at the weighted median
    /// of their longest side, the box with the most pixels·extent first; each color is the
    /// mean of the exact colors that fell into its box.
    static func palette(_ frames: [Frame], colors: Int) -> [(UInt8, UInt8, UInt8)] {
        var count = [Int](repeating: 0, count: 1 << 15)
        var sums = [(Int, Int, Int)](repeating: (0, 0, 0), count: 1 << 15)
        for frame in frames {
            frame.rgba.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    let a = Int(p[i + 3])
                    let r = Int(p[i]) * a / 255, g = Int(p[i + 1]) * a / 255, b = Int(p[i + 2]) * a / 255
                    let cell = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
                    count[cell] += 1
                    sums[cell].0 += r
                    sums[cell].1 += g
                    sums[cell].2 += b
                    i += 4
                }
            }
        }
        let cells = (0..<(1 << 15)).filter { count[$0] > 0 }
        func channel(_ cell: Int, _ c: Int) -> Int { (cell >> (10 - 5 * c)) & 31 }
        var boxes: [[Int]] = [cells]
        func extent(_ box: [Int]) -> (axis: Int, size: Int) {
            (0..<3).map { c in (c, (box.map { channel($0, c) }.max() ?? 0) - (box.map { channel($0, c) }.min() ?? 0)) }
                .max { $0.1 < $1.1 }!
        }
        while boxes.count < colors {
            let candidates = boxes.indices.filter { boxes[$0].count > 1 }
            guard
                let pick = candidates.max(by: { a, b in
                    let wa = boxes[a].reduce(0) { $0 + count[$1] } * (extent(boxes[a]).size + 1)
                    let wb = boxes[b].reduce(0) { $0 + count[$1] } * (extent(boxes[b]).size + 1)
                    return wa < wb
                })
            else { break }
            let axis = extent(boxes[pick]).axis
            let sorted = boxes[pick].sorted {
                channel($0, axis) != channel($1, axis) ? channel($0, axis) < channel($1, axis) : $0 < $1
            }
            let total = sorted.reduce(0) { $0 + count[$1] }
            var running = 0, split = 1
            for (i, cell) in sorted.enumerated() {
                running += count[cell]
                if running * 2 >= total {
                    split = max(1, min(sorted.count - 1, i + 1))
                    break
                }
            }
            boxes[pick] = Array(sorted[..<split])
            boxes.append(Array(sorted[split...]))
        }
        return boxes.map { box in
            let n = box.reduce(0) { $0 + count[$1] }
            let s = box.reduce((0, 0, 0)) { ($0.0 + sums[$1].0, $0.1 + sums[$1].1, $0.2 + sums[$1].2) }
            return (UInt8((s.0 + n / 2) / n), UInt8((s.1 + n / 2) / n), UInt8((s.2 + n / 2) / n))
        }
    }
}

/// GIF's variable-length LZW with clear codes.
enum LZW {
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table = [Int16](repeating: -1, count: 4096 * 256)
        var nextCode = end + 1, codeSize = minimumCodeSize + 1
        var out: [UInt8] = []
        out.reserveCapacity(indices.count / 2)
        var bitBuffer = 0, bitCount = 0
        func emit(_ code: Int) {
            bitBuffer |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                out.append(UInt8(bitBuffer & 0xFF))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        emit(clear)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end)
            return out
        }
        for byte in indices.dropFirst() {
            let slot = prefix << 8 | Int(byte)
            let found = table[slot]
            if found >= 0 {
                prefix = Int(found)
                continue
            }
            emit(prefix)
            if nextCode < 4096 {
                table[slot] = Int16(nextCode)
                // The decoder widens its codes one code later than it adds them.
                if nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                nextCode += 1
            } else {
                emit(clear)
                for i in table.indices where table[i] >= 0 { table[i] = -1 }
                nextCode = end + 1
                codeSize = minimumCodeSize + 1
            }
            prefix = Int(byte)
        }
        emit(prefix)
        emit(end)
        if bitCount > 0 { out.append(UInt8(bitBuffer & 0xFF)) }
        return out
    }
}

private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
