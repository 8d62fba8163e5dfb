@_exported import Animatic
import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import Foundation
#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Renders the scene's sampled frames and compares each with its golden in
/// `goldens/<scene>/`, failing the current test at the caller's file and line (a Swift
/// Testing issue inside a `@Test`, `XCTFail` inside an XCTest) when a frame differs beyond
/// the tolerance, has no golden under record mode `never`, or was recorded just now (a
/// recorded frame was not compared: run the test again).
///
/// - Parameters:
///   - times: seconds to sample; nil: the scene's `goldens:` choice, else every frame.
///   - goldens: the goldens folder; nil: `__Goldens__` next to the calling test file.
///   - tolerance: over `Tolerance.exact`; the scene's own `goldens.tolerance` is laid over it.
///   - record: nil: `ANIMATIC_RECORD`, else `never` when `CI` is set, else `missing`.
///   - artifacts: where actual, expected and diff images of failed frames go; nil: a folder
///     named after the calling test (`AssertFramesTests.slidesUp`) in `ANIMATIC_ARTIFACTS`,
///     else in `output/failures`, so that two tests of one scene (XCTest and Swift Testing, or
///     two tolerances) keep their images apart.
/// - Returns: the outcome of every frame, for tests that look further.
@discardableResult
public func assertFrames(
    of scene: Scene,
    at times: [Double]? = nil,
    goldens: String? = nil,
    tolerance: Tolerance? = nil,
    record: RecordMode? = nil,
    artifacts: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> SceneCheck? {
    let here = GoldenAssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let mode: RecordMode
    if let record {
        mode = record
    } else {
        do { mode = try RecordMode.fromEnvironment() } catch {
            here.fail("\(error)")
            return nil
        }
    }
    let timeline: Timeline
    do { timeline = try Timeline.compile(scene) } catch {
        here.fail("\(error)")
        return nil
    }
    let directory =
        goldens
        ?? ((("\(filePath)" as NSString).deletingLastPathComponent as NSString).appendingPathComponent("__Goldens__"))
    var override = ToleranceOverride()
    if let tolerance {
        override = ToleranceOverride(
            deltaE: tolerance.deltaE, maxPixels: tolerance.maxPixels, maxRatio: tolerance.maxRatio,
            ignoresAntialiasing: tolerance.ignoresAntialiasing)
    }
    let artifactsDirectory =
        artifacts
        ?? (GoldenCheckOptions.defaultArtifacts() as NSString)
        .appendingPathComponent(GoldenAssertionLocation.testFolderName(fileID: fileID, function: function))
    var options = GoldenCheckOptions(
        goldens: directory, record: mode, artifacts: artifactsDirectory,
        tolerance: override, sampling: times.map { .times($0) })
    // The timeline too, so the review's golden player can play the golden as it was recorded.
    options.timelineRecord = { GoldenTimeline($0) }
    let result = GoldenChecker(options: options).check(scene, timeline: timeline, prune: mode == .all && times == nil)
    if let message = GoldenAssertionLocation.failureMessage(result) { here.fail(message) }
    return result
}

/// `assertFrames` for a scene file (YAML or JSON); a path that is not absolute is taken
/// relative to the current directory.
@discardableResult
public func assertFrames(
    ofSceneFile path: String,
    at times: [Double]? = nil,
    goldens: String? = nil,
    tolerance: Tolerance? = nil,
    record: RecordMode? = nil,
    artifacts: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> SceneCheck? {
    let scene: Scene
    do { scene = try SceneLoader.load(path: path) } catch {
        GoldenAssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column).fail("\(error)")
        return nil
    }
    return assertFrames(
        of: scene, at: times, goldens: goldens, tolerance: tolerance, record: record, artifacts: artifacts,
        fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}

/// Where a failed assertion points, and how it reaches the running test framework.
struct GoldenAssertionLocation {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// A Swift Testing issue when a Swift Testing test is running, else an XCTest failure.
    /// Swift Testing prints a comment-only issue as "Issue recorded" with the comment on later
    /// lines; an issue that carries an error prints the error on its first line.
    func fail(_ message: String) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    GoldenAssertionFailure(description: message),
                    sourceLocation: Testing.SourceLocation(
                        fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #else
            FileHandle.standardError.write(Data("\(filePath):\(line): error: \(message)\n".utf8))
        #endif
    }

    /// `File.testName` from `#fileID` and `#function` ("Module/File.swift", "slidesUp()"), as one
    /// path component.
    static func testFolderName(fileID: String, function: String) -> String {
        let file = (fileID.split(separator: "/").last.map(String.init) ?? fileID)
        let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        let name = function.split(separator: "(").first.map(String.init) ?? function
        let folder = name.isEmpty ? base : "\(base).\(name)"
        return String(folder.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
    }

    /// The scene's failures, errors and recordings as one message, or nil when all passed.
    static func failureMessage(_ result: SceneCheck) -> String? {
        guard result.hasFailures || result.hasErrors || result.count(.recorded) > 0 else { return nil }
        var lines: [String] = []
        let failed = result.count(.failed), recorded = result.count(.recorded)
        if failed > 0 {
            lines.append(
                "\(result.scene): \(failed) of \(result.frames.count) frames differ from the goldens in \(result.goldenDirectory)"
            )
        } else if result.hasErrors {
            lines.append("\(result.scene): goldens could not be checked")
        } else {
            lines.append(
                "\(result.scene): recorded \(recorded) golden frame\(recorded == 1 ? "" : "s") in \(result.goldenDirectory); they were not compared: run the test again (and commit them)"
            )
        }
        lines += result.summaryLines().dropFirst()
        return lines.joined(separator: "\n")
    }
}

/// What a failed frame assertion reports to Swift Testing: the message is its description.
struct GoldenAssertionFailure: Error, CustomStringConvertible {
    var description: String
}

/// Fails the running test (Swift Testing or XCTest) with a message, at the given place.
public func recordTestFailure(
    _ message: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    GoldenAssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column).fail(message)
}
