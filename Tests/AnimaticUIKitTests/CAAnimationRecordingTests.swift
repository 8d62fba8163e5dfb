import Animatic
import AnimaticUIKit
import Testing

/// `layer.add(_:forKey:)` through the recorded timeline: fill modes, removal on completion,
/// `beginTime` on the virtual clock, radians, delegates and transaction completions.
@MainActor
struct CAAnimationRecordingTests {
    /// Five views, each with opacity 0.2 → 0.6 over 0.5 s (linear), beginning at 0.2 s
    /// (`CACurrentMediaTime() + 0.2`), so active from 0.2 to 0.7; model opacity stays 1.
    private func fillModeScene() throws -> Timeline {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let cases: [(String, CAMediaTimingFillMode, Bool)] = [
                ("removed", .removed, true), ("backwards", .backwards, true), ("forwardsKept", .forwards, false),
                ("forwardsRemoved", .forwards, true), ("keptNoFill", .removed, false),
            ]
            for (id, fill, removed) in cases {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.accessibilityIdentifier = id
                to.addSubview(view)
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.2
                fade.toValue = 0.6
                fade.duration = 0.5
                fade.beginTime = CACurrentMediaTime() + 0.2
                fade.fillMode = fill
                fade.isRemovedOnCompletion = removed
                view.layer.add(fade, forKey: "fade")
            }
            context.completeTransition(true)
        }
        return try Timeline.compile(scene)
    }

    private func opacity(_ timeline: Timeline, _ id: String, _ t: Double) -> Double? {
        guard case .number(let v)? = timeline.presentationValue(of: .opacity, view: id, at: t) else { return nil }
        return v
    }

    @Test func fillModesAndRemovalOnCompletion() throws {
        let timeline = try fillModeScene()
        func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }
        // Before the begin: the model (1), except a backwards fill shows the from value.
        #expect(near(opacity(timeline, "removed", 0.1), 1))
        #expect(near(opacity(timeline, "backwards", 0.1), 0.2))
        #expect(near(opacity(timeline, "forwardsKept", 0.1), 1))
        // Active: 0.2 + 0.4 · (0.45 − 0.2)/0.5 = 0.4 for all.
        for id in ["removed", "backwards", "forwardsKept", "forwardsRemoved", "keptNoFill"] {
            #expect(near(opacity(timeline, id, 0.45), 0.4), "\(id)")
        }
        // After the end (0.7): only a forwards fill that stays in the layer holds 0.6.
        #expect(near(opacity(timeline, "forwardsKept", 0.8), 0.6))
        #expect(near(opacity(timeline, "forwardsRemoved", 0.8), 1))
        #expect(near(opacity(timeline, "keptNoFill", 0.8), 1))
        #expect(near(opacity(timeline, "removed", 0.7), 1))
        // The model never moved.
        #expect(timeline.model(at: 0.8).views["forwardsKept"]?.opacity == 1)
    }

    @Test func rotationInRadiansIsTheModelsDegrees() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0
            turn.toValue = CGFloat.pi / 2
            turn.duration = 1
            to.layer.add(turn, forKey: nil)
            context.completeTransition(true)
        }
        // Linear (no timing function): half way is π/4 = 45°.
        let value = try Timeline.compile(scene).presentationValue(of: .rotationZ, view: "to", at: 0.5)
        guard case .number(let degrees)? = value else {
            Issue.record("no rotation: \(String(describing: value))")
            return
        }
        #expect(abs(degrees - 45) < 1e-9)
    }

    @Test func delegateAndTransactionCompletionsFireOnTheVirtualClock() throws {
        let log = StopLog()
        _ = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.events.append("transaction at \(CACurrentMediaTime())") }
            let move = CABasicAnimation(keyPath: "position.y")
            move.byValue = 40
            move.duration = 0.3
            move.beginTime = CACurrentMediaTime() + 0.2
            move.delegate = log
            to.layer.add(move, forKey: "move")
            CATransaction.commit()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = log
            to.layer.add(fade, forKey: "fade")
            #expect(to.layer.animationKeys() == ["move", "fade"])
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                to.layer.removeAnimation(forKey: "fade")
                log.events.append("keys \(to.layer.animationKeys() ?? [])")
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                log.events.append("keys \(to.layer.animationKeys() ?? [])")
                context.completeTransition(true)
            }
        }
        // fade removed at 0.1 (not finished); move ends at 0.2 + 0.3 = 0.5, with its transaction.
        #expect(
            log.events == [
                "stop finished false at 0.1", "keys [\"move\"]", "stop finished true at 0.5", "transaction at 0.5",
                "keys []",
            ])
    }

    @Test func anUnmodeledAnimationIsReportedAtItsLine() throws {
        #expect(throws: RecordingError.self) {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                let wobble = CABasicAnimation(keyPath: "contents")
                wobble.toValue = 1
                to.layer.add(wobble, forKey: nil)
                context.completeTransition(true)
            }
        }
    }

    private func number(_ timeline: Timeline, _ property: LayerProperty, _ t: Double) -> Double? {
        guard case .number(let v)? = timeline.presentationValue(of: property, view: "to", at: t) else { return nil }
        return v
    }

    @Test func keyframeValuesKeyTimesAndGroups() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            // Rotation values in radians: 0 → π at key time 0.5, held to 1.
            let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            turn.values = [0, CGFloat.pi, CGFloat.pi]
            turn.keyTimes = [0, 0.5, 1]
            turn.duration = 1
            to.layer.add(turn, forKey: "turn")
            // A group of 1 s whose child fades 0 → 1 in its second half.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.beginTime = 0.5
            fade.duration = 0.5
            let group = CAAnimationGroup()
            group.animations = [fade]
            group.duration = 1
            to.layer.add(group, forKey: "group")
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        // Linear between key times: at 0.25 half of 180°; from 0.5 on 180°.
        #expect(number(timeline, .rotationZ, 0.25).map { abs($0 - 90) < 1e-9 } == true)
        #expect(number(timeline, .rotationZ, 0.75).map { abs($0 - 180) < 1e-9 } == true)
        // The child begins 0.5 s into the group: before, the model (1); at 0.75, half way.
        #expect(number(timeline, .opacity, 0.25).map { abs($0 - 1) < 1e-9 } == true)
        #expect(number(timeline, .opacity, 0.75).map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test func transitionFromToCompletesAtItsEndAndShowHideKeepsBothViews() throws {
        var completedAt: Double?
        let scene = try record { context in
            let to = context.view(forKey: .to)!, from = context.view(forKey: .from)!
            context.containerView.addSubview(to)
            to.isHidden = true
            UIView.transition(
                from: from, to: to, duration: 0.4, options: [.transitionCrossDissolve, .showHideTransitionViews]
            ) { _ in
                completedAt = CACurrentMediaTime()
                context.completeTransition(true)
            }
        }
        #expect(completedAt == 0.4)
        let timeline = try Timeline.compile(scene)
        #expect(timeline.completions.map(\.time) == [0.4])
        let end = timeline.model(at: 0.4)
        #expect(end.views["from"]?.isHidden == true && end.views["to"]?.isHidden == false)
        #expect(end.parent["from"] == end.parent["to"])
    }
}

final class StopLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop finished \(flag) at \(CACurrentMediaTime())")
    }
}
