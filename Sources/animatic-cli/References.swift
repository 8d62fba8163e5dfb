import Animatic
import AnimaticReferences
import AnimaticFiles
import AnimaticRender
import ArgumentParser
import Foundation

/// `animatic references`: renders every case of the reference suite and compares it with the
/// frame iOS drew (docs/fidelity.md).
struct References: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "references",
        abstract: "Compare Animatic's frames with frames iOS drew (the reference suite in References/).",
        discussion:
            "Prints, per case and iOS version, the share of pixels off by more than 64 levels, the mean and largest channel difference, and a verdict against iOS's own noise (two iOS versions of one case) plus a margin. With -o, writes a picture per case (Animatic | iOS | difference × 4). Exit 1 when a case without a known difference does not match."
    )

    @Option(help: "The folder of iOS recordings (default ../shared/ios-references).")
    var root = "../shared/ios-references"

    @Option(help: "The suite's manifest (default References/manifest.tsv).")
    var manifest = "References/manifest.tsv"

    @Option(help: "Only the cases whose id contains this text.")
    var only: String?

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let report: ReferenceSuite.Report
        do {
            let cases = try ReferenceManifest.load(path: manifest)
            report = try ReferenceSuite(root: root, cases: cases).run(only: only, keepFrames: output.output != nil)
        } catch let error as ReferenceError {
            throw CLIFailure(message: error.message, code: 2)
        } catch {
            throw CLIFailure.badInput(error)
        }
        print(ReferenceTable.text(report))
        if let folder = output.output { try writePictures(report, into: folder) }
        if report.outcomes.contains(where: { $0.verdict == .fail }) {
            throw CLIFailure(message: "a case without a known difference does not match iOS", code: 1)
        }
    }

    private func writePictures(_ report: ReferenceSuite.Report, into folder: String) throws {
        for outcome in report.outcomes {
            guard let frames = outcome.frames else { continue }
            let name = OutputNames.referenceComparison(case: outcome.reference.id, ios: outcome.reference.ios)
            let file = OutputFile(
                (folder as NSString).appendingPathComponent(name), replacing: output.overwrite,
                fileSystem: commandFileSystem())
            try checked { try file.check() }
            let picture = try checked {
                try PNGEncoder.encode(ReferencePicture.sideBySide(frames.rendered, frames.ios))
            }
            try file.write(picture, what: name)
        }
    }
}
