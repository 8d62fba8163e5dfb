import Animatic
import AnimaticUIKit
import Testing

/// A sheet that re-colors itself when the interface style changes, as an iOS 17 app registers
/// (Mullvad's form sheet presentation controller writes this form).
private final class StyledSheetController: UIViewController {
    var styleChanges = 0
    var registration: (any UITraitChangeRegistration)?

    override func viewDidLoad() {
        super.viewDidLoad()
        registration = registerForTraitChanges(
            [UITraitUserInterfaceStyle.self],
            handler: { (self: Self, previousTraitCollection: UITraitCollection) in
                self.styleChanges += 1
            })
        view.registerForTraitChanges(
            [UITraitHorizontalSizeClass.self, UITraitDisplayScale.self], action: Selector("relayout"))
    }

    func relayout() { styleChanges += 100 }
}

@MainActor
struct TraitChangeRegistrationTests {
    @Test func traitsAreNamedByTheirTypesAndSayWhetherTheyAffectColors() {
        #expect(UITraitUserInterfaceStyle.name == "UITraitUserInterfaceStyle")
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitHorizontalSizeClass.affectsColorAppearance)
        #expect(UITraitHorizontalSizeClass.identifier != UITraitVerticalSizeClass.identifier)
    }

    /// A recording's traits never change, so what registered is never called.
    @Test func aRegisteredHandlerIsNotCalledWhileTraitsStayPut() throws {
        let sheet = StyledSheetController()
        let animator = ClosureAnimator(duration: 0.3) { context in
            context.containerView.addSubview(sheet.view)
            context.completeTransition(true)
        }
        _ = try TransitionScene(
            from: UIViewController(), to: sheet, animator: animator, operation: .present,
            canvas: Canvas(size: Size(320, 568), scale: 1))
        #expect(sheet.registration != nil)
        #expect(sheet.styleChanges == 0)
        if let registration = sheet.registration { sheet.unregisterForTraitChanges(registration) }
    }
}
