import Animatic
import AnimaticUIKit
import Testing

/// Auto Layout's visual format language (`NSLayoutConstraint.constraints(withVisualFormat:…)`),
/// by the grammar and examples of Apple's Auto Layout Guide. 100 × 100 pt at scale 1; views in
/// the white `to` view; expected frames worked out by hand from the format strings.
@MainActor
struct VisualFormatTests {
    let canvas = Canvas(size: Size(100, 100), scale: 1)

    /// Records an animator that adds `count` views named a, b, c … (red, green, blue) to the `to`
    /// view, hands them to `body` and completes; returns the frames at t = 0.
    func layout(
        _ count: Int, _ body: @escaping @MainActor ([String: Any], UIView) -> Void
    ) throws -> [String: Rect] {
        let from = UIViewController(), to = UIViewController()
        for vc in [from, to] {
            vc.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            vc.view.backgroundColor = .white
        }
        let names = ["a", "b", "c"].prefix(count)
        let animator = ClosureAnimator(duration: 1) { context in
            let toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            var views: [String: Any] = [:]
            for (name, color) in zip(names, [UIColor.red, .green, .blue]) {
                let view = UIView()
                view.accessibilityIdentifier = name
                view.backgroundColor = color
                view.translatesAutoresizingMaskIntoConstraints = false
                toView.addSubview(view)
                views[name] = view
            }
            body(views, toView)
            context.completeTransition(true)
        }
        let scene = try TransitionScene(from: from, to: to, animator: animator, operation: .present, canvas: canvas)
            .scene
        let model = try Timeline.compile(scene).model(at: 0)
        return Dictionary(uniqueKeysWithValues: names.compactMap { name in model.views[name].map { (name, $0.frame) } })
    }

    func activate(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        _ views: [String: Any]
    ) {
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
    }

    /// `|-20-[a]-20-|` and `V:|-10-[a(30)]`: x from 20 to 100 − 20 = 80 (width 60); y from 10,
    /// height 30.
    @Test func spacesToTheSuperviewAndAHeightPlaceTheView() throws {
        let frames = try layout(1) { views, _ in activate(["H:|-20-[a]-20-|", "V:|-10-[a(30)]"], views) }
        #expect(frames["a"] == Rect(20, 10, 60, 30))
    }

    /// The standard spaces: 20 pt to the superview's edge, 8 pt between siblings.
    /// `|-[a(30)]-[b]-|`: a at x 20 … 50; b from 50 + 8 = 58 to 100 − 20 = 80 (width 22).
    /// `V:|[a]|` (flush): a spans the height; `V:[b(10)]-|`: b's bottom at 100 − 20 = 80, so y 70.
    @Test func standardSpacesAreTwentyToTheEdgeAndEightBetweenViews() throws {
        let frames = try layout(2) { views, _ in
            activate(["|-[a(30)]-[b]-|", "V:|[a]|", "V:[b(10)]-|"], views)
        }
        #expect(frames["a"] == Rect(20, 0, 30, 100))
        #expect(frames["b"] == Rect(58, 70, 22, 10))
    }

    /// Flush views, metrics, a width equal to another view's, and an alignment option:
    /// `H:|-m-[a(w)][b(==a)]` with m = 10, w = 25: a at x 10 … 35, b at 35 … 60 (width 25);
    /// `V:|-30-[a(20)]`, `V:[b(40)]` and `.alignAllCenterY` on the first format: b's centre y is
    /// a's, 30 + 10 = 40, so b spans y 20 … 60.
    @Test func metricsEqualWidthsAndAlignment() throws {
        let frames = try layout(2) { views, _ in
            activate(["H:|-m-[a(w)][b(==a)]"], options: .alignAllCenterY, metrics: ["m": 10, "w": 25.0], views)
            activate(["V:|-30-[a(20)]", "V:[b(40)]"], views)
        }
        #expect(frames["a"] == Rect(10, 30, 25, 20))
        #expect(frames["b"] == Rect(35, 20, 25, 40))
    }

    /// What a format says, constraint by constraint, as UIKit makes them:
    /// `H:|-(>=5)-[a(<=40@750)]-12-[b]` gives a.width <= 40 (priority 750, no second item),
    /// a.leading >= superview.leading + 5, b.leading == a.trailing + 12.
    @Test func relationsPrioritiesAndItemsAreUIKits() throws {
        let superview = UIView(), a = UIView(), b = UIView()
        superview.addSubview(a)
        superview.addSubview(b)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(>=5)-[a(<=40@750)]-12-[b]", options: [], metrics: nil, views: ["a": a, "b": b])
        try #require(made.count == 3)
        #expect(made[0].firstItem === a && made[0].firstAttribute == .width && made[0].relation == .lessThanOrEqual)
        #expect(made[0].secondItem == nil && made[0].constant == 40 && made[0].priority.rawValue == 750)
        #expect(made[1].firstItem === a && made[1].firstAttribute == .leading && made[1].secondItem === superview)
        #expect(made[1].secondAttribute == .leading && made[1].relation == .greaterThanOrEqual && made[1].constant == 5)
        #expect(made[2].firstItem === b && made[2].firstAttribute == .leading && made[2].secondItem === a)
        #expect(made[2].secondAttribute == .trailing && made[2].relation == .equal && made[2].constant == 12)
        #expect(made.allSatisfy { !$0.isActive })
    }

    /// `V:` joins bottoms to tops and sizes heights; a trailing `|` relates the superview first:
    /// `V:[a]-(15)-|` is superview.bottom == a.bottom + 15.
    @Test func theVerticalOrientationAndTheClosingEdge() {
        let superview = UIView(), a = UIView()
        superview.addSubview(a)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-(15)-|", metrics: nil, views: ["a": a])
        #expect(made.count == 1)
        #expect(made.first?.firstItem === superview && made.first?.firstAttribute == .bottom)
        #expect(made.first?.secondItem === a && made.first?.secondAttribute == .bottom && made.first?.constant == 15)
    }

    /// iOS raises `NSInvalidArgumentException` for a format it cannot read; a recording reports it
    /// where the call is, with iOS's reason and a caret under the offending character (offset 6
    /// in `H:|-[a` where `]` was expected), and makes no constraint.
    @Test func aMalformedFormatIsReportedAtTheCall() throws {
        var made: [NSLayoutConstraint] = [
            NSLayoutConstraint(
                item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 1)
        ]
        #expect {
            _ = try layout(1) { views, _ in
                made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: views)
            }
        } throws: { error in
            let text = "\(error)"
            return text.contains("Unable to parse constraint format: Expected ']'") && text.contains("H:|-[a\n      ^")
                && text.contains("VisualFormatTests.swift")
        }
        #expect(made.isEmpty)
    }

    /// A name missing from the views dictionary, a metric missing from the metrics, and `|` for a
    /// view without a superview are refused as iOS refuses them.
    @Test func unknownNamesAndAMissingSuperviewAreReported() throws {
        for (format, reason) in [
            ("H:[nope]", "nope is not a key in the views dictionary"),
            ("H:[a(width)]", "width is not a key in the views dictionary"),
            ("H:|-gap-[a]", "'gap' is not a key in the metrics dictionary"),
        ] {
            #expect {
                _ = try layout(1) { views, _ in
                    _ = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
                }
            } throws: { "\($0)".contains(reason) }
        }
        let lonely = UIView()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "|[a]", metrics: nil, views: ["a": lonely]).isEmpty)
    }
}
