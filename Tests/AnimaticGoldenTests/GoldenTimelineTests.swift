import Animatic
import AnimaticCore
import AnimaticFiles
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import Foundation
import Testing

/// The timeline recorded next to the goldens (issue 27): what the review's golden player plays
/// the golden from, its own length, frames and tracks.
@Suite struct GoldenTimelineTests {
    func recording(_ goldens: String, record: RecordMode) -> GoldenChecker {
        var options = GoldenCheckOptions(goldens: goldens, record: record)
        options.timelineRecord = { GoldenTimeline($0) }
        return GoldenChecker(options: options)
    }

    @Test func recordingWritesTheScenesTimelineNextToTheManifest() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        let t = try Timeline.compile(s)
        let first = recording(goldens, record: .missing).check(s, timeline: t)
        let path = ((goldens as NSString).appendingPathComponent("square") as NSString).appendingPathComponent(
            OutputNames.goldenTimeline)
        #expect(first.written.contains(path))
        let recorded = try #require(try GoldenStore(directory: goldens).timeline(scene: "square"))
        // Its own facts: 0.4 s at 10 fps is 5 frames, completeTransition at 0.2 s.
        #expect(recorded.fps == 10 && recorded.frameCount == 5 && recorded.endTime == 0.4)
        #expect(recorded.transitionDuration == 0.4 && recorded.completion == 0.2 && recorded.release == nil)
        let center = try #require(recorded.tracks.first { $0.view == "square" && $0.keyPath == "center" })
        #expect(center.values.count == 5)
        #expect(center.values.map { $0?.first } == [20, 50, 80, 80, 80])
        // The file is the JSON of what was read, byte for byte (deterministic, diff-friendly).
        #expect(bytes(path) == Array(recorded.json().utf8))

        // An unchanged scene writes nothing, the timeline included.
        let again = recording(goldens, record: .all).check(s, timeline: t)
        #expect(again.written.isEmpty)
    }

    @Test func goldensRecordedBeforeTheTimelineGetItWithRecordAllOnly() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        let t = try Timeline.compile(s)
        // As Animatic recorded them before: no timeline file.
        _ = checker(goldens, record: .missing).check(s, timeline: t)
        let dir = (goldens as NSString).appendingPathComponent("square")
        #expect(!files(in: dir).contains(OutputNames.goldenTimeline))
        #expect(try GoldenStore(directory: goldens).timeline(scene: "square") == nil)
        // `missing` leaves a complete golden set alone.
        let missing = recording(goldens, record: .missing).check(s, timeline: t)
        #expect(missing.written.isEmpty)
        // `all` adds the timeline, and no frame changes.
        let frames = files(in: dir).filter { $0.hasSuffix(".png") }.map {
            bytes((dir as NSString).appendingPathComponent($0))
        }
        let all = recording(goldens, record: .all).check(s, timeline: t)
        #expect(all.frames.allSatisfy { $0.status == .passed })
        #expect(files(in: dir).contains(OutputNames.goldenTimeline))
        #expect(
            files(in: dir).filter { $0.hasSuffix(".png") }.map { bytes((dir as NSString).appendingPathComponent($0)) }
                == frames)
        #expect(try GoldenStore(directory: goldens).timeline(scene: "square") == GoldenTimeline(t))
    }

    @Test func anUnreadableTimelineIsAnErrorThatNamesTheFile() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        _ = recording(goldens, record: .missing).check(s, timeline: try Timeline.compile(s))
        let path = ((goldens as NSString).appendingPathComponent("square") as NSString).appendingPathComponent(
            OutputNames.goldenTimeline)
        try "{\"format\": 9, \"scene\": \"square\"}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: GoldenFileError.self) { try GoldenStore(directory: goldens).timeline(scene: "square") }
        do {
            _ = try GoldenStore(directory: goldens).timeline(scene: "square")
        } catch {
            #expect("\(error)".contains("timeline.json"), "\(error)")
        }
    }

    /// The manifest names the timeline's SHA-256: a timeline that is not the one recorded with
    /// the goldens (a record killed between the two, a hand edit) is refused, and `--record all`
    /// records it again.
    @Test func aTimelineThatIsNotTheManifestsIsRefused() throws {
        let goldens = try temporaryGoldensPath()
        let s = try scene(movingSquare())
        let t = try Timeline.compile(s)
        _ = recording(goldens, record: .missing).check(s, timeline: t)
        let store = GoldenStore(directory: goldens)
        let manifest = try #require(try store.manifest(scene: "square"))
        let path = ((goldens as NSString).appendingPathComponent("square") as NSString).appendingPathComponent(
            OutputNames.goldenTimeline)
        #expect(manifest.timeline == Digest.sha256(try #require(bytes(path))))
        var other = GoldenTimeline(t)
        other.endTime = 2
        try other.json().write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try store.timeline(scene: "square")
            Issue.record("a timeline the manifest does not name was read")
        } catch {
            #expect("\(error)".contains("is not the timeline recorded with these goldens"), "\(error)")
        }
        let again = recording(goldens, record: .all).check(s, timeline: t)
        #expect(again.written.contains(path))
        #expect(try store.timeline(scene: "square") == GoldenTimeline(t))
    }

    /// An interactive scene: its release and its completion in wall-clock time, and the
    /// gesture's driven progress as a track.
    @Test func anInteractiveScenesReleaseIsRecorded() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let s = try SceneLoader.load(path: root.appendingPathComponent("scenes/nav-swipe-push.yaml").path)
        let t = try Timeline.compile(s)
        let recorded = GoldenTimeline(t)
        let interaction = try #require(t.interaction)
        #expect(recorded.release == GoldenTimeline.Release(time: interaction.clock.releaseTime, finish: true))
        let completion = try #require(t.completions.first)
        #expect(recorded.completion == interaction.wallTime(ofTransitionTime: completion.time))
        let progress = try #require(recorded.tracks.first { $0.view == "interaction" && $0.keyPath == "progress" })
        #expect(progress.values.count == t.frameCount)
        #expect(!recorded.tracks.contains { $0.keyPath == "layerTime" || $0.keyPath == "frame" })
    }
}
