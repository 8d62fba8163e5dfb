#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

/// A stand-in for the app's LessonTypeViewController with the one outlet the animator uses:
/// in the app it is connected by the storyboard; here it is the screens file's view with that id.
final class LessonTypeViewController: UIViewController {
    var containerView: UIView {
        view.subviews.first { $0.accessibilityIdentifier == "optionsContainer" }!
    }
}
