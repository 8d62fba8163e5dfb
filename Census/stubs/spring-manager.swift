// Stand-ins for Spring's SpringAnimation.springEaseInOut and delay(delay:closure:) (Misc.swift).
import AnimaticUIKit
class SpringAnimation {
    class func springEaseInOut(duration: TimeInterval, animations: (() -> Void)!) {
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: { animations() }, completion: nil)
    }
}
func delay(delay: Double, closure: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: closure)
}
