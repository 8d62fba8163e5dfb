import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// UIKit that current apps' other files use (docs/census.md, tenth step): pickers, control events
/// and tracking, identity equality, gradients from components, HSB, table and collection counts,
/// system animations. What iOS would draw or move and Animatic does not is reported in a
/// recording, never left out silently.
@MainActor
struct CurrentAppsUIKitTests {
    final class Rows: UIPickerViewDataSource, UITableViewDataSource, UICollectionViewDataSource {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 + component }
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section * 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
    }

    @Test func pickersCountTheirDataSourcesRowsAndAreReportedOnScreen() {
        let rows = Rows()
        let messages = problems { context in
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.dataSource = rows
            // Two components of 10 and 11 rows, as the data source above answers.
            #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 11)
            // Apple: -1 when no row is selected; then the row the app selects.
            #expect(picker.selectedRow(inComponent: 0) == -1)
            picker.selectRow(4, inComponent: 0, animated: false)
            #expect(picker.selectedRow(inComponent: 0) == 4)
            let datePicker = UIDatePicker()
            datePicker.datePickerMode = .time
            let noon = Date(timeIntervalSince1970: 43_200)
            datePicker.setDate(noon, animated: false)
            #expect(datePicker.date == noon && datePicker.datePickerMode.rawValue == 0)
            context.containerView.addSubview(picker)
            context.containerView.addSubview(datePicker)
            context.completeTransition(true)
        }
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("UIPickerView's wheels is not drawn") })
        #expect(messages.contains { $0.contains("UIDatePicker's date and wheels is not drawn") })
    }

    @Test func animatorsAndBarItemsAreEqualOnlyToThemselves() {
        let first = UIViewPropertyAnimator(duration: 1, curve: .linear)
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear)
        #expect([first, second].firstIndex(of: second) == 1 && first != second)
        let play = UIBarButtonItem(title: "Play", style: .plain, target: nil, action: nil)
        #expect(play == play && play != UIBarButtonItem(title: "Play", style: .plain, target: nil, action: nil))
    }

    @MainActor final class Taps {
        var received: [String] = []
        func dragged(_ sender: UIControl) { received.append("dragged \(sender.tag)") }
        func valueChanged(_ sender: UIControl) { received.append("value \(sender.tag)") }
    }

    @Test func sendActionsCallsTheTargetsKeptForThoseEventsInOrder() {
        let taps = Taps()
        let control = UIControl(frame: .zero)
        control.tag = 7
        control.addTarget(taps, action: Selector("dragged:", taps.dragged), for: [.touchDragEnter, .touchDragExit])
        control.addTarget(taps, action: Selector("valueChanged:", taps.valueChanged), for: .valueChanged)
        // UIControl.h: touchDragEnter = 1 << 4, touchDragExit = 1 << 5.
        #expect(UIControl.Event.touchDragEnter.rawValue == 16 && UIControl.Event.touchDragExit.rawValue == 32)
        control.sendActions(for: .touchDragExit)
        control.sendActions(for: [.valueChanged, .touchDragEnter])
        #expect(taps.received == ["dragged 7", "dragged 7", "value 7"])
        #expect(control.beginTracking(UITouch(), with: nil))
    }

    final class CountingButton: UIButton {
        var sent: [String] = []
        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            sent.append(action.description)
            super.sendAction(action, to: target, for: event)
        }
    }

    @Test func sendActionsGoesThroughAnOverriddenSendAction() {
        let taps = Taps()
        let button = CountingButton(frame: .zero)
        button.addTarget(taps, action: Selector("valueChanged:", taps.valueChanged), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.sent == ["valueChanged:"] && taps.received == ["value 0"])
    }

    @Test func aGradientFromComponentsHasFourValuesAColor() throws {
        // Red opaque, then blue at half alpha: R, G, B, A each.
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let locations: [CGFloat] = [0, 0.25]
        let gradient = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations,
                count: 2))
        #expect(gradient.colors.count == 2 && gradient.locations == [0, 0.25])
        #expect(gradient.colors[0].components == [1, 0, 0, 1] && gradient.colors[1].components == [0, 0, 1, 0.5])
    }

    @Test func hueSaturationAndBrightnessAreTheHexcones() {
        func hsb(_ color: UIColor) -> [CGFloat] {
            var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
            return [h, s, b, a].map { ($0 * 10_000).rounded() / 10_000 }
        }
        // (1, 0.5, 0): max 1 (red), chroma 1, hue (0.5 - 0) / 1 / 6 = 1/12; s 1; b 1.
        #expect(hsb(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == [0.0833, 1, 1, 1])
        // (0.2, 0.4, 0.8): max 0.8 (blue), chroma 0.6, hue ((0.2 - 0.4) / 0.6 + 4) / 6 = 11/18;
        // s 0.6 / 0.8 = 0.75; b 0.8.
        #expect(hsb(UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)) == [0.6111, 0.75, 0.8, 0.5])
        // (1, 0, 0.5): red, (0 - 0.5) / 1 = -0.5 sixths, so 1 - 1/12 = 11/12 (330°).
        #expect(hsb(UIColor(red: 1, green: 0, blue: 0.5, alpha: 1)) == [0.9167, 1, 1, 1])
        // Gray has no chroma: hue and saturation 0.
        #expect(hsb(UIColor(white: 0.5, alpha: 1)) == [0, 0, 0.5, 1])
    }

    /// A named color made before the recording (a controller's setup) cannot be reported at its
    /// call; shown as a view's background it is reported once the view is on screen.
    @Test func aNamedColorMadeBeforeTheRecordingIsReportedOnScreen() throws {
        let brand = UIColor(named: "Brand")!
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = brand
        let messages = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.addSubview(card)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("UIColor(named: \"Brand\")"), "\(messages)")
        let plain = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            other.backgroundColor = .red
            to.addSubview(other)
            context.completeTransition(true)
        }
        #expect(plain.isEmpty)
    }

    @Test func tablesAndCollectionsCountTheirDataSourcesSectionsAndRows() {
        let rows = Rows()
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.numberOfSections == 0)
        table.dataSource = rows
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 4)
        // Apple: the estimated row height is automaticDimension by default.
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = rows
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 7)
    }

    @Test func whatWouldDrawAndIsNotModelledIsReportedAtItsCall() {
        let messages = problems { context in
            // A stand-in, not nil: the app's own name is found on iOS, and apps unwrap it.
            #expect(UIColor(named: "cards")?.cgColor.components == [1, 0, 1, 1])
            UIApplication.shared.statusBarStyle = .lightContent
            #expect(UINavigationBar().topItem == nil)
            let header = UITableView(frame: .zero, style: .plain).dequeueReusableHeaderFooterView(withIdentifier: "h")
            #expect(header?.reuseIdentifier == "h")
            context.completeTransition(true)
        }
        #expect(messages.count == 4)
        #expect(messages[0].contains("UIColor(named: \"cards\")") && messages[1].contains("statusBarStyle"))
        #expect(messages[2].contains("topItem") && messages[3].contains("dequeueReusableHeaderFooterView"))
    }

    @Test func aSystemDeleteAppliesItsAnimationsAtOnceRemovesTheViewsAndIsReported() {
        var finished: Bool?
        let messages = problems { context in
            let gone = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.containerView.addSubview(gone)
            context.containerView.addSubview(moved)
            UIView.perform(.delete, on: [gone], options: [], animations: { moved.frame.origin.x = 40 }) {
                finished = $0
            }
            #expect(gone.superview == nil && moved.frame.origin.x == 40)
            context.completeTransition(true)
        }
        #expect(finished == true)
        #expect(messages.count == 1 && messages[0].contains("UIView.perform(.delete"))
    }

    @Test func replacingASublayerKeepsItsPlace() {
        let parent = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        for layer in [a, b, c] { parent.addSublayer(layer) }
        parent.replaceSublayer(b, with: d)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [a, d, c].map { ObjectIdentifier($0) })
        #expect(b.superlayer == nil)
        d.name = "progress"
        #expect(d.name == "progress" && a.name == nil)
    }

    @Test func aLayersOwnTimingIsKeptAndReportedWhenItIsNotTheDefault() {
        let messages = problems { context in
            let layer = context.containerView.layer
            layer.speed = 1
            layer.beginTime = 0
            layer.speed = 0
            layer.timeOffset = 0.5
            #expect(layer.speed == 0 && layer.timeOffset == 0.5 && layer.name == nil)
            context.completeTransition(true)
        }
        // The defaults (speed 1, beginTime 0) are not reported; speed 0 and timeOffset 0.5 are.
        #expect(messages.count == 2)
        #expect(messages[0].hasPrefix("CALayer.speed: a layer's own timing"))
        #expect(messages[1].hasPrefix("CALayer.timeOffset: a layer's own timing"))
    }

    final class SelfSizingCell: UITableViewCell {
        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize { CGSize(width: targetSize.width, height: 320) }
    }

    @Test func cellsOverrideTheFittingSizeWithPriorities() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        let target = CGSize(width: 375, height: 0)
        #expect(
            plain.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 30, height: 40))
        let cell: UIView = SelfSizingCell(style: .default, reuseIdentifier: nil)
        #expect(
            cell.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 375, height: 320))
    }

    @Test func patternColorsSplitViewsAndNibCellsAreReported() {
        let primary = UIViewController()
        let messages = problems { context in
            let color = UIColor(patternImage: UIImage())
            var alpha: CGFloat = 1
            _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            #expect(alpha == 0)
            let split = UISplitViewController()
            split.viewControllers = [primary]
            #expect(primary.parent === split && split.isCollapsed)
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(UINib(nibName: "Card", bundle: nil), forCellWithReuseIdentifier: "card")
            _ = collection.dequeueReusableCell(withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0))
            context.completeTransition(true)
        }
        #expect(messages.count == 3)
        #expect(messages[0].contains("UIColor(patternImage:)") && messages[1].contains("UISplitViewController"))
        #expect(messages[2].contains("dequeueReusableCell"))
    }

    @Test func aTransparencyLayerAtFullAlphaIsDrawnDirectlyAndOtherwiseReported() {
        let messages = problems { context in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
            let drawing = UIGraphicsGetCurrentContext()!
            // Alpha 1, no shadow, normal blending: the same as drawing directly, not reported.
            drawing.beginTransparencyLayer(auxiliaryInfo: nil)
            drawing.setFillColor(UIColor.red.cgColor)
            drawing.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            drawing.endTransparencyLayer()
            drawing.setAlpha(0.5)
            drawing.beginTransparencyLayer(auxiliaryInfo: nil)
            drawing.endTransparencyLayer()
            UIGraphicsEndImageContext()
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("beginTransparencyLayer with an alpha below 1"))
    }

    @Test func cellsBackgroundViewsAreReportedOnScreenAndButtonsGiveTheirTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .normal) == "Play" && !UISegmentedControl(items: ["A"]).isMomentary)
        let messages = problems { context in
            let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
            let backed = UITableViewCell(style: .default, reuseIdentifier: nil)
            backed.backgroundView = UIView()
            context.containerView.addSubview(plain)
            context.containerView.addSubview(backed)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("UITableViewCell's backgroundView is not drawn"))
        // UIKit's raw values: NSUnderlineStyle.double is 0x09; the change dictionary's new value is "new".
        #expect(NSUnderlineStyle.double.rawValue == 9 && NSKeyValueChangeKey.newKey.rawValue == "new")
    }

    final class Observing: UIView {
        var calls = 0
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) { calls += 1 }
    }

    final class Restoring: UIViewController {
        override func encodeRestorableState(with coder: NSCoder) { super.encodeRestorableState(with: coder) }
    }

    @Test func colorLiteralsAreSRGBAndImageDataAndTiledDrawingAreReported() {
        // `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` is this call (the lint forbids the literal).
        let orange = UIColor(_colorLiteralRed: 1, green: 0.5, blue: 0, alpha: 1)
        #expect((UIColor.self as Any) is any _ExpressibleByColorLiteral.Type)
        #expect(orange.cgColor.components == [1, 0.5, 0, 1])
        #expect(Observing().calls == 0 && Restoring().restorationIdentifier == nil)
        let messages = problems { context in
            #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
            let image = UIGraphicsGetImageFromCurrentImageContext()!
            let tile = CGRect(x: 0, y: 0, width: 2, height: 2)
            UIGraphicsGetCurrentContext()!.draw(image.cgImage!, in: tile, byTiling: true)
            UIGraphicsEndImageContext()
            context.completeTransition(true)
        }
        #expect(messages.count == 2 && messages[0].hasPrefix("UIImage(data:)"))
        #expect(messages[1].contains("draw(_:in:byTiling: true)"))
    }

    @Test func printingAndEncodingImagesAreReported() {
        var printed: Bool?
        let messages = problems { context in
            let info = UIPrintInfo(dictionary: nil)
            info.jobName = "Print Job"
            let printer = UIPrintInteractionController.shared
            printer.printInfo = info
            #expect(!printer.present(animated: true) { _, completed, _ in printed = completed })
            #expect(UIImage().jpegData(compressionQuality: 0.5) == nil)
            context.completeTransition(true)
        }
        #expect(printed == false && UIPrintInteractionController.shared.printInfo?.jobName == "Print Job")
        #expect(messages.count == 2 && messages[0].contains("the print sheet is not drawn"))
        #expect(messages[1].hasPrefix("UIImage.jpegData(compressionQuality:)"))
    }

    @Test func aReversedPathRunsBackWithItsControlPointsSwapped() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
            path.addCurve(
                to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
            path.close()
            let shape = CAShapeLayer()
            shape.path = path.reversing().cgPath
            to.layer.addSublayer(shape)
            context.completeTransition(true)
        }
        // By hand: start at the last point (0, 10); the cubic back to (10, 10) with its controls
        // swapped, (2, 12) then (8, 12); the quad back to (10, 0) through (20, 5); the line back to
        // (0, 0); closed, as the original was.
        let elements = try #require(
            try Timeline.compile(scene).model(at: 0).views["CAShapeLayer-1"]?.shape?.path.elements)
        #expect(
            elements == [
                .move(Point(0, 10)), .cubic(Point(2, 12), Point(8, 12), Point(10, 10)),
                .quad(Point(20, 5), Point(10, 0)), .line(Point(0, 0)), .close,
            ])
    }

    @Test func anImagePickersScreenIsReportedWhenItIsShown() {
        let messages = problems { context in
            #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            context.containerView.addSubview(picker.view)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("UIImagePickerController's photo picker"))
    }

    @Test func openingAnotherAppTakesTheExternalOptionsAndIsRefused() {
        // The fourteenth sample's course app: open(_:options:) takes OpenExternalURLOptionsKey (iOS 10),
        // the delegate's application(_:open:options:) OpenURLOptionsKey; UIApplication.h's raw values.
        var opened: Bool?
        UIApplication.shared.open(
            URL(string: "https://example.com")!, options: [.universalLinksOnly: true],
            completionHandler: { opened = $0 })
        #expect(opened == false)
        #expect(
            UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue
                == "UIApplicationOpenURLOptionUniversalLinksOnly")
        #expect(
            UIApplication.OpenURLOptionsKey.sourceApplication.rawValue
                == "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}
