import Animatic
import AnimaticUIKit
import Testing

/// Options and block forms map onto the scene model's animation fields.
@MainActor
struct AnimationOptionsTests {
    func animations(_ scene: Scene) throws -> [Animation] { try Timeline.compile(scene).animations }
    func timing(_ a: Animation) -> TimingFunction? { if case .timing(let t) = a.curve { t } else { nil } }
    func spring(_ a: Animation) -> Spring? { if case .spring(let s) = a.curve { s } else { nil } }

    @Test func optionsBecomeTheStepsTimingAndFlags() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            UIView.animate(
                withDuration: 0.2, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction],
                animations: { to.alpha = 0.5 })
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                UIView.animate(
                    withDuration: 0.3, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                    animations: { to.center.y = 0 })
            }
            context.completeTransition(true)
        }
        let all = try animations(scene)
        let fade = try #require(all.first { $0.property == .opacity })
        #expect(fade.begin == 0.1 && fade.duration == 0.2 && timing(fade) == .easeOut && !fade.additive)
        let move = try #require(all.first { $0.property == .position })
        #expect(move.repeatCount == 2 && move.autoreverses && timing(move) == .linear)
        // 2 cycles of there and back: it ends after 4 × 0.3 s.
        #expect(abs(move.end - 1.2) < 1e-12)
    }

    @Test func writesWithoutAnimationSwitchAtOnceInsideABlock() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            UIView.animate(withDuration: 0.5) {
                to.alpha = 0.5
                UIView.performWithoutAnimation { to.center.x = 0 }
            }
            context.completeTransition(true)
        }
        let all = try animations(scene)
        #expect(all.map(\.property) == [.opacity])
        #expect(try Timeline.compile(scene).model(at: 0).views["to"]?.position.x == 0)
    }

    @Test func keyframeOptionsChooseTheCalculationModeAndCurve() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: [.calculationModeDiscrete, linear],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { to.alpha = 0.5 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { to.alpha = 0 }
                })
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        // Discrete: each value holds until the next key time (0.5, 1), on a linear clock.
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.25) == .number(1))
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.75) == .number(0.5))
    }

    @Test func aSpringWithDampingUsesUIKitsMapping() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            UIView.animate(
                withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 2, options: [],
                animations: { to.center.x = 0 })
            context.completeTransition(true)
        }
        let move = try #require(try animations(scene).first)
        #expect(spring(move) == .uikit(duration: 0.6, dampingRatio: 0.7, initialVelocity: 2))
    }

    @Test func aNestedBlockInheritsTheOuterDurationAndCurve() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            UIView.animate(
                withDuration: 0.8, delay: 0, options: .curveLinear,
                animations: {
                    to.alpha = 0.5
                    UIView.animate(withDuration: 0.2) { to.center.x = 0 }
                    UIView.animate(
                        withDuration: 0.2, delay: 0, options: .overrideInheritedDuration,
                        animations: { to.layer.cornerRadius = 8 })
                })
            context.completeTransition(true)
        }
        let all = try animations(scene)
        let move = try #require(all.first { $0.property == .position })
        #expect(move.duration == 0.8 && timing(move) == .linear)
        let corner = try #require(all.first { $0.property == .cornerRadius })
        #expect(corner.duration == 0.2 && timing(corner) == .linear)
    }
}
