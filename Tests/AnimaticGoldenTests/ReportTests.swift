import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

@Suite struct ReportTests {
    /// Two scenes: `a` passes, `b` has every moving frame changed.
    func failingRun(keepImages: Bool = false) throws -> CheckRun {
        let goldens = try temporaryGoldensPath(), artifacts = try temporaryGoldensPath("artifacts")
        let a = try scene(movingSquare(name: "a")), b = try scene(movingSquare(name: "b"))
        _ = checker(goldens, record: .missing).run([
            (a, try Timeline.compile(a), "a.yaml"), (b, try Timeline.compile(b), "b.yaml"),
        ])
        let changed = try scene(movingSquare(color: "#00AA00", name: "b"))
        return checker(goldens, record: .never, artifacts: artifacts, keepImages: keepImages)
            .run([(a, try Timeline.compile(a), "a.yaml"), (changed, try Timeline.compile(changed), "b.yaml")])
    }

    @Test func theJUnitFileParsesAndCountsTheFailures() throws {
        let run = try failingRun()
        #expect(run.count(.failed) == 5)
        #expect(run.exitCode == 1)
        let xml = run.junitXML()
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "10")
        #expect(root.attribute(forName: "failures")?.stringValue == "5")
        #expect(root.attribute(forName: "errors")?.stringValue == "0")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["a", "b"])
        #expect(suites[1].attribute(forName: "failures")?.stringValue == "5")
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 5)
        let first = try #require(failures.first as? XMLElement)
        let message = first.attribute(forName: "message")?.stringValue ?? ""
        #expect(message.contains("frame 0 (t = 0.000 s)"))
        #expect(message.contains("differ"))
        #expect(message.contains("largest ΔE00"))
        let out = try document.nodes(forXPath: "//testcase/system-out").first?.stringValue ?? ""
        #expect(out.contains("[[ATTACHMENT|/") && out.contains("frame-00000.diff.png]]"))
    }

    @Test func theSummaryNamesFrameTimeCountShareAndLargestDifference() throws {
        let run = try failingRun()
        let text = run.summaryLines().joined(separator: "\n")
        #expect(
            text.contains("FAIL frame 1 (t = 0.100 s): 400 px differ (9.8 %)")
                || text.contains("FAIL frame 1 (t = 0.100 s):"))
        #expect(text.contains("largest ΔE00"))
        #expect(text.contains("diff: "))
        #expect(text.contains("checked 10 frames of 2 scenes"))
        #expect(text.contains("5 passed, 5 failed"))
    }

    @Test func theHTMLReportIsSelfContained() throws {
        let run = try failingRun(keepImages: true)
        let html = HTMLReport.render(run)
        for needle in [
            "Expected", "Actual", "Diff", "Side by side", "Slider", "type=\"range\"", "data:image/png;base64,",
            "5 frames differ",
        ] {
            #expect(html.contains(needle), "\(needle)")
        }
        #expect(!html.contains("http://") && !html.contains("https://"), "no network")
        if let dir = ProcessInfo.processInfo.environment["ANIMATIC_LOOK"] {
            try html.write(toFile: "\(dir)/report.html", atomically: true, encoding: .utf8)
        }
    }

    @Test func theHTMLReportStoresEachDistinctImageOnce() throws {
        let run = try failingRun(keepImages: true)
        let html = HTMLReport.render(run)
        var distinct = Set<[UInt8]>()
        var shown = 0
        for frame in run.frames {
            guard let images = frame.images else { continue }
            for png in [images.thumbnail, images.expected, images.actual, images.diff].compactMap({ $0 })
            where !png.isEmpty {
                distinct.insert(png)
                shown += 1
            }
        }
        // b's frames 2, 3 and 4 look alike, and so do a's: 10 thumbnails and 3 images for each
        // of 5 failed frames, of which 3 + 3 thumbnails and 3 of each kind are distinct.
        #expect(shown == 25)
        #expect(distinct.count == 15)
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == distinct.count)
        let ids = html.components(separatedBy: "<img data-img=\"").dropFirst().compactMap {
            Int($0.prefix { $0.isNumber })
        }
        #expect(html.components(separatedBy: "<img ").count - 1 == ids.count, "every image comes from the list")
        #expect(ids.count > shown, "side by side, slider and flip show images again")
        #expect(Set(ids) == Set(0..<distinct.count))
    }

    @Test func theHTMLReportShowsTheCommandThatAcceptsTheChangesAndAFlipPerFailedFrame() throws {
        let run = try failingRun(keepImages: true)
        let html = HTMLReport.render(run)
        let goldens = (try #require(run.scenes.last?.goldenDirectory) as NSString).deletingLastPathComponent
        #expect(
            html.contains("<code>animatic check b.yaml --goldens \(goldens) --record failed</code>"),
            "only the failing scene")
        #expect(html.components(separatedBy: "<div class=\"flip\">").count - 1 == 5)
        // Tabs are radio buttons hidden from sight, not from the keyboard.
        #expect(!html.contains(".tabs>input{display:none"))
        let passing = HTMLReport.render(try failingRun(keepImages: true).withoutFailures())
        #expect(!passing.contains("--record failed"))
    }
}

extension CheckRun {
    func withoutFailures() -> CheckRun {
        var run = self
        run.scenes = run.scenes.filter { !$0.hasFailures }
        return run
    }
}
