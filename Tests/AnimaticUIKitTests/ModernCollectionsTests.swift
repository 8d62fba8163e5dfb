import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// iOS 13–14's collection machinery kept as data: snapshots read back as applied, registrations
/// configure UIKit's own cells, configurations reported where a cell shows one.
@MainActor
struct ModernCollectionsTests {
    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])  // into the last section
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers == [1, 3] && snapshot.numberOfItems == 2)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3] && snapshot.sectionIdentifier(containingItem: 1) == "a")
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { _, _, _ in nil }
        source.apply(snapshot, animatingDifferences: false)
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 3)
        #expect(source.indexPath(for: 1) == IndexPath(item: 0, section: 0) && source.indexPath(for: 2) == nil)
        #expect(source.snapshot().sectionIdentifiers == ["a", "b"])
    }

    @Test func aRegistrationConfiguresAListCellAndItsConfigurationIsReportedOnScreen() {
        let collection = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let cell = collection.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: "Row")
        #expect(
            (cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row" && cell.accessories.count == 1)
        let messages = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.addSubview(cell)
            context.completeTransition(true)
        }
        #expect(messages.contains { $0.contains("contentConfiguration") }, "\(messages)")
    }

    @Test func interactionsAndParagraphSettingsAreKept() {
        final class Menu: UIContextMenuInteractionDelegate {
            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? { nil }
        }
        let delegate = Menu()
        let view = UIView(frame: .zero)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(interaction.view === view && view.interactions.count == 1)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil && view.interactions.isEmpty)
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 1.2
        style.paragraphSpacing = 6
        #expect(
            style.lineHeightMultiple == 1.2 && style.paragraphSpacing == 6 && NSParagraphStyle.default.headIndent == 0)
    }

    /// A container swapping two children puts the second's view where the first's was and removes
    /// the first's (outside a recording at once, completion true); scrolling to a rect moves the
    /// least within the content; a tab item and a set tint are kept and said.
    @Test func childSwapsScrollingToARectTabItemsAndTint() {
        let parent = UIViewController(), first = UIViewController(), second = UIViewController()
        parent.addChild(first)
        parent.view.addSubview(first.view)
        var finished: Bool?
        parent.transition(
            from: first, to: second, duration: 0.3, options: .transitionCrossDissolve, animations: nil
        ) { finished = $0 }
        #expect(second.view.superview === parent.view && first.view.superview == nil && finished == true)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 500)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 30), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 180))  // 280 − 100
        scroll.scrollRectToVisible(CGRect(x: 0, y: 480, width: 10, height: 60), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))  // clamped to 500 − 100
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 2)
        first.tabBarItem.badgeValue = "3"
        #expect(first.tabBarItem.title == "Home" && first.tabBarItem.tag == 2 && first.tabBarItem.badgeValue == "3")
        final class Tinted: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let tinted = Tinted(frame: .zero)
        tinted.tintColor = .red
        #expect(tinted.changes == 1)
    }

    /// UIKit's string forms of geometry (`%g` numbers), a gray's white, a color's copy at an alpha,
    /// and Core Foundation's absolute time on the virtual clock in a recording.
    @Test func stringFormsGraysAndAbsoluteTime() throws {
        #expect(NSStringFromCGRect(CGRect(x: 1, y: 2.5, width: 10, height: 20)) == "{{1, 2.5}, {10, 20}}")
        #expect(NSCoder.string(for: CGPoint(x: -3, y: 0)) == "{-3, 0}")
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 0.5)
        #expect(!UIColor(red: 1, green: 0, blue: 0, alpha: 1).getWhite(&white, alpha: &alpha) && white == 0.25)
        #expect(UIColor.red.cgColor.copy(alpha: 0.5)?.alpha == 0.5)
        var times: [Double] = []
        _ = try record(duration: 1) { context in
            times.append(CFAbsoluteTimeGetCurrent())
            UIView.animate(withDuration: 0.5, animations: { context.containerView.alpha = 0.5 }) { _ in
                times.append(CFAbsoluteTimeGetCurrent())
                context.completeTransition(true)
            }
        }
        #expect(times.count == 2 && abs(times[1] - times[0] - 0.5) < 1e-9, "\(times)")
    }

    /// An overlay an animator adds to the key window is drawn over the transition: the container
    /// stands for the window, found both through `keyWindow` and iOS 13's connected scenes.
    @Test func theKeyWindowIsTheContainerInARecording() throws {
        #expect(UIApplication.shared.keyWindow == nil && UIApplication.shared.connectedScenes.isEmpty)
        var found: [Bool] = []
        let scene = try record { context in
            let window = UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .filter { $0.activationState == .foregroundActive }
                .flatMap(\.windows).first { $0.isKeyWindow }
            found = [window === context.containerView, UIApplication.shared.keyWindow === context.containerView]
            let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            overlay.accessibilityIdentifier = "overlay"
            overlay.backgroundColor = .red
            UIApplication.shared.keyWindow?.addSubview(overlay)
            context.completeTransition(true)
        }
        #expect(found == [true, true])
        let timeline = try Timeline.compile(scene)
        #expect(timeline.presentationState(of: "overlay", at: 0, model: timeline.model(at: 0))?.frame.width == 20)
    }

    /// A padded label (an override of `drawText(in:)` insetting the rect) is reported on screen;
    /// a plain one and one whose override passes the bounds through are not.
    @Test func aLabelDrawingItsTextElsewhereIsReported() {
        final class Padded: UILabel {
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)))
            }
        }
        final class Passing: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect) }
        }
        func messages(_ label: UILabel) -> [String] {
            label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            label.text = "Hello"
            return problems { context in
                context.containerView.addSubview(label)
                context.completeTransition(true)
            }
        }
        #expect(messages(UILabel(frame: .zero)).isEmpty && messages(Passing(frame: .zero)).isEmpty)
        #expect(messages(Padded(frame: .zero)).contains { $0.contains("drawText(in:)") })
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 5, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 5) && rect.width == label.sizeThatFits(.zero).width)
    }

    /// A button placing its title itself (`titleRect(forContentRect:)`) is reported on screen; a
    /// plain titled button is not; a text field answers its bounds for its rects.
    @Test func aButtonPlacingItsTitleIsReported() {
        final class Shifted: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                contentRect.offsetBy(dx: 10, dy: 0)
            }
        }
        func messages(_ button: UIButton) -> [String] {
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            button.setTitle("Go", for: .normal)
            return problems { context in
                context.containerView.addSubview(button)
                context.completeTransition(true)
            }
        }
        #expect(messages(UIButton(frame: .zero)).isEmpty)
        #expect(messages(Shifted(frame: .zero)).contains { $0.contains("titleRect") })
        let field = UITextField(frame: .zero)
        #expect(field.editingRect(forBounds: CGRect(x: 0, y: 0, width: 9, height: 9)).width == 9)
    }

    /// The recorded push's incoming controller is moving to its parent, the pop's outgoing one from it.
    @Test func movingToAndFromTheParentInAPushAndAPop() throws {
        var seen: [Bool] = []
        for operation in [TransitionOperation.push, .pop] {
            _ = try record(operation) { context in
                let to = context.viewController(forKey: .to)!, from = context.viewController(forKey: .from)!
                seen += [to.isMovingToParent, from.isMovingFromParent]
                context.containerView.addSubview(to.view)
                context.completeTransition(true)
            }
        }
        #expect(seen == [true, false, false, true])
    }
}
