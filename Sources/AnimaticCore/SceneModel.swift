/// A scene: two screens and the script of a transition between them, as `animateTransition:`
/// would run it. Built by the scene-file parser or directly in Swift.
public struct Scene: Sendable {
    public var name: String
    public var canvas: Canvas
    public var operation: TransitionOperation
    public var from: ViewSpec
    public var to: ViewSpec
    public var transition: TransitionScript
    /// The scene file's `goldens:` key: frames sampled by golden tests and the scene's tolerance.
    public var goldens: GoldenSettings? = nil
    /// The `navigation:` key: a navigation controller's bar around a push or pop (`NavigationController`, in
    /// AnimaticStockViews).
    public var navigation: (any ControllerChrome)? = nil
    /// The `presentation:` key: a presentation controller's frame and dimming view (PresentationTransition.swift).
    public var presentation: PresentationController? = nil
    /// The `interaction:` key: a gesture drives the transition, then finishes or cancels it (Interaction.swift).
    public var interaction: Interaction? = nil
    /// What the file's parser noticed for lint (an old spelling that still works).
    public var diagnostics: [Timeline.Diagnostic] = []

    public init(
        name: String, canvas: Canvas = Canvas(), operation: TransitionOperation = .present, from: ViewSpec,
        to: ViewSpec, transition: TransitionScript
    ) {
        self.name = name
        self.canvas = canvas
        self.operation = operation
        self.from = from
        self.to = to
        self.transition = transition
    }
}

public struct Canvas: Sendable, Equatable {
    /// Points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    public var fps: Double
    /// The window's color, behind the container.
    public var background: Color
    public init(size: Size = Size(320, 568), scale: Double = 2, fps: Double = 60, background: Color = .black) {
        self.size = size
        self.scale = scale
        self.fps = fps
        self.background = background
    }

    public static let maxSide = 8192
    public static let maxPixels = 40_000_000
    public static let maxFPS = 240.0

    public var pixelWidth: Int { Int(saturating: size.width * scale, rounding: .toNearestOrAwayFromZero) }
    public var pixelHeight: Int { Int(saturating: size.height * scale, rounding: .toNearestOrAwayFromZero) }

    /// What is wrong with this canvas, or nil. Checked in doubles first, so a huge scale is an
    /// error rather than an integer overflow.
    public var problem: String? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return "canvas size must be positive, got \(size)"
        }
        guard scale > 0, scale.isFinite else { return "canvas scale must be positive, got \(scale)" }
        guard fps >= 1, fps <= Self.maxFPS else { return "fps must be in 1…\(Int(Self.maxFPS)), got \(fps)" }
        let (w, h) = ((size.width * scale).rounded(), (size.height * scale).rounded())
        guard w >= 1, h >= 1 else { return "canvas is under one pixel (size × scale = \(w)×\(h))" }
        guard w <= Double(Self.maxSide), h <= Double(Self.maxSide) else {
            return "canvas is \(w.formatted0)×\(h.formatted0) px; at most \(Self.maxSide) px a side (size × scale)"
        }
        guard w * h <= Double(Self.maxPixels) else {
            return "canvas is \((w * h).formatted0) px; at most \(Self.maxPixels) pixels (size × scale)"
        }
        return nil
    }
}

extension Double {
    fileprivate var formatted0: String { abs(self) < 1e15 ? String(Int(self)) : "\(self)" }
}

/// Who is in the container when `animateTransition:` starts, and who leaves at the end.
public enum TransitionOperation: String, Sendable, Equatable, CaseIterable {
    case present, dismiss, push, pop
}

/// A view as declared: its kind, its initial property values in order, and its subviews.
public struct ViewSpec: Sendable {
    public var id: String
    public var kind: ViewKind
    public var changes: [Change]
    public var subviews: [ViewSpec]
    /// `layer.mask`: a view whose layer masks this one, in this view's bounds space.
    public var mask: ViewSpec? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    private var maskStorage: [ViewSpec] = []
    public var location: SourceLocation
    /// What templates match views by (the article's `RSViewControllerAnimationType`).
    public var transitionType: String?
    public init(
        id: String, kind: ViewKind = .view, changes: [Change] = [], subviews: [ViewSpec] = [],
        location: SourceLocation = .unknown,
        transitionType: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.changes = changes
        self.subviews = subviews
        self.location = location
        self.transitionType = transitionType
    }
}

/// One property write: a key path set to a value, or a content change of a label or image view.
public enum Change: Sendable, Equatable {
    case property(PropertyPath, AnimatableValue)
    case content(ContentChange)
    /// A key path set to another view's geometry, read when the step runs.
    case reference(PropertyPath, GeometryReference)
    /// A key path set to numbers computed when the step runs (Expression.swift).
    case computed(PropertyPath, ComputedValue)
    /// `layer.contents` set to an image cut from a snapshot view's image, read when the step
    /// runs (an image drawn from a view's hierarchy in an image context); nil clears it.
    case contents(ContentsImage?)
    /// Core Graphics drawing the layer shows from now on (its backing store drawn by `draw(_:)`,
    /// or a drawn image as its contents); nil shows none.
    case drawing(DrawnContent?)
}

/// An image drawn from a view's hierarchy (`drawHierarchy(in:afterScreenUpdates:)`,
/// `layer.render(in:)`) is a snapshot view that is never added: this names it and the part of
/// it a `CGImage.cropping(to:)` cut, for a layer to show as its `contents`.
public struct ContentsImage: Sendable, Equatable {
    /// The snapshot view holding the image.
    public var snapshotID: String
    /// The part of that view's bounds the image is, in points.
    public var rect: Rect
    /// Its natural size in points (pixels over the layer's `contentsScale`, or the `UIImage`'s
    /// `size` in an image view), for the gravities that keep the size.
    public var size: Size

    public init(snapshotID: String, rect: Rect, size: Size) {
        self.snapshotID = snapshotID
        self.rect = rect
        self.size = size
    }
}

/// Another view's frame or center, converted as `convertRect:fromView:` / `convertPoint:fromView:`
/// into the coordinate space of `space` — by default the superview of the view being set (so
/// the view lands exactly on the other one), or the container when it has none.
public enum GeometryReference: Sendable, Equatable {
    case frameOf(String, in: String?)
    case centerOf(String, in: String?)
    /// `transitionContext.finalFrameForViewController:` / `initialFrameForViewController:` of
    /// the root `from` or `to`, from the container (PresentationTransition.swift).
    case finalFrame(String, in: String?)
    case initialFrame(String, in: String?)

    public var kind: ValueKind {
        switch self {
        case .frameOf, .finalFrame, .initialFrame: .rect
        case .centerOf: .point
        }
    }
}

/// Content of labels and image views. These switch at once, as in UIKit, where text, font
/// and image are not animatable with `UIView.animate`.
public enum ContentChange: Sendable, Equatable {
    case text(String)
    case textColor(Color)
    case font(Font)
    case textAlignment(TextAlignment)
    case numberOfLines(Int)
    /// A PNG's path, and its scale (`ImageContent.scale`).
    case image(String, scale: Double = 1)
    case contentMode(ContentMode)
    /// `CAGradientLayer.type`.
    case gradientType(GradientType)
    /// `CAShapeLayer.fillRule`, `lineCap`, `lineJoin`.
    case fillRule(FillRule)
    case lineCap(LineCap)
    case lineJoin(LineJoin)
    /// `CALayer.maskedCorners`, `cornerCurve`.
    case maskedCorners(CornerMask)
    case cornerCurve(CornerCurve)

    public var keyPath: String {
        switch self {
        case .text: "text"
        case .textColor: "textColor"
        case .font: "font"
        case .textAlignment: "textAlignment"
        case .numberOfLines: "numberOfLines"
        case .image: "image"
        case .contentMode: "contentMode"
        case .gradientType: "layer.type"
        case .fillRule: "layer.fillRule"
        case .lineCap: "layer.lineCap"
        case .lineJoin: "layer.lineJoin"
        case .maskedCorners: "layer.maskedCorners"
        case .cornerCurve: "layer.cornerCurve"
        }
    }

    public var kinds: [ViewKind] {
        switch self {
        case .text, .textColor, .font, .textAlignment, .numberOfLines: [.label]
        case .image: [.imageView]
        // Every layer's contents have a gravity (a plain view's layer showing an image drawn
        // in an image context, `layer.contents`).
        case .contentMode: ViewKind.allCases
        case .gradientType: [.gradient]
        case .fillRule, .lineCap, .lineJoin: [.shape]
        case .maskedCorners, .cornerCurve: ViewKind.allCases
        }
    }

    public static let allKeys = [
        "text", "textColor", "font", "textAlignment", "numberOfLines", "image", "contentMode",
        "layer.contentsGravity", "layer.type", "layer.fillRule", "layer.lineCap", "layer.lineJoin",
        "layer.maskedCorners", "layer.cornerCurve",
    ]

    /// Writes the content into a view of a matching kind (`kinds`).
    public func apply(to view: inout ViewState) {
        switch self {
        case .text(let s): view.text?.text = s
        case .textColor(let c): view.text?.color = c
        case .font(let f): view.text?.font = f
        case .textAlignment(let a): view.text?.alignment = a
        case .numberOfLines(let n): view.text?.numberOfLines = n
        case .image(let path, let scale):
            var image = ImageContent(path: path, contentMode: view.image?.contentMode ?? .scaleToFill, scale: scale)
            image.contentsRect = view.image?.contentsRect ?? image.contentsRect
            view.image = image
        case .contentMode(let mode):
            if view.image == nil {
                view.image = ImageContent(path: "", contentMode: mode)
            } else {
                view.image?.contentMode = mode
            }
        case .gradientType(let type): view.gradient?.type = type
        case .fillRule(let rule): view.shape?.fillRule = rule
        case .lineCap(let cap): view.shape?.lineCap = cap
        case .lineJoin(let join): view.shape?.lineJoin = join
        case .maskedCorners(let corners): view.maskedCorners = corners
        case .cornerCurve(let curve): view.cornerCurve = curve
        }
    }
}

/// `viewID.keyPath: value` in a `set`.
public struct Assignment: Sendable {
    public var viewID: String
    public var change: Change
    public var location: SourceLocation
    public init(viewID: String, change: Change, location: SourceLocation = .unknown) {
        self.viewID = viewID
        self.change = change
        self.location = location
    }
}

public struct TransitionScript: Sendable {
    /// The animator's `transitionDuration:`.
    public var duration: Double
    public var steps: [Step]
    public init(duration: Double, steps: [Step]) {
        self.duration = duration
        self.steps = steps
    }
}

public struct Step: Sendable {
    public var action: Action
    public var location: SourceLocation
    public init(_ action: Action, at location: SourceLocation = .unknown) {
        self.action = action
        self.location = location
    }

    public enum Action: Sendable {
        /// `insertSubview:belowSubview:` and friends; `addSubview:` is `.top`.
        case insert(viewID: String, parent: String?, position: InsertPosition)
        /// Makes a new view from a spec and adds it on top of `parent`; with no parent the view
        /// is in no hierarchy until a later `insert` (`UIView(frame:)` before `addSubview`).
        case create(ViewSpec, parent: String?)
        case remove(viewID: String)
        case set([Assignment])
        case animate(AnimationStep)
        case keyframes(KeyframeStep)
        case completeTransition(Bool)
        /// Runs `steps` `delay` seconds after this step, as `DispatchQueue.main.asyncAfter` does.
        case after(delay: Double, steps: [Step])
        /// `snapshotViewAfterScreenUpdates:` (whole bounds, no caps) or
        /// `resizableSnapshotViewFromRect:afterScreenUpdates:withCapInsets:`: a new view named
        /// `name`, not in any hierarchy, placed at the original's frame in container coordinates.
        case snapshot(of: String, name: String, afterScreenUpdates: Bool, rect: Rect?, capInsets: EdgeInsets)
        /// `layer.mask = …` (nil: removed) on a view made during the transition (a snapshot or a
        /// view whose `create` step is past): the mask is a layer of its own, in no hierarchy,
        /// placed in the view's bounds space, from this step on. Masks of the screens' views are
        /// in the initial tree (`ViewSpec.mask`).
        case setMask(viewID: String, mask: ViewSpec?)
        /// Fails unless the views have the same `transitionType` (or, where one has none, the
        /// same kind): a template's check that its source and target views match.
        case requireMatchingTypes([String], template: String)
        /// `layer.add(_:forKey:)` (ExplicitAnimation.swift).
        case addAnimation(AddAnimationStep)
        /// `layer.removeAnimation(forKey:)`, or `removeAllAnimations()` when `key` is nil.
        case removeAnimation(viewID: String, key: String?)
        /// `UIView.transition(with:…)` / `UIView.transition(from:to:…)` (ViewTransition.swift).
        case transition(ViewTransitionStep)
        /// Steps run now, and `completion` when the last animation they started ends.
        case group([Step], completion: [Step])
    }
}

public enum InsertPosition: Sendable, Equatable {
    case top
    case below(String)
    case above(String)
    case index(Int)
}

public enum AnimationTiming: Sendable, Equatable {
    case curve(TimingFunction)
    case spring(Spring)
}

/// `UIView.animate(withDuration:delay:options:animations:completion:)` and its spring form.
public struct AnimationStep: Sendable {
    public var duration: Double
    public var delay: Double
    public var timing: AnimationTiming
    public var assignments: [Assignment]
    public var completion: [Step]
    public var beginFromCurrentState: Bool
    public var repeatCount: Double
    public var autoreverses: Bool
    public init(
        duration: Double, delay: Double = 0, timing: AnimationTiming = .curve(.easeInOut), assignments: [Assignment],
        completion: [Step] = [], beginFromCurrentState: Bool = false, repeatCount: Double = 1,
        autoreverses: Bool = false
    ) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.assignments = assignments
        self.completion = completion
        self.beginFromCurrentState = beginFromCurrentState
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }
}

/// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
public struct KeyframeStep: Sendable {
    public var duration: Double
    public var delay: Double
    public var mode: KeyframeCalculationMode
    /// The curve over the whole animation; UIKit's default option value (0) is ease-in-out.
    public var curve: TimingFunction
    public var frames: [Keyframe]
    public var completion: [Step]
    public init(
        duration: Double, delay: Double = 0, mode: KeyframeCalculationMode = .linear,
        curve: TimingFunction = .easeInOut,
        frames: [Keyframe], completion: [Step] = []
    ) {
        self.duration = duration
        self.delay = delay
        self.mode = mode
        self.curve = curve
        self.frames = frames
        self.completion = completion
    }
}

/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
public struct Keyframe: Sendable {
    public var start: Double
    public var duration: Double
    public var assignments: [Assignment]
    public var location: SourceLocation
    public init(start: Double, duration: Double, assignments: [Assignment], location: SourceLocation = .unknown) {
        self.start = start
        self.duration = duration
        self.assignments = assignments
        self.location = location
    }
}
