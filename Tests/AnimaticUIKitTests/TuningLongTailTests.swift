import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// A screen that finishes its content in `viewIsAppearing`, as iOS 17 apps do.
private final class LateContentScreen: UIViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        view.backgroundColor = .red
    }
}

private final class EditableRows: UITableViewController {
    var committed: [IndexPath] = []
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { if editingStyle == .delete { committed.append(indexPath) } }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

/// The long tail the tuning repositories' other files named (docs/census.md, twenty-fourth step):
/// colors, traits, bar appearances, table controllers' overrides and `viewIsAppearing`.
@MainActor
struct TuningLongTailTests {
    @Test func aGenericRGBColorKeepsItsComponentsAndSaysWhereItsCurveIsUnknown() {
        let primary = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(primary.components == [1, 0, 0, 1] && primary.numberOfComponents == 4)
        let messages = problems { context in
            _ = CGColor(red: 1, green: 0, blue: 1, alpha: 0.5)
            _ = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("Generic RGB's tone curve is not documented"))
        #expect(CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1).components == [0.2, 0.4, 0.6, 1])
    }

    @Test func traitCollectionsOfOneTraitMergeOverTheRecordingsOwn() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.userInterfaceStyle == .dark && dark.horizontalSizeClass == .compact)
        let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .regular)])
        #expect(merged.userInterfaceStyle == .dark && merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .regular && merged.displayScale == 1)
    }

    @Test func barAppearancesKeepWhatAppsSet() {
        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .red
        tabs.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        #expect(tabs.stackedLayoutAppearance.selected.iconColor == .red)
        #expect(tabs.inlineLayoutAppearance.selected.iconColor == nil)
        let bar = UINavigationBarAppearance()
        let back = UIImage()
        bar.setBackIndicatorImage(back, transitionMaskImage: back)
        #expect(bar.backIndicatorImage === back)
        let search = UISearchBar(frame: .zero)
        search.setImage(back, for: .search, state: .normal)
        #expect(search.image(for: .search, state: .normal) === back && search.image(for: .clear, state: .normal) == nil)
    }

    @Test func aTableControllersEditingOverridesAreCalledAndItsDefaultsAreUIKits() {
        let list = EditableRows(style: .plain)
        let table = list.tableView!
        let row = IndexPath(row: 2, section: 0)
        #expect(list.tableView(table, editingStyleForRowAt: row) == .delete)
        #expect(list.tableView(table, canEditRowAt: row) && !list.tableView(table, canMoveRowAt: row))
        #expect(list.tableView(table, willSelectRowAt: row) == row)
        list.tableView(table, commit: .delete, forRowAt: row)
        #expect(list.committed == [row])
    }

    /// The to screen turns red in `viewIsAppearing`, which UIKit calls before the transition's views
    /// are shown: the first frame already has it.
    @Test func contentSetInViewIsAppearingIsInTheFirstFrame() throws {
        let from = UIViewController(), to = LateContentScreen()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .blue
        let scene = try TransitionScene(
            from: from, to: to,
            animator: ClosureAnimator(duration: 1) { context in
                context.containerView.addSubview(context.view(forKey: .to)!)
                context.completeTransition(true)
            }, operation: .present
        ).scene
        let frame = try Rasterizer().render(Timeline.compile(scene).presentation(at: 0))
        #expect(frame.pixel(x: 10, y: 10) == (255, 0, 0, 255))
    }

    /// On iOS Foundation brings Security and UIKit brings ImageIO into scope, so keychain wrappers and
    /// image loaders often import neither: this file imports only AnimaticUIKit.
    @Test func theKeychainAndImageSourcesNeedNoImportOfTheirOwn() {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "tail.\(UUID())",
            kSecAttrAccount as String: "a", kSecValueData as String: Data([1, 2, 3]),
        ]
        #expect(SecItemAdd(query as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(query as CFDictionary, nil) == errSecDuplicateItem)
        #expect(CGImageSourceGetCount(CGImageSourceCreateWithData(Data([1, 2, 3]) as CFData, nil)!) == 0)
    }

    @Test func animatedImagesAreKeptAndTheirCyclingIsReportedOnScreen() throws {
        let frames = [UIImage(), UIImage()]
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let messages = problems { context in
            let spinner = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            spinner.animationImages = frames
            spinner.startAnimating()
            context.containerView.addSubview(spinner)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("the images are not cycled"))
    }
}
