import Animatic

/// The per-test table: frames, frames matching, the worst frame and its numbers, and the total.
struct SuiteTable {
    var rows: [TestOutcome]

    var text: String {
        var lines = ["test\tframes\tmatching\tedge-only\tother\tworst frame\t>64 levels\tmean\tmax"]
        var total = 0
        var matching = 0
        var edgeOnly = 0
        for row in rows {
            let matched = row.frames.filter(\.matches).count
            total += row.frames.count
            matching += matched
            let edges = row.frames.filter(\.onlyEdges).count
            edgeOnly += edges
            let worst = row.frames.max { a, b in
                (a.difference.maxLevels, a.difference.meanLevels) < (b.difference.maxLevels, b.difference.meanLevels)
            }!
            let d = worst.difference
            lines.append(
                [
                    row.name, "\(row.frames.count)", "\(matched)", "\(edges)", "\(row.frames.count - matched - edges)",
                    "\(worst.index)",
                    String(format: "%.2f %%", 100 * d.grossShare), String(format: "%.3f", d.meanLevels),
                    "\(d.maxLevels)",
                ].joined(separator: "\t"))
        }
        let share = total == 0 ? 0 : 100 * Double(matching) / Double(total)
        lines.append(
            "total\t\(total)\t\(matching) (\(String(format: "%.1f %%", share)))\t\(edgeOnly)\t"
                + "\(total - matching - edgeOnly)\t\t\t\t")
        return lines.joined(separator: "\n")
    }
}
