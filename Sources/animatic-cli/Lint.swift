import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import ArgumentParser
import Foundation

struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract:
            "Report the transition mistakes the articles warn about: completeTransition never or twice, changes after it, a blank screen, snapshots left behind, animations past transitionDuration, views left invisible, spring damping where dampingRatio was meant, springs cut off before they settle; and in interactive scenes a jump at the release, completeTransition with the wrong flag, views not restored after a cancel, animations the driver cannot scrub."
    )

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Flag(help: "Exit 1 when there are findings.")
    var strict = false

    func run() async throws {
        let timelines = try loadTimelines(scenes)
        var total = 0
        for timeline in timelines {
            let findings = Lint(timeline).findings
            total += findings.count
            for finding in findings { print(finding) }
        }
        print("\(counted(total, "finding")) in \(counted(timelines.count, "scene"))")
        if strict && total > 0 { throw CLIFailure(message: "lint: \(counted(total, "finding"))", code: 1) }
    }
}
