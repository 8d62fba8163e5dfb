import AnimaticCore
import Foundation

/// Visual effects: a blur cannot be drawn here, so creating an effect view or changing its
/// `effect` while an animator runs is reported, not drawn as a clear view.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public override init() {}
}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

open class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect) {}
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}

/// iOS 13's vibrancy styles, kept with the effect.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

open class UIVisualEffectView: UIView {
    public let contentView = UIView()
    open var effect: UIVisualEffect? {
        didSet { Recording.recorder?.report("UIVisualEffectView.effect: blur and vibrancy are not drawn in Animatic") }
    }

    /// No effect: a clear view until `effect` is set, as in UIKit.
    public override init(frame: CGRect) { super.init(frame: frame) }

    public init(effect: UIVisualEffect?, file: String = #fileID, line: Int = #line, column: Int = #column) {
        self.effect = effect
        super.init(frame: .zero)
        if effect != nil {
            Recording.recorder?.report(
                "UIVisualEffectView: blur and vibrancy are not drawn in Animatic", at: callSite(file, line, column))
        }
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: Lists

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

/// Table and collection views hold the cells the app (or its test) puts in them: nothing is
/// loaded from a data source, so `cellForRow(at:)` finds a cell only when one was registered
/// with `setCell(_:at:)` by a test stand-in.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public let reuseIdentifier: String?
    public let contentView = UIView()
    public let textLabel: UILabel? = UILabel(frame: .zero)
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    open var isSelected = false
    open var isHighlighted = false
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// A table's separators (UIKit's default `singleLine`); separators are not drawn here.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// What a row's editing control does (UITableViewCell.h's raw values).
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// The selection highlight and the accessory are UIKit's drawing: kept, not drawn.
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var separatorInset: UIEdgeInsets = .zero
    public let detailTextLabel: UILabel? = UILabel(frame: .zero)
    /// Kept; UIKit puts them behind the cell's content at its size, which Animatic does not lay
    /// out, so a cell with a background view is reported when it is on screen.
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    override var drawnByUIKit: String? { backgroundView == nil ? nil : "UITableViewCell's backgroundView" }
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func prepareForReuse() {}
    /// Editing controls and indentation are UIKit's drawing and layout: kept, not drawn.
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }
}

/// A collection view's reusable view (its cells and its headers and footers), as on iOS.
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
}

open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public private(set) var style: Style = .plain
    public init(frame: CGRect, style: Style) {
        super.init(frame: frame)
        self.style = style
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var cells: [IndexPath: UITableViewCell] = [:]
    open var selectedIndexPath: IndexPath?
    open weak var dataSource: AnyObject?
    open var rowHeight: CGFloat = 44
    /// Apple: "The default value is automaticDimension" (iOS 11 and later); kept, as no rows are laid out.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// Separators are UIKit's drawing (the table's rows are not laid out here): kept.
    open var separatorInset: UIEdgeInsets = .zero
    open var separatorColor: UIColor?
    open var separatorEffect: UIVisualEffect?
    /// Apple: `allowsSelection` is true and `allowsMultipleSelection` false by default; kept (no
    /// touch selects a row in a recording).
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Editing mode (delete and reorder controls, UIKit's drawing): kept, not drawn.
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open func setCell(_ cell: UITableViewCell, at indexPath: IndexPath) { cells[indexPath] = cell }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells[indexPath] }
    open var visibleCells: [UITableViewCell] { cells.keys.sorted().compactMap { cells[$0] } }
    open var indexPathsForVisibleRows: [IndexPath]? { cells.keys.sorted() }
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPath }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { cells[indexPath]?.frame ?? .zero }
    open func reloadData() {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedIndexPath == indexPath { selectedIndexPath = nil }
    }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: Int) { selectedIndexPath = indexPath }
}

@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public override init() {}
    /// NSCoding's initializer, required as on iOS (a storyboard's layout): the defaults.
    public required init?(coder: NSCoder) {}
    /// Whether the layout mirrors in a right-to-left layout direction: a recording lays out left to right.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The collection view that uses the layout (set when it is given to one).
    open internal(set) weak var collectionView: UICollectionView?
    open func invalidateLayout() {}
    // What an app's custom layout overrides. Animatic's collection views lay out no items (the app
    // places its cells), so nothing here is called by a recording; UIKit's defaults are returned.
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }
    /// Called around a batch of inserts, deletes, reloads and moves (CollectionLayoutUpdates.swift);
    /// UIKit's defaults do nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    /// Apple: false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Apple: the proposed offset by default.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize: CGSize = CGSize(width: 50, height: 50)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    /// Apple: vertical by default. Kept: cells are placed by the app (`setCell`), not laid out.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    /// Apple: `.zero` by default (self-sizing off); `automaticSize` turns it on on iOS.
    open var estimatedItemSize: CGSize = .zero
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
}

@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public enum Category: UInt, Sendable { case cell, supplementaryView, decorationView }
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame = CGRect(
                origin: CGPoint(x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2), size: newValue)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var indexPath = IndexPath(item: 0, section: 0)
    open var alpha: CGFloat = 1
    /// Apple: one transform, read and set as 2D or 3D.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var zIndex = 0
    open var isHidden = false
    public private(set) var representedElementCategory = Category.cell
    public private(set) var representedElementKind: String?
    public override init() {}
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        (self.indexPath, representedElementCategory, representedElementKind) =
            (indexPath, .supplementaryView, elementKind)
    }
    /// NSCopying's copy, which a custom layout makes before changing attributes it was given.
    open override func copy() -> Any {
        let copy = UICollectionViewLayoutAttributes()
        copy.frame = frame
        copy.indexPath = indexPath
        copy.alpha = alpha
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }
}

open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    /// The cell classes `register(_:forCellWithReuseIdentifier:)` was given (CollectionViewDataSource.swift).
    var registeredCells: [String: UICollectionViewCell.Type] = [:]
    /// The supplementary view classes registered, by `kind/identifier` (CollectionViewDataSource.swift).
    var registeredSupplementaryViews: [String: AnyClass] = [:]
    open var collectionViewLayout: UICollectionViewLayout { didSet { collectionViewLayout.collectionView = self } }
    open weak var dataSource: AnyObject?
    /// The view behind the items, which UIKit sizes to the collection view and draws: kept, not
    /// drawn, so a collection view with one is reported when it is on screen.
    open var backgroundView: UIView?
    override var drawnByUIKit: String? { backgroundView == nil ? nil : "UICollectionView's backgroundView" }
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }
    open func setCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) { cells[indexPath] = cell }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }
    open var visibleCells: [UICollectionViewCell] { cells.keys.sorted().compactMap { cells[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }
    open var indexPathsForSelectedItems: [IndexPath]? { nil }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let cell = cells[indexPath] else { return nil }
        let attributes = UICollectionViewLayoutAttributes()
        attributes.frame = cell.frame
        return attributes
    }
    open func reloadData() {}
}

// MARK: Containers

@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public override init() {}
    open var tag = 0
    open var title: String?
    open var image: UIImage?
}
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    public override init() { super.init() }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    }
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
        self.tag = tag
    }
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
/// A bar button: kept for the app's code; the bar it sits in is drawn from the screens file (if any).
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }
    open var style: Style = .plain
    open var systemItem: SystemItem?
    open weak var target: AnyObject?
    open var action: Selector?
    open var customView: UIView?
    open var isEnabled = true
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    /// iOS 14's action and menu (ActionsAndActivities.swift): kept, never performed. Apple's page
    /// for `primaryAction`: "the title and image of the item update to match the primary action's
    /// title and image".
    open var primaryAction: UIAction? {
        didSet { if let primaryAction { (title, image) = (primaryAction.title, primaryAction.image) } }
    }
    open var menu: UIMenu?
    /// Kept: the bar it sits in is drawn only from the screens file.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
    public override init() { super.init() }
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.title, self.style, self.target, self.action) = (title, style, target as AnyObject?, action)
    }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.image, self.style, self.target, self.action) = (image, style, target as AnyObject?, action)
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        (self.systemItem, self.target, self.action) = (systemItem, target as AnyObject?, action)
    }
    /// iOS 14's spacers.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
/// A controller's navigation item: kept (the same one each time it is asked for), not drawn; a
/// navigation bar comes from the screens file.
open class UINavigationItem: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    open var title: String?
    open var titleView: UIView?
    open var prompt: String?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// iOS 11's search controller and iOS 13's per-item bar looks: kept (bars are drawn only from the screens file).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    open var backButtonTitle: String?
    public override init() {}
    public init(title: String) { self.title = title }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
public enum UIBarStyle: Int, Sendable {
    /// Apple's raw values; `blackTranslucent` (deprecated) is black and translucent.
    case `default` = 0, black = 1, blackTranslucent = 2
}
open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    open weak var delegate: UITabBarDelegate?
    open var itemPositioning = ItemPositioning.automatic
    open var items: [UITabBarItem]?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var selectedItem: UITabBarItem?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

/// iOS 13's tab bar looks: kept (the bar is drawn only from the screens file).
open class UITabBarAppearance: UIBarAppearance {
    open var backgroundEffect: UIBlurEffect?
    /// The items' looks in each layout (stacked on iPhone in portrait): kept.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0
}

/// A tab bar item's look per state (iOS 13): kept; bars are drawn from the screens file.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    @preconcurrency @MainActor
    open class StateAppearance: NSObject {
        open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        open var titlePositionAdjustment = UIOffset.zero
        open var iconColor: UIColor?
        open var badgeBackgroundColor: UIColor?
        open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
        open var badgePositionAdjustment = UIOffset.zero
        open var badgeTitlePositionAdjustment = UIOffset.zero
    }
    public let normal = StateAppearance(), selected = StateAppearance()
    public let disabled = StateAppearance(), focused = StateAppearance()
    public init(style: Style) { super.init() }
    public override convenience init() { self.init(style: .stacked) }
    open func configureWithDefault(for style: Style) {}
}
/// UIKit names the state appearance at the top level too.
public typealias UITabBarItemStateAppearance = UITabBarItemAppearance.StateAppearance
open class UINavigationBar: UIView {
    /// A navigation controller's own bar, which stands for the bar the screens file draws.
    var standsForControllersBar = false
    open override var frame: CGRect { didSet { reportControllersBarChange("frame") } }
    open override var center: CGPoint { didSet { reportControllersBarChange("center") } }
    open override var transform: CGAffineTransform { didSet { reportControllersBarChange("transform") } }
    open override var alpha: CGFloat { didSet { reportControllersBarChange("alpha") } }
    open override var isHidden: Bool { didSet { reportControllersBarChange("isHidden") } }
    open var isTranslucent = true
    open weak var delegate: (any UINavigationBarDelegate)?
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var prefersLargeTitles = false
    open var shadowImage: UIImage?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { nil }
    /// The back button's chevron. Kept; the bar drawn comes from the screens file, with iOS's chevron,
    /// so an image set in a recording is reported.
    open var backIndicatorImage: UIImage? {
        didSet {
            Recording.recorder?.report(
                "UINavigationBar.backIndicatorImage: the back button's custom image is not drawn in Animatic")
        }
    }
    open var backIndicatorTransitionMaskImage: UIImage?
}

public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// iOS 13's bar styling: kept, not drawn (the bar comes from the screens file).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    open var backgroundImage: UIImage?
    public override init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
    public override init() { super.init() }
}
/// A toolbar: its items and styling are kept; Animatic draws no toolbar, and showing one in a
/// recording is reported (`UINavigationController.setToolbarHidden`, NavigationBars.swift).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open weak var delegate: (any UIToolbarDelegate)?
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    private var backgroundImages: [String: UIImage] = [:]
    private var shadowImages: [UIBarPosition: UIImage] = [:]
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) { backgroundImages["\(topOrBottom.rawValue) \(barMetrics.rawValue)"] = backgroundImage }
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(topOrBottom.rawValue) \(barMetrics.rawValue)"]
    }
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
    }
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }
}
open class UIToolbarAppearance: UIBarAppearance {
    public override init() { super.init() }
}

/// The tab bar controller's delegate, UIKit's methods as requirements with its defaults, so a
/// call through the protocol reaches the app's. Switching tabs is not a transition a recording runs.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// `UITabBarController`: its children and selection; no bar is drawn unless the screens file has one.
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet { for vc in viewControllers ?? [] where vc.parent !== self { addChild(vc) } }
    }
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { selectedIndex < $0.count ? $0[selectedIndex] : nil } }
        set { if let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i } }
    }
    public let tabBar = UITabBar()
    open weak var delegate: UITabBarControllerDelegate?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

extension UIViewController {
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// Presenting and dismissing start a new transition, which a recording of one transition does
    /// not model: reported while an animator runs; outside, the completion runs at once.
    public func present(
        _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModeled("present(_:animated:completion:)", completion, file, line, column)
    }
    public func dismiss(
        animated: Bool, completion: (() -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModeled("dismiss(animated:completion:)", completion, file, line, column)
    }
    /// The presentation controller a recording asked the transitioning delegate for (`.custom`);
    /// else, while this controller is presented, one standing for UIKit's own for its style,
    /// whose `presentingViewController` is the presenter. Apple's page for this property: "If
    /// you've not yet presented the current view controller, accessing this property creates a
    /// presentation controller based on the current value in the modalPresentationStyle
    /// property", so a full-screen presentation has one, and animators tell a presentation from a
    /// dismissal by it (`toVC.presentationController?.presentingViewController == fromVC`). Nil
    /// for a controller nobody presents: a recording presents only its two screens.
    public var presentationController: UIPresentationController? {
        if let drivenPresentationController { return drivenPresentationController }
        guard let presenter = presentingViewController else { return nil }
        if let made = stylePresentationController, made.presentingViewController === presenter { return made }
        let made = UIPresentationController(presentedViewController: self, presenting: presenter)
        stylePresentationController = made
        return made
    }
    public var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem()
        ownNavigationItem = item
        return item
    }
    /// Made once and kept, as a controller keeps its item (a tab bar is drawn only from the screens file).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = settings.tabBarItem { return item }
            let item = UITabBarItem()
            settings.tabBarItem = item
            return item
        }
        set { settings.tabBarItem = newValue }
    }
    public var edgesForExtendedLayout: UIRectEdge {
        get { .all }
        set {}
    }
    public var topLayoutGuide: UILayoutGuide { view.safeAreaLayoutGuide }
    public var bottomLayoutGuide: UILayoutGuide { view.safeAreaLayoutGuide }

    private func notModeled(_ call: String, _ completion: (() -> Void)?, _ file: String, _ line: Int, _ column: Int) {
        if let recorder = Recording.recorder {
            recorder.report(
                "\(call) starts another transition, which Animatic does not model inside a recording",
                at: callSite(file, line, column))
        } else {
            completion?()
        }
    }
}

extension UINavigationController {
    /// The controller's bar (the same one each time). It is not the bar Animatic draws (that comes
    /// from the screens file), so moving it in a recording is reported (NavigationBars.swift).
    public var navigationBar: UINavigationBar { ownNavigationBar }
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    @discardableResult
    public func popViewController(animated: Bool, file: String = #fileID, line: Int = #line, column: Int = #column)
        -> UIViewController?
    {
        Recording.recorder?.report(
            "popViewController(animated:) starts another transition, which Animatic does not model inside a recording",
            at: callSite(file, line, column))
        return nil
    }
    @discardableResult
    public func popToRootViewController(
        animated: Bool, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> [UIViewController]? {
        Recording.recorder?.report(
            "popToRootViewController(animated:) starts another transition, which Animatic does not model inside a "
                + "recording", at: callSite(file, line, column))
        return nil
    }
    @discardableResult
    public func popToViewController(
        _ viewController: UIViewController, animated: Bool, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> [UIViewController]? {
        Recording.recorder?.report(
            "popToViewController(_:animated:) starts another transition, which Animatic does not model inside a "
                + "recording", at: callSite(file, line, column))
        return nil
    }
    /// Without animation the stack changes; an animated change inside a recording is another
    /// transition, which is reported (the stack still changes, as it does at once on iOS).
    public func setViewControllers(
        _ viewControllers: [UIViewController], animated: Bool, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        self.viewControllers = viewControllers
        guard animated, let recorder = Recording.recorder else { return }
        recorder.report(
            "setViewControllers(_:animated: true) starts another transition, which Animatic does not model inside a "
                + "recording", at: callSite(file, line, column))
    }
    public func pushViewController(
        _ viewController: UIViewController, animated: Bool, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        Recording.recorder?.report(
            "pushViewController(_:animated:) starts another transition, which Animatic does not model inside a recording",
            at: callSite(file, line, column))
    }
}

/// `UIPresentationController`: the presented and presenting controllers and the container; its
/// chrome (dimming views) is the app's own code.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    /// `objc_setAssociatedObject`'s values on this object (AssociatedObjects.swift).
    let associatedObjects = AssociatedObjects()
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController
    open var containerView: UIView?
    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }
    /// Asked by the app's own code; a recording adapts nothing (one iPhone, portrait).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The style in a compact environment, which is the recording's (an iPhone): apps override
    /// it to keep their custom presentation there. UIKit's default is `.fullScreen`.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// A size change of the container, which a recording never has (see UIViewController's).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// A child's preferred size changed, which nothing in a recording does; apps override it.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    { parentSize }

}

/// `UIStoryboardSegue`: no storyboard is loaded, but libraries ship segue subclasses whose
/// `perform()` presents `destination` from `source` (DeckTransition's, SPStorkController's).
@preconcurrency @MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
    open func perform() {}
}

/// UIKit's protocol of what lays out children (controllers and presentation controllers): apps
/// name it in their `size(forChildContentContainer:withParentContainerSize:)` overrides.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {
    public var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
}

/// `UIApplication.shared`: no app runs, so outside a recording there is no window; in one, the
/// transition's container stands for the key window (as `view.window` does), so that a view an
/// animator adds to the key window is drawn over the transition, as on iOS.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    /// The status bar's spinner (deprecated in iOS 13): kept; no status bar is drawn.
    public var isNetworkActivityIndicatorVisible = false
    public var keyWindow: UIWindow? { Recording.recorder?.view(ModelTree.containerID) as? UIWindow }
    public var windows: [UIWindow] { keyWindow.map { [$0] } ?? [] }
    public var isStatusBarHidden: Bool { false }
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    public func beginIgnoringInteractionEvents() {}
    public func endIgnoringInteractionEvents() {}
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

extension UIScrollView {
    // Scrolling behaviour: no touches scroll a recording, so these are kept as no-ops.
    public var isScrollEnabled: Bool {
        get { true }
        set {}
    }
    public var isPagingEnabled: Bool {
        get { false }
        set {}
    }
    public var bounces: Bool {
        get { true }
        set {}
    }
    public var alwaysBounceVertical: Bool {
        get { false }
        set {}
    }
    public var alwaysBounceHorizontal: Bool {
        get { false }
        set {}
    }
    public var showsVerticalScrollIndicator: Bool {
        get { true }
        set {}
    }
    public var showsHorizontalScrollIndicator: Bool {
        get { true }
        set {}
    }
    public var adjustedContentInset: UIEdgeInsets { contentInset }
    public var isDragging: Bool { false }
    public var isDecelerating: Bool { false }
    public var isTracking: Bool { false }
    public var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
}
