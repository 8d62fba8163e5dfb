// Whole-library driver for Hero: README's "Usage Example 1". Both screens give their red view
// the same `hero.id`, so Hero morphs one into the other; the presented screen enables Hero
// (`hero.isEnabled` makes Hero.shared its transitioning delegate) and its white view slides in
// 100 pt from below (`.translate(y: 100)`). The animator is asked from that delegate, as UIKit asks.
import AnimaticUIKit
import Animatic
import Hero

@MainActor let presenting: UIViewController = {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let red = UIView(frame: CGRect(x: 20, y: 60, width: 80, height: 80))
    red.backgroundColor = .systemRed
    red.hero.id = "ironMan"
    controller.view.addSubview(red)
    return controller
}()

@MainActor let presented: UIViewController = {
    let controller = UIViewController()
    controller.hero.isEnabled = true
    controller.modalPresentationStyle = .fullScreen
    controller.view.backgroundColor = .systemBlue
    let red = UIView(frame: CGRect(x: 60, y: 200, width: 200, height: 200))
    red.backgroundColor = .systemRed
    red.hero.id = "ironMan"
    controller.view.addSubview(red)
    let white = UIView(frame: CGRect(x: 60, y: 440, width: 200, height: 60))
    white.backgroundColor = .white
    white.hero.modifiers = [.translate(y: 100)]
    controller.view.addSubview(white)
    return controller
}()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    presentationAnimator(presenting: presenting, presented: presented)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .from ? presenting : presented
}
