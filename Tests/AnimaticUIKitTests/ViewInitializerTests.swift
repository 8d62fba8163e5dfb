import Animatic
import AnimaticUIKit
import Foundation
import Testing

// An app's own view classes, declared outside AnimaticUIKit as an app declares them: they
// inherit `init()` only if every designated initializer of UIView is one they can inherit.
final class Card: UIView {}
final class TitleLabel: UILabel {}
final class Photo: UIImageView {}

/// Every view class is made as on iOS (`init()`, `init(frame:)`), and the long-tail types
/// behave as UIKit's where they change what is drawn or read.
@MainActor
struct ViewInitializerTests {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

    @Test func everyViewClassHasInitAndInitFrame() {
        let plain: [UIView] = [
            Card(), TitleLabel(), Photo(), UIView(), UILabel(), UIImageView(), UIButton(), UIControl(),
            UIScrollView(), UITextView(), UITableView(), UITableViewCell(), UICollectionViewCell(),
            UIVisualEffectView(), UIWindow(), UITabBar(), UINavigationBar(), UIToolbar(),
        ]
        for view in plain { #expect(view.frame == .zero, "\(type(of: view))()") }
        let framed: [UIView] = [
            Card(frame: rect), TitleLabel(frame: rect), Photo(frame: rect), UILabel(frame: rect),
            UIImageView(frame: rect), UITextView(frame: rect), UITableView(frame: rect, style: .grouped),
            UIVisualEffectView(frame: rect), UIWindow(frame: rect),
        ]
        for view in framed { #expect(view.frame == rect, "\(type(of: view))(frame:)") }
        #expect(UIVisualEffectView(frame: rect).effect == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: "row").reuseIdentifier == "row")
    }

    @Test func labelsAndAppViewsMadeWithInitAreDrawnAsTheirKind() throws {
        let scene = try record { context in
            let label = UILabel()
            label.frame = CGRect(x: 20, y: 40, width: 200, height: 30)
            label.text = "Hello"
            let card = Card()
            card.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
            card.backgroundColor = .red
            context.containerView.addSubview(label)
            context.containerView.addSubview(card)
            context.completeTransition(true)
        }
        let model = try Timeline.compile(scene).model(at: 0)
        #expect(model.children[ModelTree.containerID] == ["from", "UILabel-1", "Card-1"])
        #expect(model.views["UILabel-1"]?.kind == .label)
        #expect(model.views["UILabel-1"]?.text?.text == "Hello")
        #expect(model.views["UILabel-1"]?.position == Point(120, 55))
        #expect(model.views["Card-1"]?.bounds.size == Size(320, 200))
    }

    @Test func hitTestFindsTheDeepestVisibleInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(root.hitTest(CGPoint(x: 35, y: 115), with: nil) === badge)
        #expect(root.hitTest(CGPoint(x: 100, y: 150), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 300, y: 500), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
        badge.isHidden = true
        #expect(root.hitTest(CGPoint(x: 35, y: 115), with: nil) === card)
        // Scaled 2× about its center (120, 150) the card spans x −80…320: (300, 150) is its
        // point (190, 50), inside it, though outside its unscaled frame.
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 300, y: 150), with: nil) === card)
        card.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 300, y: 150), with: nil) === root)
        card.isUserInteractionEnabled = true
        card.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 300, y: 150), with: nil) === root)
    }

    @Test func theWindowIsTheContainerAndItsScreenTheCanvas() throws {
        var screenBounds: CGRect?
        var windowIsContainer = false
        _ = try record { context in
            let view = context.view(forKey: .to)!
            context.containerView.addSubview(view)
            screenBounds = view.window?.screen.bounds
            windowIsContainer = view.window === context.containerView
            UISelectionFeedbackGenerator().selectionChanged()
            context.completeTransition(true)
        }
        #expect(screenBounds == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(windowIsContainer)
    }

    @Test func tableViewControllersViewIsItsTableView() {
        let controller = UITableViewController(style: .grouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.frame == UIScreen.main.bounds)
        #expect(UITableViewController().tableView.style == .plain)
    }

    /// The text container's layout, derived from UIKit's defaults: `textContainerInset` (8, 0, 8, 0) and
    /// 5 points of `lineFragmentPadding` put the text at (5, 8) and make it 200 − 2 × 5 = 190 wide; the
    /// view clips it, as a scroll view does.
    @Test func aTextViewsTextIsDrawnWhereItsContainerLaysItOut() throws {
        let scene = try record { context in
            let note = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            note.backgroundColor = .white
            note.text = (1...12).map { "Line \($0) of the notes" }.joined(separator: " ")
            context.containerView.addSubview(note)
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        let model = timeline.model(at: 0)
        let note = try #require(model.views["UITextView-1"])
        #expect(note.masksToBounds)
        let text = try #require(model.views.values.first { $0.text?.text.hasPrefix("Line 1 ") == true })
        #expect(text.bounds.size.width == 190 && text.bounds.size.height > 60)
        #expect(text.position.x - text.bounds.size.width / 2 == 5 && text.position.y - text.bounds.size.height / 2 == 8)
        #expect(text.text?.font.size == 12 && text.text?.numberOfLines == 0)

        let tree = timeline.presentation(at: 0)
        let frame = try Rasterizer().render(tree)
        let k = Int(tree.scale)
        // Rows (in points) in which some pixel of the columns (in points) is dark.
        func darkRows(x: ClosedRange<Int>, y: ClosedRange<Int>) -> [Int] {
            y.filter { row in
                (x.lowerBound * k...x.upperBound * k + k - 1).contains { frame.pixel(x: $0, y: row * k).r < 128 }
            }
        }
        #expect(darkRows(x: 0...199, y: 0...7).isEmpty)  // the inset above the first line
        #expect(!darkRows(x: 5...60, y: 8...22).isEmpty)  // the first line
        #expect(darkRows(x: 0...4, y: 0...59).isEmpty)  // the padding on the left
        #expect(!darkRows(x: 5...194, y: 40...59).isEmpty)  // lines down to the view's bottom edge
        #expect(darkRows(x: 0...199, y: 61...90).isEmpty)  // and none below it: clipped
    }

    /// Text set once the view is on screen (an app's `viewWillAppear`) is laid out again: the label
    /// is the text view's first subview and switches its text at once, as UIKit redraws it.
    @Test func textSetOnScreenIsDrawn() throws {
        var note: UITextView?
        let messages = problems { context in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            context.containerView.addSubview(view)
            view.text = "Notes"
            view.font = .systemFont(ofSize: 20)
            note = view
            context.completeTransition(true)
        }
        #expect(messages.isEmpty, "\(messages)")
        let label = try #require(note?.subviews.first as? UILabel)
        #expect(label.text == "Notes" && label.font.pointSize == 20)
        #expect(label.frame.origin == CGPoint(x: 5, y: 8) && label.frame.width == 190)
        #expect(abs(label.frame.height - label.font.lineHeight) < 0.01)
    }

    @Test func aScrollViewClipsByDefault() {
        #expect(UIScrollView().clipsToBounds && UITableView().clipsToBounds && UITextView().clipsToBounds)
        #expect(UIScrollView(frame: rect).clipsToBounds && !UIView().clipsToBounds)
    }

    /// iOS 14's page control settings an onboarding screen makes (the fifteenth sample's
    /// `v-bloren-transitionmanager`): UIPageControl.h's raw values and defaults, kept.
    @Test func aPageControlsIOS14Settings() {
        let dots = UIPageControl()
        #expect(dots.backgroundStyle == .automatic && dots.allowsContinuousInteraction)
        dots.backgroundStyle = .minimal
        #expect(dots.backgroundStyle.rawValue == 2 && UIPageControl.BackgroundStyle.prominent.rawValue == 1)
        dots.setIndicatorImage(UIImage(), forPage: 1)
        #expect(dots.indicatorImage(forPage: 1) != nil && dots.indicatorImage(forPage: 0) == nil)
        #expect(UIPageControl.Direction.bottomToTop.rawValue == 4)
    }
}
