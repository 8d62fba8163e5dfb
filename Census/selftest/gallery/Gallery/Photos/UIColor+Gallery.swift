// Census self-test (written for this project): an initializer an app adds to a UIKit type. A call
// `UIColor(galleryHex: 0x1B1B1B)` without this file fails with "extra argument 'galleryHex' in call",
// which names no member: only the twenty-first step's amendment looks the label up.
import UIKit

extension UIColor {
    convenience init(galleryHex hex: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}
