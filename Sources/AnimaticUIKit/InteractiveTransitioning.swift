import AnimaticCore

/// `UIViewControllerInteractiveTransitioning`. UIKit calls `startInteractiveTransition(_:)`
/// with the context; the app's gesture handler then reports progress through the context
/// (`updateInteractiveTransition`, `finishInteractiveTransition`, `cancelInteractiveTransition`).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// `UIPercentDrivenInteractiveTransition`: `update(_:)`, `finish()` and `cancel()` pass the
/// gesture's progress to the context, which records it as the scene's `interaction:` (a
/// progress sample at each update, the release at `finish()`/`cancel()` with the
/// `completionSpeed` and `completionCurve` of that moment).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// Apple's page says only "The timing curve to use when driving the animations": what it changes
    /// is not documented, so a release with one set is reported and runs on `completionCurve`.
    open var timingCurve: UITimingCurveProvider?
    /// The animator's duration, once the transition has started.
    public private(set) var duration: CGFloat = 0
    public private(set) var percentComplete: CGFloat = 0
    private weak var context: AnimaticTransitionContext?
    /// The animator's `interruptibleAnimator(using:)`, when it has one: driven instead of the layer time.
    var propertyAnimator: UIViewPropertyAnimator?

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext as? AnimaticTransitionContext
        duration = CGFloat(context?.recorder.scene.transition.duration ?? 0)
    }

    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        if let propertyAnimator {
            propertyAnimator.fractionComplete = self.percentComplete
        } else {
            context?.updateInteractiveTransition(self.percentComplete)
        }
    }

    open func pause() { context?.pauseInteractiveTransition() }

    /// With a property animator: continued with its own timing over the remaining duration
    /// (completionSpeed and completionCurve are not applied to it).
    open func finish() {
        if let propertyAnimator {
            propertyAnimator.isReversed = false
            propertyAnimator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            return (context?.finishInteractiveTransition()) ?? ()
        }
        reportTimingCurve("finish()")
        context?.driver = .percentDriven(
            completionSpeed: Double(completionSpeed), completionCurve: completionCurve.timing)
        context?.finishInteractiveTransition()
    }

    private func reportTimingCurve(_ call: String) {
        guard timingCurve != nil, let context else { return }
        context.recorder.report(
            "UIPercentDrivenInteractiveTransition.\(call) with a timingCurve: what it changes is not documented; "
                + "the release runs on completionCurve")
    }

    open func cancel() {
        if let propertyAnimator {
            propertyAnimator.isReversed = true
            propertyAnimator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            return (context?.cancelInteractiveTransition()) ?? ()
        }
        reportTimingCurve("cancel()")
        context?.driver = .percentDriven(
            completionSpeed: Double(completionSpeed), completionCurve: completionCurve.timing)
        context?.cancelInteractiveTransition()
    }
}

/// A gesture as a script: what the app's gesture handler does at each moment (seconds after the
/// touch-down), as `update(_:)`, `finish()` or `cancel()` calls on its interaction controller.
@MainActor
public struct ScriptedGesture {
    var events: [(time: TimeInterval, run: @MainActor () -> Void)] = []
    public init() {}
    public init(_ build: (inout ScriptedGesture) -> Void) { build(&self) }

    /// Runs `handler` at `time`; events run in time order, ties in the order they were added.
    public mutating func at(_ time: TimeInterval, _ handler: @escaping @MainActor () -> Void) {
        events.append((time, handler))
    }

    /// Plays the gesture against the context, which reads the gesture's clock.
    func play(on context: AnimaticTransitionContext) {
        for event in events.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) })
            .map(\.element)
        {
            context.gestureTime = event.time
            let recorded = context.recorder.topLevelEntries.count
            event.run()
            reportStepsOffTheGesturesClock(context, since: recorded, at: event.time)
        }
    }

    /// The gesture's progress and release drive the recorded animations; what its handler does
    /// to the scene itself (a custom interaction controller that moves views in `update(_:)` or
    /// calls `completeTransition` from its handler) is recorded on the transition's clock, at its
    /// start, not at that moment of the gesture, which would draw it early. Said instead.
    private func reportStepsOffTheGesturesClock(_ context: AnimaticTransitionContext, since count: Int, at time: Double)
    {
        guard time > Timeline.epsilon, context.recorder.topLevelEntries.count > count else { return }
        context.recorder.report(
            "the gesture's handler at \(time) s changed the scene or completed the transition itself; Animatic "
                + "records that at the transition's start, not at that moment of the gesture (views moved or a "
                + "completion made by a custom interaction controller's gesture handler are not modelled)")
    }
}

/// What the context learned from the gesture, as the scene's interaction.
struct InteractionLog {
    var samples: [Interaction.Sample] = []
    var release: Interaction.Release?
    var location = SourceLocation.unknown

    mutating func update(_ progress: Double, at time: Double) {
        if let last = samples.last, abs(last.time - time) < Timeline.epsilon { samples.removeLast() }
        samples.append(Interaction.Sample(time, progress))
    }

    func interaction(driver: Interaction.Driver) -> Interaction? {
        guard let release else { return nil }
        var samples = self.samples
        // UIKit starts the transition at 0 % when the interaction begins.
        if samples.first.map({ $0.time > Timeline.epsilon }) ?? true { samples.insert(Interaction.Sample(0, 0), at: 0) }
        return Interaction(samples: samples, release: release, driver: driver, location: location)
    }
}
