// Swift 2 imported Objective-C enum cases and option-set members in UpperCamelCase (`.Began`,
// `.CurveEaseInOut`, `.Custom`); Swift 3 lowered them (SE-0006 "Apply API Guidelines to the
// Standard Library" and the Swift 3 API guidelines: "Names of types and protocols are
// UpperCamelCase. Everything else is lowerCamelCase."). Static members with the old names stand
// for the new ones; a `case .Began:` matches as an expression pattern (`~=`, the types are
// Equatable), so a Swift 2 `switch` needs its `default:`, which Swift 2 required as well.
import AnimaticUIKit

/// Swift 2's type names of an app's files built in a Swift 4.2 or 5 mode, where AnimaticUIKit's
/// (Swift 4's, obsoleted in 4.2) are unavailable; in Swift 4 mode AnimaticUIKit's are the ones.
@available(swift, introduced: 4.2)
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, introduced: 4.2)
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(swift, introduced: 4.2)
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(swift, introduced: 4.2)
public typealias UINavigationControllerOperation = UINavigationController.Operation
@available(swift, introduced: 4.2)
public typealias UIViewContentMode = UIView.ContentMode
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

extension UIView.AnimationOptions {
    public static let LayoutSubviews = layoutSubviews
    public static let AllowUserInteraction = allowUserInteraction
    public static let BeginFromCurrentState = beginFromCurrentState
    public static let Repeat = `repeat`
    public static let Autoreverse = autoreverse
    public static let OverrideInheritedDuration = overrideInheritedDuration
    public static let OverrideInheritedCurve = overrideInheritedCurve
    public static let AllowAnimatedContent = allowAnimatedContent
    public static let ShowHideTransitionViews = showHideTransitionViews
    public static let OverrideInheritedOptions = overrideInheritedOptions
    public static let CurveEaseInOut = curveEaseInOut
    public static let CurveEaseIn = curveEaseIn
    public static let CurveEaseOut = curveEaseOut
    public static let CurveLinear = curveLinear
    public static let TransitionNone = Self(rawValue: 0 << 20)
    public static let TransitionFlipFromLeft = transitionFlipFromLeft
    public static let TransitionFlipFromRight = transitionFlipFromRight
    public static let TransitionCurlUp = transitionCurlUp
    public static let TransitionCurlDown = transitionCurlDown
    public static let TransitionCrossDissolve = transitionCrossDissolve
    public static let TransitionFlipFromTop = transitionFlipFromTop
    public static let TransitionFlipFromBottom = transitionFlipFromBottom
}

extension UIView.KeyframeAnimationOptions {
    public static let LayoutSubviews = layoutSubviews
    public static let AllowUserInteraction = allowUserInteraction
    public static let BeginFromCurrentState = beginFromCurrentState
    public static let Repeat = `repeat`
    public static let Autoreverse = autoreverse
    public static let OverrideInheritedDuration = overrideInheritedDuration
    public static let OverrideInheritedOptions = overrideInheritedOptions
    public static let CalculationModeLinear = calculationModeLinear
    public static let CalculationModeDiscrete = calculationModeDiscrete
    public static let CalculationModePaced = calculationModePaced
    public static let CalculationModeCubic = calculationModeCubic
    public static let CalculationModeCubicPaced = calculationModeCubicPaced
}

extension UIView.AnimationCurve {
    public static var EaseInOut: Self { .easeInOut }
    public static var EaseIn: Self { .easeIn }
    public static var EaseOut: Self { .easeOut }
    public static var Linear: Self { .linear }
}

extension UIGestureRecognizer.State {
    public static var Possible: Self { .possible }
    public static var Began: Self { .began }
    public static var Changed: Self { .changed }
    public static var Ended: Self { .ended }
    public static var Cancelled: Self { .cancelled }
    public static var Failed: Self { .failed }
    public static var Recognized: Self { .ended }
}

extension UIModalPresentationStyle {
    public static var FullScreen: Self { .fullScreen }
    public static var PageSheet: Self { .pageSheet }
    public static var FormSheet: Self { .formSheet }
    public static var CurrentContext: Self { .currentContext }
    public static var Custom: Self { .custom }
    public static var OverFullScreen: Self { .overFullScreen }
    public static var OverCurrentContext: Self { .overCurrentContext }
    public static var Popover: Self { .popover }
    public static var None: Self { .none }
}

extension UINavigationController.Operation {
    public static var None: Self { .none }
    public static var Push: Self { .push }
    public static var Pop: Self { .pop }
}

extension UIView.ContentMode {
    public static var ScaleToFill: Self { .scaleToFill }
    public static var ScaleAspectFit: Self { .scaleAspectFit }
    public static var ScaleAspectFill: Self { .scaleAspectFill }
    public static var Redraw: Self { .redraw }
    public static var Center: Self { .center }
    public static var Top: Self { .top }
    public static var Bottom: Self { .bottom }
    public static var Left: Self { .left }
    public static var Right: Self { .right }
}
