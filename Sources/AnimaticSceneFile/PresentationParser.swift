import AnimaticCore

/// The scene's `presentation:` key: the presentation controller of a custom modal presentation.
extension SceneParser {
    /// ```yaml
    /// presentation: {height: 0.6, dimming: "#00000066", cornerRadius: 12}
    /// presentation: {frame: [0, 227, 320, 341]}
    /// ```
    func presentation(_ n: YNode, canvas: Canvas) throws(SceneError) -> PresentationController {
        let f = try n.fields(
            "presentation", allowed: ["frame", "height", "dimming", "cornerRadius", "shouldRemovePresentersView"])
        guard f["frame"] == nil || f["height"] == nil else {
            throw n.fail("presentation takes frame or height, not both")
        }
        var controller = PresentationController(location: n.location)
        if let r = f["frame"] {
            let v = try r.numbers(count: 4, "the presented view's frame [x, y, width, height] in the container")
            guard v[2] >= 0, v[3] >= 0 else { throw r.fail("a size cannot be negative") }
            controller.frame = .rect(Rect(v[0], v[1], v[2], v[3]))
        }
        if let h = f["height"] {
            let fraction = try h.double("a fraction of the container's height in (0, 1]")
            guard fraction > 0, fraction <= 1 else {
                throw h.fail("height is a fraction of the container's height in (0, 1], got \(fraction)")
            }
            controller.frame = .height(fraction)
        }
        if let d = f.values["dimming"] {
            if d.isNull || (try? d.string()) == "none" {
                controller.dimming = nil
            } else {
                controller.dimming = try ValueParser.color(d)
            }
        }
        if let c = f["cornerRadius"] {
            controller.cornerRadius = try c.double("a corner radius")
            guard controller.cornerRadius >= 0 else { throw c.fail("cornerRadius must be ≥ 0") }
        }
        if let r = f["shouldRemovePresentersView"] { controller.removesPresentersView = try r.bool() }
        return controller
    }
}
