/// The collection view's data source and delegate protocols, as apps' view controllers adopt them
/// (the users' census). No layout runs in a recording, so nothing calls them: the cells a
/// recording shows are the ones a test or the app puts in (`setCell(_:at:)`). UIKit's optional
/// requirements have UIKit's defaults.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// UIKit's default: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Asked only for a layout that has supplementary views, where iOS requires an answer.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }

    // The optional calls' companions (`dataSource.collectionView?(…)`, rewritten by the plugin):
    // an absent method's default is what iOS's skipped call leaves.
    public func collectionView__ifImplemented(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        self.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
}

@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView__ifImplemented(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    {
        self.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    public func collectionView__ifImplemented(
        _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool? { self.collectionView(collectionView, shouldSelectItemAt: indexPath) }
}

/// A flow layout's delegate: without an answer the layout's own values stand, as in UIKit.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }

    // The optional calls' companions: an absent method's default is the layout's own value, which
    // is what a layout that skipped the call uses on iOS.
    public func collectionView__ifImplemented(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize? { self.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath) }
    public func collectionView__ifImplemented(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets? { self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section) }
    public func collectionView__ifImplemented(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat? {
        self.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }
    public func collectionView__ifImplemented(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat? {
        self.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }
}

extension UICollectionView {
    /// The kinds of a flow layout's supplementary views, with Apple's values.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item (Apple's option set).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Nothing is laid out from a layout here, so there is no item to scroll to: the content
    /// offset stays, and a call in a recording is reported, as iOS would move the content.
    public func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        Recording.recorder?.report(
            "scrollToItem(at:at:animated:): the collection view lays out no items in Animatic; it does not scroll",
            at: callSite(file, line, column))
    }

    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryViews[elementKind + "/" + identifier] = viewClass
    }

    /// A plain reusable view, as `dequeueReusableCell` gives a plain cell: reported in a recording
    /// unless that is the class registered, since the app's header class (or its storyboard's) is not made.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UICollectionReusableView {
        let registered = registeredSupplementaryViews[elementKind + "/" + identifier]
        if registered.map({ ObjectIdentifier($0) != ObjectIdentifier(UICollectionReusableView.self) }) ?? true {
            Recording.recorder?.report(
                "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): "
                    + "gives a plain UICollectionReusableView, not the registered or storyboard view",
                at: callSite(file, line, column))
        }
        return UICollectionReusableView(frame: .zero)
    }

    /// Kept: what `dequeueReusableCell(withReuseIdentifier:for:)` would make for `identifier`.
    public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A plain `UICollectionViewCell`: the registered class is not made (Swift makes a subclass
    /// from its metatype only through a required initializer, which `init(frame:)` is not, as in
    /// UIKit), nor a storyboard's prototype cell. Nothing in a recording asks the data source for
    /// cells; an app's own call while the animator runs is reported when the cell would differ.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UICollectionViewCell {
        if registeredCells[identifier] != UICollectionViewCell.self {
            Recording.recorder?.report(
                "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\"): gives a plain UICollectionViewCell, "
                    + "not the registered or storyboard cell", at: callSite(file, line, column))
        }
        return UICollectionViewCell(frame: .zero)
    }
}
