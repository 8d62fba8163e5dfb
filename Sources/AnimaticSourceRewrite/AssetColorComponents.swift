import Foundation

/// A color set entry's `"color"` read as numbers: its `color-space` and its components (red,
/// green, blue, alpha; or white, alpha for a gray space), each in the space's own units.
/// AnimaticUIKit converts them to the sRGB it draws in (`AssetCatalog.NamedColor`), with the
/// conversion `CGColor.converted(to:…)` uses. Components are written by Xcode as strings in
/// one of its three input methods: floating point ("0.500"), hexadecimal ("0x80") or 8-bit
/// integers ("128"); alpha is a float in all three (Xcode writes "1.000") or hexadecimal. A
/// JSON number is a float.
public enum AssetColorComponents {
    public struct Problem: Error, Equatable {
        public var message: String
    }

    /// The color spaces Xcode's color set inspector writes, by the components each has.
    static let spaces: [String: [String]] = [
        "srgb": ["red", "green", "blue"], "extended-srgb": ["red", "green", "blue"],
        "extended-linear-srgb": ["red", "green", "blue"], "display-p3": ["red", "green", "blue"],
        "gray-gamma-22": ["white"], "extended-gray": ["white"],
    ]

    /// The entry's space (sRGB when it names none) and components, alpha last (1 when absent).
    public static func read(_ color: [String: Any]) -> Result<(space: String, components: [Double]), Problem> {
        let space = color["color-space"] as? String ?? "srgb"
        guard let keys = spaces[space] else {
            return .failure(Problem(message: "color space \"\(space)\" is not read"))
        }
        let components = color["components"] as? [String: Any] ?? [:]
        var values: [Double] = []
        for key in keys + ["alpha"] {
            guard let value = components[key] else {
                if key == "alpha" {
                    values.append(1)
                    continue
                }
                return .failure(Problem(message: "no \(key) component"))
            }
            guard let number = number(value, isAlpha: key == "alpha") else {
                return .failure(Problem(message: "\(key) component \"\(value)\" is not a number"))
            }
            values.append(number)
        }
        return .success((space, values))
    }

    /// "0x80" → 128/255, "128" → 128/255 (not for alpha), "0.500" → 0.5, a JSON number as it is.
    static func number(_ value: Any, isAlpha: Bool) -> Double? {
        if !(value is String), let number = value as? NSNumber { return number.doubleValue }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if !isAlpha, !text.contains("."), let byte = Int(text) { return Double(byte) / 255 }
        return Double(text)
    }
}
