import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// What whole libraries (Hero) call on Core Animation and UIKit beyond the everyday surface:
/// geometry in `NSValue` boxes, copied animations, layer settings Animatic does not draw (reported),
/// the navigation delegate's optional methods, path equality and swizzling (reported).
@MainActor
struct CoreAnimationLongTailTests {
    @Test func boxedGeometryAnimatesAsTheSwiftValueWould() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 200))
            move.duration = 1
            to.layer.add(move, forKey: "move")
            let grow = CABasicAnimation(keyPath: "transform")
            grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
            grow.duration = 1
            to.layer.add(grow, forKey: "grow")
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        // Linear (no timing function): half way from (0, 0) to (100, 200) is (50, 100).
        #expect(timeline.presentationValue(of: .position, view: "to", at: 0.5) == .point(Point(50, 100)))
        // Scale 1 → 3, half way: 2 on x and y.
        guard case .transform(let t)? = timeline.presentationValue(of: .transform, view: "to", at: 0.5) else {
            Issue.record("no transform")
            return
        }
        #expect(abs(t.m[0] - 2) < 1e-9 && abs(t.m[5] - 2) < 1e-9 && abs(t.m[10] - 1) < 1e-9)
    }

    @Test func boxesGiveBackWhatWasPutIn() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        let t = CATransform3DRotate(CATransform3DMakeTranslation(7, 8, 9), 0.5, 0, 0, 1)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        // A box of another kind reads as zero, as a mismatched NSValue getter gives garbage on iOS.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).caTransform3DValue == CATransform3D())
    }

    @Test func aCopiedAnimationKeepsItsClassAndSettingsAndIsIndependent() throws {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 10
        spring.toValue = 20
        spring.damping = 7
        spring.duration = 0.4
        spring.beginTime = 0.1
        let copy = try #require(spring.copy() as? CASpringAnimation)
        spring.damping = 1
        spring.toValue = 99
        #expect(copy !== spring && copy.keyPath == "position.y" && copy.damping == 7)
        #expect(copy.toValue as? Int == 20 && copy.duration == 0.4 && copy.beginTime == 0.1)
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "opacity")]
        let groupCopy = try #require(group.copy() as? CAAnimationGroup)
        #expect(groupCopy.animations?.first !== group.animations?.first)
        #expect((groupCopy.animations?.first as? CABasicAnimation)?.keyPath == "opacity")
    }

    @Test func anAppsOwnCopyingIsWhatCopyUses() throws {
        final class Tagged: CABasicAnimation {
            var tag = 0
            override func copy(with zone: NSZone?) -> Any {
                let copy = Tagged(keyPath: keyPath)
                copy.tag = tag
                return copy
            }
        }
        let original = Tagged(keyPath: "opacity")
        original.tag = 7
        #expect((original.copy() as? Tagged)?.tag == 7)
    }

    @Test func layerSettingsThatWouldChangePixelsAreReported() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                to.layer.magnificationFilter = .linear
                to.layer.magnificationFilter = .nearest
                // One bare sublayer: the same pixels grouped or not (Hero's wrapper); not reported.
                let wrapper = UIView(), content = UIView()
                wrapper.addSubview(content)
                to.addSubview(wrapper)
                wrapper.layer.allowsGroupOpacity = false
                // Over its own blue background, the sublayer's group shows: reported.
                to.layer.allowsGroupOpacity = false
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("magnificationFilter = .nearest is not modeled") })
        #expect(messages.contains { $0.contains("CALayer.allowsGroupOpacity = false") })
    }

    @Test func aViewIsItsLayersDelegateAndLayersCompareByIdentity() {
        let view = UIView(), other = UIView()
        #expect(view.layer.delegate === view)
        #expect(view.layer == view.layer && view.layer != other.layer)
        #expect(CALayer().delegate == nil)
        #expect(view.layer.convertTime(1.25, from: nil) == 1.25)
    }

    @Test func aForwardedOptionalNavigationCallReachesAnImplementationOrNothing() {
        final class Shown: UINavigationControllerDelegate {
            var shown: [UIViewController] = []
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
            ) { shown.append(viewController) }
        }
        let shown = Shown()
        let delegate: UINavigationControllerDelegate = shown
        let navigation = UINavigationController(rootViewController: UIViewController())
        let top = UIViewController()
        // What the rewrite makes of `delegate.navigationController?(navigation, didShow: top, animated: true)`.
        delegate.navigationController__ifImplemented(navigation, didShow: top, animated: true)
        delegate.navigationController__ifImplemented(navigation, willShow: top, animated: true)
        #expect(shown.shown.count == 1 && shown.shown.first === top)
        let animator = delegate.navigationController__ifImplemented(
            navigation, animationControllerFor: .push, from: navigation.viewControllers[0], to: top)
        #expect(animator == nil)
        navigation.setViewControllers([top], animated: false)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === top)
    }

    @Test func pathsAreEqualWhenTheirElementsAre() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        b.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a == b)
        b.addLine(to: CGPoint(x: 20, y: 20))
        #expect(a != b)
    }

    @Test func swizzlingIsReportedAndChangesNothing() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let original = class_getInstanceMethod(CALayer.self, Selector("add(_:forKey:)"))!
                let swizzled = class_getInstanceMethod(CALayer.self, Selector("hero_add(anim:forKey:)"))!
                method_exchangeImplementations(original, swizzled)
                context.completeTransition(true)
            }
        }
        #expect(
            error?.problems.first?.message.contains(
                "method_exchangeImplementations(add(_:forKey:), hero_add(anim:forKey:)) is not modeled") == true)
    }
}

@MainActor
struct LayerKeyValueCodingTests {
    @Test func structsComeBackBoxedAsKeyValueCodingBoxesThemOnIOS() throws {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
        // bounds.size is 80 × 40; position is the centre, (10 + 40, 20 + 20).
        #expect((view.layer.value(forKeyPath: "bounds.size") as? NSValue)?.cgSizeValue == CGSize(width: 80, height: 40))
        #expect((view.layer.value(forKeyPath: "position") as? NSValue)?.cgPointValue == CGPoint(x: 50, y: 40))
        #expect(
            (view.layer.value(forKeyPath: "bounds") as? NSValue)?.cgRectValue
                == CGRect(x: 0, y: 0, width: 80, height: 40))
        view.layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(
            (view.layer.value(forKeyPath: "transform") as? NSValue)?.caTransform3DValue
                == CATransform3DMakeScale(2, 3, 1))
        // Numbers stay numbers.
        view.layer.setValue(0.5, forKeyPath: "opacity")
        #expect(view.layer.value(forKeyPath: "opacity") as? CGFloat == 0.5)
    }
}
