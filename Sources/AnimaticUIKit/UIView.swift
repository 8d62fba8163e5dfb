import AnimaticCore

/// UIKit's responder base: an `NSObject`, as on iOS, so `protocol P: NSObject`, `as? NSObject`,
/// `[NSObject]` and an app's `extension NSObject` reach views and controllers. Foundation's
/// `NSObject` gives identity equality and hashing, `isKind(of:)` and `isMember(of:)`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
    /// `objc_setAssociatedObject`'s values on this object (AssociatedObjects.swift).
    let associatedObjects = AssociatedObjects()
    /// The handlers `observe(_:options:changeHandler:)` registered (KeyValueObserving.swift).
    var keyValueObservers: KeyValueObservers?
    /// What `setValue(_:forKey:)` was given (KeyValueCoding.swift).
    var keyedValues: [String: Any] = [:]
    /// NSObject's key-value coding by name: the value is kept, not applied (KeyValueCoding.swift).
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyedValue(value, forKey: key, call: "setValue(_:forKey:")
    }
    open func value(forKey key: String) -> Any? { keyedValues[key] }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setKeyedValue(value, forKey: keyPath, call: "setValue(_:forKeyPath:")
    }
    open func value(forKeyPath keyPath: String) -> Any? { keyedValues[keyPath] }
    /// Called on objects loaded from a nib or storyboard; none is loaded here, so only an app's
    /// override calling `super` reaches it.
    open func awakeFromNib() {}
    /// NSObject's key-value observing callback, which apps override. Only the block form
    /// (`observe(_:options:changeHandler:)`) is delivered here, so nothing calls it.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    // UIResponder's first-responder API. No keyboard or touch reaches a recording, so nothing
    // becomes first responder: a text input that asks to is reported (Controls.swift).
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// The hardware keyboard shortcuts a responder offers (SiblingFilesLongTail.swift): none fire here.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The keyboard or picker a responder shows when first responder, which apps override; none is shown here.
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}
    /// The keyboard's language when this responder is first responder: none is active here.
    open var textInputMode: UITextInputMode? { nil }
    /// Custom VoiceOver actions (NSObject's on iOS; views and controllers are where apps override
    /// them), kept.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { customAccessibilityActions }
        set { customAccessibilityActions = newValue }
    }
    private var customAccessibilityActions: [UIAccessibilityCustomAction]?
    /// Handoff's activity (EverydayUIKit.swift), kept; nothing is advertised or restored here.
    open var userActivity: NSUserActivity?
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // UIResponderStandardEditActions and the edit menu's question, which apps override to take or
    // refuse copy and paste; no menu appears in a recording, so nothing calls them.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}

    // Touches and motion (a shake) that apps' views and controllers override: none reach a recording.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    // Foundation's `description` has the object's address in it; Animatic's output is deterministic.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    nonisolated open override var debugDescription: String { description }
}

/// `UIView`. Before a transition runs (screens built in Swift) a view keeps its own state and
/// subviews; once it is part of a recording it is *bound*: it reads the recorder's model and
/// every change becomes a step (see `TransitionRecorder`).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// What scenes call the view: the screens file's id, `accessibilityIdentifier`, or `UIView-3`.
    public internal(set) var animaticID: String = ""
    private(set) weak var recorder: TransitionRecorder?
    private var own: ViewState
    private var ownSubviews: [UIView] = []
    private weak var ownSuperview: UIView?
    /// Made on first use, from the kind the view has then (a screens-file view bound after
    /// `init` may be a gradient or shape view).
    private var madeLayer: CALayer?
    private var backingLayer: CALayer {
        if let madeLayer { return madeLayer }
        if let custom = CALayer.backing(self, kind: state.kind) {
            madeLayer = custom
            return custom
        }
        let made: CALayer =
            switch state.kind {
            case .gradient: CAGradientLayer(view: self)
            case .shape: CAShapeLayer(view: self)
            default:
                type(of: self).layerClass is CATransformLayer.Type ? CATransformLayer(view: self) : CALayer(view: self)
            }
        madeLayer = made
        return made
    }

    /// The class of the view's layer: `CATransformLayer.self` keeps the subviews in one 3D space.
    open class var layerClass: AnyClass { CALayer.self }

    open var accessibilityIdentifier: String?
    open var tag: Int = 0
    /// Kept, not drawn: UIKit views in Animatic draw only background, border, shadow and content.
    open var tintColor: UIColor! = .systemBlue {
        didSet { tintColorDidChange() }
    }
    /// Called when `tintColor` is set (UIKit also calls it down the hierarchy and on dimming,
    /// neither of which changes a tint here); apps override it to recolor their drawing.
    open func tintColorDidChange() {}
    /// Called by UIKit when the safe area or the layout margins change; Animatic's safe area and
    /// margins do not change during a recording, so it never calls them (an override compiles).
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    open var isUserInteractionEnabled = true
    open var isOpaque = true
    /// UIView's own answer for its gesture recognizers (UIKit's `UIView(UIGestureRecognizers)`):
    /// begin. Subclasses override it, as on iOS.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    /// How the layer shows its backing store (what `draw(_:)` drew) when the bounds differ from
    /// the size it was drawn at: the layer's gravity; `.redraw` draws again at the new size
    /// (CustomLayers.swift).
    open var contentMode: ContentMode {
        get { attachments.redraws ? .redraw : UIImageView.uikit(state.image?.contentMode ?? .scaleToFill) }
        set {
            attachments.redraws = newValue == .redraw
            let mode = UIImageView.core(newValue)
            if mode != (state.image?.contentMode ?? .scaleToFill) { write(.contentMode(mode)) }
        }
    }
    /// Gestures and constraints: kept for the app's code, not drawn (UIGestureRecognizer.swift).
    let attachments = ViewAttachments()

    /// `layerClass` returning `CAGradientLayer.self` or `CAShapeLayer.self` makes a view of that kind.
    class var viewKind: ViewKind {
        if layerClass is CAGradientLayer.Type { return .gradient }
        if layerClass is CAShapeLayer.Type { return .shape }
        return .view
    }

    public init(frame: CGRect) {
        own = ViewState(id: "", kind: .view)
        super.init()
        own = ViewState(id: "", kind: type(of: self).viewKind)
        _ = PropertyPath.frame.write(.rect(frame.core), to: &own)
        _ = layer
        // A new view keeps its own state until it joins the recording (added to a view in it,
        // or snapshotted), so an `accessibilityIdentifier` set after `init` still names it.
    }

    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        own = ViewState(id: "", kind: .view)
        super.init()
    }

    // `init(frame:)` and `init(coder:)` are the only designated initializers, as in UIKit: a
    // subclass (the library's or the app's, `class Card: UIView {}`) inherits `init()` only when
    // it can see and inherit every designated initializer of its superclass, so the internal
    // ways in are convenience initializers.

    /// The backing view of a standalone layer, named after the layer's class.
    convenience init(backing layerClass: String, kind: ViewKind) {
        self.init(frame: .zero)
        own = ViewState(id: "", kind: kind)
        madeLayer = nil
        idBase = layerClass
    }

    /// A view for a model id the recorder did not make itself.
    convenience init(boundTo recorder: TransitionRecorder, id: String) {
        self.init(frame: .zero)
        own = ViewState(id: id, kind: .view)
        madeLayer = nil
        animaticID = id
        self.recorder = recorder
    }

    var isBound: Bool { recorder != nil }

    // MARK: Model access

    var state: ViewState {
        guard let recorder else { return own }
        return recorder.state(of: animaticID) ?? own
    }

    func write(_ path: PropertyPath, _ value: AnimatableValue) {
        if let recorder {
            recorder.write(.property(path, value), to: animaticID)
        } else {
            _ = path.write(value, to: &own)
        }
    }

    func write(_ content: ContentChange) {
        if let recorder { recorder.write(.content(content), to: animaticID) } else { content.apply(to: &own) }
    }

    /// Shows a drawn image as the layer's contents (nil: none). A view not yet in the recording
    /// keeps it for its `create` step, which resolves the image's snapshot then.
    func writeContents(_ shown: Change?) {
        let change = shown ?? .contents(nil)
        if let recorder {
            recorder.write(change, to: animaticID)
        } else {
            attachments.unboundContents = shown
        }
    }

    /// The spec of this view and its subtree, giving each view its id.
    func makeSpec(ids: (UIView) -> String, location: SourceLocation) -> ViewSpec {
        if animaticID.isEmpty { animaticID = ids(self) }
        let blank = ViewState(id: animaticID, kind: own.kind)
        var changes: [Change] = []
        for property in LayerProperty.allCases where property.value(in: own) != property.value(in: blank) {
            changes.append(.property(.layer(property), property.value(in: own)))
        }
        if let text = own.text, text != blank.text {
            changes += [
                .content(.text(text.text)), .content(.font(text.font)), .content(.textColor(text.color)),
                .content(.textAlignment(text.alignment)), .content(.numberOfLines(text.numberOfLines)),
            ]
        }
        if let image = own.image {
            if !image.path.isEmpty { changes.append(.content(.image(image.path, scale: image.scale))) }
            changes.append(.content(.contentMode(image.contentMode)))
        }
        if own.shape?.fillRule != blank.shape?.fillRule, let rule = own.shape?.fillRule {
            changes.append(.content(.fillRule(rule)))
        }
        if own.shape?.lineCap != blank.shape?.lineCap, let cap = own.shape?.lineCap {
            changes.append(.content(.lineCap(cap)))
        }
        if own.shape?.lineJoin != blank.shape?.lineJoin, let join = own.shape?.lineJoin {
            changes.append(.content(.lineJoin(join)))
        }
        if own.gradient?.type != blank.gradient?.type, let type = own.gradient?.type {
            changes.append(.content(.gradientType(type)))
        }
        if own.maskedCorners != blank.maskedCorners { changes.append(.content(.maskedCorners(own.maskedCorners))) }
        if let contents = attachments.unboundContents { changes.append(contents) }
        if own.cornerCurve != blank.cornerCurve { changes.append(.content(.cornerCurve(own.cornerCurve))) }
        var spec = ViewSpec(
            id: animaticID, kind: own.kind, changes: changes,
            subviews: ownSubviews.map { $0.makeSpec(ids: ids, location: location) }, location: location)
        spec.mask = ownMask?.makeSpec(ids: ids, location: location)
        return spec
    }

    /// `layer.mask` (or `mask`) of a view not yet in the recording; once bound, the model's `maskID`.
    var ownMask: UIView?

    var maskView: UIView? {
        guard let recorder else { return ownMask }
        return state.maskID.flatMap { recorder.view($0) }
    }

    func setMask(_ mask: UIView?) {
        guard let recorder else {
            ownMask = mask
            return
        }
        recorder.setMask(mask, of: self)
    }

    /// Hands this subtree to the recorder, which holds its state from now on.
    func bind(to recorder: TransitionRecorder) {
        self.recorder = recorder
        recorder.register(self, as: animaticID)
        for subview in ownSubviews { subview.bind(to: recorder) }
        ownMask?.bind(to: recorder)
        ownMask = nil
        ownSubviews = []
        ownSuperview = nil
        let pending = attachments.pendingAnimations
        attachments.pendingAnimations = []
        for animation in pending {
            recorder.addAnimation(
                AddAnimationStep(viewID: animaticID, key: animation.key, animation: animation.model),
                object: animation.object, at: animation.location)
        }
    }

    /// Takes the view back from a finished recording with the state, subviews, superview and mask
    /// the recording ended with (a view on iOS keeps its final values), so the same views can be
    /// recorded again, as a present and then a dismiss of the same controllers are. Every bound
    /// view reads the ended model here before any lets go (`forgetRecording()`): ids tie them.
    func takeBack(from recorder: TransitionRecorder) {
        guard self.recorder === recorder else { return }
        let model = recorder.runner.model
        own = model.views[animaticID] ?? own
        ownSubviews = (model.children[animaticID] ?? []).compactMap { recorder.views[$0] }
        ownSuperview = model.parent[animaticID].flatMap { recorder.views[$0] }
        ownMask = own.maskID.flatMap { recorder.views[$0] }
        own.maskID = nil
    }

    /// The second half of `takeBack(from:)`: unbound, the view gets a fresh id in its next recording.
    func forgetRecording() {
        recorder = nil
        animaticID = ""
    }

    // MARK: Geometry

    /// Setting it under a non-identity affine transform does what Core Animation does: the
    /// frame is mapped back through the inverse transform (about the anchor point) to give
    /// the bounds size and the position.
    open var frame: CGRect {
        get { CGRect(state.frame) }
        set { changing("frame") { setFrame(newValue) } }
    }
    /// `frame`'s write, without notifying its observers (a layer's `frame` calls it).
    func setFrame(_ newValue: CGRect) {
        let s = state
        let transform = s.effectiveTransform
        guard !transform.isIdentity, transform.isAffine2D, s.transformFunctions == TransformFunctions() else {
            write(.frame, .rect(newValue.core))
            return
        }
        let t = CATransform3DGetAffineTransform(CATransform3D(transform))
        let anchor = CGPoint(s.anchorPoint)
        let pivot = CGPoint(
            x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
        let aboutPivot = CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(t)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        let untransformed = newValue.applying(aboutPivot.inverted())
        write(
            .layer(.position),
            .point(
                Point(
                    Double(untransformed.minX + untransformed.width * anchor.x),
                    Double(untransformed.minY + untransformed.height * anchor.y))))
        write(PropertyPath(root: .layer(.bounds), fields: ["size"]), .size(untransformed.size.core))
    }
    open var bounds: CGRect {
        get { CGRect(state.bounds) }
        set { changing("bounds") { write(.layer(.bounds), .rect(newValue.core)) } }
    }
    open var center: CGPoint {
        get { CGPoint(state.position) }
        set { changing("center") { write(.layer(.position), .point(newValue.core)) } }
    }
    /// The affine part of the layer's transform, as UIKit's `transform`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(CATransform3D(state.transform)) }
        set {
            changing("transform") {
                write(.layer(.transform), .transform(CATransform3DMakeAffineTransform(newValue).core))
            }
        }
    }
    open var transform3D: CATransform3D {
        get { CATransform3D(state.transform) }
        set { write(.layer(.transform), .transform(newValue.core)) }
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { state.opacity }
        set { changing("alpha") { write(.layer(.opacity), .number(Double(newValue))) } }
    }
    open var isHidden: Bool {
        get { state.isHidden }
        set { changing("isHidden") { write(.layer(.isHidden), .bool(newValue)) } }
    }
    open var backgroundColor: UIColor? {
        get { state.backgroundColor == .clear ? nil : UIColor(state.backgroundColor) }
        set {
            attachments.assetColorStandIns["backgroundColor"] = newValue?.assetCatalogName
            changing("backgroundColor") { write(.layer(.backgroundColor), .color(newValue?.color ?? .clear)) }
        }
    }
    open var clipsToBounds: Bool {
        get { state.masksToBounds }
        set { write(.layer(.masksToBounds), .bool(newValue)) }
    }
    public var layer: CALayer { standaloneLayer ?? backingLayer }
    /// The layer object of a standalone `CALayer()`, which owns this view.
    weak var standaloneLayer: CALayer?
    /// The class name generated ids start with (`CALayer-2` for a standalone layer's view).
    var idBase: String?

    // MARK: Hierarchy

    open var superview: UIView? {
        guard let recorder else { return ownSuperview }
        return recorder.runner.model.parent[animaticID].flatMap { recorder.view($0) }
    }
    open var subviews: [UIView] {
        guard let recorder else { return ownSubviews }
        return (recorder.runner.model.children[animaticID] ?? []).compactMap { recorder.view($0) }
    }
    /// The container's window stands in for the window: a view is in it when it is in the container.
    open var window: UIWindow? {
        guard let recorder, recorder.runner.model.isInHierarchy(animaticID) else { return nil }
        return recorder.view(ModelTree.containerID) as? UIWindow
    }

    // Hit-testing as UIKit does it, on the model's geometry: an animator asks which view is
    // under a point (the tapped cell, the view to zoom). In the class body, not an extension,
    // so an app's view can override them (Linux has no Objective-C dispatch for extensions).

    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates):
    /// subviews front to back; a hidden, non-interactive or almost transparent (alpha < 0.01)
    /// view, and its subviews, never. A point outside a view misses its subviews, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    open func addSubview(_ view: UIView, file: String = #fileID, line: Int = #line, column: Int = #column) {
        place(view, .top, file, line, column)
    }
    open func insertSubview(
        _ view: UIView, at index: Int, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        place(view, .index(index), file, line, column)
    }
    open func insertSubview(
        _ view: UIView, belowSubview sibling: UIView, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        place(view, .below(sibling), file, line, column)
    }
    open func insertSubview(
        _ view: UIView, aboveSubview sibling: UIView, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        place(view, .above(sibling), file, line, column)
    }
    open func bringSubviewToFront(_ view: UIView, file: String = #fileID, line: Int = #line, column: Int = #column) {
        guard view.superview === self else { return }
        place(view, .top, file, line, column)
    }
    open func sendSubviewToBack(_ view: UIView, file: String = #fileID, line: Int = #line, column: Int = #column) {
        guard view.superview === self else { return }
        place(view, .index(0), file, line, column)
    }
    open func exchangeSubview(
        at index1: Int, withSubviewAt index2: Int, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let views = subviews
        guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        place(views[high], .index(low), file, line, column)
        place(views[low], .index(high), file, line, column)
    }
    open func removeFromSuperview(file: String = #fileID, line: Int = #line, column: Int = #column) {
        if let superview {
            deactivateConstraintsLeavingSubtree()
            superview.attachments.needsLayout = true
        }
        if let recorder {
            recorder.location = callSite(file, line, column)
            guard recorder.runner.model.parent[animaticID] != nil else { return }
            recorder.perform(Step(.remove(viewID: animaticID), at: recorder.location))
        } else {
            ownSuperview?.ownSubviews.removeAll { $0 === self }
            ownSuperview = nil
        }
    }

    enum Placement {
        case top, index(Int), below(UIView), above(UIView)
    }

    /// UIKit's `removeFromSuperview()` "removes any constraints that refer to the view you are
    /// removing, or that refer to any view in the subtree of the view you are removing": those
    /// between a view of the subtree and a view outside it are deactivated (constraints within
    /// the subtree, and a view's constant size, stay).
    private func deactivateConstraintsLeavingSubtree() {
        var subtree: [UIView] = []
        func collect(_ view: UIView) {
            subtree.append(view)
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        for view in subtree {
            for constraint in view.attachments.activeConstraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { item -> UIView? in
                    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
                }
                if items.contains(where: { item in !subtree.contains { $0 === item } }) {
                    constraint.isActive = false
                }
            }
        }
    }

    private func place(_ view: UIView, _ placement: Placement, _ file: String, _ line: Int, _ column: Int) {
        guard view !== self else { return }
        // `addSubview` of the view already on top changes nothing, so it invalidates no layout (a
        // `layoutSubviews()` that adds its subviews every time would otherwise never settle).
        let alreadyOnTop: Bool
        if case .top = placement {
            alreadyOnTop = view.superview === self && subviews.last === view
        } else {
            alreadyOnTop = false
        }
        if !alreadyOnTop {
            attachments.needsLayout = true
            view.attachments.needsLayout = true
        }
        // A sibling that is not a subview of this view (a presented view the animator adds later,
        // as DeckTransition's and SPStorkController's presentation controllers pass it): UIKit
        // does not throw, and the view still joins this view; it goes on top, as addSubview does
        // (where UIKit puts it is not documented; outside a recording the model did so already).
        if case .below(let s) = placement, s.superview !== self { return place(view, .top, file, line, column) }
        if case .above(let s) = placement, s.superview !== self { return place(view, .top, file, line, column) }
        let sibling: UIView? =
            switch placement {
            case .below(let s), .above(let s): s
            default: nil
            }
        if let recorder = recorder ?? view.recorder ?? sibling?.recorder {
            recorder.location = callSite(file, line, column)
            for v in [self, view] + (sibling.map { [$0] } ?? []) { recorder.adopt(v) }
            let position: InsertPosition =
                switch placement {
                case .top: .top
                case .index(let i): .index(i)
                case .below(let s): .below(s.animaticID)
                case .above(let s): .above(s.animaticID)
                }
            recorder.perform(
                Step(.insert(viewID: view.animaticID, parent: animaticID, position: position), at: recorder.location))
            return
        }
        view.removeFromSuperview()
        var index = ownSubviews.count
        switch placement {
        case .top: break
        case .index(let i): index = min(max(i, 0), ownSubviews.count)
        case .below(let s): index = ownSubviews.firstIndex { $0 === s } ?? ownSubviews.count
        case .above(let s): index = (ownSubviews.firstIndex { $0 === s } ?? ownSubviews.count - 1) + 1
        }
        ownSubviews.insert(view, at: index)
        view.ownSuperview = self
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Layout (a recording's layout passes: constraints, then `layoutSubviews()`)

    /// In a recording, lays out this view's subtree: its constraints, then `layoutSubviews()` of
    /// the views that need layout, parents first (AutoLayoutSolver.swift).
    open func layoutIfNeeded() {
        if isBound, Recording.recorder != nil { layOutSubtree() }
    }
    /// No text field is ever first responder: nothing resigns.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { false }
    /// The next layout pass calls `layoutSubviews()` (in a recording).
    open func setNeedsLayout() { attachments.needsLayout = true }
    /// Called by a recording's layout passes on a view that needs layout (AutoLayoutSolver.swift).
    open func layoutSubviews() {}
    /// Marks the view to draw again (`draw(_:)`) at the next commit (CustomLayers.swift).
    open func setNeedsDisplay() { attachments.needsDisplay = true }
    /// The whole view draws again (Animatic keeps no partial backing store).
    open func setNeedsDisplay(_ rect: CGRect) { attachments.needsDisplay = true }
    /// A view's own drawing: UIKit calls it to fill the layer's content. Called once per
    /// recording for each view on screen, to report what it would draw (CustomLayers.swift).
    open func draw(_ rect: CGRect) {}
    /// CALayerDelegate's drawing, which UIKit's view implements by calling `draw(_:)` with the
    /// layer's bounds: a recording draws a view through it, so an app's override is what draws.
    open func draw(_ layer: CALayer, in ctx: CGContext) { draw(layer.bounds) }
    /// CALayerDelegate's action, which UIKit's view answers with `NSNull` outside animation blocks.
    /// A layer's implicit actions are not modelled, so a recording never asks.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
    /// CALayerDelegate's layout, which UIKit's view implements by laying out its subviews.
    open func layoutSublayers(of layer: CALayer) {}
    /// Hooks an app overrides that a recording never calls: it moves views without UIKit's
    /// notifications, and has no trait changes or constraint update pass.
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func updateConstraints() {}
    /// No intrinsic size: UIKit's `noIntrinsicMetric` in both dimensions.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
    open func invalidateIntrinsicContentSize() {}
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// UIKit's default alignment insets are zero; views that draw shadows or badges override them
    /// for Auto Layout, which reads only frames here.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// What UIKit itself draws in this kind of view that Animatic does not (a switch's track, a
    /// field's text): reported when the view is on screen (Controls.swift, FrameworkStandIns.swift).
    var drawnByUIKit: String? { nil }
    /// How this view is drawn otherwise than on iOS, said once when it is on screen (nil: as on iOS).
    var drawnDifferently: String? {
        if let (property, name) = attachments.assetColorStandIns.min(by: { $0.key < $1.key }) {
            return "\(property): " + UIColor.assetCatalogMessage(name)
        }
        if let style = darkAppearanceMessage { return style }
        if let kind = standaloneLayer?.unmodeledKind, !attachments.unmodeledLayerReported {
            return "\(kind) is not in Animatic's model yet: it is not drawn"
        }
        if let filter = attachments.compositingFilter {
            return "CALayer.compositingFilter \"\(filter)\": the layer is not blended by it in Animatic"
        }
        if let dimmed = dimmedTintMessage { return dimmed }
        if let image = attachments.contents as? CGImage, let reason = image.notDrawnAsOnIOS { return reason }
        if attachments.contents != nil, attachments.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) {
            return "CALayer.contentsCenter: the contents are drawn stretched whole in Animatic, not in nine parts"
        }
        if attachments.contentConfiguration != nil || attachments.backgroundConfiguration != nil {
            return "a cell's contentConfiguration or backgroundConfiguration: UIKit draws them, Animatic does not"
        }
        return attachments.groupOpacityOff && layer.groupOpacityShows
            ? "CALayer.allowsGroupOpacity = false: Animatic composites a translucent layer's sublayers as a group "
                + "(iOS's default), not each on its own" : nil
    }
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The fitting size with priorities, which cells override (self-sizing): as
    /// `systemLayoutSizeFitting(_:)`, the priorities unused (intrinsic sizes are not computed).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { systemLayoutSizeFitting(targetSize) }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
