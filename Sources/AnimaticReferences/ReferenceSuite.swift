import Animatic
import Foundation

/// Renders the reference cases and compares each with the frame iOS drew. iOS's own noise,
/// the difference between two iOS versions' recordings of one case, sets the tolerance: a
/// case matches when no pixel is further from iOS than iOS is from itself, plus
/// `marginLevels`.
public struct ReferenceSuite: Sendable {
    /// The folder holding the iOS recordings (the manifest's reference paths are inside it).
    public var root: String
    public var cases: [ReferenceCase]

    /// Added to iOS's noise: two 8-bit compositing paths (cairo's and Core Animation's) may
    /// round a blended channel apart by a level each way.
    public static let marginLevels = 2

    public init(root: String, cases: [ReferenceCase]) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ReferenceError("the references root '\(root)' is not a folder (give it with --root)")
        }
        self.root = root
        self.cases = cases
    }

    /// iOS compared with itself: every case recorded on two versions, the pairs of coplanar
    /// siblings left out (there iOS versions disagree by design, not by noise).
    public struct Noise: Sendable, Equatable {
        public var pairs: Int
        public var identical: Int
        public var leftOut: Int
        public var maxLevels: Int
        /// The largest mean difference of one pair.
        public var meanLevels: Double
    }

    public enum Verdict: Sendable, Equatable, CustomStringConvertible {
        case match
        case known([KnownDifference])
        case fail

        public var description: String {
            switch self {
            case .match: "match"
            case .known(let kinds): "known difference: " + kinds.map(\.summary).joined(separator: "; ")
            case .fail: "FAIL"
            }
        }
    }

    public struct Outcome: Sendable {
        public var reference: ReferenceCase
        public var difference: PixelDifference
        public var verdict: Verdict
        /// Animatic's frame and iOS's, kept only when asked (for pictures).
        public var frames: (rendered: Frame, ios: Frame)?
    }

    public struct Report: Sendable {
        public var noise: Noise
        public var toleranceLevels: Int
        public var outcomes: [Outcome]
    }

    /// Measures the noise over every case, then compares the cases whose id contains `only`
    /// (all when nil).
    public func run(only: String? = nil, keepFrames: Bool = false) throws -> Report {
        let chosen = only.map { filter in cases.filter { $0.id.contains(filter) } } ?? cases
        guard !chosen.isEmpty else { throw ReferenceError("no case id contains '\(only ?? "")'") }
        var images = ReferenceImages(root: root, cases: cases)
        let noise = try measureNoise(&images)
        let tolerance = noise.maxLevels + Self.marginLevels
        let rendered = try render(chosen)
        var outcomes: [Outcome] = []
        for (item, frame) in zip(chosen, rendered) {
            let ios = try images.frame(item)
            guard ios.width == frame.width, ios.height == frame.height else {
                throw ReferenceError(
                    "case \(item.id) (line \(item.line)): the scene renders \(frame.width)×\(frame.height) pixels, "
                        + "the iOS image is \(ios.width)×\(ios.height)")
            }
            let difference = try PixelDifference.between(frame, ios, tolerance: tolerance)
            let verdict: Verdict =
                difference.maxLevels <= tolerance ? .match : item.known.isEmpty ? .fail : .known(item.known)
            outcomes.append(
                Outcome(
                    reference: item, difference: difference, verdict: verdict, frames: keepFrames ? (frame, ios) : nil))
        }
        return Report(noise: noise, toleranceLevels: tolerance, outcomes: outcomes)
    }

    /// The most two iOS versions of an ordinary frame differ by (the recordings' README: at most 3
    /// levels over in-between frames): a `same-depth` case must differ by more.
    static let iOSNoiseBound = 3

    func measureNoise(_ images: inout ReferenceImages) throws -> Noise {
        var noise = Noise(pairs: 0, identical: 0, leftOut: 0, maxLevels: 0, meanLevels: 0)
        let byID = Dictionary(grouping: cases, by: \.id)
        for id in byID.keys.sorted() {
            let versions = byID[id]!
            guard versions.count >= 2 else { continue }
            let first = try images.frame(versions[0])
            if versions.contains(where: { $0.known.contains(.sameDepth) }) {
                // Left out because iOS disagrees with itself there: checked, not assumed.
                var largest = 0
                for other in versions.dropFirst() {
                    largest = max(largest, try PixelDifference.between(first, try images.frame(other)).maxLevels)
                }
                guard largest > Self.iOSNoiseBound else {
                    throw ReferenceError(
                        "case \(id) (line \(versions[0].line)): marked same-depth, but its iOS versions agree "
                            + "(at most \(largest) levels apart)")
                }
                noise.leftOut += 1
                continue
            }
            for other in versions.dropFirst() {
                let difference = try PixelDifference.between(first, try images.frame(other))
                noise.pairs += 1
                if difference.maxLevels == 0 { noise.identical += 1 }
                noise.maxLevels = max(noise.maxLevels, difference.maxLevels)
                noise.meanLevels = max(noise.meanLevels, difference.meanLevels)
            }
        }
        return noise
    }

    /// The frames of `chosen`, in order: each scene loaded and compiled once, its frames made by
    /// the frame producer.
    func render(_ chosen: [ReferenceCase]) throws -> [Frame] {
        var frames: [Frame?] = Array(repeating: nil, count: chosen.count)
        let byScene = Dictionary(grouping: chosen.indices, by: { chosen[$0].scene })
        for scene in byScene.keys.sorted() {
            let indices = byScene[scene]!
            let timeline: Timeline
            do {
                timeline = try Timeline.compile(try SceneLoader.load(path: scene))
            } catch {
                throw ReferenceError("case \(chosen[indices[0]].id) (line \(chosen[indices[0]].line)): \(error)")
            }
            let made = try FrameProducer(timeline).frames(at: indices.map { chosen[$0].time })
            for (index, frame) in zip(indices, made) { frames[index] = frame }
        }
        return frames.map { $0! }
    }
}

/// The iOS images, each file read and decoded once, the frames of an animated one in one pass.
struct ReferenceImages {
    let root: String
    private var decoded: [String: [Int: Frame]] = [:]

    /// The frames each file will be asked for, so the first read of a file decodes them all.
    private let wanted: [String: Set<Int>]

    init(root: String, cases: [ReferenceCase]) {
        self.root = root
        wanted = cases.reduce(into: [:]) { $0[$1.reference, default: []].insert($1.frame ?? 0) }
    }

    mutating func frame(_ item: ReferenceCase) throws -> Frame {
        let index = item.frame ?? 0
        if let frame = decoded[item.reference]?[index] { return frame }
        let path = (root as NSString).appendingPathComponent(item.reference)
        let bytes: [UInt8]
        switch RegularFile.read(path, maxBytes: RegularFile.maxImageBytes) {
        case .success(let data): bytes = [UInt8](data)
        case .failure(let refusal):
            throw ReferenceError("case \(item.id) (line \(item.line)): \(refusal.reason(for: path))")
        }
        do {
            let frames = try APNGDecoder.frames(Set([index]).union(wanted[item.reference] ?? []), of: bytes)
            decoded[item.reference, default: [:]].merge(frames) { old, _ in old }
        } catch {
            throw ReferenceError("case \(item.id) (line \(item.line)): \(path): \(error)")
        }
        return decoded[item.reference]![index]!
    }
}
