// Census driver for v-bhavin-transitioncontroller (the fifteenth unseen sample): the file's
// TransitionController(originFrame:imageName:present:) as its app's navigation delegate returns it for
// a push (present: true). The app passes the tapped collection cell's frame (a third of the width,
// 100 pt high, under the 64-pt bar: here 106.67 × 100 pt at (0, 64)) and the cell's image (here a
// 100 × 100 pt solid red image drawn with UIGraphicsImageRenderer). The pushed ViewController1 has a
// full-width image view tagged 123 below the bar (its storyboard's, laid out at 320 pt: (0, 64,
// 320, 504)), aspect-fit, showing the same image, as its viewDidLoad sets it.
import AnimaticUIKit
import Animatic

@MainActor let censusImage: UIImage = {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { context in
        // Drawn before the recording, as an app draws an image in viewDidLoad: the renderer's context
        // is the current one in its block (it was not, before the twenty-third step).
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let origin = CGRect(x: 0, y: 64, width: 320.0 / 3, height: 100)
    return (TransitionController(originFrame: origin, imageName: censusImage), .push)
}

@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    guard screen == .to else { return controller }
    let image = UIImageView(frame: CGRect(x: 0, y: 64, width: 320, height: 504))
    image.tag = 123
    image.contentMode = .scaleAspectFit
    image.clipsToBounds = true
    image.image = censusImage
    controller.view.addSubview(image)
    return controller
}
