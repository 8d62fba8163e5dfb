// Census driver for z-redsub-popanimator (the fourteenth sample, tuning since the twenty-second
// step): Ray Wenderlich's "iOS Animations by Tutorials" pop transition as the app presents it. The
// list's herb thumbnail (the app's originFrame, here 100 × 100 pt at (20, 400) in the window) grows
// into the herb's details screen with a spring of damping 0.4 over 1 s while the details' panel fades
// in. The storyboard's outlets are made here: a full-screen image, and a panel at the bottom holding
// the title and the description.
import AnimaticUIKit
import Animatic

@MainActor let popAnimator: PopAnimator = {
    let animator = PopAnimator()
    animator.originFrame = CGRect(x: 20, y: 400, width: 100, height: 100)
    animator.presenting = true
    return animator
}()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (popAnimator, .present)
}

@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    guard screen == .to else { return UIViewController() }
    let details = HerbDetailsViewController()
    details.herb = HerbModel.all()[0]
    details.bgImage = UIImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    details.containerView = UIView(frame: CGRect(x: 0, y: 368, width: 320, height: 200))
    details.containerView.backgroundColor = UIColor(white: 0, alpha: 0.7)
    details.titleView = UILabel(frame: CGRect(x: 16, y: 12, width: 288, height: 30))
    details.titleView.textColor = .white
    details.descriptionView = UITextView(frame: CGRect(x: 16, y: 48, width: 288, height: 100))
    details.licenseButton = UIButton(type: .system)
    details.authorButton = UIButton(type: .system)
    details.view.addSubview(details.bgImage)
    details.view.addSubview(details.containerView)
    details.containerView.addSubview(details.titleView)
    details.containerView.addSubview(details.descriptionView)
    return details
}
