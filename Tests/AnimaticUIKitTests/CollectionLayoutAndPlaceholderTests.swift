import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// A custom collection view layout's overrides, its attributes' geometry, a placeholder constraint
/// and the button kinds, which the eighth sample's apps write (docs/census.md, fifteenth step).
@MainActor
struct CollectionLayoutAndPlaceholderTests {
    final class StickyLayout: UICollectionViewFlowLayout {
        var prepared = false
        override func prepare() { prepared = true }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 900) }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 320, height: 50)
            return attributes
        }
    }

    @Test func aCustomLayoutOverridesAndKnowsItsCollectionView() {
        let layout = StickyLayout()
        let base = UICollectionViewLayout()
        #expect(base.shouldInvalidateLayout(forBoundsChange: .zero) == false)
        #expect(base.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        #expect(layout.collectionView === collection)
        let other = UICollectionViewLayout()
        collection.collectionViewLayout = other
        #expect(other.collectionView === collection)
        layout.prepare()
        #expect(layout.prepared && layout.shouldInvalidateLayout(forBoundsChange: .zero))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        _ = UIDynamicAnimator(collectionViewLayout: layout)
    }

    @Test func attributesMoveAboutTheirCentreAndKeepOneTransform() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        // Centre (60, 40); a 60 × 20 size about it: origin (30, 30).
        attributes.size = CGSize(width: 60, height: 20)
        #expect(attributes.frame == CGRect(x: 30, y: 30, width: 60, height: 20))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == CGRect(x: 70, y: 90, width: 60, height: 20))
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(attributes.transform3D.m11 == 2 && attributes.transform3D.m22 == 3)
        #expect(attributes.representedElementCategory == .supplementaryView)
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy?.frame == attributes.frame && copy?.transform.d == 3 && copy !== attributes)
    }

    @Test func aPlaceholderConstraintHasNoItemsAndActivatingItConstrainsNothing() {
        let top = NSLayoutConstraint()
        #expect(top.firstItem == nil && top.secondItem == nil)
        #expect(top.firstAttribute == .notAnAttribute && top.relation == .equal)
        #expect(top.multiplier == 1 && top.constant == 0)
        top.isActive = true
        top.constant = 12
        #expect(top.constant == 12)
    }

    @Test func anAnimatorMadeWithNoArgumentsIsInactiveWithNoDuration() {
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0 && animator.state == .inactive && !animator.isRunning)
    }

    @Test func buttonKindsHaveApplesRawValues() {
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5 && UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton(type: .roundedRect).frame == .zero)
    }
}

/// A child's preferred size tells its parent, and a Core Data model's transformer registers, as on iOS.
@MainActor
struct ContentContainerAndTransformerTests {
    final class Parent: UIViewController {
        var told: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            told.append(container.preferredContentSize)
        }
    }
    final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
        override static var allowedTopLevelClasses: [AnyClass] { [UIColor.self] }
        override func transformedValue(_ value: Any?) -> Any? { (value as? Int).map { $0 * 2 } }
    }

    @Test func aChildsNewPreferredSizeIsToldToItsParentOnce() {
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.told == [CGSize(width: 320, height: 200)])
        #expect(
            parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 9, height: 8))
                == CGSize(width: 9, height: 8))
    }

    @Test func aTransformerRegistersByNameAndKeepsItsClasses() {
        let name = NSValueTransformerName("ColorTransformer-test")
        #expect(ValueTransformer(forName: name) == nil)
        ValueTransformer.setValueTransformer(ColorTransformer(), forName: name)
        // The one registered answers, as Foundation's factory returns it.
        #expect(ValueTransformer(forName: name)?.transformedValue(21) as? Int == 42)
        #expect(ValueTransformer.valueTransformerNames().contains(name))
        #expect(ColorTransformer.allowedTopLevelClasses.count == 1)
        #expect(NSSecureUnarchiveFromDataTransformer.allowedTopLevelClasses.count == 10)
        #expect(
            ColorTransformer.allowsReverseTransformation() && ColorTransformer.transformedValueClass() == NSData.self)
    }
}
