import AnimaticCore
import Foundation

// iOS 13–14's collection and table machinery: compositional layouts, diffable data sources, cell
// registrations, list cells and content configurations. A recording never asks a data source for
// cells (cells are the app's, placed by it), so these are kept as data: a snapshot applied is
// kept and read back, a layout's sections and sizes are kept, a cell's content configuration is
// kept, and a cell showing one is reported on screen (UIKit draws its text and image).

// MARK: Compositional layout

public struct NSCollectionLayoutDimension: Sendable {
    public enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    public let kind: Kind
    public let dimension: CGFloat
    public static func fractionalWidth(_ value: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: value) }
    public static func fractionalHeight(_ value: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: value) }
    public static func absolute(_ value: CGFloat) -> Self { Self(kind: .absolute, dimension: value) }
    public static func estimated(_ value: CGFloat) -> Self { Self(kind: .estimated, dimension: value) }
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
}

public struct NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        (self.widthDimension, self.heightDimension) = (widthDimension, heightDimension)
    }
}

public struct NSCollectionLayoutSpacing: Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public static func fixed(_ spacing: CGFloat) -> Self { Self(spacing: spacing, isFlexibleSpacing: false) }
    public static func flexible(_ spacing: CGFloat) -> Self { Self(spacing: spacing, isFlexibleSpacing: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

public struct NSCollectionLayoutEdgeSpacing: Sendable {
    public let leading, top, trailing, bottom: NSCollectionLayoutSpacing?
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) { (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom) }
}

public struct NSRectAlignment: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}
extension NSRectAlignment {
    public static let none = Self(rawValue: 0), top = Self(rawValue: 1), topLeading = Self(rawValue: 2)
    public static let leading = Self(rawValue: 3), bottomLeading = Self(rawValue: 4), bottom = Self(rawValue: 5)
    public static let bottomTrailing = Self(rawValue: 6), trailing = Self(rawValue: 7)
    public static let topTrailing = Self(rawValue: 8)
}

@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        (self.layoutSize, self.supplementaryItems) = (layoutSize, supplementaryItems)
    }
}

open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    open var interItemSpacing: NSCollectionLayoutSpacing?
    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)))
    }
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)))
    }
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup { horizontal(layoutSize: layoutSize, subitem: subitem, count: count) }
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup { vertical(layoutSize: layoutSize, subitem: subitem, count: count) }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {}

@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    open var visibleItemsInvalidationHandler:
        (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?
    public init(group: NSCollectionLayoutGroup) { self.group = group }
    /// A list section (iOS 14): one full-width row per item, 44 pt estimated.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
}

public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = HeaderMode.none
    public init(appearance: Appearance) { self.appearance = appearance }
}

public final class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public init() {}
}

/// Kept: its sections are the app's description; cells are placed by the app here, not laid out.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    public let section: NSCollectionLayoutSection?
    public let sectionProvider: SectionProvider?
    open var configuration = UICollectionViewCompositionalLayoutConfiguration()
    public init(section: NSCollectionLayoutSection) {
        (self.section, sectionProvider) = (section, nil)
        super.init()
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        (self.section, sectionProvider) = (section, nil)
        self.configuration = configuration
        super.init()
    }
    public init(sectionProvider: @escaping SectionProvider) {
        (section, self.sectionProvider) = (nil, sectionProvider)
        super.init()
    }
    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        (section, self.sectionProvider) = (nil, sectionProvider)
        self.configuration = configuration
        super.init()
    }
    /// A storyboard's compositional layout has no section (Apple decodes none either).
    public required init?(coder: NSCoder) {
        (section, sectionProvider) = (nil, nil)
        super.init(coder: coder)
    }
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }
}

// MARK: Diffable data sources

/// The sections and items a diffable data source shows, in order, as `NSDiffableDataSourceSnapshot`
/// keeps them.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    public init() {}
    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIdentifiers.firstIndex(of: identifier).map { items[$0] } ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        items.firstIndex { $0.contains(identifier) }.map { sectionIdentifiers[$0] }
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers += identifiers
        items += identifiers.map { _ in [] }
    }
    /// Into `section`, or the last section (UIKit traps when there is none; here nothing is added).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let index = section.flatMap({ sectionIdentifiers.firstIndex(of: $0) }) ?? items.indices.last else {
            return
        }
        items[index] += identifiers
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        items = items.map { $0.filter { !identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { (sectionIdentifiers, items) = ([], []) }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sectionIdentifiers.firstIndex(of: identifier) else { continue }
            sectionIdentifiers.remove(at: index)
            items.remove(at: index)
        }
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}

/// A diffable data source: the snapshot last applied, and the cell provider (which a recording
/// never calls: cells are the app's).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        completion?()
    }
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { current = snapshot }
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { apply(snapshot, animatingDifferences: false, completion: completion) }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
}

/// The table's diffable data source, as the collection view's.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public let cellProvider: CellProvider
    open var defaultRowAnimation = UITableView.RowAnimation.automatic
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) { self.cellProvider = cellProvider }
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        completion?()
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }
}

// MARK: Registrations, list cells, content configurations

extension UICollectionView {
    /// A cell class and how to configure it for an item (iOS 14).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        public init(handler: @escaping Handler) { self.handler = handler }
        public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
    }
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) {
            (self.elementKind, self.handler) = (elementKind, handler)
        }
    }

    /// A cell of the registration's class, configured by its handler. Swift makes an app's cell
    /// subclass from its metatype only through a required initializer (see `dequeueReusableCell`),
    /// so only UIKit's own cell classes can be made here; for an app's class the run stops, saying so.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = Self.makeCell(Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        guard let view = UICollectionReusableView(frame: .zero) as? Supplementary else {
            UICollectionView.stopMaking("\(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    static func makeCell<Cell: UICollectionViewCell>(_ type: Cell.Type) -> Cell {
        if let cell = UICollectionViewListCell(frame: .zero) as? Cell { return cell }
        if let cell = UICollectionViewCell(frame: .zero) as? Cell { return cell }
        stopMaking("\(Cell.self)")
    }

    static func stopMaking(_ name: String) -> Never {
        FileHandle.standardError.write(
            Data(
                ("Animatic: a cell registration of the app's class \(name) was dequeued; Swift on Linux cannot make "
                    + "it from its type (no Objective-C runtime). Make the cell in the animator instead.\n").utf8))
        exit(1)
    }
}

/// What a cell shows, as UIKit draws it (text, secondary text, image).
@preconcurrency @MainActor
public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public var font = UIFont.preferredFont(forTextStyle: .body)
        public var color = UIColor.label
        public var alignment = NSTextAlignment.natural
        public var numberOfLines = 0
    }
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
    }
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public static func cell() -> Self { Self() }
    public static func subtitleCell() -> Self { Self() }
    public static func valueCell() -> Self { Self() }
    public static func plainHeader() -> Self { Self() }
    public static func groupedHeader() -> Self { Self() }
    public static func sidebarCell() -> Self { Self() }
}

/// An accessory UIKit draws at a list cell's edge: kept.
public struct UICellAccessory: Sendable {
    let kind: String
    public static func disclosureIndicator() -> Self { Self(kind: "disclosureIndicator") }
    public static func checkmark() -> Self { Self(kind: "checkmark") }
    public static func delete() -> Self { Self(kind: "delete") }
    public static func reorder() -> Self { Self(kind: "reorder") }
    public static func outlineDisclosure() -> Self { Self(kind: "outlineDisclosure") }
}

open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

extension UICollectionViewCell {
    public var contentConfiguration: UIContentConfiguration? {
        get { attachments.contentConfiguration }
        set { attachments.contentConfiguration = newValue }
    }
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { attachments.backgroundConfiguration }
        set { attachments.backgroundConfiguration = newValue }
    }
}

extension UITableViewCell {
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    public var contentConfiguration: UIContentConfiguration? {
        get { attachments.contentConfiguration }
        set { attachments.contentConfiguration = newValue }
    }
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { attachments.backgroundConfiguration }
        set { attachments.backgroundConfiguration = newValue }
    }
}
