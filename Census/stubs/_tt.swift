// Stand-ins for the helpers of TransitionTreasury's animation module
// (TransitionAnimationHelper.swift) its animations use.
import AnimaticUIKit
import TransitionTreasury

public enum TRKeyPath: String {
    case opacity, bounds, position, transform, strokeEnd, path
    case bounds_size = "bounds.size", bounds_height = "bounds.height", bounds_width = "bounds.width"
}
public extension CABasicAnimation {
    convenience init(tr_keyPath path: TRKeyPath?) { self.init(keyPath: path?.rawValue) }
}
public extension CGSize {
    func tr_widthFill(_ width: CGFloat) -> CGSize { self.width >= width ? self : CGSize(width: width, height: height * width / self.width) }
    func tr_heightFill(_ height: CGFloat) -> CGSize { self.height >= height ? self : CGSize(width: width * height / self.height, height: height) }
}
public extension CGRect {
    func tr_shape(_ percent: CGFloat) -> CGRect { insetBy(dx: width * (1 - percent), dy: height * (1 - percent)) }
}
public extension UIView {
    func tr_copyWithContents() -> UIView {
        let view = UIView(frame: frame)
        view.tag = tag
        return view
    }
    func tr_copyWithSnapshot() -> UIView {
        let view = snapshotView(afterScreenUpdates: false)
        view?.frame = frame
        return view!
    }
    func tr_addSubview(_ view: UIView, convertFrom fromView: UIView) {
        view.layer.position = convert(fromView.layer.position, from: fromView.superview)
        addSubview(view)
    }
}
