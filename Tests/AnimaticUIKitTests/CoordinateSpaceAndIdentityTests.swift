import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// `UICoordinateSpace` (a view, the screen) and NSObject's identity equality on the UIKit classes
/// whose instances apps compare (`gestureRecognizer == dismissGesture`), against hand-computed
/// positions.
@MainActor
struct CoordinateSpaceAndIdentityTests {
    /// A library's `enum Superview { case global(UIView) … var coordinateSpace: UICoordinateSpace }`.
    func space(_ view: UIView) -> any UICoordinateSpace { view }
    /// Converting back goes through inverse transforms: equal to within rounding.
    func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func aViewConvertsThroughAnotherViewsSpaceAndTheScreens() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        // (10, 10) in the card, the card at (20, 100) in the root: (30, 110).
        #expect(badge.convert(badge.bounds, to: space(root)) == CGRect(x: 30, y: 110, width: 20, height: 20))
        #expect(near(root.convert(CGPoint(x: 30, y: 110), to: space(badge)), .zero))
        #expect(near(badge.convert(CGPoint(x: 5, y: 5), from: space(root)), CGPoint(x: -25, y: -105)))
        // The screen is the top view's space here (no window): the same numbers.
        let screen = UIScreen.main.coordinateSpace
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 31, y: 112))
        let back = badge.convert(CGRect(x: 30, y: 110, width: 4, height: 4), from: screen)
        #expect(near(back.origin, .zero) && back.size == CGSize(width: 4, height: 4))
        #expect(near(screen.convert(CGPoint(x: 31, y: 112), to: space(badge)), CGPoint(x: 1, y: 2)))
        #expect(screen.bounds == UIScreen.main.bounds)
        // With the card scaled 2× about its center (120, 150), its (10, 10) lands at (−60, 70).
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(card.convert(CGPoint(x: 10, y: 10), to: space(root)) == CGPoint(x: -60, y: 70))
    }

    @Test func gestureRecognizersAndPresentationControllersAreEqualOnlyToThemselves() {
        let pan = UIPanGestureRecognizer(target: nil, action: nil),
            other = UIPanGestureRecognizer(target: nil, action: nil)
        let recognizer: UIGestureRecognizer = pan
        #expect(recognizer == pan && recognizer != other)
        #expect(Set<UIGestureRecognizer>([pan, other, pan]).count == 2)
        let presented = UIViewController()
        let a = UIPresentationController(presentedViewController: presented, presenting: nil)
        let b = UIPresentationController(presentedViewController: presented, presenting: nil)
        #expect(a == a && a != b)
    }
}
