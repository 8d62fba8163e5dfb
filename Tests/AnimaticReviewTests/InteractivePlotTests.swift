import AnimaticCore
import AnimaticReview
import Testing

/// The timing plot of an interactive scene: the gesture's progress as a curve, the release as a
/// moment, completeTransition on the wall clock, and progress measured against the transition.
@Suite struct InteractivePlotTests {
    let cancelled = """
        canvas: {size: [200, 400], scale: 1, fps: 60}
        from: {id: home, subviews: [{id: card, frame: [0, 0, 100, 100]}]}
        to: {id: detail}
        interaction:
          driver: propertyAnimator
          progress: [[0, 0], [0.5, 0.4]]
          release: {at: 0.5, finish: false}
          continue: {curve: linear}
        transition:
          duration: 1
          steps:
            - add: to
            - animate: {duration: 1, set: {card.center: [150, 50]}, completion: [{completeTransition: "!transitionWasCancelled"}]}
        """

    @Test func theProgressPanelMeasuresACancelAgainstTheTransitionsEnds() throws {
        let curves = TimingCurves(try timeline(cancelled))
        // Back over 0.4 × 1 s, linearly: the release ends at 0.9 s, where the completion runs.
        #expect(curves.release?.time == 0.5 && curves.release?.finish == false)
        #expect(abs(curves.completionTime! - 0.9) < 1e-9)
        let progress = try #require(curves.curves.first { $0.viewID == "interaction" })
        let x = try #require(curves.curves.first { $0.viewID == "card" && $0.keyPath.hasSuffix(".x") })
        let i = try #require(curves.sampleTimes.firstIndex { abs($0 - 0.5) < 1e-9 })
        #expect(abs(progress.samples[i] - 0.4) < 1e-9)
        // 50 → 150 pt: at 40 % the card is at 90 pt, which the panel shows as 0.4, not as its peak 1.
        #expect(abs(x.samples[i] - 90) < 1e-9)
        #expect(abs(x.normalized(x.samples)[i] - 0.4) < 1e-9)
        #expect(abs(x.normalized(x.samples).last!) < 1e-9)
    }
}
