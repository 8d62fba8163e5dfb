//  BadgeView's layout, overridden in an extension in a file of its own.
//  Line numbers matter to the tests.
import UIKit

extension BadgeView {

    @objc
    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut += 1
        dot.frame = CGRect(x: 0, y: 0, width: dotSize, height: dotSize)
        addSubview(dot)
    }
}

final class AlertBadgeView: BadgeView {
    override func badgeKind() -> String { return "alert" }
}
