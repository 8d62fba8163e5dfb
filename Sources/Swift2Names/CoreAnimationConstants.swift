import AnimaticUIKit

// Core Animation's string constants as Swift 2 (and Swift 4.0's SDK) named them, for a Swift 2 file
// built in Swift 4.2 mode or later, where AnimaticUIKit's own spellings of them (CoreAnimationConstants.swift)
// are obsoleted; below 4.2 those are visible and these are not, so a file finds exactly one.
@available(swift, introduced: 4.2)
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(swift, introduced: 4.2)
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(swift, introduced: 4.2)
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(swift, introduced: 4.2)
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
@available(swift, introduced: 4.2)
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
@available(swift, introduced: 4.2)
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(swift, introduced: 4.2)
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
@available(swift, introduced: 4.2)
public let kCAFillModeBoth = CAMediaTimingFillMode.both
@available(swift, introduced: 4.2)
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
@available(swift, introduced: 4.2)
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
@available(swift, introduced: 4.2)
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
@available(swift, introduced: 4.2)
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
@available(swift, introduced: 4.2)
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
@available(swift, introduced: 4.2)
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
@available(swift, introduced: 4.2)
public let kCATransitionFade = CATransitionType.fade
@available(swift, introduced: 4.2)
public let kCATransitionMoveIn = CATransitionType.moveIn
@available(swift, introduced: 4.2)
public let kCATransitionPush = CATransitionType.push
@available(swift, introduced: 4.2)
public let kCATransitionReveal = CATransitionType.reveal
@available(swift, introduced: 4.2)
public let kCATransitionFromRight = CATransitionSubtype.fromRight
@available(swift, introduced: 4.2)
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
@available(swift, introduced: 4.2)
public let kCATransitionFromTop = CATransitionSubtype.fromTop
@available(swift, introduced: 4.2)
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
@available(swift, introduced: 4.2)
public let kCALineCapButt = CAShapeLayerLineCap.butt
@available(swift, introduced: 4.2)
public let kCALineCapRound = CAShapeLayerLineCap.round
@available(swift, introduced: 4.2)
public let kCALineCapSquare = CAShapeLayerLineCap.square
@available(swift, introduced: 4.2)
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
@available(swift, introduced: 4.2)
public let kCALineJoinRound = CAShapeLayerLineJoin.round
@available(swift, introduced: 4.2)
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
@available(swift, introduced: 4.2)
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
@available(swift, introduced: 4.2)
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
@available(swift, introduced: 4.2)
public let kCAGradientLayerAxial = CAGradientLayerType.axial
@available(swift, introduced: 4.2)
public let kCAGradientLayerRadial = CAGradientLayerType.radial
@available(swift, introduced: 4.2)
public let kCAGradientLayerConic = CAGradientLayerType.conic
