// Census self-test: the framework's public style, timed by the local pod WorkshopKit.
import UIKit
import WorkshopKit

public struct CurtainStyle {
    public var duration: TimeInterval = WorkshopTiming.curtain
    public var drop: CGFloat = 120

    public init() {}
}

extension UIView {
    public func drawCurtainShadow() {
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 8
    }
}
