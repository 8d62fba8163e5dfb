/// Where something was written in a scene file, for errors a user can jump to.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    public static let unknown = SourceLocation(file: "<scene>", line: 0, column: 0)
    /// `file:line:column`, or just the file for a problem with the file as a whole.
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }
}

/// A problem with a scene, reported as `file:line:column: error: message`.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// Where else the error comes from, each printed as `file:line:column: note: …`: the
    /// `use:` of the template or the `include:` of the file the error is in.
    public var notes: [Note] = []
    /// Further errors found in the same file, when the reader could go on past this one.
    public var others: [SceneError] = []
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public struct Note: Sendable, Equatable {
        public var message: String
        public var location: SourceLocation
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// This error and the others, each once, in the order found.
    public var all: [SceneError] { [self.alone] + others.flatMap(\.all) }

    var alone: SceneError {
        var e = self
        e.others = []
        return e
    }

    public var description: String {
        all.map { e in
            (["\(e.location): error: \(e.message)"] + e.notes.map { "\($0.location): note: \($0.message)" }).joined(
                separator: "\n")
        }.joined(separator: "\n")
    }

    /// Several errors as one, the first carrying the rest.
    public static func combined(_ errors: [SceneError]) -> SceneError? {
        guard var first = errors.first else { return nil }
        first.others += errors.dropFirst()
        return first
    }
}

/// Suggests the closest known spelling for a misspelled key or id.
public enum Suggestion {
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
