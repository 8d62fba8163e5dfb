// Census self-test (written for this project): a third-party pod's public API, as a pod declares it.
import UIKit

public struct Hinge {
    public let duration: TimeInterval
    public let openingOffset: CGFloat

    public init(duration: TimeInterval = 0.3, openingOffset: CGFloat = 24) {
        self.duration = duration
        self.openingOffset = openingOffset
    }
}

extension UIView {
    /// Moves the view to where a drawer on this hinge starts, `width + offset` to the left.
    public func hingeOpen(_ hinge: Hinge) {
        frame.origin.x = -(frame.width + hinge.openingOffset)
    }
}
