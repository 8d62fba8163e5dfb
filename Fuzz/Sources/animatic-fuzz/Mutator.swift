// A structure-aware mutator: scenes are YAML text whose interesting failures hide behind
// numbers that parse fine and are absurd. Most mutations swap one number of the input for an
// extreme, or repeat a line (fan-out); the rest are libFuzzer's own byte mutations.

import Animatic

@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// Numbers at the edges: zeros, denormals, the largest and smallest doubles, NaN and
/// infinities as YAML writes them, Int and UInt32 boundaries, and counts past every limit.
let extremes: [String] = [
    "0", "-0", "-0.0", "5e-324", "-5e-324", "2.2250738585072014e-308", "1e-308", "1e308", "-1e308",
    "1.7976931348623157e308", "-1.7976931348623157e308", "1e300", "-1e300", "1e16", "1e9", "-1e9",
    ".nan", ".NaN", ".inf", "-.inf", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "18446744073709551616", "2147483647", "-2147483648", "4294967295", "4294967296", "1000000", "100000",
    "10000", "8193", "1e-9", "1e-300", "-1", "0.5", "1", "2", "65536",
]

/// Byte ranges of the numbers in `text`: an optional sign, digits, a fraction, an exponent;
/// also `.nan` and `.inf` spellings.
func numberRanges(_ text: [UInt8]) -> [Range<Int>] {
    func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    func isWordByte(_ c: UInt8) -> Bool { isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }
    var ranges: [Range<Int>] = []
    var i = 0
    while i < text.count {
        let start = i
        if i > 0, isWordByte(text[i - 1]) {
            i += 1
            continue
        }
        var j = i
        if text[j] == 45 || text[j] == 43 { j += 1 }
        let digitsStart = j
        while j < text.count, isDigit(text[j]) || text[j] == 46 { j += 1 }
        if j > digitsStart, text[digitsStart..<j].contains(where: isDigit) {
            if j < text.count, text[j] == 101 || text[j] == 69 {
                var k = j + 1
                if k < text.count, text[k] == 45 || text[k] == 43 { k += 1 }
                let expStart = k
                while k < text.count, isDigit(text[k]) { k += 1 }
                if k > expStart { j = k }
            }
            if j >= text.count || !isWordByte(text[j]) { ranges.append(start..<j) }
            i = j
        } else {
            i += 1
        }
    }
    return ranges
}

/// `text` with one number replaced by an extreme, one line repeated, or nil when neither applies.
func mutateStructure(_ text: [UInt8], using rng: inout SplitMix64) -> [UInt8]? {
    switch rng.next() % 10 {
    case 0..<6:
        let numbers = numberRanges(text)
        guard let range = numbers.randomElement(using: &rng) else { return nil }
        var out = text
        out.replaceSubrange(range, with: Array(extremes.randomElement(using: &rng)!.utf8))
        return out
    case 6..<8:
        // Repeat one line a few times: more subviews, steps, keyframes or list items.
        let lineStarts = [0] + text.indices.filter { text[$0] == 10 }.map { $0 + 1 }.filter { $0 < text.count }
        guard let start = lineStarts.randomElement(using: &rng) else { return nil }
        let end = text[start...].firstIndex(of: 10).map { $0 + 1 } ?? text.count
        let line = Array(text[start..<end]) + (end == text.count ? [10] : [])
        var out = text
        let copies = Int(rng.next() % 8) + 1
        out.insert(
            contentsOf: Array([[UInt8]](repeating: line, count: copies).joined()),
            at: end == text.count ? text.count : end)
        return out
    default:
        return nil
    }
}

@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int
{
    var rng = SplitMix64(seed: UInt64(seed))
    let text = Array(UnsafeBufferPointer(start: data, count: size))
    if let mutated = mutateStructure(text, using: &rng), mutated.count <= maxSize {
        for (i, byte) in mutated.enumerated() { data[i] = byte }
        return mutated.count
    }
    return libFuzzerMutate(data, size, maxSize)
}
