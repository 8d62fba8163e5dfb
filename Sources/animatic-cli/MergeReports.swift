import AnimaticGolden
import ArgumentParser
import Foundation

/// Playwright's merge-reports for a sharded check: the shards' `--results` files become one
/// HTML report and one JUnit file, as if one machine had checked every frame.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the --results files of sharded checks into one HTML report and one JUnit file.",
        discussion: """
            Each shard of a CI matrix runs `animatic check … --shard i/n --results shard-i.json`; a last job merges them. \
            The results files carry their report images, so nothing else (no artifacts folder, no goldens) is needed.

            Exit status: the merged check's: 0 every frame matched (or was recorded), 1 a frame differs, 2 bad input or a results file that cannot be read.
            """)

    @Argument(help: "Results files written by `animatic check --results`.")
    var shardResults: [String]

    @OptionGroup var reports: ReportOptions

    func run() throws {
        guard !shardResults.isEmpty else {
            throw CLIFailure(message: "merge-reports needs at least one results file", code: 2)
        }
        var runs: [CheckRun] = []
        for path in shardResults {
            do { runs.append(try CheckRun.load(resultsAt: path)) } catch {
                throw CLIFailure(message: "\(error)", code: 2)
            }
        }
        let run = CheckRun.merged(runs)
        for line in run.summaryLines() { print(line) }
        let outputs = reports.outputs
        try outputs.writeMachineReadable(run)
        if reports.report != nil {
            try outputs.writeHTML(HTMLReport.render(run, title: "Animatic golden check (\(runs.count) shards merged)"))
        }
        fflush(nil)
        if run.exitCode != 0 {
            throw CLIFailure(
                message: run.exitCode == 2
                    ? "some shards could not use their scenes or goldens (see above)"
                    : "frames differ from their goldens (see above)", code: run.exitCode)
        }
    }
}
