/// Templates that ship with Animatic, used by name: `- use: matched-view`.
enum BuiltinTemplates {
    static let sources: [String: String] = [
        "matched-view": matchedView
    ]

    /// The generic animator of 000_690fba0dc63bd4c8.txt (RSViewControllerAnimationTransitioning):
    /// a copy of the source view flies from the source's frame to the target's frame, both
    /// converted into the container, while the source (and the target, which the copy stands
    /// for) are hidden; at the end they are restored, the copy is removed and the transition
    /// completes.
    static let matchedView = """
        template: matched-view
        description: A copy of the source view flies from its frame to the target view's frame.
        parameters:
          source: {type: view}
          target: {type: view, differentFrom: source}
          duration: {type: number, default: 0.5}
          curve: {type: curve, default: easeInOut}
        steps:
          # supportedSourceType == supportedTargetType, or there is no transition
          - requireMatchingTypes: [$source, $target]
          # [container addSubview:toViewController.view]
          - add: to
          # the animated view: a copy of the source, not part of any hierarchy
          - snapshot: $source
            as: "${source}Flight"
          - add: "${source}Flight"
          # animatedView.frame = sourceRect
          - set: {"${source}Flight.frame": {frameOf: $source}}
          # preAnimationSetupWithView / willStartTargetAnimation: hide the originals
          - set: {$source.alpha: 0, $target.alpha: 0}
          - animate:
              duration: $duration
              curve: $curve
              set: {"${source}Flight.frame": {frameOf: $target}}
              completion:
                # didEndSourceAnimation / didEndTargetAnimation
                - set: {$source.alpha: 1, $target.alpha: 1}
                # [animatedView removeFromSuperview]
                - remove: "${source}Flight"
                - completeTransition: true
        """
}
