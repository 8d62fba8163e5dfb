/// Templates, includes and repeats multiply views: a template that uses another ten times,
/// eight deep, is 10^8 views from a few lines. The scene's trees, all expanded, are bounded;
/// the error points at the smallest subtree that alone goes over, where the fan-out is.
extension ViewSpec {
    /// Views a scene's `from` and `to` trees may hold together, after templates and repeats.
    public static let maxViews = 100_000

    /// Views in this tree, counting no further than `limit + 1`.
    public func viewCount(upTo limit: Int) -> Int {
        var count = 0
        var stack: [ViewSpec] = [self]
        while let view = stack.popLast(), count <= limit {
            count += 1
            stack.append(contentsOf: view.subviews)
        }
        return count
    }

    /// Throws, at the deepest view whose subtree alone is over the budget, when `roots`
    /// together hold more than `maxViews` views.
    public static func checkBudget(_ roots: [ViewSpec]) throws(SceneError) {
        let limit = maxViews
        var total = 0
        for root in roots { total += root.viewCount(upTo: limit) }
        guard total > limit, var culprit = roots.max(by: { $0.viewCount(upTo: limit) < $1.viewCount(upTo: limit) })
        else { return }
        while let child = culprit.subviews.first(where: { $0.viewCount(upTo: limit) > limit }) { culprit = child }
        throw SceneError(
            "'\(culprit.id)' and the views it contains make the scene more than \(limit) views (templates, includes and repeats multiply views)",
            at: culprit.location)
    }
}
