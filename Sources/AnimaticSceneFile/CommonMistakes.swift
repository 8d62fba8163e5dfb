import AnimaticCore
import Foundation

/// Mistakes that UIKit habits and YAML's syntax make easy, caught with an error that says what
/// was meant instead of a puzzling one.
enum CommonMistakes {
    /// An unquoted `#RRGGBB` after a key is a YAML comment, so the key reads as empty (or, in
    /// a `{…}` mapping, the rest of the line disappears and YAML reports a missing brace).
    /// Every such place in the text, each located at its `#`.
    static func unquotedColors(in text: String, file: String) -> [SceneError] {
        var errors: [SceneError] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let chars = Array(line)
            var inSingle = false, inDouble = false
            var i = 0
            while i < chars.count {
                let c = chars[i]
                if c == "'" && !inDouble { inSingle.toggle() }
                if c == "\"" && !inSingle { inDouble.toggle() }
                // A comment starts at a # after whitespace, outside quotes.
                if c == "#", !inSingle, !inDouble, i > 0, chars[i - 1] == " " || chars[i - 1] == "\t" {
                    var j = i - 1
                    while j >= 0, chars[j] == " " || chars[j] == "\t" { j -= 1 }
                    var k = i + 1
                    while k < chars.count, chars[k].isHexDigit { k += 1 }
                    let digits = k - i - 1
                    let ends = k == chars.count || !(chars[k].isLetter || chars[k].isNumber)
                    if j >= 0, chars[j] == ":" || chars[j] == "," || chars[j] == "[" || chars[j] == "-",
                        [3, 4, 6, 8].contains(digits), ends
                    {
                        let color = String(chars[i..<k])
                        errors.append(
                            SceneError(
                                "\(color) here starts a YAML comment, not a color: quote it, '\(color)'",
                                at: SourceLocation(file: file, line: index + 1, column: i + 1)))
                    }
                    break
                }
                i += 1
            }
        }
        return errors
    }

    /// `CGRectMake(…)`, `CGPoint(x:y:)` … written into a scene: in a `{…}` mapping YAML splits
    /// them at their commas, so they are found in the text, each located at its start.
    static func swiftGeometry(in text: String, file: String) -> [SceneError] {
        var errors: [SceneError] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let s = String(line)
            var searchStart = s.startIndex
            while let range = s.range(of: "CG", range: searchStart..<s.endIndex) {
                searchStart = range.upperBound
                guard let close = s[range.lowerBound...].firstIndex(of: ")") else { break }
                let candidate = String(s[range.lowerBound...close])
                guard let call = geometryCall(candidate),
                    ["CGRect", "CGRectMake", "CGPoint", "CGPointMake", "CGSize", "CGSizeMake"].contains(call.name)
                else { continue }
                let column = s.distance(from: s.startIndex, to: range.lowerBound) + 1
                // Words in quoted text (a label's) or in a comment are not values.
                guard isPlainYAML(Array(s), upTo: column - 1) else { continue }
                errors.append(
                    SceneError(
                        "\(call.name)(…) is Swift; in a scene write \(literal(call.numbers))",
                        at: SourceLocation(file: file, line: index + 1, column: column)))
                searchStart = s.index(after: close)
            }
        }
        return errors
    }

    /// Whether position `end` of a line is outside quotes and before any comment.
    static func isPlainYAML(_ chars: [Character], upTo end: Int) -> Bool {
        var inSingle = false, inDouble = false
        for i in 0..<min(end, chars.count) {
            let c = chars[i]
            if c == "'" && !inDouble { inSingle.toggle() }
            if c == "\"" && !inSingle { inDouble.toggle() }
            if c == "#", !inSingle, !inDouble, i == 0 || chars[i - 1] == " " { return false }
        }
        return !inSingle && !inDouble
    }

    /// UIKit's and Core Animation's spellings of a timing curve (`.curveEaseInOut`,
    /// `UIViewAnimationOptionCurveEaseIn`, `kCAMediaTimingFunctionEaseOut`,
    /// `CAMediaTimingFunctionName.linear`) and the scene format's name for them.
    static func curveName(forUIKitSpelling spelling: String) -> String? {
        var s = spelling
        for prefix in [
            "UIViewAnimationOptionCurve", "UIViewAnimationCurve", "UIView.AnimationOptions.curve",
            "UIView.AnimationCurve.",
            "kCAMediaTimingFunction", "CAMediaTimingFunctionName.", ".curve", "curve", ".",
        ] where s.hasPrefix(prefix) {
            s.removeFirst(prefix.count)
            break
        }
        guard let first = s.first else { return nil }
        let name = first.lowercased() + s.dropFirst()
        let known = ["linear", "easeIn", "easeOut", "easeInOut", "default"]
        return known.contains(name) && name != spelling ? name : (name == "easeInEaseOut" ? "easeInOut" : nil)
    }

    /// `CGRectMake(x, y, w, h)`, `CGRect(x: 0, y: 0, width: 10, height: 10)`, `CGPointMake(x, y)`,
    /// `CGSize(width:height:)` …: the numbers, for a "write it as [x, y, w, h]" message.
    static func geometryCall(_ text: String) -> (name: String, numbers: [Double])? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("CG"), let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            return nil
        }
        let name = String(trimmed[..<open])
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let numbers = inside.split(separator: ",").compactMap { part -> Double? in
            let value = part.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return Double(value)
        }
        return (name, numbers)
    }

    static func literal(_ numbers: [Double]) -> String {
        "["
            + numbers.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }.joined(
                separator: ", ") + "]"
    }
}
