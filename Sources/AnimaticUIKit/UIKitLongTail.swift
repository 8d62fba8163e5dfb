import AnimaticCore

// The everyday UIKit an app's other files use that was missing, found by type-checking the
// census's tuning repositories' UIKit files alone (docs/census.md, "The tuning repositories'
// other files"). Each keeps what the app sets; what would change pixels is reported.

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension NSAttributedString.Key {
    // The rest of UIKit's keys are with text drawing (Graphics/TextDrawing.swift).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let link = NSAttributedString.Key("NSLink")
}

/// A text shadow, for `NSAttributedString.Key.shadow`.
public final class NSShadow: @unchecked Sendable {
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowBlurRadius: CGFloat = 0
    public var shadowColor: Any?
    public init() {}
}

/// `UICollectionViewController`: a controller whose view is its collection view, and, as on iOS,
/// its data source and delegate, whose methods an app's controller overrides (UIKit's defaults
/// here; nothing calls them in a recording).
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }
    open var collectionView: UICollectionView! {
        get {
            if let ownCollectionView { return ownCollectionView }
            let made = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
            (made.dataSource, made.delegate) = (self, self)
            ownCollectionView = made
            return made
        }
        set { ownCollectionView = newValue }
    }
    open override func loadView() { view = collectionView }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

extension UICollectionView {
    /// The index path of the cell a test or the app placed under `point`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        indexPathsForVisibleItems.first { cellForItem(at: $0)?.frame.contains(point) == true }
    }
}

extension UIScrollView {
    /// Zooming scales the zoomed view on iOS: only 1 (no zoom) is modelled; another scale set in a
    /// recording is reported.
    public var zoomScale: CGFloat {
        get { 1 }
        set { reportZoom(newValue) }
    }
    public func setZoomScale(_ scale: CGFloat, animated: Bool) { reportZoom(scale) }
    public var minimumZoomScale: CGFloat {
        get { 1 }
        set {}
    }
    public var maximumZoomScale: CGFloat {
        get { 1 }
        set {}
    }
    /// UIKit makes the pinch recognizer only when zooming is enabled (the zoom scales differ):
    /// here they are always 1, so there is none.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
    public var scrollsToTop: Bool {
        get { true }
        set {}
    }
    public var delaysContentTouches: Bool {
        get { true }
        set {}
    }
    public var canCancelContentTouches: Bool {
        get { true }
        set {}
    }
    private func reportZoom(_ scale: CGFloat) {
        guard scale != 1 else { return }
        Recording.recorder?.report("UIScrollView.zoomScale \(scale): zooming is not modelled in Animatic")
    }
}

/// `CATransition`: compiles; adding one to a layer is reported (Core Animation's transitions are
/// not modelled, CAAnimation+Model.swift).
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    override func blankCopy() -> CAAnimation { CATransition() }
    override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CATransition else { return }
        (copy.type, copy.subtype, copy.startProgress, copy.endProgress) = (type, subtype, startProgress, endProgress)
    }
}

public struct CATransitionType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

extension Bundle {
    /// Nibs are not loaded on Linux: no objects, reported in a recording.
    @MainActor
    public func loadNibNamed(
        _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> [Any]? {
        Recording.recorder?.report(
            "Bundle.loadNibNamed(\"\(name)\"): nibs are not loaded in Animatic; no view is made",
            at: callSite(file, line, column))
        return []
    }
}

extension UINib {
    /// The keys of a nib's loading options (`.externalObjects`), Apple's strings.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    public func instantiate(
        withOwner ownerOrNil: Any?, options: [UINib.OptionsKey: Any]? = nil, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> [Any] {
        Recording.recorder?.report(
            "UINib(\"\(name)\").instantiate: nibs are not loaded in Animatic; no view is made",
            at: callSite(file, line, column))
        return []
    }
}
