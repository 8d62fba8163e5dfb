import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import ArgumentParser
import Foundation

struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Re-render a scene on every save: frames, sheet and a review page that reloads itself (output/<scene>/review.html); errors are printed and watching goes on."
    )

    @Argument(help: "A scene file.")
    var scene: String

    @OptionGroup var output: OutputOptions

    @Option(help: "Seconds between looks at the file.")
    var interval = 0.3

    func run() async throws {
        guard interval >= 0.05, interval <= 10 else {
            throw CLIFailure(message: "--interval must be in 0.05…10 seconds", code: 2)
        }
        print("watching \(scene) (Ctrl-C to stop)")
        fflush(nil)
        var seen: Date? = nil
        var version = 0
        var folder: String? = nil
        while true {
            let stamp = (try? FileManager.default.attributesOfItem(atPath: scene))?[.modificationDate] as? Date
            if let stamp, stamp != seen {
                seen = stamp
                version += 1
                folder = await rebuild(version: version, lastFolder: folder)
            }
            try await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
        }
    }

    /// One rebuild; returns the scene's output folder. A failure is printed (file:line:column for
    /// scene errors) and shown on the open page, over the last render, and watching goes on.
    func rebuild(version: Int, lastFolder: String?) async -> String? {
        let start = Date()
        do {
            let timeline = try loadTimelines([scene])[0]
            let out = output.output ?? OutputNames.defaultFolder
            let folder = (out as NSString).appendingPathComponent(timeline.sceneName)
            // The frames and the review files are the watch's own: each rebuild replaces them.
            let fileSystem = commandFileSystem()
            func file(_ name: String) -> OutputFile {
                OutputFile((folder as NSString).appendingPathComponent(name), replacing: true, fileSystem: fileSystem)
            }
            let frames = try await FrameSequenceWriter(outputDirectory: out, overwrite: true, fileSystem: fileSystem)
                .write(timeline)
            let sheet = ContactSheet(timeline, frames: FramePick.count(12).frames(in: timeline))
            try file(OutputNames.sheet).write(try PNGEncoder.encode(try await sheet.render(), compressionLevel: 6))
            let versionFile = OutputNames.reviewVersion
            let page = ReviewPage.html(
                [try await ReviewData(timeline)], indexLink: nil, reloadFrom: (versionFile, version))
            try file(OutputNames.reviewPage).write(Array(page.utf8))
            try file(versionFile).write(Array("animaticVersion(\(version));\n".utf8))
            let lint = Lint(timeline).findings
            for finding in lint { print(finding) }
            print(
                String(
                    format: "%@: %d frames, sheet, review → %@/review.html (%.1f s)", timeline.sceneName, frames.count,
                    folder, Date().timeIntervalSince(start)))
            fflush(nil)
            return folder
        } catch {
            let message = (error as? CLIFailure)?.message ?? "\(scene): error: \(error)"
            FileHandle.standardError.write(Data((message + "\n").utf8))
            fflush(nil)
            if let lastFolder {
                let versionFile = (lastFolder as NSString).appendingPathComponent(OutputNames.reviewVersion)
                let call = "animaticError(\(JSONText.quoted(message)));\n"
                try? OutputFile(versionFile, replacing: true, fileSystem: commandFileSystem()).write(Array(call.utf8))
            }
            return lastFolder
        }
    }
}
