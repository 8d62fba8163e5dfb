import Animatic
import AnimaticCore
import Foundation

/// `render` and `check` lint first and print the findings as warnings on standard error, so
/// nothing wrong passes silently (`--no-lint` skips it). The findings, per timeline.
func printLintWarnings(_ timelines: [Timeline]) -> [[Lint.Finding]] {
    timelines.map { timeline in
        let findings = Lint(timeline).findings
        for finding in findings { FileHandle.standardError.write(Data("\(finding)\n".utf8)) }
        return findings
    }
}
