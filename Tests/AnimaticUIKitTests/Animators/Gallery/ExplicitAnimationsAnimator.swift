// Gallery: explicit Core Animation animations, then UIView.transition(from:to:)
// (gallery-explicit.yaml), as an animator writes them with layer.add(_:forKey:).
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class ExplicitAnimationsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let card = fromView.viewWithIdentifier("card"), let star = fromView.viewWithIdentifier("star"),
            let next = fromView.viewWithIdentifier("next"), let title = fromView.viewWithIdentifier("title")
        else { return }

        // The card turns over and stays turned although its model never does.
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi
        flip.duration = 0.6
        flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        flip.fillMode = .forwards
        flip.isRemovedOnCompletion = false
        card.layer.add(flip, forKey: "flip")

        // The star's model moves first; the animation flies it there along a curve.
        star.center = CGPoint(x: 265, y: 470)
        let route = CGMutablePath()
        route.move(to: CGPoint(x: 265, y: 75))
        route.addCurve(to: CGPoint(x: 265, y: 470), control1: CGPoint(x: 330, y: 200), control2: CGPoint(x: 0, y: 300))
        let fly = CAKeyframeAnimation(keyPath: "position")
        fly.path = route
        fly.calculationMode = .paced
        fly.rotationMode = .rotateAuto
        fly.duration = 0.8
        star.layer.add(fly, forKey: "fly")

        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.3
        pop.toValue = 1
        pop.mass = 1
        pop.stiffness = 300
        pop.damping = 12
        pop.duration = pop.settlingDuration
        pop.beginTime = CACurrentMediaTime() + 0.2
        pop.fillMode = .backwards
        next.layer.add(pop, forKey: nil)

        UIView.animate(
            withDuration: 1.0,
            animations: {
                title.alpha = 0.6
            },
            completion: { _ in
                UIView.transition(from: fromView, to: toView, duration: 0.4, options: [.transitionCrossDissolve]) { _ in
                    transitionContext.completeTransition(true)
                }
            })
    }
}
