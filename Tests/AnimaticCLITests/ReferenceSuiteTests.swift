import Animatic
import AnimaticTestSupport
import Foundation
import Testing

/// The reference suite against the iOS recordings in ../shared/ios-references (next to the
/// package), when they are there. The bounds asserted are derived from the scenes, not read
/// from a run: see each test.
@Suite(.serialized) struct ReferenceSuiteTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let root = packageRoot.appendingPathComponent("../shared/ios-references").standardized.path
    static let manifest = packageRoot.appendingPathComponent("References/manifest.tsv").path
    static let present = FileManager.default.fileExists(atPath: root)

    @Test(
        .enabled(
            if: present,
            "the iOS recordings are not at ../shared/ios-references (next to the package); the reference suite is skipped"
        ))
    func casesThatMatchiOSStayMatchedAndNoneFails() throws {
        let suite = try ReferenceSuite(root: Self.root, cases: try ReferenceManifest.load(path: Self.manifest))
        let report = try suite.run()
        // iOS 15.2 and 18.0 differ by at most 3 levels on ordinary frames (the recordings' README).
        #expect(report.noise.pairs > 0)
        #expect(report.noise.maxLevels <= 3)
        #expect(report.toleranceLevels == report.noise.maxLevels + ReferenceSuite.marginLevels)
        // Every difference over the tolerance is one of the known ones.
        let failing = report.outcomes.filter { $0.verdict == .fail }.map {
            "\($0.reference.id) iOS \($0.reference.ios)"
        }
        #expect(failing.isEmpty)

        func outcomes(_ prefix: String) -> [ReferenceSuite.Outcome] {
            report.outcomes.filter { $0.reference.id.hasPrefix(prefix) }
        }
        // A red 20 pt square at whole-pixel positions (10 pt, + 80 pt, + 160 pt at 3x) on a clear
        // canvas, and MDC's white square on white 0.8 without a shadow: nothing to antialias or
        // blend, so every pixel is iOS's.
        let exact =
            ["SimpleAnimationSnapshot", "AnimationWithNonViewElementSnapshot", "AnimationWithExecutionBlocksSnapshot"]
            .flatMap(outcomes) + outcomes("mdc-ShadowMaskEnabledElevation00")
            + outcomes("mdc-ShadowMaskDisabledElevation00")
        #expect(exact.count == 32)
        for outcome in exact {
            #expect(outcome.difference.maxLevels == 0, "\(outcome.reference.id) iOS \(outcome.reference.ios)")
            #expect(outcome.verdict == .match)
        }

        // The grid frames without rotation, skew or 3D: only the doubled centre lines differ. Each
        // is 0.5 pt at 3x = 1.5 px wide, centred on a pixel edge, so it covers its two pixels by 0.75.
        // iOS adds the two passes' coverage (1.5, clamped to 1): lightGray 170. A union of
        // coverage leaves 255 − 0.75 · 85 = 191.25: at most 21.25 levels apart (22 with rounding).
        // Mean: two lines of 2 × 450 pixels at ≤ 21.25 on three channels over 450² · 4 channels
        // is 0.142; the 225 crossings of two lines (2 × 2 pixels each) add at most
        // 225 · 4 · 21.25 · 3 / 810 000 = 0.071: 0.213 in all.
        let flat = ["affine-Translation@", "affine-Scale@", "affine-FlippedScaleResultsInRotation@", "3d-Scale@"]
            .flatMap(outcomes)
        #expect(flat.count == 2 * (4 + 5 + 6 + 3))
        for outcome in flat {
            let label = "\(outcome.reference.id) iOS \(outcome.reference.ios)"
            #expect(outcome.difference.grossPixels == 0, "\(label)")
            #expect(outcome.difference.maxLevels <= 22, "\(label)")
            #expect(outcome.difference.meanLevels <= 0.213, "\(label)")
            #expect(outcome.verdict == .known([.strokeOverlap]), "\(label)")
        }
    }

    @Test func aMissingRootIsAClearErrorWithExitStatus2() throws {
        let result = try CLI.run(
            ["references", "--root", "/nonexistent/ios-references", "--manifest", Self.manifest], in: Self.packageRoot)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the references root '/nonexistent/ios-references' is not a folder"))
    }

    @Test func aBadManifestRowNamesItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refsuite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("manifest.tsv")
        let header = "case\tios\tscene\ttime\treference\tframe\tknown\n"
        for (row, message) in [
            ("a\t18.0\ts.yaml\tsoon\tr.png\t-\t-", "manifest.tsv:3: time must be a number of seconds"),
            ("a\t18.0\ts.yaml\t0\tr.png\t-\tblurry", "manifest.tsv:3: unknown known difference 'blurry'"),
            ("a\t18.0\ts.yaml\t0\tr.png", "manifest.tsv:3: expected 7 tab-separated fields"),
            (
                "a\t18.0\ts.yaml\t0\t../r.png\t-\t-",
                "manifest.tsv:3: reference must be a path inside the references root"
            ),
        ] {
            try Data(("# a comment\n" + header + row + "\n").utf8).write(to: manifest)
            let result = try CLI.run(
                ["references", "--root", folder.path, "--manifest", manifest.path], in: Self.packageRoot)
            #expect(result.status == 2, "\(row)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }
}
