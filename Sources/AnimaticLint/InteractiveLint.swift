import AnimaticCore

/// The mistakes of interactive transitions, where they go wrong in practice: the release.
extension Lint {
    /// A change of speed at the release larger than this (fraction of the transition per
    /// second, and at least a quarter of the faster side) shows as a jerk.
    static let releaseSpeedJump = 0.25

    static func interactiveFindings(_ timeline: Timeline) -> [Finding] {
        guard let drive = timeline.interaction else { return [] }
        let interaction = drive.interaction
        var out: [Finding] = []
        let clock = drive.clock
        let r = clock.releaseTime
        let h = 1e-3
        if clock.releaseDuration > 0, r >= h {
            let before = (clock.fraction(at: r) - clock.fraction(at: r - h)) / h
            let after = clock.velocity(after: r)
            let jump = abs(after - before)
            if jump > releaseSpeedJump, jump > 0.25 * max(abs(before), abs(after)) {
                let why: String =
                    switch interaction.driver {
                    case .percentDriven(_, let curve) where curve != .linear:
                        "finish()/cancel() run on completionCurve, which starts at rest and ignores the gesture's velocity; a property animator continued with a spring takes it over"
                    case .percentDriven:
                        "finish()/cancel() run at completionSpeed, not at the gesture's speed"
                    default:
                        interaction.release.velocity.map { v in
                            "release.velocity \(fmt(v)) is not the gesture's \(fmt(interaction.scrubVelocity(before: r)))"
                        }
                            ?? "the release timing does not start at the gesture's velocity"
                    }
                out.append(
                    Finding(
                        rule: .releaseJump,
                        message:
                            "at the release (\(seconds(r))) the transition's speed jumps from \(fmt(before)) to \(fmt(after)) per second: \(why)",
                        location: interaction.location))
            }
        }
        let completions = timeline.completions
        if let first = completions.first, first.didComplete != interaction.release.finish {
            let said = first.didComplete ? "true" : "false"
            out.append(
                Finding(
                    rule: .wrongCompletionFlag,
                    message:
                        "completeTransition: \(said) when the gesture \(interaction.release.finish ? "finishes" : "cancels"); pass !transitionContext.transitionWasCancelled (\"!transitionWasCancelled\")",
                    location: first.location))
        }
        if !interaction.release.finish { out += notRestored(timeline, drive) }
        out += unscrubbable(timeline, drive)
        return out
    }

    /// After a cancel the screen must be what it was before the transition: UIKit runs the
    /// animations back and removes the to-view, but leaves every plain `set` of the script.
    static func notRestored(_ timeline: Timeline, _ drive: InteractiveDrive) -> [Finding] {
        let before = timeline.setUpTree, after = drive.cancelledTree
        var out: [Finding] = []
        for id in before.views.keys.sorted() where before.isInHierarchy(id) && id != ModelTree.containerID {
            guard let was = before.views[id] else { continue }
            var problems: [String] = []
            if !after.isInHierarchy(id) {
                problems.append("is no longer in the container")
            } else if let now = after.views[id] {
                let (a, b) = (
                    before.convert(was.bounds, from: id, to: nil), after.convert(now.bounds, from: id, to: nil)
                )
                if !close(a, b) { problems.append("is at \(a) → \(b)") }
                if now.transform != was.transform { problems.append("keeps a transform") }
                if abs(now.opacity - was.opacity) > 1e-6 {
                    problems.append("has alpha \(fmt(now.opacity)) (was \(fmt(was.opacity)))")
                }
                if now.isHidden != was.isHidden { problems.append(now.isHidden ? "is hidden" : "is shown") }
            }
            guard !problems.isEmpty else { continue }
            let step =
                timeline.events.last { !$0.isGenerated && $0.viewIDs.contains(id) && $0.kind != .animate }?.location
                ?? drive.interaction.location
            out.append(
                Finding(
                    rule: .notRestoredAfterCancel,
                    message:
                        "after the cancel '\(id)' \(problems.joined(separator: ", ")): UIKit runs the animations back but not this step; undo it in the completion when transitionWasCancelled",
                    location: step))
        }
        return out
    }

    /// Animations that do not follow the gesture the way the scene expects.
    static func unscrubbable(_ timeline: Timeline, _ drive: InteractiveDrive) -> [Finding] {
        var out: [Finding] = []
        var seen: Set<String> = []
        for a in timeline.animations where !seen.contains("\(a.location)") {
            switch drive.interaction.driver {
            case .percentDriven:
                guard case .spring = a.curve else { continue }
                seen.insert("\(a.location)")
                out.append(
                    Finding(
                        rule: .scrubbedByTime,
                        message:
                            "UIPercentDrivenInteractiveTransition scrubs this spring by time, not by its way: at 30 % of the gesture it shows the spring 0.3 × the duration in, overshoot included; use interruptibleAnimator(using:) (driver: propertyAnimator) for a spring",
                        location: a.location))
            case .propertyAnimator:
                guard a.isExplicit else { continue }
                seen.insert("\(a.location)")
                out.append(
                    Finding(
                        rule: .scrubbedByTime,
                        message:
                            "a UIViewPropertyAnimator does not pause or scrub animations added with layer.add(_:forKey:): this one runs by the clock while the gesture holds the rest",
                        location: a.location))
            }
        }
        return out
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.origin.x - b.origin.x) < 0.01 && abs(a.origin.y - b.origin.y) < 0.01 && abs(a.width - b.width) < 0.01
            && abs(a.height - b.height) < 0.01
    }

    static func fmt(_ x: Double) -> String { String(format: "%.3g", x) }
}
