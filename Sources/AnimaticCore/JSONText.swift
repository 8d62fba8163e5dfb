/// JSON string literals, for the files Animatic writes by hand so their layout stays stable
/// and diff-friendly (one value per line, keys in a fixed order).
public enum JSONText {
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out += c.value < 0x20 ? "\\u" + String(c.value, radix: 16).leftPadded(to: 4) : String(c)
            }
        }
        return out + "\""
    }

    /// Whole numbers without a fraction, others in Swift's shortest round-trip form.
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        return x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
