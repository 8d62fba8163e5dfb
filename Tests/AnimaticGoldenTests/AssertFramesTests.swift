import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
@testable import AnimaticTesting
import Foundation
import Testing
import XCTest

/// Goldens of the red moving square, and its scene file, now magenta, next to them.
func squareWhoseGoldensNoLongerMatch() throws -> (goldens: String, scene: String) {
    let goldens = try temporaryGoldensPath()
    let path = (goldens as NSString).appendingPathComponent("square.yaml")
    _ = try check(movingSquare(), goldens: goldens, record: .missing)
    try movingSquare(color: "#FF00FF").write(toFile: path, atomically: true, encoding: .utf8)
    return (goldens, path)
}

/// The library API in Swift Testing.
@Suite struct AssertFramesTests {
    @Test func aSceneBuiltInSwiftRecordsThenPasses() throws {
        let goldens = try temporaryGoldensPath()
        let scene = Scene(
            name: "swift-built", canvas: Canvas(size: Size(40, 40), scale: 1, fps: 10, background: .white),
            from: ViewSpec(
                id: "home",
                subviews: [
                    ViewSpec(
                        id: "box",
                        changes: [
                            .property(PropertyPath.resolve("frame")!, .rect(Rect(0, 0, 20, 20))),
                            .property(
                                PropertyPath.resolve("backgroundColor")!, .color(Color(red: 0, green: 0, blue: 1))),
                        ])
                ]),
            to: ViewSpec(id: "detail"),
            transition: TransitionScript(
                duration: 0.2,
                steps: [
                    Step(
                        .animate(
                            AnimationStep(
                                duration: 0.2, timing: .curve(.linear),
                                assignments: [
                                    Assignment(
                                        viewID: "box",
                                        change: .property(PropertyPath.resolve("frame.origin.x")!, .number(20)))
                                ])))
                ]))
        // First run records, and says so with a failure (nothing was compared).
        withKnownIssue {
            assertFrames(of: scene, at: [0, 0.1, 0.2], goldens: goldens, record: .missing)
        }
        // Its frames, the manifest, and the timeline a golden player plays it from (issue 27).
        let folder = (goldens as NSString).appendingPathComponent("swift-built")
        #expect(files(in: folder).count == 5)
        let recorded = try #require(try GoldenStore(directory: goldens).timeline(scene: "swift-built"))
        #expect(recorded.frameCount == 3 && recorded.tracks.contains { $0.view == "box" && $0.keyPath == "center" })
        let result = assertFrames(of: scene, at: [0, 0.1, 0.2], goldens: goldens, record: .never)
        #expect(result?.frames.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func aMismatchFailsAtTheCallersLine() throws {
        let (goldens, path) = try squareWhoseGoldensNoLongerMatch()
        let artifacts = try temporaryGoldensPath("artifacts")
        let line = #line + 2
        withKnownIssue {
            assertFrames(ofSceneFile: path, goldens: goldens, record: .never, artifacts: artifacts)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertFramesTests.swift"
                && "\(issue)".contains("differ")
        }
        // The same change passes under a tolerance that allows it.
        assertFrames(ofSceneFile: path, goldens: goldens, tolerance: Tolerance(deltaE: 100), record: .never)
    }

    /// Swift Testing prints an issue's first line in its summary: it must say what failed, not
    /// "Issue recorded" with the message on later lines.
    @Test func theFirstLineOfTheIssueSaysWhatFailed() throws {
        let (goldens, path) = try squareWhoseGoldensNoLongerMatch()
        let artifacts = try temporaryGoldensPath("artifacts")
        withKnownIssue {
            assertFrames(ofSceneFile: path, goldens: goldens, record: .never, artifacts: artifacts)
        } matching: { issue in
            guard case .errorCaught(let error) = issue.kind else { return false }
            let firstLine = "\(issue)".split(separator: "\n").first.map(String.init) ?? ""
            return "\(error)".hasPrefix("square: 5 of 5 frames differ from the goldens")
                && firstLine.contains("square: 5 of 5 frames differ") && !firstLine.contains("Issue recorded")
        }
    }

    /// Without `artifacts:`, failed frames' images go to a folder named after the calling test,
    /// inside ANIMATIC_ARTIFACTS (here: the default folder the environment names).
    @Test func artifactsGoToAFolderNamedAfterTheTest() throws {
        #expect(
            GoldenAssertionLocation.testFolderName(
                fileID: "AnimaticGoldenTests/AssertFramesTests.swift", function: "slidesUp()")
                == "AssertFramesTests.slidesUp")
        #expect(
            GoldenAssertionLocation.testFolderName(fileID: "M/Odd File.swift", function: "test(a:b:)")
                == "Odd_File.test")
    }
}

/// The library API in XCTest.
final class AssertFramesXCTests: XCTestCase {
    var failures: [(message: String, file: String, line: Int)] = []
    var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            failures.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testRecordThenCompareThenFailAtTheCallersLine() throws {
        let goldens = try temporaryGoldensPath()
        let path = (goldens as NSString).appendingPathComponent("square.yaml")
        try movingSquare().write(toFile: path, atomically: true, encoding: .utf8)
        capturing = true
        let recordLine = #line + 1
        assertFrames(ofSceneFile: path, goldens: goldens, record: .missing)
        let passed = assertFrames(ofSceneFile: path, goldens: goldens, record: .never)
        try movingSquare(color: "#FF00FF").write(toFile: path, atomically: true, encoding: .utf8)
        let failLine = #line + 1
        assertFrames(
            ofSceneFile: path, goldens: goldens, record: .never, artifacts: try temporaryGoldensPath("artifacts"))
        capturing = false
        XCTAssertEqual(passed?.count(.passed), 5)
        XCTAssertEqual(failures.map(\.line), [recordLine, failLine])
        XCTAssertTrue(failures.allSatisfy { $0.file.hasSuffix("AssertFramesTests.swift") })
        XCTAssertTrue(
            failures.first?.message.contains("recorded 5 golden frames") == true, failures.first?.message ?? "")
        XCTAssertTrue(failures.last?.message.contains("5 of 5 frames differ") == true, failures.last?.message ?? "")
    }
}
