// Gallery: the card flip of UIView.transition(…flipFromLeft) as a custom animator (gallery-flip.yaml).
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let frontFace = fromView.snapshotView(afterScreenUpdates: true),
            let backFace = toView.snapshotView(afterScreenUpdates: true)
        else { return }
        let container = transitionContext.containerView

        // A stage gives the flipper its perspective; the flipper keeps both faces in one 3D space.
        let stage = UIView(frame: container.bounds)
        stage.layer.sublayerTransform = .perspective(1000)
        container.addSubview(stage)
        let flipper = TransformView(frame: container.bounds)
        stage.addSubview(flipper)
        flipper.addSubview(frontFace)
        flipper.addSubview(backFace)
        frontFace.frame = container.bounds
        backFace.frame = container.bounds
        frontFace.layer.isDoubleSided = false
        backFace.layer.isDoubleSided = false
        backFace.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        fromView.alpha = 0

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                flipper.layer.setValue(CGFloat.pi, forKeyPath: "transform.rotation.y")
            },
            completion: { _ in
                container.addSubview(toView)
                stage.removeFromSuperview()
                fromView.alpha = 1
                transitionContext.completeTransition(true)
            })
    }
}
