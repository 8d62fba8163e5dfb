import Animatic
import AnimaticReferences
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

        // MDC's two shadows (elevation 6 … 24, mask on and off): a Gaussian of σ = 0.98 shadowRadius
        // whose alpha, opacity × blur, is rounded down to 8 bits, as iOS 11.2 drew them
        // (docs/fidelity.md). What is left is the rounding of two 8-bit blends and of the
        // resampled blur, each within a level: within the tolerance everywhere.
        let shadowed = [6, 12, 18, 24].flatMap { e in
            ["Enabled", "Disabled"].flatMap { outcomes("mdc-ShadowMask\($0)Elevation\(e < 10 ? "0" : "")\(e)") }
        }
        #expect(shadowed.count == 8)
        for outcome in shadowed {
            #expect(outcome.difference.maxLevels <= report.toleranceLevels, "\(outcome.reference.id)")
            #expect(outcome.verdict == .match, "\(outcome.reference.id)")
        }

        // The grid frames without rotation, skew or 3D. The doubled centre lines (0.5 pt at 3x =
        // 1.5 px wide, centred on a pixel edge, so covering two pixels by 0.75 each pass) are full
        // lightGray on iOS: the two passes' coverage adds (1.5, clamped to 1). Animatic adds them
        // too; taking their union would leave 191 there, 21 levels from iOS. The red square's and
        // targets' edges lie on whole pixels. So every pixel is iOS's.
        let flat = ["affine-Translation@", "affine-Scale@", "affine-FlippedScaleResultsInRotation@", "3d-Scale@"]
            .flatMap(outcomes)
        #expect(flat.count == 2 * (4 + 5 + 6 + 3))
        for outcome in flat {
            let label = "\(outcome.reference.id) iOS \(outcome.reference.ios)"
            #expect(outcome.difference.maxLevels == 0, "\(label)")
            #expect(outcome.verdict == .match, "\(label)")
        }
        // Turned layers without antialiased edges, as iOS draws them: each pixel is in or out by its
        // centre, and a centre on an edge goes by the top-left rule, so rotated and skewed frames
        // are iOS's pixel for pixel.
        let turned = ["affine-Rotation@", "affine-MultipleFactorTransforms@", "affine-SkewedTransforms@", "3d-Shear@"]
            .flatMap(outcomes)
        #expect(turned.count == 2 * (5 + 5 + 4 + 8))
        for outcome in turned {
            #expect(outcome.difference.maxLevels == 0, "\(outcome.reference.id) iOS \(outcome.reference.ios)")
        }

        // Depth-sorted groups (docs/fidelity.md, "Depth-sorted groups"): the first turned layer is
        // the first splitting plane, whole polygons precede cut pieces on each side, and a plain
        // layer that draws nothing itself lends its sublayers to the sort under a 2D transform.
        // With tree order and the quadrant as one face, all of these but Rotation@20…30 and
        // ScaleAndRotation@30 differed from iOS (up to 3.4 % of pixels).
        let depthSorted = [
            "3d-Rotation@20", "3d-Rotation@30", "3d-ScaleAndRotation@", "3d-ScaleAndRotationWithPerspective@0",
            "3d-ScaleAndRotationWithPerspective@40", "3d-Perspective@0", "3d-Perspective@20", "3d-ZeroScale@10",
            "3d-ZeroScale@20", "3d-ZeroScale@30",
        ].flatMap(outcomes)
        #expect(depthSorted.count == 2 * (2 + 4 + 1 + 1 + 1 + 1 + 3))
        for outcome in depthSorted {
            #expect(outcome.verdict == .match, "\(outcome.reference.id) iOS \(outcome.reference.ios)")
        }
        // Where iOS 15.2 and 18.0 disagree (the suite refuses `same-depth` where they agree),
        // Animatic draws what iOS 18.0 does in Perspective@10 and @30.
        let sameDepth = report.outcomes.filter { $0.reference.known.contains(.sameDepth) }
        #expect(Set(sameDepth.map(\.reference.id)) == ["3d-Perspective@10", "3d-Perspective@30", "3d-ZeroScale@0"])
        for outcome in outcomes("3d-Perspective@") where outcome.reference.ios == "18.0" {
            #expect(outcome.verdict == .match, "\(outcome.reference.id) iOS 18.0")
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
