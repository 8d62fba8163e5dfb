/// A layer's own property values, as Core Animation keeps them: geometry and what the layer draws
/// of itself. Declared once and held by both the model (`ViewState`, what UIKit set) and the
/// presentation (`RenderLayer`, what is drawn at an instant), which read and write them by name
/// through `@dynamicMemberLookup` (`view.cornerRadius`, `layer.shadow.radius`). A view's content
/// (text, image, gradient, shape, snapshot) and its place in the tree are kept apart: the model
/// keeps them as content values, the presentation as `LayerContent` and sublayers.
public struct LayerValues: Sendable, Equatable {
    public var position: Point = .zero
    public var bounds: Rect = .zero
    public var anchorPoint = Point(0.5, 0.5)
    public var anchorPointZ: Double = 0
    public var zPosition: Double = 0
    /// In the model, CALayer's `transform`; in the presentation, the transform as drawn (the
    /// `transform.rotation.x`-style components first: `ViewState.effectiveTransform`).
    public var transform: Transform3D = .identity
    public var sublayerTransform: Transform3D = .identity
    public var opacity: Double = 1
    public var isHidden = false
    /// Clear means none: nothing is drawn for it.
    public var backgroundColor: Color = .clear
    public var cornerRadius: Double = 0
    /// The corners `cornerRadius` rounds, and their shape.
    public var maskedCorners = CornerMask.all
    public var cornerCurve = CornerCurve.circular
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadow = Shadow()
    /// `shadowPath`: when not empty, the shadow's shape instead of what the layer draws.
    public var shadowPath = ShapePath.empty
    public var masksToBounds = false
    public var isDoubleSided = true
    /// A `CATransformLayer`-style layer: its sublayers share its 3D space instead of being
    /// flattened into its plane. It draws no background, border, shadow or content of its own.
    public var preserves3D = false
    /// CALayer's `allowsEdgeAntialiasing`: whether the edges of the layer's outline are antialiased
    /// when it is turned (rotated, skewed or in perspective). Core Animation's default is no: such a
    /// layer's edges are aliased, each pixel in or out by its centre. Axis-aligned edges are
    /// antialiased either way.
    public var allowsEdgeAntialiasing = false
    /// Set only by Animatic, on a cross-dissolve's stand-in (ViewTransition): its sublayers are
    /// summed (premultiplied, "plus-lighter") before the sum is drawn over what is behind:
    /// CATransition's fade, `before · (1 − p) + after · p`, of two images.
    public var mixesSublayers = false

    public init() {}
}

/// A type that holds a layer's values and exposes each under its own name.
@dynamicMemberLookup
public protocol LayerValuesHolder {
    var values: LayerValues { get set }
}

extension LayerValuesHolder {
    @inlinable
    public subscript<Value>(dynamicMember path: WritableKeyPath<LayerValues, Value>) -> Value {
        get { values[keyPath: path] }
        set { values[keyPath: path] = newValue }
    }
}
