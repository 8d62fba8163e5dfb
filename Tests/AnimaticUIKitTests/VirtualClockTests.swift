import Animatic
import AnimaticUIKit
import Testing

/// Completions, asyncAfter and transaction blocks run when the virtual clock reaches them.
/// (No `import Foundation` here: a direct import of Foundation or Dispatch makes
/// `DispatchQueue` resolve to Dispatch's queue instead of the virtual clock's.)
@MainActor
struct VirtualClockTests {
    /// `sync` runs at once (the caller waits on iOS too); another queue's `async` runs as the next
    /// turn at the same virtual time, like the main queue's, and is reported at its call because a
    /// device would take an unknown time on another thread.
    @Test func otherQueuesRunOnTheClockAndTheirAsyncWorkIsReported() {
        var log: [String] = []
        var messages: [String] = []
        do {
            _ = try record { context in
                log.append("sync \(DispatchQueue(label: "app.serial").sync { 6 * 7 })")
                DispatchQueue.global(qos: .background).async {
                    log.append("global at \(CACurrentMediaTime())")
                    DispatchQueue.main.async {
                        log.append("main at \(CACurrentMediaTime())")
                        context.completeTransition(true)
                    }
                }
                log.append("animateTransition returns")
            }
        } catch let error as RecordingError {
            messages = error.problems.map(\.message)
        } catch {
            messages = ["\(error)"]
        }
        #expect(log == ["sync 42", "animateTransition returns", "global at 0.0", "main at 0.0"])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("DispatchQueue 'com.apple.root.background-qos'") == true)
    }

    @Test func blocksRunInTimeOrderAndMayStartMoreWork() throws {
        var log: [String] = []
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            UIView.animate(
                withDuration: 0.5, animations: { to.alpha = 0.5 },
                completion: { _ in
                    log.append("completion at \(CACurrentMediaTime())")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                        log.append("nested asyncAfter at \(CACurrentMediaTime())")
                        // An animation started inside later work, whose completion ends the transition.
                        UIView.animate(
                            withDuration: 0.3, animations: { to.alpha = 1 },
                            completion: { _ in
                                log.append("second completion at \(CACurrentMediaTime())")
                                context.completeTransition(true)
                            })
                    }
                })
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                log.append("asyncAfter at \(CACurrentMediaTime())")
                to.backgroundColor = .systemRed
            }
            DispatchQueue.main.async { log.append("async at \(CACurrentMediaTime())") }
            log.append("animateTransition returns")
        }
        #expect(
            log == [
                "animateTransition returns", "async at 0.0", "completion at 0.5", "asyncAfter at 0.6",
                "nested asyncAfter at 0.7", "second completion at 1.0",
            ])
        // The compiled timeline has the same moments: the color switches at 0.6 and the
        // transition completes at 0.5 + 0.2 + 0.3.
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 0.59).views["to"]?.backgroundColor == Color.named["systemBlue"])
        #expect(timeline.model(at: 0.61).views["to"]?.backgroundColor == Color.named["systemRed"])
        #expect(timeline.completions.map(\.time) == [1.0])
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.85) == .number(0.75))
    }

    @Test func anAnimationThatChangesNothingCompletesAtOnce() throws {
        var finishedAt: Double?
        _ = try record { context in
            context.containerView.addSubview(context.view(forKey: .to)!)
            UIView.animate(
                withDuration: 0.4, animations: {},
                completion: { _ in
                    finishedAt = CACurrentMediaTime()
                    context.completeTransition(true)
                })
        }
        #expect(finishedAt == 0)
    }

    @Test func transactionCompletionWaitsForItsAnimations() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            CATransaction.begin()
            CATransaction.setCompletionBlock { context.completeTransition(true) }
            UIView.animate(withDuration: 0.25, delay: 0.15, options: [], animations: { to.alpha = 0.5 })
            CATransaction.commit()
        }
        #expect(try Timeline.compile(scene).completions.map(\.time) == [0.4])
    }

    @Test func propertyAnimatorRunsItsBlocksAndCompletionsOnTheClock() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            let animator = UIViewPropertyAnimator(duration: 0.8, curve: .linear) { to.alpha = 1 }
            // Starts at 0.4 of the duration and ends with the animator: 0.32 → 0.8 s.
            animator.addAnimations({ to.center.x += 48 }, delayFactor: 0.4)
            animator.addCompletion { position in
                #expect(position == .end)
                context.completeTransition(true)
            }
            animator.startAnimation(afterDelay: 0.2)
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.completions.map(\.time) == [1.0])
        // Opacity: 0.2 s delay, then 0.8 s linear: at 0.6 half way.
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.6) == .number(0.5))
        // Position: from 0.2 + 0.32 = 0.52 for 0.48 s: at 0.76 half of 48 pt.
        #expect(timeline.presentationValue(of: .position, view: "to", at: 0.76) == .point(Point(160 + 24, 284)))
    }

    @Test func completeTransitionIsLocatedAtItsCallInTheAnimator() throws {
        var line = 0
        let scene = try record { context in
            context.containerView.addSubview(context.view(forKey: .to)!)
            line = #line + 1
            context.completeTransition(true)
        }
        let call = try #require(try Timeline.compile(scene).completions.first)
        #expect(call.location.file == "AnimaticUIKitTests/VirtualClockTests.swift" && call.location.line == line)
    }

    @Test func whatCannotBeModeledIsReportedAtItsCall() throws {
        var line = 0
        do {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                line = #line + 1
                UIView.transition(with: to, duration: 0.3, options: .transitionCurlUp, animations: { to.alpha = 0.5 })
                context.completeTransition(true)
            }
            Issue.record("a page curl was recorded without a diagnostic")
        } catch let error as RecordingError {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.location.line == line)
            #expect(error.problems.first?.message.contains("page curls are not modeled") == true)
        }
    }

    /// Options without a transition style (bits 20…23 zero) are not a page curl: nothing to report.
    @Test func aTransitionWithoutAStyleIsNotReportedAsACurl() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            UIView.transition(with: to, duration: 0.3, options: [.curveEaseIn], animations: { to.alpha = 0.5 })
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 1).views["to"]?.opacity == 0.5)
    }

    @Test func theDurationIsAskedWithTheContext() throws {
        final class ContextDuration: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
                context?.isAnimated == true ? 0.7 : 0
            }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                context.completeTransition(true)
            }
        }
        let scene = try TransitionScene(
            from: UIViewController(), to: UIViewController(), animator: ContextDuration(), operation: .push
        ).scene
        #expect(scene.transition.duration == 0.7)
    }

    @Test func layerKindsTheModelLacksAreReported() throws {
        do {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                to.layer.addSublayer(CAReplicatorLayer())
                DispatchQueue.main.async {
                    to.layer.mask = CAShapeLayer()
                    context.completeTransition(true)
                }
            }
            Issue.record("unmodeled layers were recorded without a diagnostic")
        } catch let error as RecordingError {
            #expect(
                error.problems.map(\.message) == [
                    "CAReplicatorLayer is not in Animatic's model yet: it would not be drawn",
                    "layer.mask set after the animator's first call (in a completion or delayed block) is not modeled: set it in animateTransition(using:)",
                ])
        }
    }

    @Test func anEndlessLoopOfLaterWorkIsReportedNotRunForever() throws {
        func again() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { again() } }
        #expect(throws: RecordingError.self) {
            _ = try record { context in
                context.containerView.addSubview(context.view(forKey: .to)!)
                again()
                context.completeTransition(true)
            }
        }
    }
}
