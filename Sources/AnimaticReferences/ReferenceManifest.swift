import Animatic
import Foundation

/// One comparison of an Animatic frame with a frame iOS drew: a row of `References/manifest.tsv`.
public struct ReferenceCase: Sendable, Equatable {
    /// Names the case across iOS versions: two rows with one id and two versions measure iOS's noise.
    public var id: String
    /// The iOS version that recorded the reference ("18.0").
    public var ios: String
    /// The scene file, as a path (the manifest's relative path resolved against its folder).
    public var scene: String
    /// When the scene is rendered, in seconds.
    public var time: Double
    /// The reference image, relative to the references root.
    public var reference: String
    /// The frame of an animated PNG, or nil for a still one.
    public var frame: Int?
    /// The known differences expected here (docs/fidelity.md).
    public var known: [KnownDifference]
    /// Where the row is, for messages.
    public var line: Int
}

/// A difference between Animatic and iOS that is understood and tracked (docs/fidelity.md).
public enum KnownDifference: String, Sendable, CaseIterable {
    /// A depth-sorted group whose order of pieces Animatic does not yet draw as iOS does (iOS
    /// agrees with itself there: Animatic differs).
    case seams
    /// Coplanar siblings of a depth-sorted group where iOS 15.2 and 18.0 disagree with each other
    /// (checked: the suite refuses the label on a case whose iOS versions agree).
    case sameDepth = "same-depth"

    /// A few words for the table.
    public var summary: String {
        switch self {
        case .seams: "depth-sorted pieces, Animatic differs"
        case .sameDepth: "coplanar siblings, iOS versions disagree"
        }
    }
}

/// `References/manifest.tsv`: comment lines (#), a header line, then one tab-separated row per
/// case. Every problem is reported with its line; nothing is guessed.
public enum ReferenceManifest {
    static let columns = ["case", "ios", "scene", "time", "reference", "frame", "known"]

    public static func load(path: String) throws -> [ReferenceCase] {
        let text: String
        switch RegularFile.read(path, maxBytes: RegularFile.maxTextBytes) {
        case .success(let data): text = String(decoding: data, as: UTF8.self)
        case .failure(let refusal): throw ReferenceError("\(path): \(refusal.reason(for: path))")
        }
        let folder = (path as NSString).deletingLastPathComponent
        return try parse(text, file: path, folder: folder)
    }

    public static func parse(_ text: String, file: String, folder: String) throws -> [ReferenceCase] {
        var cases: [ReferenceCase] = []
        var sawHeader = false
        var keys = Set<String>()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let text = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func fail(_ message: String) -> ReferenceError { ReferenceError("\(file):\(line): \(message)") }
            guard sawHeader else {
                guard fields == columns else {
                    throw fail("expected the header '\(columns.joined(separator: "<tab>"))'")
                }
                sawHeader = true
                continue
            }
            guard fields.count == columns.count else {
                throw fail(
                    "expected \(columns.count) tab-separated fields (\(columns.joined(separator: ", "))), got \(fields.count)"
                )
            }
            let (id, ios, scene, timeText, reference, frameText, knownText) =
                (fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6])
            guard !id.isEmpty, !ios.isEmpty, !scene.isEmpty, !reference.isEmpty else {
                throw fail("case, ios, scene and reference must not be empty")
            }
            guard let time = Double(timeText), time.isFinite, time >= 0, time <= Timeline.maxDuration else {
                throw fail("time must be a number of seconds in 0…\(Int(Timeline.maxDuration)), got '\(timeText)'")
            }
            var frame: Int?
            if frameText != "-" {
                guard let value = Int(frameText), value >= 0 else {
                    throw fail("frame must be a frame index ≥ 0 or '-', got '\(frameText)'")
                }
                frame = value
            }
            var known: [KnownDifference] = []
            if knownText != "-" {
                for word in knownText.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let kind = KnownDifference(rawValue: String(word)) else {
                        let names = KnownDifference.allCases.map(\.rawValue).joined(separator: ", ")
                        throw fail("unknown known difference '\(word)'; expected some of: \(names), or '-'")
                    }
                    known.append(kind)
                }
            }
            guard !reference.hasPrefix("/"), !reference.split(separator: "/").contains("..") else {
                throw fail("reference must be a path inside the references root, got '\(reference)'")
            }
            guard keys.insert("\(id)\t\(ios)").inserted else {
                throw fail("case '\(id)' on iOS \(ios) is listed twice")
            }
            let scenePath = scene.hasPrefix("/") ? scene : (folder as NSString).appendingPathComponent(scene)
            cases.append(
                ReferenceCase(
                    id: id, ios: ios, scene: scenePath, time: time, reference: reference, frame: frame, known: known,
                    line: line))
        }
        guard sawHeader else { throw ReferenceError("\(file): no header line and no cases") }
        return cases
    }
}

/// A reference suite's bad input: a plain message naming the file (and line) at fault.
public struct ReferenceError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
