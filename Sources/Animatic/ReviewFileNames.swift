/// The names the review commands give the files they write next to a scene's frames
/// (`output/<scene>/…`): one list, which the commands write by and which a full `--overwrite`
/// render carries over.
public enum ReviewFileNames {
    public static let sheet = "sheet.png", strip = "strip.png", onion = "onion.png", trails = "trails.png"
    public static let reviewPage = "review.html", reviewVersion = "review.version.js"
    public static let plotFormats = ["png", "svg"]
    public static let exportFormats = ["apng", "gif", "mp4", "webm"]

    public static func plot(format: String) -> String { "plot.\(format)" }
    public static func export(scene: String, format: String) -> String { "\(scene).\(format)" }

    public static func all(scene: String) -> Set<String> {
        Set([sheet, strip, onion, trails, reviewPage, reviewVersion] + plotFormats.map { plot(format: $0) }
            + exportFormats.map { export(scene: scene, format: $0) })
    }
}
