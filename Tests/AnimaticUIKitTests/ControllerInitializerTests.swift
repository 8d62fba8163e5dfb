import AnimaticUIKit
import Testing

// An app's controller as Swift 3 projects wrote it (u-lax's ChatReplyViewController): its own
// `init()`, written without `override`, calling UIKit's designated `init(nibName:bundle:)`. On iOS
// NSObject's `init()` reaches UIViewController as a convenience initializer, so this is a new
// designated initializer; if AnimaticUIKit declared `init()` designated, this would not compile
// ("overriding declaration requires an 'override' keyword").
final class ReplyController: UIViewController {
    let buttons: [UIButton]
    init() {
        buttons = [UIButton(), UIButton()]
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
    }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// View controllers are made as on iOS: `init()` is a convenience initializer of each
/// UIKit controller class, and an app's `init()` is its own.
@MainActor
struct ControllerInitializerTests {
    @Test func anAppsOwnInitWithoutOverrideMakesItsController() {
        let controller = ReplyController()
        #expect(controller.buttons.count == 2)
        #expect(controller.modalPresentationStyle == .custom)
        #expect(controller.view != nil)
    }

    @Test func uikitsControllersStillHaveInit() {
        let navigation = UINavigationController()
        #expect(navigation.viewControllers.isEmpty)
        let root = UIViewController()
        #expect(UINavigationController(rootViewController: root).viewControllers.first === root)
        #expect(UITableViewController().tableView != nil)
        #expect(UIViewController(nibName: nil, bundle: nil).view != nil)
    }

    @Test func aButtonsCurrentTitleIsItsNormalTitle() {
        let button = UIButton()
        #expect(button.currentTitle == nil)
        button.setTitle("❤️", for: .normal)
        #expect(button.currentTitle == "❤️")
        button.setTitle("😄", for: .highlighted)
        #expect(button.currentTitle == "❤️")
    }
}
