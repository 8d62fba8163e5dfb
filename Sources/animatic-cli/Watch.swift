import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import ArgumentParser
import Foundation

struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Re-render a scene on every save: frames, sheet and a review page that reloads itself (output/<scene>/review.html); errors are printed and watching goes on.")

    @Argument(help: "A scene file.")
    var scene: String

    @Option(help: "Output directory for the frames (as render's --out).")
    var out = "output"

    @Option(help: "Seconds between looks at the file.")
    var interval = 0.3

    func run() async throws {
        guard interval >= 0.05, interval <= 10 else { throw CLIFailure(message: "--interval must be in 0.05…10 seconds", code: 2) }
        print("watching \(scene) (Ctrl-C to stop)")
        fflush(nil)
        var seen: Date? = nil
        var version = 0
        while true {
            let stamp = (try? FileManager.default.attributesOfItem(atPath: scene))?[.modificationDate] as? Date
            if let stamp, stamp != seen {
                seen = stamp
                version += 1
                await rebuild(version: version)
            }
            try await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
        }
    }

    /// One rebuild; any failure is printed (file:line:column for scene errors) and watching goes on.
    func rebuild(version: Int) async {
        let start = Date()
        do {
            let timeline = try loadTimelines([scene])[0]
            let folder = (out as NSString).appendingPathComponent(timeline.sceneName)
            let frames = try await FrameSequenceWriter(outputDirectory: out, overwrite: true).write(timeline)
            let sheet = ContactSheet(timeline, frames: FramePick.count(12).frames(in: timeline))
            try writeAtomically(try PNGEncoder.encode(try await sheet.render(), compressionLevel: 6), to: (folder as NSString).appendingPathComponent(ReviewFileNames.sheet))
            let versionFile = ReviewFileNames.reviewVersion
            let page = ReviewPage.html([try await ReviewData(timeline)], indexLink: nil, reloadFrom: (versionFile, version))
            try writeAtomically(Array(page.utf8), to: (folder as NSString).appendingPathComponent(ReviewFileNames.reviewPage))
            try writeAtomically(Array("animaticVersion(\(version));\n".utf8), to: (folder as NSString).appendingPathComponent(versionFile))
            let lint = Lint(timeline).findings
            for finding in lint { print(finding) }
            print(String(format: "%@: %d frames, sheet, review → %@/review.html (%.1f s)", timeline.sceneName, frames.count, folder, Date().timeIntervalSince(start)))
        } catch let failure as CLIFailure {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
        } catch {
            FileHandle.standardError.write(Data("\(scene): error: \(error)\n".utf8))
        }
        fflush(nil)
    }
}
