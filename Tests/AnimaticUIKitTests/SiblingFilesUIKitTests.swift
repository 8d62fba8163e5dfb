import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// UIKit that an app's other files use (docs/census.md, eighth step): fonts' names, buttons'
/// images, first responders, scroll view delegates, collection views' headers. What iOS would draw
/// or move and Animatic does not is reported in a recording, never left out silently.
@MainActor
struct SiblingFilesUIKitTests {
    @Test func aSystemFontsNameMakesTheSameFontAtAnotherSize() throws {
        let bold = UIFont.systemFont(ofSize: 17, weight: .bold)
        #expect(bold.fontName == ".SFUI-Bold" && bold.familyName == ".AppleSystemUIFont")
        let resized = try #require(UIFont(name: bold.fontName, size: 30))
        #expect(resized == UIFont.systemFont(ofSize: 30, weight: .bold))
        #expect(UIFont(name: UIFont.italicSystemFont(ofSize: 12).fontName, size: 12) == .italicSystemFont(ofSize: 12))
        let named = try #require(UIFont(name: "Avenir-Book", size: 14))
        #expect(named.fontName == "Avenir-Book" && named.familyName == "Avenir-Book")
    }

    @Test func aButtonsImagesAreKeptPerStateAndReportedOnScreen() {
        let image = UIImage()
        let messages = problems { context in
            let plain = UIButton(type: .system)
            plain.setTitle("Done", for: .normal)
            // A system button's image, which UIKit tints as a template (a custom button's image alone is
            // drawn: ButtonImageTests).
            let withImage = UIButton(type: .system)
            withImage.setImage(image, for: .normal)
            #expect(withImage.image(for: .highlighted) === image && withImage.currentImage === image)
            #expect(!withImage.isTracking)
            let withBackground = UIButton(type: .custom)
            withBackground.setBackgroundImage(image, for: .normal)
            #expect(withBackground.currentBackgroundImage === image && withBackground.currentImage == nil)
            context.containerView.addSubview(plain)
            context.containerView.addSubview(withImage)
            context.containerView.addSubview(withBackground)
            context.completeTransition(true)
        }
        #expect(
            messages.count == 2
                && messages.allSatisfy { $0.contains("UIButton's image (or background image) is not drawn") })
    }

    @Test func noResponderBecomesFirstAndATextInputThatAsksIsReported() {
        let messages = problems { context in
            let view = UIView()
            #expect(!view.becomeFirstResponder() && !view.isFirstResponder && !view.canBecomeFirstResponder)
            let field = UITextField(frame: .zero)
            #expect(field.canBecomeFirstResponder && !field.becomeFirstResponder() && field.resignFirstResponder())
            context.completeTransition(true)
        }
        #expect(messages == ["UITextField.becomeFirstResponder(): the keyboard is not shown in Animatic"])
    }

    @Test func aTextViewsAttributedTextIsItsText() {
        let textView = UITextView()
        textView.attributedText = NSAttributedString(string: "Notes")
        #expect(textView.text == "Notes" && textView.attributedText.string == "Notes")
    }

    @Test func everyScrollViewHasAWeakDelegate() {
        final class Owner {}
        let scroll = UIScrollView(), table = UITableView(frame: .zero, style: .plain)
        var owner: Owner? = Owner()
        scroll.delegate = owner
        table.delegate = owner
        #expect(scroll.delegate === owner && table.delegate === owner)
        owner = nil
        #expect(scroll.delegate == nil && table.delegate == nil)
    }

    @Test func collectionViewHeadersAreReusableViewsAndDequeueingOneIsReported() {
        let messages = problems { context in
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            #expect(UICollectionViewCell(frame: .zero) is UICollectionReusableView)
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                withReuseIdentifier: "plain")
            _ = collection.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "plain",
                for: IndexPath(item: 0, section: 0))
            _ = collection.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
                for: IndexPath(item: 0, section: 0))
            collection.contentOffset = CGPoint(x: 0, y: 40)
            collection.scrollToItem(at: IndexPath(item: 9, section: 0), at: .centeredVertically, animated: true)
            #expect(collection.contentOffset == CGPoint(x: 0, y: 40))
            context.completeTransition(true)
        }
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("ofKind: \"UICollectionElementKindSectionHeader\"") })
        #expect(messages.contains { $0.contains("scrollToItem(at:at:animated:)") && $0.contains("does not scroll") })
    }

    @Test func aLabelsAttributedTextIsDrawnPlainAndItsAttributesAreReported() throws {
        var plainBack: NSAttributedString?
        let messages = problems { context in
            let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            plain.attributedText = NSAttributedString(string: "Plain")
            plainBack = plain.attributedText
            context.containerView.addSubview(plain)
            let kerned = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 20))
            context.containerView.addSubview(kerned)
            kerned.attributedText = NSAttributedString(string: "Kerned", attributes: [.kern: 0.2])
            #expect(kerned.text == "Kerned")
            context.completeTransition(true)
        }
        #expect(plainBack?.string == "Plain")
        #expect(messages == ["UILabel.attributedText: its attributes are not drawn in Animatic (the plain text is)"])
    }

    @Test func aTableHeaderWithTextIsReportedOnScreen() {
        let messages = problems { context in
            let empty = UITableViewHeaderFooterView(reuseIdentifier: "empty")
            empty.frame = CGRect(x: 0, y: 0, width: 320, height: 28)
            let titled = UITableViewHeaderFooterView(reuseIdentifier: "titled")
            titled.frame = CGRect(x: 0, y: 40, width: 320, height: 28)
            titled.textLabel?.text = "Recent"
            context.containerView.addSubview(empty)
            context.containerView.addSubview(titled)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages.first?.contains("UITableViewHeaderFooterView's text label") == true)
    }

    @Test func settingIsEditingGoesThroughTheControllersSetEditing() {
        final class ListController: UIViewController {
            var calls: [(Bool, Bool)] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append((editing, animated))
            }
        }
        let list = ListController()
        list.isEditing = true
        #expect(list.isEditing && list.calls.count == 1 && list.calls[0] == (true, false))
    }

    @Test func layoutDirectionIsLeftToRightUnlessForced() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        let command = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find"))
        #expect(command.input == "f" && command.modifierFlags == .command && UIView().keyCommands == nil)
    }

    /// A 1 × 1 PNG (its IHDR says width 1, height 1), written where `#imageLiteral` looks.
    func onePixelPNG() throws -> String {
        let base64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sibling-\(UUID().uuidString).png")
            .path
        try #require(Data(base64Encoded: base64)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `#imageLiteral(resourceName: x)` is `UIImage(imageLiteralResourceName: x)` (the lint forbids
    /// the literal itself in this project's code, so the test calls what it expands to).
    @Test func anImageLiteralIsTheNamedImageOrAReportedEmptyOne() throws {
        let path = try onePixelPNG()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = UIImage(imageLiteralResourceName: path)
        #expect(found.size == CGSize(width: 1, height: 1))
        var missingSize: CGSize?
        let messages = problems { context in
            let missing = UIImage(imageLiteralResourceName: "no-such-asset")
            missingSize = missing.size
            context.completeTransition(true)
        }
        #expect(missingSize == .zero)
        #expect(
            messages.count == 1 && messages.first?.contains("#imageLiteral(resourceName: \"no-such-asset\")") == true)
    }

    @Test func aTemplateImageInAnImageViewIsReportedAsUntinted() throws {
        let path = try onePixelPNG()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try #require(UIImage(contentsOfFile: path))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.size == image.size)
        let messages = problems { context in
            let original = UIImageView(image: image.withRenderingMode(.alwaysOriginal))
            let tinted = UIImageView(image: template)
            context.containerView.addSubview(original)
            context.containerView.addSubview(tinted)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages.first?.contains("template image (.alwaysTemplate)") == true)
    }

    /// As on iOS, a table or collection view controller is its view's data source and delegate,
    /// and an app's controller overrides their methods.
    @Test func listControllersAreTheirViewsDataSourceAndAppsOverrideIt() throws {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        }
        final class Grid: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                7
            }
        }
        let rows = Rows(style: .plain)
        let table = try #require(rows.tableView)
        let source = try #require(table.dataSource as? UITableViewDataSource)
        #expect(source === rows && table.delegate === rows)
        #expect(source.tableView(table, numberOfRowsInSection: 0) == 3 && source.numberOfSections(in: table) == 1)
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let collection = try #require(grid.collectionView)
        let items = try #require(collection.dataSource as? UICollectionViewDataSource)
        #expect(items === grid && items.collectionView(collection, numberOfItemsInSection: 0) == 7)
    }

    @Test func touchAndShakeHandlersAreResponderMethodsAnAppOverrides() {
        final class ShakeView: UIView {
            var shaken = false
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                shaken = motion == .motionShake
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let view = ShakeView()
        view.motionEnded(.motionShake, with: nil)
        // Apple's raw values: UIEventSubtypeMotionShake = 1, UIEventSubtypeRemoteControlPlay = 100.
        #expect(view.shaken && UIEvent.EventSubtype.motionShake.rawValue == 1)
        #expect(UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
    }

    /// `perform(_:with:afterDelay:)` on a view (NSObject's on iOS) runs on the virtual clock: the
    /// view's alpha is 1 until 0.3 s and 0.5 after.
    @Test func aViewPerformsASelectorAfterADelayOnTheClock() throws {
        final class Fader: UIView {
            func fade() { alpha = 0.5 }
        }
        let scene = try record { context in
            let fader = Fader(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            fader.accessibilityIdentifier = "fader"
            context.containerView.addSubview(fader)
            fader.perform(Selector("fade", Fader.fade), with: nil, afterDelay: 0.3)
            UIView.animate(
                withDuration: 0.5, animations: { fader.center = CGPoint(x: 100, y: 100) },
                completion: { _ in context.completeTransition(true) })
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 0.29).views["fader"]?.opacity == 1)
        #expect(timeline.model(at: 0.31).views["fader"]?.opacity == 0.5)
    }

    /// Group opacity is on by default (Apple: true for apps linked against the iOS 7 SDK or later),
    /// as Animatic draws; a layer on screen with it off is reported.
    @Test func aLayerWithoutGroupOpacityIsReportedOnScreen() {
        let messages = problems { context in
            let group = CAGradientLayer()
            #expect(group.allowsGroupOpacity)
            group.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            group.opacity = 0.5
            // A sublayer over the gradient: blended one by one, the gradient would show through it.
            group.addSublayer(CALayer())
            // One bare sublayer (Hero's snapshot wrapper): the same pixels either way, not reported.
            let wrapper = CALayer()
            wrapper.addSublayer(CALayer())
            wrapper.allowsGroupOpacity = false
            context.containerView.layer.addSublayer(wrapper)
            let restored = CALayer()
            restored.allowsGroupOpacity = false
            restored.allowsGroupOpacity = true
            group.allowsGroupOpacity = false
            context.containerView.layer.addSublayer(group)
            context.containerView.layer.addSublayer(restored)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages.first?.contains("CALayer.allowsGroupOpacity = false") == true)
    }
}
