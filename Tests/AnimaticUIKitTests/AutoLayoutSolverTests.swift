import Animatic
import AnimaticUIKit
import Testing

/// The constraints a recording solves: anchors equal with constants, constant and proportional
/// sizes; laid out by `layoutIfNeeded()` (animated inside an animation block) and at the end of
/// the batch that changed them. 100 × 100 pt at scale 1, 1 s; a red `box` in the white `to` view.
@MainActor
struct AutoLayoutSolverTests {
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

    /// left 10, top 20, width 30, height = width × ½ + 0: (10, 20, 30, 15).
    func pin(_ box: UIView, in view: UIView) -> NSLayoutConstraint {
        let left = box.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        return left
    }

    @Test func constraintsChangedInABatchAreLaidOutAtItsEnd() throws {
        let scene = try record { toView, box, context in
            _ = pin(box, in: toView)
            UIView.animate(
                withDuration: 1, animations: { toView.alpha = 0.9 },
                completion: { _ in context.completeTransition(true) })
        }
        #expect(try Timeline.compile(scene).model(at: 0).views["box"]?.frame == Rect(10, 20, 30, 15))
    }

    @Test func layoutIfNeededInAnAnimationBlockAnimatesTheConstraintChange() throws {
        let scene = try record { toView, box, context in
            let left = pin(box, in: toView)
            toView.layoutIfNeeded()
            left.constant = 60
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.layoutIfNeeded() },
                completion: { _ in context.completeTransition(true) })
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 1).views["box"]?.frame == Rect(60, 20, 30, 15))
        // Linear from x = 10 to x = 60: at t = ½ the box spans x 35 ..< 65 (rows 20 ..< 35).
        let frame = try Rasterizer().render(timeline.presentation(at: 0.5))
        func red(_ x: Int, _ y: Int) -> Bool {
            let p = frame.pixel(x: x, y: y)
            return p.r == 255 && p.g == 0 && p.b == 0
        }
        #expect(red(36, 25) && red(64, 25) && red(50, 34))
        #expect(!red(34, 25) && !red(66, 25) && !red(50, 36) && !red(50, 19))
    }

    @Test func whatTheSolverDoesNotSolveIsReportedAtItsActivation() throws {
        #expect {
            _ = try record { _, box, context in
                box.widthAnchor.constraint(greaterThanOrEqualToConstant: 5).isActive = true
                context.completeTransition(true)
            }
        } throws: { error in
            "\(error)".contains("NSLayoutConstraint (width greaterThanOrEqual notAnAttribute")
                && "\(error)".contains("solves only required equal constraints")
        }
    }

    /// `box.bottom = inner.bottom + 10` with `inner` inside `box`: sizing a view from its content
    /// is not solved, so `box` keeps the frame its code set (solved naively it would chase its own
    /// subview, which moves with it, by 10 pt a pass).
    @Test func aConstraintToTheViewsOwnSubviewDoesNotMoveIt() throws {
        let scene = try record { _, box, context in
            box.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            box.addSubview(inner)
            box.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 10).isActive = true
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 0).views["box"]?.frame == Rect(0, 0, 100, 50))
    }
    /// SPStorkController's snapshot container: pinned to a snapshot it removes, then centred and
    /// topped in the container. UIKit's `removeFromSuperview()` removes the constraints between
    /// the removed subtree and the rest (those inside it stay), so the old snapshot's edges no
    /// longer place the box: centerX 50 and width 30 give x = 35, top 20.
    @Test func removingAViewDeactivatesTheConstraintsThatLeaveItsSubtree() throws {
        var states: (leaving: Bool, inside: Bool) = (true, false)
        let scene = try record { toView, box, context in
            let old = UIView(), inner = UIView()
            box.addSubview(old)
            old.addSubview(inner)
            old.translatesAutoresizingMaskIntoConstraints = false
            let edges = [
                old.topAnchor.constraint(equalTo: box.topAnchor), old.leftAnchor.constraint(equalTo: box.leftAnchor),
                old.rightAnchor.constraint(equalTo: box.rightAnchor),
                old.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            ]
            let inside = inner.widthAnchor.constraint(equalTo: old.widthAnchor)
            NSLayoutConstraint.activate(edges + [inside])
            old.removeFromSuperview()
            states = (edges.contains { $0.isActive }, inside.isActive)
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: toView.centerXAnchor),
                box.topAnchor.constraint(equalTo: toView.topAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            context.completeTransition(true)
        }
        #expect(!states.leaving && states.inside)
        #expect(try Timeline.compile(scene).model(at: 1).views["box"]?.frame == Rect(35, 20, 30, 10))
    }
}

/// Over-determined and derived constraint sets (same 100 × 100 pt scene).
@MainActor
extension AutoLayoutSolverTests {
    /// Width from left 10 and right 10 (80) and `width = height × 4`: the height is derived,
    /// 80 / 4 = 20, so (10, 20, 80, 20) (before, the width came from the stale height: 0 × 0).
    @Test func aHeightFromAnAspectRatioFollowsTheSolvedWidth() throws {
        let scene = try record { toView, box, context in
            NSLayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: toView.leftAnchor, constant: 10),
                box.rightAnchor.constraint(equalTo: toView.rightAnchor, constant: -10),
                box.topAnchor.constraint(equalTo: toView.topAnchor, constant: 20),
                box.widthAnchor.constraint(equalTo: box.heightAnchor, multiplier: 4),
            ])
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 1).views["box"]?.frame == Rect(10, 20, 80, 20))
    }

    /// `width = height × 2` with the height from top 10 and bottom 70 (60): the width is 120.
    @Test func aWidthFromAnAspectRatioFollowsTheSolvedHeight() throws {
        let scene = try record { toView, box, context in
            NSLayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: toView.leftAnchor),
                box.topAnchor.constraint(equalTo: toView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: toView.bottomAnchor, constant: -30),
                box.widthAnchor.constraint(equalTo: box.heightAnchor, multiplier: 2),
            ])
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 1).views["box"]?.frame == Rect(0, 10, 120, 60))
    }

    /// DeckTransition's shape: the box is centred (centerX 50, width 30) and a sibling, pinned to
    /// it, has its own frame at x = 0: the box's left edge is fixed twice, inconsistently
    /// (0 against 35). UIKit would break one; the recording reports it.
    @Test func anInconsistentlyOverDeterminedEdgeIsReported() throws {
        #expect {
            _ = try record { toView, box, context in
                let pinned = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                toView.addSubview(pinned)
                NSLayoutConstraint.activate([
                    box.centerXAnchor.constraint(equalTo: toView.centerXAnchor),
                    box.widthAnchor.constraint(equalToConstant: 30),
                    box.topAnchor.constraint(equalTo: toView.topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 10),
                    pinned.leftAnchor.constraint(equalTo: box.leftAnchor),
                ])
                context.completeTransition(true)
            }
        } throws: { error in
            "\(error)".contains("over-determine an axis inconsistently")
        }
    }

    /// Redundant but consistent: left 10, right 90 and width 80 agree; no report, (10, 0, 80, 10).
    @Test func aConsistentlyOverDeterminedAxisIsSolvedWithoutAReport() throws {
        let scene = try record { toView, box, context in
            NSLayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: toView.leftAnchor, constant: 10),
                box.rightAnchor.constraint(equalTo: toView.rightAnchor, constant: -10),
                box.widthAnchor.constraint(equalToConstant: 80),
                box.topAnchor.constraint(equalTo: toView.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 1).views["box"]?.frame == Rect(10, 0, 80, 10))
    }
}

/// Lays its `piece` out in `layoutSubviews()`: the top-left quarter of its bounds.
@MainActor
final class QuarterView: UIView {
    let piece = UIView()
    var calls = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        calls += 1
        piece.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2)
    }
}

/// Keeps invalidating its own layout.
@MainActor
final class RestlessView: UIView {
    override func layoutSubviews() { setNeedsLayout() }
}

/// Invalidates itself and lays itself out from its own `layoutSubviews()`.
@MainActor
final class RecursiveView: UIView {
    override func layoutSubviews() {
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// The recording's layout passes call `layoutSubviews()` of the views that need layout.
@MainActor
extension AutoLayoutSolverTests {
    /// A 40 × 40 view at (10, 10) resized to 80 × 60 inside the recording, then
    /// `layoutIfNeeded()`: its piece is (0, 0, 40, 30), in the window at (10, 10) ..< (50, 40).
    @Test func aLayoutPassCallsLayoutSubviewsAfterABoundsChange() throws {
        var calls: [Int] = []
        let scene = try record { toView, _, context in
            let quarter = QuarterView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            quarter.piece.accessibilityIdentifier = "piece"
            quarter.piece.backgroundColor = .red
            quarter.addSubview(quarter.piece)
            toView.addSubview(quarter)
            quarter.layoutIfNeeded()
            calls.append(quarter.calls)
            quarter.layoutIfNeeded()
            calls.append(quarter.calls)
            quarter.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
            quarter.center = CGPoint(x: 50, y: 40)
            quarter.layoutIfNeeded()
            calls.append(quarter.calls)
            context.completeTransition(true)
        }
        #expect(calls == [1, 1, 2])
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 1).views["piece"]?.frame == Rect(0, 0, 40, 30))
        let frame = try Rasterizer().render(timeline.presentation(at: 1))
        func red(_ x: Int, _ y: Int) -> Bool {
            let p = frame.pixel(x: x, y: y)
            return p.r == 255 && p.g == 0 && p.b == 0
        }
        #expect(red(11, 11) && red(49, 39))
        #expect(!red(51, 20) && !red(20, 41))
    }

    /// Without `layoutIfNeeded()`: the end of the batch lays out a view added to the hierarchy.
    @Test func theEndOfABatchLaysOutANewView() throws {
        let scene = try record { toView, _, context in
            let quarter = QuarterView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            quarter.piece.accessibilityIdentifier = "piece"
            quarter.addSubview(quarter.piece)
            toView.addSubview(quarter)
            context.completeTransition(true)
        }
        #expect(try Timeline.compile(scene).model(at: 1).views["piece"]?.frame == Rect(0, 0, 30, 10))
    }

    @Test func aLayoutSubviewsThatAlwaysInvalidatesIsReported() throws {
        #expect {
            _ = try record { toView, _, context in
                toView.addSubview(RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
                context.completeTransition(true)
            }
        } throws: { error in
            "\(error)".contains("kept invalidating layout after 8 layout passes")
        }
    }

    @Test func layoutPassesNestedByLayoutSubviewsAreCappedAndReported() throws {
        #expect {
            _ = try record { toView, _, context in
                toView.addSubview(RecursiveView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
                context.completeTransition(true)
            }
        } throws: { error in
            "\(error)".contains("layout passes nested 16 deep")
        }
    }
}
