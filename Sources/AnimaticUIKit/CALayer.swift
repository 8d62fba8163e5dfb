import AnimaticCore

/// `CALayer`. In Animatic every layer is a view's layer: a layer made on its own (`CALayer()`,
/// `CATransformLayer()`) is backed by a plain view, so it has an id, takes part in the model
/// and is drawn like any other. Writes to such layers switch at once: Core Animation's
/// implicit animations of standalone layers are not modeled (see docs/uikit-surface.md).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    /// `objc_setAssociatedObject`'s values on this object (AssociatedObjects.swift).
    let associatedObjects = AssociatedObjects()
    /// The values of `@NSManaged` properties an extension declares (ManagedExtensionProperties.swift).
    nonisolated(unsafe) public var animaticManagedValues: [String: Any] = [:]
    /// Apple: "The name of the receiver", for the app's own lookups; nil by default. Not drawn.
    open var name: String?
    /// The layer's own timing (CAMediaTiming), as apps pause and resume a layer's animations
    /// (`speed = 0`, `timeOffset = convertTime(…)`). Kept; the model runs every layer on the
    /// transition's clock, so a value other than the default, set in a recording, is reported.
    open var speed: Float = 1 { didSet { reportOwnTiming("speed", speed != 1) } }
    open var timeOffset: CFTimeInterval = 0 { didSet { reportOwnTiming("timeOffset", timeOffset != 0) } }
    open var beginTime: CFTimeInterval = 0 { didSet { reportOwnTiming("beginTime", beginTime != 0) } }
    private func reportOwnTiming(_ property: String, _ changed: Bool) {
        guard changed else { return }
        Recording.recorder?.report(
            "CALayer.\(property): a layer's own timing (speed, timeOffset, beginTime) is not modelled in Animatic; "
                + "its animations run on the transition's clock")
    }
    /// The view this layer draws. Strong for a standalone layer, which owns its view.
    private unowned(unsafe) var unownedView: UIView
    private var ownedView: UIView?
    var view: UIView { ownedView ?? unownedView }

    init(view: UIView) {
        unownedView = view
        super.init()
        if self is CATransformLayer { view.write(.layer(.preserves3D), .bool(true)) }
    }

    public override init() {
        let view = UIView(backing: String(describing: Self.self), kind: Self.backingKind)
        unownedView = view
        ownedView = view
        super.init()
        view.standaloneLayer = self
        configureStandalone()
    }

    /// NSCoding's initializer, required as on iOS (a subclass that declares initializers has it).
    /// There are no archives here: it is how a view makes an app's `layerClass` (a subclass it
    /// cannot name; `init()` is not required), with a `LayerBackingCoder` naming the view.
    public required init?(coder: NSCoder) {
        if let backing = coder as? LayerBackingCoder {
            unownedView = backing.view
            super.init()
            if self is CATransformLayer { backing.view.write(.layer(.preserves3D), .bool(true)) }
        } else {
            let view = UIView(backing: String(describing: Self.self), kind: Self.backingKind)
            unownedView = view
            ownedView = view
            super.init()
            view.standaloneLayer = self
            configureStandalone()
        }
    }

    /// The layer of `view`, of its class's `layerClass` when that is an app's subclass.
    static func backing(_ view: UIView, kind: ViewKind) -> CALayer? {
        guard let custom = type(of: view).layerClass as? CALayer.Type, custom.backingKind == kind,
            ![CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATransformLayer.self].contains(where: {
                $0 == custom
            })
        else { return nil }
        return custom.init(coder: LayerBackingCoder(view))
    }

    /// The kind of view that backs this class of layer.
    class var backingKind: ViewKind { .view }

    /// What a subclass does to its backing view (CATransformLayer keeps 3D).
    func configureStandalone() {}

    /// The class name of a layer kind the model cannot draw yet, or nil.
    var unmodeledKind: String? { nil }

    private func set(_ property: LayerProperty, _ value: AnimatableValue) { view.write(.layer(property), value) }
    private var state: ViewState { view.state }

    open var frame: CGRect {
        get { view.frame }
        set { view.setFrame(newValue) }
    }
    open var bounds: CGRect {
        get { view.bounds }
        set { view.write(.layer(.bounds), .rect(newValue.core)) }
    }
    open var position: CGPoint {
        get { view.center }
        set { view.write(.layer(.position), .point(newValue.core)) }
    }
    open var anchorPoint: CGPoint {
        get { CGPoint(state.anchorPoint) }
        set { set(.anchorPoint, .point(newValue.core)) }
    }
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { set(.anchorPointZ, .number(Double(newValue))) }
    }
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { set(.zPosition, .number(Double(newValue))) }
    }
    open var transform: CATransform3D {
        get { CATransform3D(state.transform) }
        set { set(.transform, .transform(newValue.core)) }
    }
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(state.sublayerTransform) }
        set { set(.sublayerTransform, .transform(newValue.core)) }
    }
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open var opacity: Float {
        get { Float(state.opacity) }
        set { set(.opacity, .number(Double(newValue))) }
    }
    open var isHidden: Bool {
        get { state.isHidden }
        set { set(.isHidden, .bool(newValue)) }
    }
    open var backgroundColor: CGColor? {
        get { state.backgroundColor == .clear ? nil : CGColor(state.backgroundColor) }
        set {
            view.attachments.assetColorStandIns["layer.backgroundColor"] = newValue?.assetCatalogName
            set(.backgroundColor, .color(newValue?.color ?? .clear))
        }
    }
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { set(.cornerRadius, .number(Double(newValue))) }
    }
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { set(.borderWidth, .number(Double(newValue))) }
    }
    open var borderColor: CGColor? {
        get { CGColor(state.borderColor) }
        set {
            view.attachments.assetColorStandIns["layer.borderColor"] = newValue?.assetCatalogName
            set(.borderColor, .color(newValue?.color ?? .clear))
        }
    }
    open var shadowColor: CGColor? {
        get { CGColor(state.shadow.color) }
        set {
            view.attachments.assetColorStandIns["layer.shadowColor"] = newValue?.assetCatalogName
            set(.shadowColor, .color(newValue?.color ?? .clear))
        }
    }
    open var shadowOpacity: Float {
        get { Float(state.shadow.opacity) }
        set { set(.shadowOpacity, .number(Double(newValue))) }
    }
    open var shadowRadius: CGFloat {
        get { state.shadow.radius }
        set { set(.shadowRadius, .number(Double(newValue))) }
    }
    open var shadowOffset: CGSize {
        get { CGSize(state.shadow.offset) }
        set { set(.shadowOffset, .size(newValue.core)) }
    }
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { set(.masksToBounds, .bool(newValue)) }
    }
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { set(.isDoubleSided, .bool(newValue)) }
    }
    /// True, iOS's default since the iOS 7 SDK (Apple: "the default value is true for apps linked
    /// against the iOS 7 SDK or later"): a translucent layer's subtree composites as a group, as
    /// Animatic always draws it. False (each sublayer blended on its own) is not drawn: a layer set
    /// so is reported when it is on screen and the group would show (`groupOpacityShows`).
    open var allowsGroupOpacity: Bool {
        get { !view.attachments.groupOpacityOff }
        set { view.attachments.groupOpacityOff = !newValue }
    }
    /// Apple: "This property is not supported on layers in iOS", yet iOS blends a layer given a
    /// blend mode's name ("multiplyBlendMode") by it; Animatic does not, so a layer with one is
    /// reported when it is on screen.
    open var compositingFilter: Any? {
        get { view.attachments.compositingFilter }
        set { view.attachments.compositingFilter = newValue }
    }
    /// Apple: "This property is not supported on layers in iOS": kept, nothing drawn, as on iOS.
    open var filters: [Any]?
    open var backgroundFilters: [Any]?
    /// False by default, as on iOS: a turned layer's edges are aliased unless this is set.
    open var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { set(.allowsEdgeAntialiasing, .bool(newValue)) }
    }

    /// Kept: Animatic filters contents linearly; `.nearest` or `.trilinear` would change scaled
    /// contents' pixels, so setting one is reported.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { reportFilter(magnificationFilter, "magnificationFilter") }
    }
    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { reportFilter(minificationFilter, "minificationFilter") }
    }
    open var minificationFilterBias: Float = 0
    /// Whether compositing the sublayers as one group shows in the pixels: two sublayers or more,
    /// or one over the layer's own drawing. With none, or one bare sublayer (Hero's snapshot
    /// wrapper), each blended on its own draws the same pixels, so `allowsGroupOpacity = false`
    /// is only reported on screen where this holds (UIView.drawnDifferently).
    var groupOpacityShows: Bool {
        let count = sublayers?.count ?? 0
        let drawsItself =
            (backgroundColor.map { $0.alpha > 0 } ?? false) || borderWidth > 0 || contents != nil
            || self is CAGradientLayer || self is CAShapeLayer
        return count > 1 || (count == 1 && drawsItself)
    }
    /// The view's `isOpaque` (UIView forwards it to its layer on iOS): kept, not drawn.
    open var isOpaque: Bool {
        get { view.isOpaque }
        set { view.isOpaque = newValue }
    }
    /// A view's layer's delegate is its view, as on iOS; a standalone layer's is the app's,
    /// whose drawing and actions Animatic does not call (reported when one is set).
    open weak var delegate: CALayerDelegate? {
        get { view.standaloneLayer === self ? standaloneDelegate : view }
        set {
            standaloneDelegate = newValue
            if newValue != nil {
                Recording.recorder?.report("a CALayer delegate is not called by Animatic (its drawing and actions)")
            }
        }
    }
    private weak var standaloneDelegate: CALayerDelegate?

    /// Layer time from another layer's (nil: media time). Layers here have no timing of their own
    /// (no `speed`, `timeOffset` or `beginTime`), so it is the same time.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { t }

    private func reportFilter(_ filter: CALayerContentsFilter, _ name: String) {
        guard filter != .linear else { return }
        Recording.recorder?.report("\(name) = .\(filter.rawValue) is not modeled: contents are filtered linearly")
    }

    // MARK: Sublayers

    open var superlayer: CALayer? { view.superview?.layer }
    open var sublayers: [CALayer]? {
        let layers = view.subviews.map(\.layer)
        return layers.isEmpty ? nil : layers
    }
    open func addSublayer(_ layer: CALayer, file: String = #fileID, line: Int = #line, column: Int = #column) {
        reportIfUnmodeled(layer, callSite(file, line, column))
        view.addSubview(layer.view, file: file, line: line, column: column)
    }

    /// A sublayer joins this layer: reported if its kind is not modelled; a layer of its own is kept
    /// by the recording, as its superlayer keeps it on iOS (its backing view holds it weakly), so
    /// its `draw(in:)` and properties are there when it is drawn later.
    private func reportIfUnmodeled(_ layer: CALayer, _ location: SourceLocation) {
        if layer.view.standaloneLayer === layer { Recording.recorder?.keepAlive(layer) }
        guard let kind = layer.unmodeledKind, let recorder = Recording.recorder else { return }
        recorder.report("\(kind) is not in Animatic's model yet: it would not be drawn", at: location)
        layer.view.attachments.unmodeledLayerReported = true
    }
    open func insertSublayer(
        _ layer: CALayer, at index: UInt32, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        reportIfUnmodeled(layer, callSite(file, line, column))
        view.insertSubview(layer.view, at: Int(index), file: file, line: line, column: column)
    }
    open func insertSublayer(
        _ layer: CALayer, below sibling: CALayer?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard let sibling else { return addSublayer(layer, file: file, line: line, column: column) }
        reportIfUnmodeled(layer, callSite(file, line, column))
        view.insertSubview(layer.view, belowSubview: sibling.view, file: file, line: line, column: column)
    }
    open func insertSublayer(
        _ layer: CALayer, above sibling: CALayer?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard let sibling else { return addSublayer(layer, file: file, line: line, column: column) }
        reportIfUnmodeled(layer, callSite(file, line, column))
        view.insertSubview(layer.view, aboveSubview: sibling.view, file: file, line: line, column: column)
    }
    open func removeFromSuperlayer(file: String = #fileID, line: Int = #line, column: Int = #column) {
        view.removeFromSuperview(file: file, line: line, column: column)
    }

    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}

    // MARK: Drawing and actions (in the class body so a layer subclass can override them;
    // what they do is in CustomLayers.swift)

    /// Runs `display()` now, without animation: Core Animation does at the next commit (and
    /// `draw(in:)` then, CustomLayers.swift).
    open func setNeedsDisplay() { displayNow() }
    open func setNeedsDisplay(_ r: CGRect) { displayNow() }
    open func displayIfNeeded() {}
    open func needsDisplay() -> Bool { false }
    open var needsDisplayOnBoundsChange = false
    /// What sets the layer's content; a subclass overrides it (a shape layer's `path`).
    open func display() {}
    open func draw(in ctx: CGContext) {}
    /// Whether a change of `key` redraws the layer: true makes it a custom animatable
    /// property, whose animation Core Animation draws frame by frame (see CustomLayers.swift).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    open class func defaultValue(forKey key: String) -> Any? { nil }
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    /// Implicit actions are not modelled: none, for every key.
    open func action(forKey event: String) -> CAAction? { nil }
    /// Key-value coding of the layer (CustomLayers.swift).
    open func value(forKey key: String) -> Any? { keyValue(forKey: key) }
    var isDisplaying = false
}

/// The coder a view makes its custom `layerClass` with (`CALayer.init?(coder:)`).
final class LayerBackingCoder: NSCoder {
    unowned let view: UIView
    init(_ view: UIView) { self.view = view }
}

/// `CATransformLayer`: its sublayers share one 3D space, sorted by depth; it draws nothing itself.
open class CATransformLayer: CALayer {
    override func configureStandalone() { view.write(.layer(.preserves3D), .bool(true)) }
}

/// Core Animation's contents filters (`kCAFilterLinear` …).
public struct CALayerContentsFilter: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// `CALayerDelegate`: a view is its layer's delegate. Its methods are optional on iOS.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {}
extension UIView: CALayerDelegate {}
