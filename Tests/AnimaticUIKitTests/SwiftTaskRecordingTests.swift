import Animatic
import AnimaticUIKit
import Testing

/// An animator's Swift tasks. On iOS a `Task { … }` made in `animateTransition(using:)` runs on
/// the main run loop's next turn; `await UIView.animate(…)` resumes when its completion would
/// run, and `Task.sleep` when its time is up. `TransitionScene.recording(…)` runs them so on the
/// recording's clock; the synchronous initializer cannot, and says so.
@MainActor
struct SwiftTaskRecordingTests {
    typealias Animate = @MainActor (UIViewControllerContextTransitioning, UIView) -> Void

    func screens() -> (UIViewController, UIViewController) {
        let from = UIViewController(), to = UIViewController()
        from.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        to.view.frame = from.view.frame
        return (from, to)
    }

    /// The `to` screen in the container with a box (0, 0, 40, 40), id "box", then `animate`.
    func animator(_ animate: @escaping Animate) -> ClosureAnimator {
        ClosureAnimator(duration: 1) { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            box.accessibilityIdentifier = "box"
            to.addSubview(box)
            animate(context, box)
        }
    }

    func recorded(_ animate: @escaping Animate) async throws -> Timeline {
        let (from, to) = screens()
        let scene = try await TransitionScene.recording(
            from: from, to: to, animator: animator(animate), operation: .present)
        return try scene.timeline()
    }

    func box(_ timeline: Timeline, at t: Double) -> ViewState? {
        timeline.presentationState(of: "box", at: t, model: timeline.model(at: t))
    }

    /// Two awaited linear animations in a task: alpha 1 → 0 over 0.5 s from t = 0, then x 0 → 100
    /// over 0.2 s from t = 0.5 (when the first completes), then the transition completes at 0.7.
    /// t = 0.25: alpha 0.5, x 0; t = 0.6: alpha 0, x 50; t = 0.7 on: x 100.
    @Test func awaitedAnimationsRunInTurnOnTheClock() async throws {
        let timeline = try await recorded { context, box in
            Task {
                await UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { box.alpha = 0 }
                let finished = await UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
                    box.frame.origin.x = 100
                }
                context.completeTransition(finished)
            }
        }
        let early = try #require(box(timeline, at: 0.25)), middle = try #require(box(timeline, at: 0.6))
        #expect(abs(early.values.opacity - 0.5) < 1e-9 && early.frame.origin.x == 0)
        #expect(middle.values.opacity == 0 && abs(middle.frame.origin.x - 50) < 1e-9)
        #expect(box(timeline, at: 0.7)?.frame.origin.x == 100)
        #expect(timeline.completions.map(\.time) == [0.7] && timeline.completions.first?.didComplete == true)
    }

    /// `Task.sleep(nanoseconds:)` and `Task.sleep(for:)` wait on the clock: a write after sleeping
    /// 0.3 s lands at 0.3, one after another 0.2 s at 0.5; nothing before.
    @Test func sleepsWaitOnTheClock() async throws {
        let timeline = try await recorded { context, box in
            Task {
                try await Task.sleep(nanoseconds: 300_000_000)
                box.alpha = 0.5
                try await Task.sleep(for: .milliseconds(200))
                box.alpha = 0
                context.completeTransition(true)
            }
        }
        #expect(box(timeline, at: 0.29)?.values.opacity == 1)
        #expect(box(timeline, at: 0.31)?.values.opacity == 0.5)
        #expect(box(timeline, at: 0.51)?.values.opacity == 0)
        #expect(timeline.completions.map(\.time) == [0.5])
    }

    /// A task started inside a completion block runs at the completion's time; a task waiting on
    /// something the recording does not drive is reported, not silently dropped.
    @Test func aTaskFromACompletionRunsThenAndAStuckOneIsReported() async throws {
        let timeline = try await recorded { context, box in
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
                box.frame.origin.y = 40
            } completion: { _ in
                Task {
                    box.alpha = 0
                    context.completeTransition(true)
                }
            }
        }
        #expect(box(timeline, at: 0.39)?.values.opacity == 1)
        #expect(box(timeline, at: 0.41)?.values.opacity == 0)
        #expect(timeline.completions.map(\.time) == [0.4])

        let (from, to) = screens()
        let stuck = animator { context, _ in
            context.completeTransition(true)
            Task { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } }
        }
        await #expect {
            _ = try await TransitionScene.recording(from: from, to: to, animator: stuck, operation: .present)
        } throws: { error in
            "\(error)".contains("still waiting when no work was left on the recording's clock")
        }
    }

    /// A task whose handle the animator keeps has finished when it returns: not reported.
    @Test func aKeptHandleOfAFinishedTaskIsNotAWait() async throws {
        final class Handles { var tasks: [Task<Void, Never>] = [] }
        let handles = Handles()
        let timeline = try await recorded { context, box in
            handles.tasks.append(
                Task {
                    box.alpha = 0
                    context.completeTransition(true)
                })
        }
        #expect(handles.tasks.count == 1 && box(timeline, at: 0.1)?.values.opacity == 0)
    }

    /// The synchronous recording ends before any task can run: it stops, naming the async one.
    @Test func theSynchronousRecordingSaysATaskDidNotRun() throws {
        let (from, to) = screens()
        let animator = animator { context, box in
            Task {
                box.alpha = 0
                context.completeTransition(true)
            }
        }
        #expect {
            _ = try TransitionScene(from: from, to: to, animator: animator, operation: .present)
        } throws: { error in
            "\(error)".contains("TransitionScene.recording(…)")
        }
    }

    /// An animator with no task records the same either way.
    @Test func withoutTasksBothRecordingsAgree() async throws {
        let animate: Animate = { context, box in
            UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseIn) {
                box.alpha = 0.2
            } completion: { _ in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { context.completeTransition(true) }
            }
        }
        let (from, to) = screens()
        let synchronous = try TransitionScene(from: from, to: to, animator: animator(animate), operation: .present)
        let (from2, to2) = screens()
        let async = try await TransitionScene.recording(
            from: from2, to: to2, animator: animator(animate), operation: .present)
        let (a, b) = (try synchronous.timeline(), try async.timeline())
        #expect(a.completions.map(\.time) == [0.5] && b.completions.map(\.time) == [0.5])
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            #expect(box(a, at: t)?.values.opacity == box(b, at: t)?.values.opacity)
        }
    }
}

extension SwiftTaskRecordingTests {
    actor Ledger {
        var entries = 0
        func note() async throws -> Int {
            try await ContinuousClock().sleep(for: .milliseconds(20))
            entries += 1
            return entries
        }
    }

    /// A task that waits on another actor (answering in real time, 20 ms here) after the clock's
    /// last work: the recording waits for it, and what it schedules then runs on the clock.
    @Test func aTaskWaitingOnAnotherActorIsWaitedFor() async throws {
        let ledger = Ledger()
        let timeline = try await recorded { context, box in
            Task {
                let count = (try? await ledger.note()) ?? 0
                await UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
                    box.alpha = CGFloat(count) / 2
                }
                context.completeTransition(true)
            }
        }
        #expect(timeline.completions.count == 1)
        #expect(box(timeline, at: 1)?.values.opacity == 0.5)
    }
}

extension SwiftTaskRecordingTests {
    /// A detached task does not inherit the recording: its change to a view is reported. (The
    /// recording waits the 200 ms of real time an inheriting task takes, time enough for the
    /// detached one to reach the main actor.)
    @Test func aDetachedTasksChangeIsReported() async throws {
        let (from, to) = screens()
        let detached = animator { context, box in
            context.completeTransition(true)
            Task.detached {
                await MainActor.run { box.alpha = 0 }
            }
            Task { try? await ContinuousClock().sleep(for: .milliseconds(200)) }
        }
        await #expect {
            _ = try await TransitionScene.recording(from: from, to: to, animator: detached, operation: .present)
        } throws: { error in
            "\(error)".contains("does not inherit the recording")
        }
    }
    /// An interactive transition whose animator animates in a task. A linear 1 s slide of the box,
    /// x 0 → 100, made on the next turn (t = 0); the gesture updates to 0.5 at 0.5 s and finishes
    /// there: at 0.5 s the box is half way, x = 50. The synchronous interactive recording cannot run
    /// the task and names the one that can.
    @Test func anInteractiveRecordingRunsTheAnimatorsTask() async throws {
        func gesture(_ controller: UIPercentDrivenInteractiveTransition) -> ScriptedGesture {
            ScriptedGesture { g in
                g.at(0.25) { controller.update(0.25) }
                g.at(0.5) { controller.update(0.5) }
                g.at(0.5) { controller.finish() }
            }
        }
        let sliding = animator { context, box in
            Task {
                let finished = await UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    box.frame.origin.x = 100
                }
                context.completeTransition(finished && !context.transitionWasCancelled)
            }
        }
        let controller = UIPercentDrivenInteractiveTransition()
        let scene = try await TransitionScene.recording(
            screens: scenePath("rotate-swipe-finish"), animator: sliding, interactionController: controller,
            gesture: gesture(controller), operation: .present)
        let timeline = try scene.timeline()
        // The touch-down (progress 0 at 0 s), then the two updates.
        #expect(scene.scene.interaction?.samples.map(\.progress) == [0, 0.25, 0.5])
        #expect(scene.scene.interaction?.release.finish == true)
        let half = try #require(box(timeline, at: 0.5))
        #expect(abs(half.frame.origin.x - 50) < 1e-6, "\(half.frame)")
        let synchronous = UIPercentDrivenInteractiveTransition()
        #expect {
            _ = try TransitionScene(
                screens: scenePath("rotate-swipe-finish"), animator: sliding, interactionController: synchronous,
                gesture: gesture(synchronous), operation: .present)
        } throws: { error in
            "\(error)".contains("TransitionScene.recording(screens:animator:interactionController:gesture:")
        }
    }
}
