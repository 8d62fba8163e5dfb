// Stand-ins for Side-Menu.iOS's Menu protocol and MenuItemsAnimator (which rotates each item's
// layer in with a staggered CABasicAnimation; here it runs the completion after the duration).
import AnimaticUIKit

public protocol Menu { var menuItems: [UIView] { get } }

class MenuItemsAnimator {
    var completion: () -> Void = {}
    var duration: CFTimeInterval = 0
    private let views: [UIView]
    init(views: [UIView], startAngle: CGFloat, endAngle: CGFloat) { self.views = views }
    func start() {
        let completion = self.completion
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { completion() }
    }
}
