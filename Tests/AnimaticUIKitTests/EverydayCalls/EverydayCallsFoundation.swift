import AnimaticUIKit
import Foundation

// Compiled, never run: everyday calls of iOS 13–17 (Darwin's Foundation and UIKit functions: formatting, time, geometry strings, devices, fonts, colors), written from Apple's
// documentation as an app's code writes them around a transition, not taken from any corpus file
// (docs/census.md, "Everyday calls by area"). The test target fails to build when one stops
// compiling; what they do is tested in ModernUIKitTests and ModernCollectionsTests.

final class EverydayFoundation: NSObject {
    var count = 0
    @MainActor func run(v: UIView) {
        _ = String(format: "%.2f", CGFloat(1.5))
        _ = NSString(format: "%d", 3)
        _ = Date().timeIntervalSince1970
        _ = CFAbsoluteTimeGetCurrent()
        _ = CGFloat.random(in: 0...1)
        _ = fabs(-1.0)
        _ = sin(CGFloat(1))
        _ = NSStringFromClass(type(of: self))
        _ = NSStringFromCGRect(.zero)
        _ = NSCoder.string(for: CGRect.zero)
        _ = NSValue(cgPoint: .zero).cgPointValue
        _ = UserDefaults.standard.bool(forKey: "x")
        _ = Bundle.main.infoDictionary?["CFBundleShortVersionString"]
        _ = UIScreen.main.bounds.size.width
        autoreleasepool { count += 1 }
        _ = responds(to: Selector(("run:")))
        _ = isKind(of: EverydayFoundation.self)
        _ = UIApplication.shared.statusBarFrame
        _ = UIApplication.shared.statusBarOrientation.isPortrait
        _ = UIDevice.current.model
        _ = UIDevice.current.name
        _ = Locale.current.languageCode
        _ = TimeZone.current.identifier
        _ = v.frame.width.rounded()
        _ = max(v.frame.width, 1)
        _ = v.bounds.size.applying(CGAffineTransform(scaleX: 2, y: 2))
        _ = NSLocalizedString("x", comment: "")
        _ = UIFont(name: "Helvetica-Bold", size: 12) ?? .systemFont(ofSize: 12)
        _ = UIFont.familyNames
        _ = UIFont.fontNames(forFamilyName: "Helvetica")
        _ = UIColor(white: 0, alpha: 0.5).cgColor.alpha
        _ = UIColor.red.cgColor.components
        _ = UIColor.red.cgColor.numberOfComponents
        _ = UIColor.red.cgColor.copy(alpha: 0.5)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = UIColor.red.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        _ = UIColor.red.getWhite(&h, alpha: &a)
        _ = UIColor(hex: "#ff0000")
    }
}
extension UIColor {
    convenience init(hex: String) { self.init(red: 1, green: 0, blue: 0, alpha: 1) }
}
