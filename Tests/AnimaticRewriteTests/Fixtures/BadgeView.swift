//  A view whose overrides sit in extensions, one in this file and one in
//  BadgeViewLayout.swift, as iOS apps write them (the Objective-C runtime allows it).
//  Compiled through the AnimaticRewrite plugin, unchanged. Line numbers matter to the tests.
import UIKit

class BadgeView: UIView {
    let dot = UIView()
    var laidOut = 0
}

extension BadgeView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        return CGSize(width: size.width / 2, height: 24)
    }

    private func helper() -> CGFloat { return 6 }

    var dotSize: CGFloat { return helper() }

    /// Declared here, overridden by AlertBadgeView (BadgeViewLayout.swift).
    func badgeKind() -> String { return "badge" }
}
