import Animatic
import AnimaticCore
import AnimaticFiles
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// The golden's motion (issue 27): every frame recorded as `motion.apng`, only when asked for,
/// so the golden player shows motion between the recorded stills instead of holding them.
@Suite struct GoldenMotionTests {
    func recording(_ goldens: String, record: RecordMode, motion: Bool) -> GoldenChecker {
        var options = GoldenCheckOptions(goldens: goldens, record: record, sampling: .times([0, 0.4]))
        options.timelineRecord = { GoldenTimeline($0) }
        options.motion = motion
        return GoldenChecker(options: options)
    }

    func motionPath(_ goldens: String) -> String {
        ((goldens as NSString).appendingPathComponent("square") as NSString).appendingPathComponent(
            OutputNames.goldenMotion)
    }

    @Test func recordingWritesTheMotionOnlyWhenAskedFor() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        let t = try Timeline.compile(s)
        // Not asked for: stills, manifest and timeline only.
        let plain = recording(goldens, record: .missing, motion: false).check(s, timeline: t)
        #expect(plain.frames.allSatisfy { $0.status == .recorded })
        #expect(!files(in: (goldens as NSString).appendingPathComponent("square")).contains(OutputNames.goldenMotion))
        #expect(try GoldenStore(directory: goldens).manifest(scene: "square")?.motion == nil)
        #expect(try GoldenStore(directory: goldens).motion(scene: "square") == nil)

        // Asked for (`--motion`): written next to the stills, its SHA-256 in the manifest; the
        // stills pass and are not touched.
        let asked = recording(goldens, record: .missing, motion: true).check(s, timeline: t)
        #expect(asked.frames.allSatisfy { $0.status == .passed })
        #expect(asked.written.contains(motionPath(goldens)))
        let written = try #require(bytes(motionPath(goldens)))
        #expect(try GoldenStore(directory: goldens).manifest(scene: "square")?.motion == Digest.sha256(written))
        // Every frame of the scene's timeline (0…4 at 10 fps), at its own scale (1 px/pt here).
        #expect(try APNGDecoder.frameCount(of: written) == t.frameCount)
        for i in 0..<t.frameCount {
            #expect(
                try APNGDecoder.frame(i, of: written)
                    == (try Rasterizer().render(t.presentation(at: t.time(ofFrame: i)))))
        }
        // The same scene again writes nothing: its bytes did not change.
        #expect(recording(goldens, record: .all, motion: true).check(s, timeline: t).written.isEmpty)
    }

    @Test func aScenesGoldensMotionKeyAsksForIt() throws {
        let goldens = try temporaryGoldensPath()
        let yaml = movingSquare().replacingOccurrences(
            of: "name: square\n", with: "name: square\ngoldens: {motion: true}\n")
        let s = try scene(yaml)
        #expect(s.goldens?.motion == true)
        _ = recording(goldens, record: .missing, motion: false).check(s, timeline: try Timeline.compile(s))
        #expect(try GoldenStore(directory: goldens).motion(scene: "square") != nil)
    }

    @Test func theMotionsBytesAreDeterministicAndAtMostOnePixelPerPoint() throws {
        let retina = movingSquare().replacingOccurrences(of: "scale: 1, fps: 10", with: "scale: 3, fps: 10")
        let s = try scene(retina)
        let count = try Timeline.compile(s).frameCount
        let first = try GoldenMotion.record(s, frameCount: count)
        #expect(first == (try GoldenMotion.record(s, frameCount: count)))
        // A 3x scene's motion is 1 px/pt: 100 × 100 pixels, not 300 × 300.
        let frame = try APNGDecoder.frame(0, of: first)
        #expect(frame.width == 100 && frame.height == 100)
        // Two checkers into two folders write the same file.
        let a = try temporaryGoldensPath(), b = try temporaryGoldensPath()
        for goldens in [a, b] {
            _ = recording(goldens, record: .missing, motion: true).check(s, timeline: try Timeline.compile(s))
        }
        #expect(bytes(motionPath(a)) == bytes(motionPath(b)) && bytes(motionPath(a)) == first)
    }

    @Test func aMotionThatIsNotTheManifestsIsRefused() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        let t = try Timeline.compile(s)
        _ = recording(goldens, record: .missing, motion: true).check(s, timeline: t)
        // Another scene's motion in its place (a record killed between the two, a hand edit).
        let other = try scene(movingSquare(color: "#0000FF"))
        let foreign = try GoldenMotion.record(other, frameCount: t.frameCount)
        try Data(foreign).write(to: URL(fileURLWithPath: motionPath(goldens)))
        do {
            _ = try GoldenStore(directory: goldens).motion(scene: "square")
            Issue.record("a motion that is not the manifest's was read")
        } catch {
            #expect("\(error)".contains("motion.apng") && "\(error)".contains("not the motion recorded"), "\(error)")
        }
        // The check itself compares the stills only: it passes, and without recording asked
        // for (never) the file the user left stays as it is.
        let check = recording(goldens, record: .never, motion: true).check(s, timeline: t)
        #expect(check.frames.allSatisfy { $0.status == .passed } && check.error == nil)
        #expect(bytes(motionPath(goldens)) == foreign)
        // `--record all --motion` puts the recorded one back.
        _ = recording(goldens, record: .all, motion: true).check(s, timeline: t)
        #expect(
            try GoldenStore(directory: goldens).motion(scene: "square")
                == (try GoldenMotion.record(s, frameCount: t.frameCount)))
    }

    @Test func reRecordingWithoutMotionDropsTheStaleMotion() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        _ = recording(goldens, record: .missing, motion: true).check(s, timeline: try Timeline.compile(s))
        // Re-recorded without motion: the old motion would show the old scene between new stills.
        let blue = try scene(movingSquare(color: "#0000FF"))
        let rerecorded = recording(goldens, record: .all, motion: false).check(
            blue, timeline: try Timeline.compile(blue))
        #expect(rerecorded.frames.allSatisfy { $0.status == .recorded })
        #expect(try GoldenStore(directory: goldens).manifest(scene: "square")?.motion == nil)
        #expect(!files(in: (goldens as NSString).appendingPathComponent("square")).contains(OutputNames.goldenMotion))
    }

    @Test func aFailedFrameKeepsTheEarlierMotion() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        let t = try Timeline.compile(s)
        _ = recording(goldens, record: .missing, motion: true).check(s, timeline: t)
        let before = bytes(motionPath(goldens))
        let blue = try scene(movingSquare(color: "#0000FF"))
        let check = recording(goldens, record: .missing, motion: true).check(blue, timeline: try Timeline.compile(blue))
        #expect(check.frames.allSatisfy { $0.status == .failed })
        #expect(bytes(motionPath(goldens)) == before)
    }
}
