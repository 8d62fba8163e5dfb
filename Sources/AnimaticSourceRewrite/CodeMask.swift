/// Which characters of a Swift file are code, as opposed to comments and string literals
/// (plain, multi-line and raw; interpolations count as part of their string), so the rewrite
/// never changes text a user reads or prints.
struct CodeMask {
    private var code: [Bool]

    init(_ chars: [Unicode.Scalar]) {
        code = Array(repeating: true, count: chars.count)
        var index = 0
        func mark(_ range: Range<Int>) { for i in range where i < code.count { code[i] = false } }
        // Compared scalar by scalar, without making arrays: this runs at every character.
        func at(_ i: Int, _ text: String) -> Bool {
            var j = i
            for scalar in text.unicodeScalars {
                guard j < chars.count, chars[j] == scalar else { return false }
                j += 1
            }
            return true
        }
        while index < chars.count {
            if at(index, "//") {
                let start = index
                while index < chars.count, chars[index] != "\n" { index += 1 }
                mark(start..<index)
            } else if at(index, "/*") {
                let start = index
                var depth = 0
                while index < chars.count {
                    if at(index, "/*") {
                        depth += 1
                        index += 2
                        continue
                    }
                    if at(index, "*/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                        continue
                    }
                    index += 1
                }
                mark(start..<index)
            } else if chars[index] == "\"" || (chars[index] == "#" && Self.rawStringStart(chars, index) != nil) {
                let start = index
                var hashes = 0
                while index < chars.count, chars[index] == "#" {
                    hashes += 1
                    index += 1
                }
                let multiline = at(index, "\"\"\"")
                let quote = multiline ? "\"\"\"" : "\""
                index += quote.unicodeScalars.count
                let closing = quote + String(repeating: "#", count: hashes)
                let escape = "\\" + String(repeating: "#", count: hashes)
                var interpolation = 0
                while index < chars.count {
                    if interpolation > 0 {
                        if chars[index] == "(" { interpolation += 1 }
                        if chars[index] == ")" { interpolation -= 1 }
                        index += 1
                        continue
                    }
                    if at(index, escape + "(") {
                        interpolation = 1
                        index += escape.unicodeScalars.count + 1
                        continue
                    }
                    if at(index, escape) {
                        index += escape.unicodeScalars.count + 1
                        continue
                    }
                    if at(index, closing) {
                        index += closing.unicodeScalars.count
                        break
                    }
                    if !multiline, chars[index] == "\n" { break }
                    index += 1
                }
                mark(start..<index)
            } else {
                index += 1
            }
        }
    }

    /// `#"`, `##"` …: the start of a raw string.
    private static func rawStringStart(_ chars: [Unicode.Scalar], _ index: Int) -> Int? {
        var i = index
        while i < chars.count, chars[i] == "#" { i += 1 }
        return i < chars.count && chars[i] == "\"" && i > index ? i : nil
    }

    func isCode(_ index: Int) -> Bool { code[index] }
}
