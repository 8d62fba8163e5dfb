import AnimaticUIKit
import Foundation

// Compiled, never run: everyday calls of iOS 13–17 (an animator and interaction controller: contexts, shape and gradient layers, basic, keyframe and transition animations, view hierarchy), written from Apple's
// documentation as an app's code writes them around a transition, not taken from any corpus file
// (docs/census.md, "Everyday calls by area"). The test target fails to build when one stops
// compiling; what they do is tested in ModernUIKitTests and ModernCollectionsTests.

final class EverydayAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning,
    CAAnimationDelegate
{
    var wantsInteractiveStart: Bool { false }
    var completionSpeed: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeOut }
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.updateInteractiveTransition(0.5)
        transitionContext.pauseInteractiveTransition()
        transitionContext.finishInteractiveTransition()
        transitionContext.cancelInteractiveTransition()
        _ = transitionContext.targetTransform
        _ = transitionContext.presentationStyle
        _ = transitionContext.isAnimated
        _ = transitionContext.isInteractive
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        UIViewPropertyAnimator(duration: 0.4, curve: .linear)
    }
    func animationEnded(_ transitionCompleted: Bool) {}
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to) else { return }
        let initial = ctx.initialFrame(for: fromVC)
        let final = ctx.finalFrame(for: toVC)
        _ = (initial, final)
        let shape = CAShapeLayer()
        shape.strokeStart = 0
        shape.strokeEnd = 0.5
        shape.lineDashPhase = 2
        shape.miterLimit = 4
        shape.lineJoin = .round
        shape.lineCap = .round
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        let g = CAGradientLayer()
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.locations = [0, 1]
        g.type = .radial
        g.startPoint = .zero
        g.endPoint = CGPoint(x: 1, y: 1)
        let basic = CABasicAnimation(keyPath: "opacity")
        basic.byValue = 0.5
        basic.isAdditive = true
        basic.isCumulative = true
        basic.repeatDuration = 2
        basic.autoreverses = true
        basic.speed = 2
        basic.timeOffset = 0.1
        basic.beginTime = CACurrentMediaTime() + 0.2
        basic.delegate = self
        basic.setValue("x", forKey: "name")
        _ = basic.value(forKey: "name")
        let kf = CAKeyframeAnimation(keyPath: "transform.scale")
        kf.values = [1, 1.2, 1]
        kf.keyTimes = [0, 0.5, 1]
        kf.tensionValues = [0, 0, 0]
        kf.duration = 0.3
        let tr = CATransition()
        tr.type = .push
        tr.subtype = .fromRight
        tr.startProgress = 0
        tr.endProgress = 1
        tr.duration = 0.3
        tr.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        toVC.view.layer.add(tr, forKey: kCATransition)
        UIView.transition(
            with: toVC.view, duration: 0.3, options: [.transitionFlipFromRight, .curveEaseInOut], animations: nil)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        blur.frame = UIScreen.main.bounds
        let t = CGAffineTransform(rotationAngle: .pi).concatenating(.init(scaleX: 0.5, y: 0.5)).inverted()
        toVC.view.transform = t
        toVC.view.layer.transform = CATransform3DMakeAffineTransform(t)
        toVC.view.layer.setAffineTransform(t)
        _ = toVC.view.layer.affineTransform()
        toVC.view.layer.setValue(0.5, forKeyPath: "transform.scale.x")
        toVC.view.layer.mask = shape
        toVC.view.mask = UIView()
        toVC.view.layer.contentsGravity = .resizeAspectFill
        toVC.view.layer.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        toVC.view.layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        toVC.view.layer.needsDisplayOnBoundsChange = true
        toVC.view.layer.borderWidth = 1
        toVC.view.layer.shadowRadius = 4
        toVC.view.layer.shadowOpacity = 0.5
        toVC.view.layer.shadowColor = UIColor.black.cgColor
        toVC.view.insertSubview(blur, belowSubview: fromVC.view)
        toVC.view.insertSubview(blur, aboveSubview: fromVC.view)
        toVC.view.exchangeSubview(at: 0, withSubviewAt: 1)
        toVC.view.bringSubviewToFront(blur)
        toVC.view.sendSubviewToBack(blur)
        _ = toVC.view.viewWithTag(3)
        _ = toVC.view.isDescendant(of: ctx.containerView)
        _ = toVC.view.point(inside: .zero, with: nil)
        _ = toVC.view.hitTest(.zero, with: nil)
        _ = toVC.view.convert(CGPoint.zero, to: nil)
        _ = toVC.view.frame.insetBy(dx: 1, dy: 1).offsetBy(dx: 1, dy: 1).integral
        _ = toVC.view.frame.divided(atDistance: 10, from: .minYEdge)
        _ = toVC.view.frame.intersection(.zero).union(.zero)
        _ = toVC.view.alignmentRectInsets
        toVC.view.setNeedsDisplay()
        toVC.view.layoutSubviews()
        toVC.view.clipsToBounds = true
        toVC.view.isOpaque = false
        toVC.view.contentScaleFactor = 2
        toVC.view.isExclusiveTouch = true
        toVC.view.isMultipleTouchEnabled = false
        toVC.view.accessibilityViewIsModal = true
        toVC.view.accessibilityLabel = "x"
        toVC.view.accessibilityTraits = .button
        toVC.view.layer.name = "n"
        toVC.view.restorationIdentifier = "r"
        _ = toVC.view.superview?.subviews.firstIndex(of: toVC.view)
        toVC.view.removeFromSuperview()
        ctx.completeTransition(!ctx.transitionWasCancelled)
    }
}
