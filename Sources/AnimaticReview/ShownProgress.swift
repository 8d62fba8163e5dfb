import AnimaticCore

extension Timeline {
    /// The progress a review shows at a time: the gesture's driven progress in an interactive
    /// scene (its wall-clock time is not the transition's), else the time through
    /// `transitionDuration`. The sheet's labels and the page's label read this one value.
    public func shownProgress(at time: Double) -> Double {
        interaction.map { $0.progress(at: time) } ?? (transitionDuration > 0 ? time / transitionDuration : 1)
    }
}
