//  An animator as an app shares it between iOS and macOS targets: the whole file inside
//  `#if os(iOS)`, logging through `import os.log`. On Linux `os(iOS)` is false, so without the
//  AnimaticRewrite plugin this file would compile to nothing, silently.
#if os(iOS) && !targetEnvironment(macCatalyst)
import UIKit
import os.log

/// Drops the incoming screen from the top, linearly, in 0.4 s.
final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let log = OSLog(subsystem: "fixture", category: "drop")

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        os_log("drop starts", log: log, type: .debug)
        guard let toView = transitionContext.view(forKey: .to) else { return }
        #if targetEnvironment(simulator)
        let distance = toView.bounds.height
        #else
        let distance: CGFloat = 0
        #endif
        toView.frame = transitionContext.containerView.bounds.offsetBy(dx: 0, dy: -distance)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            toView.frame.origin.y = 0
        }, completion: { _ in transitionContext.completeTransition(true) })
    }
}
#endif
