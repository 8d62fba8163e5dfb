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
