import Animatic
import AnimaticUIKit
import Testing

/// UIKit's everyday controls, an app's lifecycle types, navigation items and table views: they
/// compile as apps write them, keep what the app sets, and what UIKit would draw in them is
/// reported on screen rather than left out silently.
@MainActor
struct EverydayUIKitTests {
    @Test func controlsOnScreenAreReportedAsNotDrawn() {
        let messages = problems { context in
            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            toggle.setOn(true, animated: false)
            #expect(toggle.isOn)
            let field = UITextField(frame: CGRect(x: 0, y: 40, width: 200, height: 34))
            field.placeholder = "Name"
            context.containerView.addSubview(toggle)
            context.containerView.addSubview(field)
            context.completeTransition(true)
        }
        #expect(messages.contains { $0.contains("UISwitch's track and thumb is not drawn") })
        #expect(messages.contains { $0.contains("UITextField's text, placeholder and border is not drawn") })
    }

    @Test func aControlNotOnScreenIsNotReported() {
        let messages = problems { context in
            _ = UISegmentedControl(items: ["One", "Two"])
            let empty = UIStackView()
            empty.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            context.containerView.addSubview(empty)
            context.completeTransition(true)
        }
        #expect(messages.isEmpty)
    }

    @Test func aStackViewWithArrangedSubviewsIsReportedNotLaidOutSilently() {
        let messages = problems { context in
            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
            context.containerView.addSubview(stack)
            context.completeTransition(true)
        }
        #expect(messages.contains { $0.contains("UIStackView's arrangement") })
    }

    @Test func aControllersNavigationItemIsKept() {
        let controller = UIViewController()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItem = item
        controller.navigationItem.title = "Inbox"
        #expect(controller.navigationItem.rightBarButtonItem === item)
        #expect(controller.navigationItem.title == "Inbox" && item.systemItem == .add)
        #expect(UIViewController().navigationItem.rightBarButtonItem == nil)
    }

    @Test func tableViewsDefaultAsUIKitAndDequeueingIsReported() {
        final class Source: UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 60
        let source = Source()
        #expect(source.numberOfSections(in: table) == 1)
        #expect(source.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 60)
        let messages = problems { context in
            _ = source.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
            context.completeTransition(true)
        }
        #expect(messages.contains { $0.contains("dequeueReusableCell(withIdentifier: \"Row\"): gives a plain") })
    }

    @Test func storyboardsAreReportedAndTheAppHasNoDelegate() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        let app = AppDelegate()
        app.window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(app.window != nil)
        UIApplication.shared.delegate = app
        #expect(UIApplication.shared.delegate == nil)
        let messages = problems { context in
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
            context.completeTransition(true)
        }
        #expect(messages.contains { $0.contains("UIStoryboard \"Main\" instantiateViewController") })
    }

    @Test func appearanceProxiesAreInstancesOfTheirClass() {
        let bar: UINavigationBar = UINavigationBar.appearance()
        bar.barTintColor = .red
        #expect(type(of: bar) == UINavigationBar.self)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addTextField { $0.placeholder = "Why" }
        #expect(alert.title == "Delete?" && alert.actions.count == 1 && alert.textFields?.first?.placeholder == "Why")
    }

    @Test func hooksAnAppOverridesCompileAndKeepUIKitsDefaults() {
        final class Screen: UIViewController {
            override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        final class Badge: UIView {
            var moved = 0
            override func didMoveToSuperview() { moved += 1 }
        }
        #expect(Screen().supportedInterfaceOrientations == .portrait)
        // UIView.noIntrinsicMetric is −1 in UIKit (UIView.h: UIViewNoIntrinsicMetric).
        #expect(Badge().intrinsicContentSize == CGSize(width: -1, height: -1))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.accessoryType = .checkmark
        #expect(cell.selectionStyle == .none && cell.accessoryType == .checkmark)
        let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(grid.view === grid.collectionView)
    }

    @Test func transitionsAndZoomingAreReported() {
        let messages = problems { context in
            let transition = CATransition()
            transition.type = .push
            transition.duration = 0.3
            context.containerView.layer.add(transition, forKey: "push")
            UIScrollView().zoomScale = 2
            context.completeTransition(true)
        }
        #expect(messages.contains { $0.contains("CATransition") })
        #expect(messages.contains { $0.contains("zoomScale 2.0: zooming is not modelled") })
    }
}
