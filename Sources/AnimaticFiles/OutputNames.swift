import Foundation

/// The one place output files are named: frames (rendered and golden), the review files the
/// commands write next to a scene's frames (`output/<scene>/…`), and the default folder. The
/// commands write by these names, and a full `--overwrite` render carries the review files
/// over into the new folder.
public enum OutputNames {
    /// Where the commands write when no folder or file is named.
    public static let defaultFolder = "output"

    public static let sheet = "sheet.png", strip = "strip.png", onion = "onion.png", trails = "trails.png"
    public static let reviewPage = "review.html", reviewVersion = "review.version.js"
    public static let plotFormats = ["png", "svg"]
    public static let exportFormats = ["apng", "gif", "mp4", "webm"]
    /// Next to a scene's goldens and their manifest: the timeline the goldens were recorded from.
    public static let goldenTimeline = "timeline.json"
    /// Next to a scene's goldens, when motion was asked for: every frame, for the golden player.
    public static let goldenMotion = "motion.apng"

    public static func plot(format: String) -> String { "plot.\(format)" }
    public static func export(scene: String, format: String) -> String { "\(scene).\(format)" }

    /// `output/<scene>/<name>`: a review file's default place.
    public static func defaultPath(scene: String, name: String) -> String {
        ((defaultFolder as NSString).appendingPathComponent(scene) as NSString).appendingPathComponent(name)
    }

    /// Every review file a scene's folder may hold next to its frames.
    public static func reviewFiles(scene: String) -> Set<String> {
        Set(
            [sheet, strip, onion, trails, reviewPage, reviewVersion] + plotFormats.map { plot(format: $0) }
                + exportFormats.map { export(scene: scene, format: $0) })
    }

    /// A review file, or the temporary file of one that a killed command left (`.NAME.….tmp`).
    public static func isReviewFile(_ name: String, scene: String) -> Bool {
        let names = reviewFiles(scene: scene)
        if names.contains(name) { return true }
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        return names.contains { name.hasPrefix(".\($0).") }
    }

    /// `references`' picture of one case: Animatic's frame, iOS's and their difference side by side.
    public static func referenceComparison(case id: String, ios: String) -> String { "\(id)-ios\(ios).png" }

    /// `frame-00012.png`: a frame rendered at its own time, and its golden.
    public static func frame(_ index: Int) -> String { String(format: "frame-%05d.png", index) }

    /// `frame-00012.png`, or a later generation of a golden: `frame-00012.r2.png`.
    public static func frame(_ index: Int, generation: Int) -> String {
        generation <= 1 ? frame(index) : String(format: "frame-%05d.r%d.png", index, generation)
    }

    /// `time-0.123s.png`: a frame rendered at a time between frames (`--at`), never taken for
    /// the frame it rounds to.
    public static func frame(atTime time: Double) -> String { "time-\(time)s.png" }

    /// Whether a name is one `frame(_:generation:)` gives: the only files a record ever removes.
    public static func isFrame(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let middle = name.dropFirst(6).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(middle.count), middle[0].count >= 5, middle[0].allSatisfy(isDigit) else { return false }
        if middle.count == 2 {
            let g = middle[1]
            guard g.count >= 2, g.first == "r", g.dropFirst().allSatisfy(isDigit), g.dropFirst().first != "0" else {
                return false
            }
        }
        return true
    }

    /// Whether a name is one `frame(atTime:)` gives.
    public static func isTimeFrame(_ name: String) -> Bool {
        guard name.hasPrefix("time-"), name.hasSuffix("s.png") else { return false }
        return Double(name.dropFirst(5).dropLast(5)).map { $0.isFinite } ?? false
    }

    private static func isDigit(_ c: Character) -> Bool { ("0"..."9").contains(c) }
}
