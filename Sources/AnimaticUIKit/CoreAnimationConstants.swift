import AnimaticCore

// Core Animation's string constants as Swift 4.0's SDK named them, before Swift 4.2 nested them
// in types (`kCAMediaTimingFunctionEaseInEaseOut` is `CAMediaTimingFunctionName.easeInEaseOut`):
// they exist only below 4.2, as on iOS, typed as the 4.2 types so the properties that take them
// accept them. `kCATransition`, the key a transition is added under, kept its name.

public let kCATransition = "transition"

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

@available(swift, obsoleted: 4.2, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = CAShapeLayerLineCap.square
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial = CAGradientLayerType.axial
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial = CAGradientLayerType.radial
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic = CAGradientLayerType.conic
