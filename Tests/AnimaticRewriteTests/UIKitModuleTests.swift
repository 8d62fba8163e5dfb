// Not rewritten: this file imports UIKit as an iOS file does, through the Linux shim module.
#if canImport(UIKit)
    import UIKit
#endif
import Testing

/// The `UIKit` module re-exports AnimaticUIKit, so `import UIKit`, `canImport(UIKit)` and
/// module-qualified names work without the rewrite.
@MainActor
struct UIKitModuleTests {
    @Test func uikitIsImportableAndItsNamesAreAnimaticUIKits() {
        #if canImport(UIKit)
            let label: UIKit.UILabel = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
            #expect(label.frame.width == 120)
            #expect(UIKit.UIScreen.main.bounds.size == CGSize(width: 320, height: 568))
        #else
            Issue.record("canImport(UIKit) is false on Linux: the UIKit shim module is missing")
        #endif
    }
}
