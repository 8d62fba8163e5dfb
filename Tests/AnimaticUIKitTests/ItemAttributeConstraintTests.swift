import Animatic
import AnimaticUIKit
import Testing

/// The UIKit calls a constraint library such as SnapKit makes (issue 26, sixth step): constraints
/// made with `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// activated in a batch, their `constant` changed, margin attributes and lower priorities
/// (reported), and associated objects. 100 × 100 pt at scale 1; a red `box` in the white `to` view.
@MainActor
struct ItemAttributeConstraintTests {
    let canvas = Canvas(size: Size(100, 100), scale: 1)

    func record(_ body: @escaping @MainActor (UIView, UIView, UIViewControllerContextTransitioning) -> Void) throws
        -> Scene
    {
        let from = UIViewController(), to = UIViewController()
        for vc in [from, to] {
            vc.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            vc.view.backgroundColor = .white
        }
        let animator = ClosureAnimator(duration: 1) { context in
            let toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            let box = UIView()
            box.accessibilityIdentifier = "box"
            box.backgroundColor = .red
            box.translatesAutoresizingMaskIntoConstraints = false
            toView.addSubview(box)
            body(toView, box, context)
        }
        return try TransitionScene(from: from, to: to, animator: animator, operation: .present, canvas: canvas).scene
    }

    func constraint(
        _ box: UIView, _ attribute: NSLayoutConstraint.Attribute, _ other: UIView?,
        _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: box, attribute: attribute, relatedBy: .equal, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// SnapKit's `make.edges.equalToSuperview().inset(20)`: left = superview.left × 1 + 20, top +20,
    /// right = superview.right × 1 − 20, bottom −20 (SnapKit negates the inset of the far edges).
    /// In the 100 pt square: x 20 … 80, y 20 … 80, so (20, 20, 60, 60); the red box covers pixel
    /// (20, 20) and (79, 79), not (19, 50) or (80, 50).
    @Test func edgesFromItemAndAttributeWithConstantsPlaceTheView() throws {
        let scene = try record { toView, box, context in
            NSLayoutConstraint.activate([
                constraint(box, .left, toView, .left, constant: 20), constraint(box, .top, toView, .top, constant: 20),
                constraint(box, .right, toView, .right, constant: -20),
                constraint(box, .bottom, toView, .bottom, constant: -20),
            ])
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 0).views["box"]?.frame == Rect(20, 20, 60, 60))
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        func red(_ x: Int, _ y: Int) -> Bool {
            let p = frame.pixel(x: x, y: y)
            return p.r == 255 && p.g == 0 && p.b == 0
        }
        #expect(red(20, 20) && red(79, 79))
        #expect(!red(19, 50) && !red(80, 50) && !red(50, 19) && !red(50, 80))
    }

    /// `make.width.equalToSuperview().multipliedBy(0.5).offset(10)`, `make.height.equalTo(30)`
    /// (no second item: SnapKit passes nil, `.notAnAttribute`, multiplier 1) and `make.center`:
    /// width = 100 × 0.5 + 10 = 60, height 30; centred at (50, 50): x = 50 − 30 = 20,
    /// y = 50 − 15 = 35.
    @Test func aWidthFromTheSuperviewsWidthTimesAMultiplierPlusAConstant() throws {
        let scene = try record { toView, box, context in
            NSLayoutConstraint.activate([
                constraint(box, .width, toView, .width, multiplier: 0.5, constant: 10),
                constraint(box, .height, nil, .notAnAttribute, constant: 30),
                constraint(box, .centerX, toView, .centerX, constant: 0),
                constraint(box, .centerY, toView, .centerY, constant: 0),
            ])
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 0).views["box"]?.frame == Rect(20, 35, 60, 30))
    }

    /// SnapKit's `update(offset:)` writes `constant` of the active constraint; the next layout
    /// pass (`layoutIfNeeded()` in an animation block) moves the view: left 10 → 40, so x = 10
    /// on screen at the start and x = 40 at the end (width 30, top 0, height 10).
    @Test func aConstantChangedAfterActivationMovesTheViewAtTheNextPass() throws {
        let scene = try record { toView, box, context in
            let left = constraint(box, .leading, toView, .leading, constant: 10)
            NSLayoutConstraint.activate([
                left, constraint(box, .top, toView, .top, constant: 0),
                constraint(box, .width, nil, .notAnAttribute, constant: 30),
                constraint(box, .height, nil, .notAnAttribute, constant: 10),
            ])
            toView.layoutIfNeeded()
            left.constant = 40
            UIView.animate(
                withDuration: 1, animations: { toView.layoutIfNeeded() },
                completion: { _ in context.completeTransition(true) })
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 1).views["box"]?.frame == Rect(40, 0, 30, 10))
        // On screen at t = 0 the box still spans x 10 ..< 40 (the animation starts there).
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        func red(_ x: Int) -> Bool {
            let p = frame.pixel(x: x, y: 5)
            return p.r == 255 && p.g == 0 && p.b == 0
        }
        #expect(red(10) && red(39) && !red(9) && !red(40))
    }

    /// `make.left.equalTo(superview.snp.leftMargin)`: UIKit places it inside `layoutMargins`
    /// (8 pt by default), which a recording does not model: reported, not placed at the edge.
    @Test func aMarginAttributeIsReportedNotPlacedAtTheEdge() throws {
        #expect {
            _ = try record { toView, box, context in
                constraint(box, .left, toView, .leftMargin, constant: 0).isActive = true
                context.completeTransition(true)
            }
        } throws: { error in
            "\(error)".contains("NSLayoutConstraint (left equal leftMargin") && "\(error)".contains("solves only")
        }
    }

    /// `.priority(.high)` (750): Auto Layout may leave it unsatisfied; the solver takes only
    /// required constraints, so it is reported.
    @Test func aLowerPriorityIsReported() throws {
        #expect {
            _ = try record { toView, box, context in
                let c = constraint(box, .left, toView, .left, constant: 0)
                c.priority = .defaultHigh
                c.isActive = true
                context.completeTransition(true)
            }
        } throws: { error in "\(error)".contains("priority 750") }
    }

    /// Associated objects are kept per object under the key's address (two views, one key, two
    /// values; a layout guide too); nil removes one; `OBJC_ASSOCIATION_ASSIGN` does not keep the
    /// object alive.
    @Test func associatedObjectsAreKeptPerObjectAndKey() {
        let a = UIView(), b = UIView(), guide = UILayoutGuide()
        let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { key.deallocate() }
        objc_setAssociatedObject(a, key, "a", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(b, key, "b", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(guide, key, 3, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(a, key) as? String == "a")
        #expect(objc_getAssociatedObject(b, key) as? String == "b")
        #expect(objc_getAssociatedObject(guide, key) as? Int == 3)
        objc_setAssociatedObject(a, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, key) == nil)
        do {
            let held = UIView()
            objc_setAssociatedObject(a, key, held, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(a, key) as? UIView === held)
        }
        #expect(objc_getAssociatedObject(a, key) == nil)
    }

    /// An object that cannot keep one (here a plain NSObject, such as an app's delegate object)
    /// drops the value, reported.
    @Test func anAssociatedObjectOnAnotherObjectIsReported() throws {
        #expect {
            _ = try record { _, _, context in
                var key: UInt8 = 0
                objc_setAssociatedObject(NSObject(), &key, "x", .OBJC_ASSOCIATION_RETAIN)
                context.completeTransition(true)
            }
        } throws: { error in "\(error)".contains("keep associated objects on Linux; the value is dropped") }
    }

    /// UIKit's defaults for a plain view, 250 (hugging) and 750 (compression resistance), and
    /// what was set, per axis.
    @Test func contentPrioritiesReadBackPerAxis() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(UILayoutPriority(1), for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(1))
    }

    /// SnapKit's `make.edges.equalTo(view.layoutMarginsGuide)` (or UIKit's anchors to it): iOS
    /// insets the guide by 8 pt a side by default, which a recording does not model: reported,
    /// where placing it at the edges would be 8 pt off silently. The safe area (zero here) is
    /// solved as before: left = safe area's left + 5 = 5.
    @Test func aConstraintToTheMarginsGuideIsReportedAndTheSafeAreaSolved() throws {
        #expect {
            _ = try record { toView, box, context in
                box.leftAnchor.constraint(equalTo: toView.layoutMarginsGuide.leftAnchor).isActive = true
                context.completeTransition(true)
            }
        } throws: { error in "\(error)".contains("layout margins are not modelled") }
        let scene = try record { toView, box, context in
            NSLayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: toView.safeAreaLayoutGuide.leftAnchor, constant: 5),
                box.topAnchor.constraint(equalTo: toView.safeAreaLayoutGuide.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 0).views["box"]?.frame == Rect(5, 0, 10, 10))
    }
}
