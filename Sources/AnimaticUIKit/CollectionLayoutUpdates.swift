import Foundation

// A collection view's item updates and a layout driven by UIKit Dynamics, as an action sheet's
// layout in the eighth sample (docs/census.md) uses them. Animatic's collection views lay out no
// items (the app or a test places the cells), so an update changes no pixel: the calls tell the
// layout as UIKit does (prepare, then finalize) and nothing more.

/// One change of a batch, as UIKit hands it to `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// UICollectionViewLayout.h's raw values.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        (updateAction, indexPathBeforeUpdate, indexPathAfterUpdate) = (action, before, after)
    }
}

extension UICollectionView {
    /// Apple: inserts items at the index paths; the layout prepares for the update (an insert has
    /// only an index path after it) and finalizes it.
    public func insertItems(at indexPaths: [IndexPath]) {
        update(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) })
    }
    public func deleteItems(at indexPaths: [IndexPath]) {
        update(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) })
    }
    public func reloadItems(at indexPaths: [IndexPath]) {
        update(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) })
    }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update([UICollectionViewUpdateItem(action: .move, before: indexPath, after: newIndexPath)])
    }
    /// A section's update item has an index path of the section alone, as UIKit's (`item` is NSNotFound).
    public func insertSections(_ sections: IndexSet) {
        update(sections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: Self.whole($0)) })
    }
    public func deleteSections(_ sections: IndexSet) {
        update(sections.map { UICollectionViewUpdateItem(action: .delete, before: Self.whole($0), after: nil) })
    }
    public func reloadSections(_ sections: IndexSet) {
        update(
            sections.map { UICollectionViewUpdateItem(action: .reload, before: Self.whole($0), after: Self.whole($0)) })
    }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update([UICollectionViewUpdateItem(action: .move, before: Self.whole(section), after: Self.whole(newSection))])
    }

    private static func whole(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }

    private func update(_ items: [UICollectionViewUpdateItem]) {
        collectionViewLayout.prepare(forCollectionViewUpdates: items)
        collectionViewLayout.finalizeCollectionViewUpdates()
    }
}

/// Apple: a layout's attributes are dynamic items, so a layout can hand them to UIKit Dynamics.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIDynamicAnimator {
    /// Apple: the items of the animator's behaviors that intersect `rect`. Nothing is simulated, so
    /// an item is where it was put; each once, in the order the behaviors were added.
    public func items(in rect: CGRect) -> [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        return behaviors.flatMap(\.allItems).filter { item in
            let frame = CGRect(
                x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                width: item.bounds.width, height: item.bounds.height)
            return frame.intersects(rect) && seen.insert(ObjectIdentifier(item)).inserted
        }
    }
    /// Apple: the attributes among the behaviors' items for the cell at `indexPath`, if any.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    public func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }
    private func attributes(
        where matches: (UICollectionViewLayoutAttributes) -> Bool
    ) -> UICollectionViewLayoutAttributes? {
        behaviors.lazy.flatMap(\.allItems).compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }
}

extension UIDynamicBehavior {
    /// The items of this behavior and its children.
    var allItems: [UIDynamicItem] {
        let own: [UIDynamicItem]
        switch self {
        case let behavior as UIItemsBehavior: own = behavior.items
        case let snap as UISnapBehavior: own = [snap.item]
        case let attachment as UIAttachmentBehavior: own = attachment.items
        default: own = []
        }
        return own + childBehaviors.flatMap(\.allItems)
    }
}
