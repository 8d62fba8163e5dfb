// Stand-ins for ZoomTransitioning's source and destination delegate protocols.
import AnimaticUIKit

public protocol ZoomTransitionDestinationDelegate {
    func transitionDestinationImageViewFrame(forward: Bool) -> CGRect
    func transitionDestinationWillBegin()
    func transitionDestinationDidEnd(transitioningImageView imageView: UIImageView)
    func transitionDestinationDidCancel()
}
public extension ZoomTransitionDestinationDelegate {
    func transitionDestinationWillBegin() {}
    func transitionDestinationDidEnd(transitioningImageView imageView: UIImageView) {}
    func transitionDestinationDidCancel() {}
}

public protocol ZoomTransitionSourceDelegate {
    var animationDuration: TimeInterval { get }
    func transitionSourceImageView() -> UIImageView
    func transitionSourceImageViewFrame(forward: Bool) -> CGRect
    func transitionSourceWillBegin()
    func transitionSourceDidEnd()
    func transitionSourceDidCancel()
    func zoomAnimation(animations: @escaping () -> Void, completion: ((Bool) -> Void)?)
}
extension ZoomTransitionSourceDelegate {
    var animationDuration: TimeInterval { 0.3 }
    func transitionSourceWillBegin() {}
    func transitionSourceDidEnd() {}
    func transitionSourceDidCancel() {}
    func zoomAnimation(animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: animationDuration, delay: 0, options: .curveEaseInOut, animations: animations, completion: completion)
    }
}

extension UIImageView {
    convenience init(baseImageView: UIImageView, frame: CGRect) {
        self.init(frame: .zero)
        image = baseImageView.image
        contentMode = baseImageView.contentMode
        clipsToBounds = true
        self.frame = frame
    }
}
