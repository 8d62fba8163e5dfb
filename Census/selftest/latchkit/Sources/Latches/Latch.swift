// Census self-test (written for this project): LatchKit 3's API; 2.x called the type LatchStyle.
import UIKit

public struct Latch {
    public let strength: CGFloat

    public init(strength: CGFloat = 1) {
        self.strength = strength
    }
}
