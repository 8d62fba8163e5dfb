// Stagehand's own suite on Linux: runs the Example's snapshot tests through Stagehand's library
// compiled against AnimaticUIKit, renders every frame they capture and compares it with the frame
// iOS 18.0 recorded, with `animatic references`' measure (PixelDifference) and tolerance.
import Animatic
import AnimaticReferences
import Foundation
import StagehandTesting

/// iOS's own noise between versions is 0 levels on these recordings (docs/fidelity.md); the
/// reference suite's margin of 2 levels allows two 8-bit compositing paths to round apart.
let toleranceLevels = ReferenceSuite.marginLevels

struct Options {
    var references = "../shared/ios-references"
    var only: String?
    var keep: String?
    /// Print each frame's transform of the animated view instead of comparing.
    var transforms = false
    /// Print one line per frame that does not match.
    var detail = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            if option == "--transforms" || option == "--detail" {
                if option == "--transforms" { transforms = true } else { detail = true }
                continue
            }
            guard let value = rest.popFirst() else { throw ReferenceError("\(option) needs a value") }
            switch option {
            case "--references": references = value
            case "--only": only = value
            case "--keep": keep = value
            default: throw ReferenceError("unknown option \(option)")
            }
        }
    }
}

@MainActor
func runSuite() throws -> Int32 {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    var rows: [TestOutcome] = []
    for test in suiteTests where options.only.map({ test.name.contains($0) }) ?? true {
        let ran = test.run()
        guard ran.problems.isEmpty, !ran.captures.isEmpty else {
            print("\(test.name): recording failed: \(ran.problems.joined(separator: "; "))")
            return 2
        }
        // A test may snapshot several stills (identifiers start, middle, end) and the same
        // identifier again (checking the view was restored): each is compared with its image.
        var seen: Set<String> = []
        for capture in ran.captures {
            let again = !seen.insert(capture.identifier).inserted
            let name =
                (capture.identifier.isEmpty ? test.name : "\(test.name)_\(capture.identifier)")
                + (again ? " (again)" : "")
            if options.transforms {
                try printTransforms(name, capture)
                continue
            }
            let path = "\(options.references)/\(test.referencePath(capture.identifier))"
            let bytes: [UInt8]
            switch RegularFile.read(path, maxBytes: RegularFile.maxImageBytes) {
            case .success(let data): bytes = [UInt8](data)
            case .failure(let refusal): throw ReferenceError(refusal.reason(for: path))
            }
            let row = try compare(name, capture, ios: bytes, keep: options.keep)
            if options.detail {
                for frame in row.frames where !frame.matches {
                    let d = frame.difference
                    print(
                        "\(name)\t\(frame.index)\t\(frame.timestamp ?? 0)\t\(frame.onlyEdges ? "edge-only" : "other")\t"
                            + "\(d.pixelsOverTolerance) px over, \(frame.edgePixels) on edges\tmax \(d.maxLevels)")
                }
            }
            rows.append(row)
        }
    }
    guard !options.transforms else { return 0 }
    print(SuiteTable(rows: rows).text)
    // A guard against regressions: every frame that matched when this was measured must still.
    let fewer = rows.filter { ($0.frames.filter(\.matches).count) < (expectedMatching[$0.name] ?? 0) }
    for row in fewer {
        print(
            "FAIL \(row.name): \(row.frames.filter(\.matches).count) frames match, \(expectedMatching[row.name]!) did")
    }
    return fewer.isEmpty ? 0 : 1
}

do {
    exit(try MainActor.assumeIsolated { try runSuite() })
} catch {
    print("error: \(error)")
    exit(2)
}
