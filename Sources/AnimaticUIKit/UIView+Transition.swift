import AnimaticCore

extension UIView.AnimationOptions {
    /// The transition bits (20…23); curls are not modeled.
    var transitionStyle: ViewTransitionStep.Style? {
        switch (rawValue >> 20) & 0xF {
        case 0: ViewTransitionStep.Style.none
        case 1: .flipFromLeft
        case 2: .flipFromRight
        case 5: .crossDissolve
        case 6: .flipFromTop
        case 7: .flipFromBottom
        default: nil
        }
    }
}

extension UIView {
    /// A content transition of `view`: the block's changes apply at once inside it, and the
    /// images of the view before and after flip or cross-dissolve (a `transition` step).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard let recorder = Recording.recorder else {
            animations?()
            completion?(true)
            return
        }
        guard let style = style(options, recorder, location) else {
            return run(animations, completion, recorder, location)
        }
        recorder.location = location
        recorder.adopt(view)
        let block = recorder.recordBlock(.transition, at: location) { animations?() }
        let step = ViewTransitionStep(
            views: .with(view.animaticID, animations: block.captured), duration: duration,
            style: style, curve: options.curve)
        let animates = style != .none && duration > 0 && recorder.runner.model.isInHierarchy(view.animaticID)
        recorder.perform(
            Step(.transition(step), at: location), endingAt: recorder.now + (animates ? duration : 0),
            then: finished(completion))
    }

    /// `toView` replaces `fromView` in its superview (or, with `.showHideTransitionViews`,
    /// `fromView` is hidden and `toView` shown) inside a flip or cross-dissolve of that superview.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard let recorder = Recording.recorder else {
            // Outside a recording (setting up the screens) the swap happens at once, as it ends on iOS.
            replace(fromView, with: toView, options, file, line, column)
            completion?(true)
            return
        }
        recorder.location = location
        guard let style = style(options, recorder, location) else {
            return run({ replace(fromView, with: toView, options, file, line, column) }, completion, recorder, location)
        }
        recorder.adopt(fromView)
        recorder.adopt(toView)
        let showHide = options.contains(.showHideTransitionViews)
        let step = ViewTransitionStep(
            views: .replace(from: fromView.animaticID, to: toView.animaticID, container: nil, showHide: showHide),
            duration: duration, style: style, curve: options.curve)
        let parent = recorder.runner.model.parent[fromView.animaticID]
        let animates = style != .none && duration > 0 && parent.map { recorder.runner.model.isInHierarchy($0) } == true
        recorder.perform(
            Step(.transition(step), at: location), endingAt: recorder.now + (animates ? duration : 0),
            then: finished(completion))
    }

    private static func style(_ options: AnimationOptions, _ recorder: TransitionRecorder, _ location: SourceLocation)
        -> ViewTransitionStep.Style?
    {
        guard let style = options.transitionStyle else {
            recorder.report(
                "UIView.transition with .transitionCurlUp/.transitionCurlDown: page curls are not modeled; the changes apply at once",
                at: location)
            return nil
        }
        return style
    }

    /// What an unmodeled (curl) transition still does: the changes at once, the completion at the end.
    private static func run(
        _ changes: (() -> Void)?, _ completion: ((Bool) -> Void)?, _ recorder: TransitionRecorder,
        _ location: SourceLocation
    ) {
        if let changes { recorder.withoutAnimations(changes) }
        recorder.perform(Step(.after(delay: 0, steps: []), at: location), then: finished(completion))
    }

    private static func replace(
        _ fromView: UIView, with toView: UIView, _ options: AnimationOptions, _ file: String, _ line: Int, _ column: Int
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            parent.insertSubview(toView, aboveSubview: fromView, file: file, line: line, column: column)
            fromView.removeFromSuperview(file: file, line: line, column: column)
        }
    }
}
