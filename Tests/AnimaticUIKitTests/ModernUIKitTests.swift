import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// iOS 13–17 API an app's code uses around a transition (found by compiling everyday calls of
/// each area against AnimaticUIKit): what is drawn is checked in numbers derived here, what is not
/// drawn is reported where it would change pixels.
@MainActor
struct ModernUIKitTests {
    /// Apple's `Spring` reference: `Spring(duration: 0.5, bounce: 0.3)` is mass 1.0, stiffness
    /// 157.9, damping 17.6; (1, 100, 10) reads back as duration 0.63, bounce 0.5.
    @Test func perceptualSpringsAsApplesReferenceGivesThem() {
        let spring = Spring.perceptual(duration: 0.5, bounce: 0.3, initialVelocity: 0)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.91) < 0.01)  // (2π / 0.5)²
        #expect(abs(spring.damping - 17.59) < 0.01)  // 2 · 0.7 · 4π
        let physics = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(physics.stiffness - 157.91) < 0.01 && abs(physics.damping - 17.59) < 0.01)
        let readBack = CASpringAnimation()
        (readBack.mass, readBack.stiffness, readBack.damping) = (1, 100, 10)
        #expect(abs(readBack.perceptualDuration - 0.628) < 0.001 && abs(readBack.bounce - 0.5) < 1e-9)
        // Overdamped: bounce −0.5 is a damping ratio of 1 / 0.5 = 2.
        let over = Spring.perceptual(duration: 1, bounce: -0.5, initialVelocity: 0)
        #expect(abs(over.damping - 2 * 2 * 2 * Double.pi) < 1e-9)
    }

    /// `UIView.animate(springDuration: 0.5, bounce: 0)`: critically damped at ω = 4π, so a box
    /// moving 100 pt is at 100 · (1 − (1 + ωt) e^(−ωt)): 35.77 at t = 0.1 (ωt = 1.2566). The
    /// animation lasts until it settles within 0.1 %: (1 + x) e^(−x) = 0.001 at x = 9.2335, t =
    /// 0.7348 s. (Taken as a 0.5 s settling time before, it was at 55.1.)
    @Test func aPerceptualSpringAnimationMovesAtItsPace() throws {
        let scene = try record(duration: 1) { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.accessibilityIdentifier = "box"
            to.addSubview(box)
            UIView.animate(springDuration: 0.5, bounce: 0) {
                box.frame.origin.x = 100
            } completion: { _ in
                context.completeTransition(true)
            }
        }
        let timeline = try Timeline.compile(scene)
        func x(at t: Double) -> Double? {
            timeline.presentationState(of: "box", at: t, model: timeline.model(at: t))?.frame.minX
        }
        #expect(abs((x(at: 0.1) ?? 0) - 35.77) < 0.05, "\(String(describing: x(at: 0.1)))")
        let end = timeline.completions.first?.time ?? 0
        #expect(abs(end - 0.7348) < 0.002, "\(end)")
    }

    /// Dynamic Type at the default size category (HIG: body 17, headline 17 semibold, large
    /// title 34, caption 2 11), UIFontMetrics scaling by 1, and digits of one width.
    @Test func textStylesAndMonospacedDigits() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let body = UIFont.systemFont(ofSize: 20)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: body) == body)
        #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 18).pointSize == 18)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        // Inter's figures are proportional ("1" narrower than "0"); its tabular ones are one width.
        func width(_ text: String, _ font: UIFont) -> CGFloat {
            let label = UILabel(frame: .zero)
            label.font = font
            label.text = text
            return label.sizeThatFits(.zero).width
        }
        let plain = UIFont.systemFont(ofSize: 30),
            tabular = UIFont.monospacedDigitSystemFont(ofSize: 30, weight: .regular)
        #expect(width("1111", plain) < width("0000", plain) - 1)
        #expect(abs(width("1111", tabular) - width("0000", tabular)) < 0.01)
        let bold = body.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
        #expect(bold == UIFont.systemFont(ofSize: 20, weight: .bold))
        // Pango's metrics of Inter at 20 pt: cap height above x height, both under the ascender.
        #expect(body.ascender > body.capHeight && body.capHeight > body.xHeight && body.xHeight > 5)
        #expect(body.descender < 0 && abs(body.ascender - body.descender - body.lineHeight) < 0.5)
    }

    @Test func aDynamicColorIsItsLightColorAndResolvesPerTraits() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .black : UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        var dark = UITraitCollection()
        dark.userInterfaceStyle = .dark
        #expect(color.resolvedColor(with: dark) == .black)
    }

    /// Reported on screen: a view forced dark, an SF Symbol, a tinted image, a configured button,
    /// a text layer, a blend-mode compositing filter, a label that would shrink its text. Not
    /// reported: forced light, padding-only insets, a label whose text fits.
    @Test func whatIOSWouldDrawOtherwiseIsReportedOnScreen() {
        let quiet = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.overrideUserInterfaceStyle = .light
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            label.text = "Fits"
            label.adjustsFontSizeToFitWidth = true
            to.addSubview(label)
            context.completeTransition(true)
        }
        #expect(quiet.isEmpty, "\(quiet)")
        func reported(_ build: @escaping @MainActor (UIView) -> Void) -> [String] {
            problems { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                build(to)
                context.completeTransition(true)
            }
        }
        #expect(
            reported { $0.overrideUserInterfaceStyle = .dark }.contains { $0.contains("overrideUserInterfaceStyle") })
        let symbol = reported { $0.addSubview(UIImageView(image: UIImage(systemName: "xmark"))) }
        #expect(symbol.contains { $0.contains("SF Symbols") }, "\(symbol)")
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let tinted = reported { $0.addSubview(UIImageView(image: square.withTintColor(.red))) }
        #expect(tinted.contains { $0.contains("withTintColor") }, "\(tinted)")
        let configured = reported { $0.addSubview(UIButton(configuration: .filled())) }
        #expect(configured.contains { $0.contains("UIButton's configuration") }, "\(configured)")
        let text = reported { $0.layer.addSublayer(CATextLayer()) }
        #expect(text.contains { $0.contains("CATextLayer") }, "\(text)")
        let blended = reported { view in
            let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            overlay.layer.compositingFilter = "multiplyBlendMode"
            view.addSubview(overlay)
        }
        #expect(blended.contains { $0.contains("compositingFilter") }, "\(blended)")
        let shrunk = reported { view in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            label.text = "A sentence far too long for forty points"
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
            view.addSubview(label)
        }
        #expect(shrunk.contains { $0.contains("adjustsFontSizeToFitWidth") }, "\(shrunk)")
    }

    @Test func controllerSettingsAndSheetsAreKept() {
        let controller = UIViewController()
        controller.isModalInPresentation = true
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        #expect(controller.isModalInPresentation && controller.additionalSafeAreaInsets.top == 4)
        let sheet = controller.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        #expect(sheet === controller.sheetPresentationController && sheet?.detents.count == 2)
        controller.modalPresentationStyle = .custom
        #expect(controller.sheetPresentationController == nil)
        #expect(UIWindow(frame: .zero).windowScene == nil)
    }

    /// A circle of radius 10 at (20, 20): its control points reach the square's corners' side
    /// (boundingBoxOfPath 10…30), every point on it too (boundingBox 10…30 within a sampling
    /// error); inside are the centre and (27, 20), outside (28, 28) (√128 = 11.3 from the centre).
    @Test func pathBoundsAndContainment() {
        let circle = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20))
        let box = circle.cgPath.boundingBox
        #expect(abs(box.minX - 10) < 0.01 && abs(box.maxX - 30) < 0.01 && abs(box.minY - 10) < 0.01)
        #expect(circle.contains(CGPoint(x: 20, y: 20)) && circle.contains(CGPoint(x: 27, y: 20)))
        #expect(!circle.contains(CGPoint(x: 28, y: 28)) && !circle.contains(CGPoint(x: 40, y: 20)))
        // A ring: two circles, the inner one inside the outer; even-odd leaves the middle out.
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 20, y: 20)) && ring.contains(CGPoint(x: 5, y: 20)))
        // A cubic whose control points overshoot: y from 0 to 0 through controls at 40 peaks at 30 (¾ of 40).
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))
        #expect(arch.boundingBoxOfPath.maxY == 40 && abs(arch.boundingBox.maxY - 30) < 0.01)
    }

    @Test func transactionKeysTimingControlPointsAndDynamics() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(controlPoints: 0.2, 0.1, 0.3, 1).getControlPoint(at: 2, values: &point)
        #expect(point == [0.3, 1])
        let messages = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            let animator = UIDynamicAnimator(referenceView: context.containerView)
            animator.addBehavior(UISnapBehavior(item: to, snapTo: CGPoint(x: 10, y: 10)))
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("UIKit Dynamics is not simulated"), "\(messages)")
    }

    /// Key-value coding's tags on an animation survive the copy `add(_:forKey:)` makes, as apps
    /// read them back in `animationDidStop`; cubic keyframes with tension, and contents stretched
    /// in nine parts, are reported.
    @Test func animationTagsAndWhatCoreAnimationShapesOtherwise() {
        final class Finish: CAAnimationDelegate {
            var tags: [String] = []
            func animationDidStart(_ anim: CAAnimation) {}
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                tags.append(anim.value(forKey: "tag") as? String ?? "none")
            }
        }
        let finish = Finish()
        let messages = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 0.2)
            fade.setValue("fade", forKey: "tag")
            fade.delegate = finish
            to.layer.add(fade, forKey: nil)
            let wobble = CAKeyframeAnimation(keyPath: "position.x")
            (wobble.values, wobble.calculationMode, wobble.duration) = ([0, 50, 0], .cubic, 0.2)
            wobble.tensionValues = [0, 0.5, 0]
            to.layer.add(wobble, forKey: nil)
            let stretched = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            stretched.layer.contents = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }.cgImage
            stretched.layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
            to.addSubview(stretched)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 0.9 }) { _ in context.completeTransition(true) }
        }
        #expect(finish.tags == ["fade"], "\(finish.tags)")
        #expect(messages.contains { $0.contains("tensionValues") }, "\(messages)")
        #expect(messages.contains { $0.contains("contentsCenter") }, "\(messages)")
    }
}
