import AnimaticCore

/// The mistakes the articles warn about in `animateTransition:` scripts, found on the compiled
/// timeline: each finding names the step (file, line, column) it comes from.
public struct Lint: Sendable {
    public enum Rule: String, Sendable, CaseIterable {
        case neverCompletes = "never-completes"
        case completesTwice = "completes-twice"
        case changesAfterCompletion = "changes-after-completion"
        case animatesAfterCompletion = "animates-after-completion"
        case blankScreen = "blank-screen"
        case snapshotLeftBehind = "snapshot-left-behind"
        case outlastsDuration = "outlasts-duration"
        case leftInvisible = "left-invisible"
        case radiansForDegrees = "radians-for-degrees"
        case frameUnderTransform = "frame-under-transform"
        case orderDependentSet = "order-dependent-set"
        case emptySnapshot = "empty-snapshot"
        case springDampingRatio = "spring-damping-ratio"
        case springCutOff = "spring-cut-off"
        case releaseJump = "release-jump"
        case wrongCompletionFlag = "wrong-completion-flag"
        case notRestoredAfterCancel = "not-restored-after-cancel"
        case scrubbedByTime = "unscrubbable-animation"
        case oldPathSpelling = "old-path-spelling"
        case revealedViewNotAdded = "revealed-view-not-added"
    }

    public struct Finding: Sendable, CustomStringConvertible {
        public var rule: Rule
        public var message: String
        public var location: SourceLocation
        public var description: String { "\(location): warning: \(message) [\(rule.rawValue)]" }
    }

    public let findings: [Finding]

    public init(_ timeline: Timeline) {
        let script = Script(timeline)
        findings =
            Self.completionFindings(script) + Self.durationFindings(script) + Self.endStateFindings(script)
            + timeline.diagnostics.compactMap { d in
                Rule(rawValue: d.rule).map { Finding(rule: $0, message: d.message, location: d.location) }
            }
            + Self.springFindings(timeline) + Self.interactiveFindings(timeline)
    }

    /// What the rules read of a timeline: the script's own steps (the controllers' steps follow
    /// UIKit, not the script's author), its completions and the model at the end.
    struct Script {
        let timeline: Timeline
        let events: [Timeline.StepEvent]
        let start: SourceLocation
        let end: ModelTree

        init(_ timeline: Timeline) {
            self.timeline = timeline
            events = timeline.events.filter { !$0.isGenerated }
            start = events.first?.location ?? .unknown
            end = timeline.model(at: timeline.endTime)
        }

        var completions: [Timeline.CompletionCall] { timeline.completions }
    }

    /// `completeTransition:` never called or called twice, views changed or still animating
    /// after it. Steps of the same batch land in the same frame; later ones change a finished
    /// transition.
    static func completionFindings(_ script: Script) -> [Finding] {
        var out: [Finding] = []
        let completions = script.completions, eps = Timeline.epsilon
        if completions.isEmpty {
            out.append(
                Finding(
                    rule: .neverCompletes,
                    message:
                        "completeTransition: is never called, so UIKit never ends the transition and the app stops responding",
                    location: script.start))
        }
        for extra in completions.dropFirst() {
            out.append(
                Finding(
                    rule: .completesTwice,
                    message: "completeTransition: is called again (first at \(seconds(completions[0].time)))",
                    location: extra.location))
        }
        guard let first = completions.first else { return out }
        for event in script.events
        where event.time > first.time + eps && event.kind != .completeTransition && !event.viewIDs.isEmpty {
            out.append(
                Finding(
                    rule: .changesAfterCompletion,
                    message:
                        "changes \(list(event.viewIDs)) at \(seconds(event.time)), after completeTransition: at \(seconds(first.time))",
                    location: event.location))
        }
        for event in script.events where (event.animationEnd ?? 0) > first.time + eps && event.time <= first.time + eps
        {
            out.append(
                Finding(
                    rule: .animatesAfterCompletion,
                    message:
                        "\(list(event.viewIDs)) still animate until \(seconds(event.animationEnd!)), after completeTransition: at \(seconds(first.time))",
                    location: event.location))
        }
        return out
    }

    /// Animations running past `transitionDuration`.
    static func durationFindings(_ script: Script) -> [Finding] {
        let duration = script.timeline.transitionDuration
        return script.events.compactMap { event in
            guard let finish = event.animationEnd, finish > duration + Timeline.epsilon else { return nil }
            return Finding(
                rule: .outlastsDuration,
                message: "this animation ends at \(seconds(finish)), after transitionDuration \(seconds(duration))",
                location: event.location)
        }
    }

    /// What the screen is left with: no to-view (a blank screen), snapshots, views made
    /// transparent or hidden and never restored.
    static func endStateFindings(_ script: Script) -> [Finding] {
        var out: [Finding] = []
        let timeline = script.timeline, end = script.end, events = script.events
        let toID = timeline.aliases["to"] ?? "to"
        // A transition that never completes is still on screen at its end: without the to-view it is
        // blank too, and both mistakes are reported.
        // A still (a script that animates nothing and only completes) shows the from-screen on
        // purpose, as a snapshot test's scene does: no blank screen to warn of.
        let isStill = timeline.animations.isEmpty && events.allSatisfy { $0.kind == .completeTransition }
        // A custom dismissal that keeps the presenter leaves the to-view in the window: on screen.
        if !end.isOnScreen(toID), script.completions.first?.didComplete ?? true, !isStill {
            out.append(
                Finding(
                    rule: .blankScreen,
                    message: "the to-view '\(toID)' is not in the container at the end: iOS would show a blank screen",
                    location: script.completions.first?.location ?? script.start))
        }
        for (id, view) in end.views.sorted(by: { $0.key < $1.key }) where view.snapshot != nil && end.isInHierarchy(id)
        {
            let made = events.first { $0.kind == .snapshot && $0.viewIDs.contains(id) }?.location ?? script.start
            out.append(
                Finding(
                    rule: .snapshotLeftBehind,
                    message: "snapshot '\(id)' is still in the hierarchy at the end; remove it in the completion",
                    location: made))
        }
        for (id, view) in end.views.sorted(by: { $0.key < $1.key })
        where end.isInHierarchy(id) && (view.opacity == 0 || view.isHidden) {
            guard
                let last = events.last(where: {
                    ($0.kind == .set || $0.kind == .animate || $0.kind == .keyframes) && $0.viewIDs.contains(id)
                })
            else { continue }
            out.append(
                Finding(
                    rule: .leftInvisible,
                    message:
                        "'\(id)' is left \(view.isHidden ? "hidden" : "transparent (alpha 0)") when the transition ends; restore it in the completion",
                    location: last.location))
        }
        return out
    }

    /// A `{damping: D}` spring with D ≤ 1 and a duration: UIKit's `dampingRatio` was almost surely
    /// meant (a damping coefficient of 1 barely slows a stiffness-100 spring; it rings for
    /// seconds). A CASpringAnimation whose duration ends before its settling duration: the layer
    /// jumps from wherever the spring is to the model value when it is removed.
    static func springFindings(_ timeline: Timeline) -> [Finding] {
        var out: [Finding] = []
        var seen: Set<String> = []
        for a in timeline.animations {
            guard case .spring(let spring) = a.curve else { continue }
            let settling = spring.settlingDuration
            let key = "\(a.location)"
            if spring.damping <= 1, abs(a.duration - settling) > 1e-6, !seen.contains("d" + key) {
                seen.insert("d" + key)
                out.append(
                    Finding(
                        rule: .springDampingRatio,
                        message:
                            "spring damping \(spring.damping) with a duration of \(seconds(a.duration)): damping is CASpringAnimation's coefficient (this spring rings for \(seconds(settling))); UIKit's spring: {dampingRatio: \(spring.damping)} was probably meant",
                        location: a.location))
                continue
            }
            if a.isExplicit, a.duration < settling - 1e-6, !seen.contains("c" + key), !seen.contains("d" + key) {
                seen.insert("c" + key)
                out.append(
                    Finding(
                        rule: .springCutOff,
                        message:
                            "this CASpringAnimation lasts \(seconds(a.duration)) but settles only after \(seconds(settling)) (settlingDuration): when it is removed the layer jumps to the model value; use duration: settlingDuration",
                        location: a.location))
            }
        }
        return out
    }

    static func seconds(_ t: Double) -> String { String(format: "%.3g s", t) }
    static func list(_ ids: [String]) -> String { ids.map { "'\($0)'" }.joined(separator: ", ") }
}
