//  A layer whose managed properties are declared in an extension, as Core Data's generated
//  `+CoreDataProperties.swift` declares an entity's.
import UIKit

final class PulseLayer: CALayer {}

extension PulseLayer {
    @NSManaged var pulse: CGFloat  // how far the pulse has gone
    @NSManaged public var label: String?
}

// An app's declaration of a private UIKit method, called through the Objective-C runtime when
// UIScrollView responds to it (TON Wallet's `UIScrollView+ScrollToTop.swift` writes this).
private extension UIScrollView {
    @discardableResult
    @NSManaged func _scrollToTopIfPossible(_ animated: ObjCBool) -> ObjCBool
}

extension UIScrollView {
    @objc func scrollToTopIfPossible(animated: Bool) -> Bool {
        guard responds(to: #selector(UIScrollView._scrollToTopIfPossible)) else { return false }
        return _scrollToTopIfPossible(ObjCBool(animated)).boolValue
    }
}

/// Scrolls a list to its top, through the private method, as it presents.
final class ScrollToTopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let list = UIScrollView(frame: transitionContext.containerView.bounds)
        transitionContext.containerView.addSubview(list)
        list.scrollToTopIfPossible(animated: true)
        transitionContext.completeTransition(true)
    }
}
