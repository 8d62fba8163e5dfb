import Foundation

/// A JSON file that does not decode, in plain words with where in the file: never the
/// `DecodingError` dump Foundation prints.
public enum DecodingProblem {
    /// "at scenes[0].passed: expected a whole number" or "is not valid JSON (…)". With the
    /// file's bytes, a file that is valid JSON is not called invalid: Foundation on Linux says
    /// "not valid JSON" for a number that does not fit its field (1.5 where a whole number
    /// belongs), without saying where.
    public static func words(for error: any Error, in data: Data? = nil) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(place(context))expected \(name(of: type))"
        case .valueNotFound(let type, let context):
            return "\(place(context))a value is missing (expected \(name(of: type)))"
        case .keyNotFound(let key, let context):
            return "\(place(context))the key '\(key.stringValue)' is missing"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                if let data, (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
                    return "is valid JSON, but a number does not fit its field (a fraction where a whole number "
                        + "belongs, or a number too large)"
                }
                return "is not valid JSON (\(context.debugDescription))"
            }
            return "\(place(context))\(context.debugDescription)"
        @unknown default:
            return "cannot be read"
        }
    }

    /// "at scenes[0].frames[3].passed: ", or nothing at the top.
    static func place(_ context: DecodingError.Context) -> String {
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "" : "at \(path): "
    }

    static func name(of type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int32.Type, is Int64.Type, is UInt.Type: "a whole number"
        case is Double.Type, is Float.Type: "a number"
        case is String.Type: "text"
        case is Bool.Type: "true or false"
        default:
            "\(type)".hasPrefix("Array") ? "a list" : "\(type)".hasPrefix("Dictionary") ? "an object" : "a \(type)"
        }
    }
}
