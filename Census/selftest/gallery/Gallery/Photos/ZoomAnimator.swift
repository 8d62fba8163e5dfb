// Census self-test (written for this project): an app's animator that casts to its sibling
// PhotoViewController, whose file imports a pod the census cannot have (SomePod) and whose bodies
// call it. With its whole sibling it fails (`no such module`); with only the declarations it needs
// it still fails (the copied bodies call SomePod, a property holds SomePod's type); with those
// bodies replaced by a report and the type by a stand-in (the fifth measure) it compiles. Its
// PhotoKey compares through its protocol's own extension, which comes with the protocol. Its
// `photo.view.gl.fadeIn()` needs UIView's conformance to the namespace wrapper (Wrapper/), which
// only the eighteenth step's amendment brings. Its corner is a type nested in an extension of
// CALayer (CALayer+Corners.swift), which only the twentieth step's amendment brings; its background
// an initializer an extension adds to UIColor (UIColor+Gallery.swift), the twenty-first step's.
import UIKit

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let photo = transitionContext.viewController(forKey: .to) as? PhotoViewController else { return }
        guard PhotoKey(photoID: "zoom", load: {}) == PhotoKey(photoID: "zoom", load: {}) else { return }
        transitionContext.containerView.addSubview(photo.view)
        let corner: CALayer.GalleryCorner = .photo
        photo.view.layer.cornerRadius = corner.rawValue
        photo.view.backgroundColor = UIColor(galleryHex: 0x1B1B1B)
        photo.imageView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.animate(withDuration: 0.3, animations: {
            photo.imageView.transform = .identity
            photo.view.gl.fadeIn()
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
