// Census self-test (written for this project): a sibling that declares what CardAnimator names.
import CoreGraphics
import Foundation

struct CardStyle {
    let cornerRadius: CGFloat
    let duration: TimeInterval
}
