import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// UIKit that the users' corpus's sibling files ask for (docs/census.md, the fifth measure's tuning
/// rows): a refresh control, a table's selection settings, a flow layout's direction and sizes, a
/// button's image view. Apple's defaults are documented on each property's page.
@MainActor
struct SiblingGapsUIKitTests {
    @Test func aRefreshControlKeepsItsStateAndStartingItIsReported() {
        var afterEnd: Bool?
        let messages = problems { context in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), style: .plain)
            let control = UIRefreshControl()
            table.refreshControl = control
            #expect(table.refreshControl === control && !control.isRefreshing)
            control.beginRefreshing()
            #expect(control.isRefreshing)
            control.endRefreshing()
            afterEnd = control.isRefreshing
            context.containerView.addSubview(table)
            context.completeTransition(true)
        }
        #expect(afterEnd == false)
        #expect(messages.count == 1 && messages[0].contains("UIRefreshControl.beginRefreshing()"))
    }

    @Test func tablesAndFlowLayoutsStartAtApplesDefaults() {
        let table = UITableView(frame: .zero, style: .grouped)
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        table.allowsSelection = false
        #expect(!table.allowsSelection)
        let layout = UICollectionViewFlowLayout()
        #expect(layout.scrollDirection == .vertical && layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(layout.scrollDirection.rawValue == 1 && layout.estimatedItemSize != .zero)
    }

    @Test func aButtonsImageViewIsTheSameViewOnEveryReadAndNotASubview() {
        let button = UIButton(type: .custom)
        let first = button.imageView
        first?.contentMode = .scaleAspectFit
        #expect(first != nil && button.imageView === first)
        #expect(button.imageView?.contentMode == .scaleAspectFit)
        #expect(button.subviews.isEmpty)
    }

    /// UILabel's default (Apple: `.byTruncatingTail`) is how labels are drawn; another mode draws
    /// text that fits the same, so it is reported only where the text does not fit: set before the
    /// recording (when the label joins) or during it.
    @Test func aLabelsLineBreakModeIsReportedOnlyWhereItsTextDoesNotFit() {
        // 17 pt text: "A long sentence that cannot fit" is far wider than 50 pt on one line, and
        // wrapped at 50 pt it needs several lines, more than a 20 pt high label holds.
        func label(_ text: String, lines: Int, _ mode: NSLineBreakMode) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            label.text = text
            label.numberOfLines = lines
            label.lineBreakMode = mode
            return label
        }
        let cut = label("A long sentence that cannot fit", lines: 1, .byWordWrapping)
        let fits = label("Hi", lines: 1, .byClipping)
        let wrapsAndFits = label("Hi", lines: 0, .byWordWrapping)
        let tooTall = label("A long sentence that cannot fit", lines: 0, .byWordWrapping)
        let messages = problems { context in
            for view in [cut, fits, wrapsAndFits, tooTall] { context.containerView.addSubview(view) }
            let during = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            during.text = "Another sentence far too long"
            context.containerView.addSubview(during)
            during.lineBreakMode = .byTruncatingMiddle
            context.completeTransition(true)
        }
        #expect(messages.count == 3)
        #expect(messages.filter { $0.contains("UILabel.lineBreakMode .byWordWrapping") }.count == 2)
        #expect(messages.contains { $0.contains("UILabel.lineBreakMode .byTruncatingMiddle") })
    }

    @Test func aButtonsInsetsAreReportedOnlyWhereTheyMoveOrCutItsTitle() {
        // Padding alike on both sides leaves a centred title where it is; a title-less button has nothing to move.
        let quiet = problems { context in
            let padded = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            padded.setTitle("Go", for: .normal)
            padded.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            context.containerView.addSubview(padded)
            let untitled = UIButton(type: .system)
            context.containerView.addSubview(untitled)
            untitled.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
            #expect(untitled.titleEdgeInsets.left == 8 && untitled.imageEdgeInsets == .zero)
            context.completeTransition(true)
        }
        #expect(quiet.isEmpty, "\(quiet)")
        // Set before the recording (the button joins with them), set during it, or leaving less width than the text.
        let reported = problems { context in
            let before = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            before.setTitle("Go", for: .normal)
            before.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
            context.containerView.addSubview(before)
            let during = UIButton(frame: CGRect(x: 0, y: 50, width: 200, height: 44))
            during.setTitle("Go", for: .normal)
            context.containerView.addSubview(during)
            during.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            let narrow = UIButton(frame: CGRect(x: 0, y: 100, width: 60, height: 44))
            narrow.setTitle("A title far wider than the button", for: .normal)
            narrow.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            context.containerView.addSubview(narrow)
            context.completeTransition(true)
        }
        #expect(reported.count == 3 && reported.allSatisfy { $0.contains("contentEdgeInsets/titleEdgeInsets") })
    }

    /// SweetUIKit's local notifications (iOS 4–9's API): kept as set, never scheduled; a nib's
    /// options are keyed by `UINib.OptionsKey`, Apple's strings.
    @Test func aLocalNotificationKeepsWhatIsSetAndIsNeverScheduled() {
        let notification = UILocalNotification()
        notification.alertBody = "Time"
        notification.userInfo = ["idKey": "a"]
        #expect(notification.hasAction && notification.soundName == nil)
        UIApplication.shared.scheduleLocalNotification(notification)
        #expect(UIApplication.shared.scheduledLocalNotifications?.isEmpty == true)
        #expect(notification.alertBody == "Time" && notification.userInfo?["idKey"] as? String == "a")
        let options: [UINib.OptionsKey: Any] = [.externalObjects: [String: Any]()]
        #expect(UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil, options: options).isEmpty)
        #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
    }
}
