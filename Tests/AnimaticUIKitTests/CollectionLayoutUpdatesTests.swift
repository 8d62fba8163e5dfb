import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// A collection view's item updates, a flow layout driven by UIKit Dynamics, its delegate's
/// optional answers and a control's content alignment, as the eighth sample's action sheet uses
/// them (docs/census.md, seventeenth step). Values are UIKit's headers' and documentation's.
@MainActor
struct CollectionLayoutUpdatesTests {
    /// A layout written as iOS requires one with an initializer of its own (NSCoding's is required).
    final class UpdateLog: UICollectionViewFlowLayout {
        var batches: [[(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)]] = []
        var finalized = 0
        init(tag: Int) { super.init() }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            batches.append(updateItems.map { ($0.updateAction, $0.indexPathBeforeUpdate, $0.indexPathAfterUpdate) })
        }
        override func finalizeCollectionViewUpdates() { finalized += 1 }
    }

    @Test func eachUpdateTellsTheLayoutWhatChangedBeforeAndAfter() {
        let layout = UpdateLog(tag: 1)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let (first, third) = (IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0))
        collection.insertItems(at: [first, third])
        collection.deleteItems(at: [third])
        collection.moveItem(at: first, to: third)
        collection.insertSections(IndexSet(integer: 1))
        #expect(layout.batches.count == 4 && layout.finalized == 4)
        let inserted = layout.batches[0]
        #expect(inserted.map(\.0) == [.insert, .insert])
        #expect(inserted.map(\.1) == [nil, nil] && inserted.map(\.2) == [first, third])
        #expect(
            layout.batches[1].map(\.0) == [.delete] && layout.batches[1][0].1 == third && layout.batches[1][0].2 == nil)
        #expect(layout.batches[2][0].0 == .move && layout.batches[2][0].1 == first && layout.batches[2][0].2 == third)
        // A section's item has no item index (NSNotFound), as UIKit's.
        #expect(layout.batches[3][0].2 == IndexPath(item: NSNotFound, section: 1))
        #expect(
            UICollectionViewUpdateItem.Action.move.rawValue == 3 && UICollectionViewUpdateItem.Action.none.rawValue == 4
        )
    }

    @Test func aDynamicAnimatorFindsItsBehaviorsAttributesByPlaceAndIndexPath() {
        let layout = UpdateLog(tag: 2)
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let top = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        top.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let low = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        low.frame = CGRect(x: 0, y: 200, width: 100, height: 50)
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 120, width: 100, height: 30)
        let gravity = UIGravityBehavior(items: [top, low])
        let collisions = UICollisionBehavior(items: [top])
        collisions.addChildBehavior(UIDynamicItemBehavior(items: [header]))
        animator.addBehavior(gravity)
        animator.addBehavior(collisions)
        // The band y 40…130 meets the top cell (0…50) and the header (120…150), each once.
        let found = animator.items(in: CGRect(x: 0, y: 40, width: 320, height: 90))
        #expect(found.count == 2 && found[0] === top && found[1] === header)
        let bridged = (animator.items(in: CGRect(x: 0, y: 0, width: 320, height: 600)) as NSArray)
            .compactMap { $0 as? UICollectionViewLayoutAttributes }
        #expect(bridged.count == 3)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === low)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(
            animator.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) === header)
    }

    final class Insets: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets { UIEdgeInsets(top: CGFloat(section), left: 4, bottom: 0, right: 0) }
    }

    @Test func aFlowLayoutsOptionalQuestionsAnswerAsTheDelegateOrTheLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 30)
        layout.minimumLineSpacing = 6
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let delegate = Insets()
        // What `delegate.collectionView?(…)` becomes through the plugin: the delegate's own answer …
        let inset = delegate.collectionView__ifImplemented(collection, layout: layout, insetForSectionAt: 3)
        #expect(inset == UIEdgeInsets(top: 3, left: 4, bottom: 0, right: 0))
        // … and where it has none, the layout's value, which the caller's `?? layout.value` would give.
        let size = delegate.collectionView__ifImplemented(
            collection, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
        #expect(size == CGSize(width: 70, height: 30))
        #expect(
            delegate.collectionView__ifImplemented(collection, layout: layout, minimumLineSpacingForSectionAt: 0) == 6)
        #expect(
            delegate.collectionView__ifImplemented(collection, shouldSelectItemAt: IndexPath(item: 0, section: 0))
                == true)
    }

    @Test func aControlKeepsItsAlignmentAndAButtonItMovesIsReported() {
        let control = UIControl(frame: .zero)
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        #expect(
            UIControl.ContentHorizontalAlignment.leading.rawValue == 4
                && UIControl.ContentVerticalAlignment.fill.rawValue == 3)
        let quiet = problems { context in
            let filled = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            filled.setTitle("Go", for: .normal)
            filled.contentHorizontalAlignment = .fill
            context.containerView.addSubview(filled)
            let untitled = UIButton(frame: CGRect(x: 0, y: 50, width: 200, height: 44))
            untitled.contentHorizontalAlignment = .left
            context.containerView.addSubview(untitled)
            context.completeTransition(true)
        }
        #expect(quiet.isEmpty, "\(quiet)")
        let reported = problems { context in
            let left = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            left.setTitle("Go", for: .normal)
            left.contentHorizontalAlignment = .left
            context.containerView.addSubview(left)
            let top = UIButton(frame: CGRect(x: 0, y: 50, width: 200, height: 44))
            top.setTitle("Go", for: .normal)
            top.contentVerticalAlignment = .top
            context.containerView.addSubview(top)
            context.completeTransition(true)
        }
        #expect(reported.count == 2, "\(reported)")
        #expect(reported.contains { $0.contains("contentVerticalAlignment .left") })
        #expect(reported.contains { $0.contains("contentVerticalAlignment .top") })
    }

    @Test func aTextFieldKeepsItsKeyboardsAppearanceAndContrastIsStandard() {
        let field = UITextField(frame: .zero)
        #expect(field.keyboardAppearance == .default)
        field.keyboardAppearance = .alert
        // UITextInputTraits.h: UIKeyboardAppearanceAlert = UIKeyboardAppearanceDark = 1.
        #expect(field.keyboardAppearance == .dark && UIKeyboardAppearance.light.rawValue == 2)
        #expect(UIAccessibility.isDarkerSystemColorsEnabled == false)
    }

    @Test func aLayersStringKeyValueObserverIsReportedInARecording() {
        let layer = CALayer()
        layer.addObserver(NSObject(), forKeyPath: "bounds", options: .new, context: nil)
        let messages = problems { context in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.containerView.addSubview(view)
            view.layer.addObserver(view, forKeyPath: "readyForDisplay", options: [.new, .initial], context: nil)
            view.layer.removeObserver(view, forKeyPath: "readyForDisplay")
            // A view is an NSObject too: its own string observer is the same call, not an ambiguous one.
            view.addObserver(view, forKeyPath: "center", options: .new, context: nil)
            context.completeTransition(true)
        }
        #expect(messages.count == 2 && messages[0].contains("forKeyPath: \"readyForDisplay\""), "\(messages)")
        #expect(messages.last?.contains("forKeyPath: \"center\"") == true, "\(messages)")
    }

    @Test func aCollectionViewsBackgroundViewIsKeptAndReportedOnScreen() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.backgroundView == nil)
        let messages = problems { context in
            let shown = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
            shown.backgroundView = UIView(frame: shown.bounds)
            shown.backgroundView?.isUserInteractionEnabled = true
            context.containerView.addSubview(shown)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("UICollectionView's backgroundView"), "\(messages)")
    }
}
