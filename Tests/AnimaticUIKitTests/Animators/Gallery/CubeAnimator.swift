// Gallery: the two screens as faces of a cube that turns a quarter (gallery-cube.yaml).
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class CubeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.9 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let fromFace = fromView.snapshotView(afterScreenUpdates: true),
            let toFace = toView.snapshotView(afterScreenUpdates: true)
        else { return }
        let container = transitionContext.containerView
        let half = container.bounds.width / 2

        let stage = UIView(frame: container.bounds)
        stage.layer.sublayerTransform = .perspective(1000)
        container.addSubview(stage)
        // The cube's center is half a width behind the screen.
        let cube = TransformView(frame: container.bounds)
        cube.layer.transform = CATransform3DMakeTranslation(0, 0, -half)
        stage.addSubview(cube)
        cube.addSubview(fromFace)
        cube.addSubview(toFace)
        fromFace.frame = container.bounds
        toFace.frame = container.bounds
        fromFace.layer.transform = CATransform3DMakeTranslation(0, 0, half)
        toFace.layer.transform = CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, half)
        fromView.alpha = 0

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                cube.layer.setValue(-CGFloat.pi / 2, forKeyPath: "transform.rotation.y")
            },
            completion: { _ in
                container.addSubview(toView)
                stage.removeFromSuperview()
                fromView.alpha = 1
                transitionContext.completeTransition(true)
            })
    }
}
