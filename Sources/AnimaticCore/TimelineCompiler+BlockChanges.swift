extension TimelineCompiler {
    /// The changes of one animation block (or one keyframe), one per view property: the value
    /// before the block's first write of it, in the order first written.
    ///
    /// Why: a block may write one property twice (`frame.size` then `center` both move
    /// `position`). UIKit animates each key path of a block once, from the value the layer had
    /// when the block opened to the value it has when the block closes, so the view starts where
    /// it was and ends where it was last set. One animation per write would read each write's
    /// end as the block's final value and count the motion twice at the start.
    static func coalesced(
        _ changes: [(String, LayerProperty, AnimatableValue)]
    ) -> [(String, LayerProperty, AnimatableValue)] {
        var result: [(String, LayerProperty, AnimatableValue)] = []
        for change in changes where !result.contains(where: { $0.0 == change.0 && $0.1 == change.1 }) {
            result.append(change)
        }
        return result
    }
}
