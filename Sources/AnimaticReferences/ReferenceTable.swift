import Animatic
import Foundation

/// The reference suite's report as the text `animatic references` prints: iOS's noise and the
/// tolerance it sets, then one row per case.
public enum ReferenceTable {
    public static func text(_ report: ReferenceSuite.Report) -> String {
        let noise = report.noise
        var lines = [
            "iOS noise (iOS 15.2 vs 18.0, same case): \(noise.pairs) pairs, \(noise.identical) identical, "
                + "largest difference \(noise.maxLevels) levels, largest mean \(format(noise.meanLevels, 3))"
                + " (\(noise.leftOut) cases of coplanar siblings left out)",
            "tolerance: \(report.toleranceLevels) levels (noise \(noise.maxLevels) + margin \(ReferenceSuite.marginLevels))",
            "",
        ]
        let header = ["case", "iOS", ">64 %", "mean", "max", ">tol %", "verdict"]
        var rows = [header]
        for outcome in report.outcomes {
            let d = outcome.difference
            rows.append([
                outcome.reference.id, outcome.reference.ios, format(d.grossShare * 100, 3), format(d.meanLevels, 3),
                "\(d.maxLevels)", format(Double(d.pixelsOverTolerance) / Double(max(1, d.pixels)) * 100, 3),
                outcome.verdict.description,
            ])
        }
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            lines.append(cells.joined(separator: "  "))
        }
        let counts = Dictionary(grouping: report.outcomes, by: { verdictClass($0.verdict) }).mapValues(\.count)
        lines.append("")
        lines.append(
            "\(report.outcomes.count) cases: \(counts["match"] ?? 0) match, \(counts["known"] ?? 0) known differences, "
                + "\(counts["fail"] ?? 0) fail")
        return lines.joined(separator: "\n")
    }

    private static func verdictClass(_ verdict: ReferenceSuite.Verdict) -> String {
        switch verdict {
        case .match: "match"
        case .known: "known"
        case .fail: "fail"
        }
    }

    private static func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
