import AnimaticCore
import CCairo

/// What a render would find wrong in a scene's own inputs, found without rendering a frame:
/// every label's font installed (no silent fallback), every image a PNG or JPEG that reads and
/// decodes. `validate` runs it, so a scene it passes does not fail at render for these.
public enum InputCheck {
    /// Every problem, each at the line of the view that uses the font or image, in the order
    /// the views first appear; each font and image is checked once.
    public static func problems(in timeline: Timeline) -> [SceneError] {
        var out: [SceneError] = []
        var seenFonts: Set<String> = []
        var seenImages: Set<String> = []
        for tree in [timeline.setUpTree] + timeline.snapshots.map(\.tree) {
            for (id, view) in tree.views.sorted(by: { $0.key < $1.key }) {
                if let text = view.text, !text.text.isEmpty {
                    let font = text.font
                    let key = "\(font.family ?? "") \(font.weight.numericWeight) \(font.italic)"
                    if seenFonts.insert(key).inserted {
                        do { _ = try FontPinning.resolve(font) } catch {
                            out.append(SceneError(error.message, at: timeline.sourceLocation(ofView: id)))
                        }
                    }
                }
                if let image = view.image, !image.path.isEmpty, seenImages.insert(image.path).inserted {
                    do { try ImagePainter.checkDecodes(image.path) } catch {
                        out.append(SceneError(error.message, at: timeline.sourceLocation(ofView: id)))
                    }
                }
            }
        }
        return out
    }
}

extension ImagePainter {
    /// Reads and decodes the image as a draw would, then lets it go.
    static func checkDecodes(_ path: String) throws(RenderError) {
        let surface = try load(path)
        cairo_surface_destroy(surface)
    }
}
