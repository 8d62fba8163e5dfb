import AnimaticCore
import AnimaticStockViews
@testable import AnimaticSceneFile
import Foundation
import Testing

/// A push or pop inside a navigation controller; the script slides the screens as UIKit does.
func navigationScene(_ navigation: String, operation: String = "push", duration: Double = 0.5) -> String {
    """
    canvas: {size: [320, 568], scale: 1, fps: 10}
    operation: \(operation)
    navigation: \(navigation)
    from: {id: goals, backgroundColor: white}
    to: {id: lessons, backgroundColor: white}
    transition:
      duration: \(duration)
      steps:
        - add: to
        - set: {to.frame.origin.x: 320}
        - animate:
            duration: \(duration)
            set: {to.frame.origin.x: 0}
            completion: [{completeTransition: true}]
    """
}

/// A presentation (or dismissal) with the given presentation controller and steps.
func presentationScene(_ presentation: String, operation: String = "present", steps: String) -> String {
    """
    canvas: {size: [320, 568], scale: 1, fps: 10}
    operation: \(operation)
    presentation: \(presentation)
    from: {id: list, backgroundColor: white}
    to: {id: sheet, backgroundColor: white}
    transition:
      duration: 0.5
      steps:
    \(steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    """
}

/// The presentation frame of a view (its position and bounds at `time`), in its superview.
func presentedFrame(_ t: Timeline, _ id: String, at time: Double) -> Rect? {
    t.presentationState(of: id, at: time, model: t.model(at: time))?.frame
}

@Suite struct NavigationControllerTests {
    @Test func pushSlidesTheOldTitleLeftAndFadesIt() throws {
        let t = try timeline(navigationScene("{from: {title: Goals}, to: {title: Lessons}}"))
        let old = "navigationBar_from_title", new = "navigationBar_to_title"
        let start = try #require(presentedFrame(t, old, at: 0))
        #expect(near(start.midX, 160))  // centered at first
        // Halfway (easeInOut(0.5) = 0.5) it is halfway to the back button's title, half faded.
        let backX = try #require(t.model(at: 0).views["navigationBar_to_back_title"]).frame.minX
        #expect(near(backX, UIKitMetrics.backTitleX))
        let mid = try #require(presentedFrame(t, old, at: 0.25))
        #expect(near(mid.minX, (start.minX + backX) / 2, 1e-6))
        #expect(near(number(t, old, .opacity, at: 0.25), 0.5, 1e-6))
        #expect(near(number(t, old, .opacity, at: 0.5), 0))
        #expect(near(presentedFrame(t, old, at: 0.5)?.minX, backX))
        // The new title starts half a bar to the right, transparent, and ends centered.
        let incoming = try #require(presentedFrame(t, new, at: 0))
        #expect(near(incoming.midX, 160 + 160))
        #expect(near(number(t, new, .opacity, at: 0), 0))
        #expect(near(presentedFrame(t, new, at: 0.5)?.midX, 160))
        #expect(near(number(t, new, .opacity, at: 0.5), 1))
        // The back button shows the previous title; its chevron fades in (the root had none).
        #expect(t.model(at: 0).views["navigationBar_to_back_title"]?.text?.text == "Goals")
        #expect(near(number(t, "navigationBar_to_back_chevron", .opacity, at: 0.25), 0.5, 1e-6))
        // The bar stays above the screens, and the old item's views leave with completeTransition.
        let tree = t.model(at: 0)
        #expect(tree.views["navigationBar"]?.zPosition == 1)
        #expect(tree.isInHierarchy("navigationBar_from"))
        #expect(!t.model(at: 0.5).isInHierarchy("navigationBar_from"))
        #expect(t.model(at: 0.5).isInHierarchy("navigationBar_to_title"))
        #expect(t.model(at: 0).views["navigationBar_statusBar_time"] != nil)
    }

    @Test func popSlidesTheTitleRightAndTheBackTitleBecomesTheTitle() throws {
        let t = try timeline(navigationScene("{from: {title: Lessons}, to: {title: Goals}}", operation: "pop"))
        let leaving = try #require(presentedFrame(t, "navigationBar_from_title", at: 0))
        #expect(near(presentedFrame(t, "navigationBar_from_title", at: 0.5)?.minX, leaving.minX + 160))
        #expect(t.model(at: 0).views["navigationBar_from_back_title"]?.text?.text == "Goals")
        // The new title comes from the back button's place.
        #expect(near(presentedFrame(t, "navigationBar_to_title", at: 0)?.minX, UIKitMetrics.backTitleX))
        #expect(near(presentedFrame(t, "navigationBar_to_title", at: 0.5)?.midX, 160))
        #expect(near(number(t, "navigationBar_from_back_chevron", .opacity, at: 0.5), 0))
    }

    @Test func scriptedBarWaitsForTheScriptAndScreenBarsMakeNone() throws {
        let scripted = try timeline(navigationScene("{from: {title: Goals}, to: {title: Lessons}, animatesBar: false}"))
        #expect(scripted.model(at: 0).views["navigationBar_to"]?.opacity == 0)
        #expect(!scripted.animatedProperties.contains { $0.viewID.hasPrefix("navigationBar") })
        let own = navigationScene("{from: {title: Goals}}").replacingOccurrences(
            of: "from: {id: goals, backgroundColor: white}",
            with: "from: {id: goals, subviews: [{id: goalsBar, kind: navigationBar, title: Goals}]}")
        let t = try timeline(own)
        #expect(t.model(at: 0).views["navigationBar"] == nil)
        #expect(t.model(at: 0).views["goalsBar_title"] != nil)
    }

    @Test func navigationNeedsAPushOrPop() throws {
        let e = try #require(error(navigationScene("{from: {title: Goals}}", operation: "present")))
        #expect(e.message.contains("'navigation' goes with operation push or pop"))
    }
}

@Suite struct PresentationControllerTests {
    @Test func dimmingFadesInBelowThePresentedViewWhichEndsAtThePresentationFrame() throws {
        let t = try timeline(
            presentationScene(
                "{height: 0.6}",
                steps: """
                    - add: to
                    - set: {to.frame.origin.y: 568}
                    - animate: {duration: 0.5, set: {to.frame: {finalFrame: to}}, completion: [{completeTransition: true}]}
                    """))
        let d = PresentationController.dimmingID
        #expect(near(number(t, d, .opacity, at: 0), 0))
        #expect(near(number(t, d, .opacity, at: 0.25), 0.5, 1e-6))
        #expect(near(number(t, d, .opacity, at: 0.5), 1))
        #expect(t.model(at: 0).views[d]?.backgroundColor == Color(white: 0, alpha: 0.4))
        // The presenting view stays in the window beneath the container (shouldRemovePresentersView false).
        #expect(t.model(at: 0).children[ModelTree.containerID] == [d, "sheet"])
        #expect(t.model(at: 0).children[ModelTree.windowID] == ["list"])
        let final = Rect(0, 568 * 0.4, 320, 568 * 0.6)
        #expect(near(presentedFrame(t, "sheet", at: 0.5), final, 1e-9))
        #expect(t.model(at: 0.5).isInHierarchy(d))  // a finished presentation keeps it
    }

    @Test func dismissalFadesTheDimmingOutAndRemovesIt() throws {
        let t = try timeline(
            presentationScene(
                "{frame: [0, 227, 320, 341], dimming: \"#00000066\"}", operation: "dismiss",
                steps: """
                    - animate: {duration: 0.5, set: {from.frame.origin.y: 568}, completion: [{completeTransition: true}]}
                    """))
        let d = PresentationController.dimmingID
        // The presented view starts at the presentation frame; the dimming view sits below it, and
        // the presenting view (`sheet` here) is in the window beneath the container.
        #expect(t.model(at: 0).children[ModelTree.containerID] == [d, "list"])
        #expect(t.model(at: 0).children[ModelTree.windowID] == ["sheet"])
        #expect(presentedFrame(t, "list", at: 0) == Rect(0, 227, 320, 341))
        #expect(near(number(t, d, .opacity, at: 0), 1))
        #expect(near(number(t, d, .opacity, at: 0.25), 0.5, 1e-6))
        #expect(!t.model(at: 0.5).isInHierarchy(d))
    }

    @Test func finalFrameResolvesFromTheTransitionContext() throws {
        let sheet = try timeline(
            presentationScene(
                "{height: 0.5}",
                steps: """
                    - add: to
                    - set: {to.frame: [0, 0, 10, 10]}
                    - set: {to.frame: {finalFrame: to}}
                    - completeTransition: true
                    """))
        #expect(sheet.model(at: 0).views["sheet"]?.frame == Rect(0, 284, 320, 284))
        // Without a presentation controller the final frame is the container's bounds, and
        // the to-view's initial frame is zero, as UIKit answers.
        let plain = try timeline(
            scene(
                steps: """
                    - add: to
                    - set: {to.frame: [5, 5, 10, 10]}
                    - set: {card.frame: {initialFrame: to}}
                    - set: {to.frame: {finalFrame: to}}
                    """))
        #expect(plain.model(at: 0).views["detail"]?.frame == Rect(0, 0, 200, 400))
        #expect(plain.model(at: 0).views["card"]?.frame == .zero)
        let wrong = try #require(error(scene(steps: "- set: {card.frame: {finalFrame: card}}")))
        #expect(wrong.message.contains("finalFrame takes a view controller's root"))
        let point = try #require(error(scene(steps: "- set: {card.center: {finalFrame: to}}")))
        #expect(point.message.contains("finalFrame and initialFrame give a rect"))
    }
}
