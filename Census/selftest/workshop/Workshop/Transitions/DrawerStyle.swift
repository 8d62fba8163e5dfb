// Census self-test (written for this project): a sibling DrawerAnimator reads, written against
// LatchKit 2 (`pod 'LatchKit', '~> 2.0'`), whose LatchStyle the pod's newest commit renamed Latch.
import UIKit
import LatchKit

struct DrawerStyle {
    static let standard = DrawerStyle()

    var cornerRadius: CGFloat = 12
    var latch: LatchStyle?
}
