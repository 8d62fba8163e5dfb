/// What kind of UIView a node is; decides which content key paths it accepts.
public enum ViewKind: String, Sendable, Equatable, CaseIterable {
    case view, label, imageView
    /// A view whose layer is a `CAGradientLayer`.
    case gradient
    /// A view whose layer is a `CAShapeLayer`.
    case shape
}

/// The model state of one view (its layer's model values), as UIKit keeps it.
public struct ViewState: Sendable, Equatable {
    public var id: String
    public var kind: ViewKind
    public var position: Point = .zero
    public var bounds: Rect = .zero
    public var anchorPoint: Point = Point(0.5, 0.5)
    public var anchorPointZ: Double = 0
    public var zPosition: Double = 0
    public var transform: Transform3D = .identity
    /// The scalar key paths `transform.rotation.x` … `transform.translation.z`, which compose
    /// in front of `transform` (see `effectiveTransform`). Rotations in degrees, as everywhere in scenes.
    public var transformFunctions = TransformFunctions()
    public var sublayerTransform: Transform3D = .identity
    public var opacity: Double = 1
    public var backgroundColor: Color = .clear
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3
    public var shadowOffset: Size = Size(0, -3)
    public var isHidden: Bool = false
    public var masksToBounds: Bool = false
    public var isDoubleSided: Bool = true
    public var preserves3D: Bool = false
    /// CALayer's `allowsEdgeAntialiasing`: false by default, as on iOS, so the edges of a turned layer are aliased.
    public var allowsEdgeAntialiasing: Bool = false
    /// Set only by Animatic, on a cross-dissolve's stand-in (ViewTransition): see `RenderLayer.mixesSublayers`.
    public var mixesSublayers: Bool = false
    public var text: TextContent? = nil
    public var image: ImageContent? = nil
    public var snapshot: Snapshot? = nil
    /// `CAGradientLayer` properties (kind `gradient`).
    public var gradient: GradientContent? = nil
    /// `CAShapeLayer` properties (kind `shape`).
    public var shape: ShapeContent? = nil
    /// `layer.mask`: the id of a view (not in any hierarchy) whose layer masks this one.
    public var maskID: String? = nil
    /// `layer.shadowPath`; empty means none (the shadow takes the layer's drawn shape).
    public var shadowPath = ShapePath.empty
    public var maskedCorners = CornerMask.all
    public var cornerCurve = CornerCurve.circular
    public var transitionType: String? = nil
    /// Where a snapshot view was placed when taken, until it is moved or added.
    public var snapshotFrameInContainer: Rect? = nil

    public init(id: String, kind: ViewKind = .view) {
        self.id = id
        self.kind = kind
        if kind == .label { text = TextContent(text: "") }
        if kind == .gradient { gradient = GradientContent() }
        if kind == .shape { shape = ShapeContent() }
    }

    /// UIKit's `frame` for this state: the bounding box of the transformed bounds in the
    /// superview, which for an identity transform is `position − anchorPoint·size`.
    public var frame: Rect {
        let size = bounds.size
        let origin = Point(position.x - anchorPoint.x * size.width, position.y - anchorPoint.y * size.height)
        guard !effectiveTransform.isIdentity else { return Rect(origin: origin, size: size) }
        let toParent = ModelTree.layer(for: self).transformToSuperlayer
        return Rect(bounding: bounds.corners.map(toParent.apply))
    }
}

extension ViewState {
    /// The layer's transform as drawn: the component key paths, then `transform`.
    public var effectiveTransform: Transform3D { transformFunctions.matrix.concatenating(transform) }
}

/// `transform.rotation.x|y|z`, `transform.scale.x|y|z`, `transform.translation.x|y|z`.
/// Core Animation documents these key paths but not how they combine with the rest of the
/// transform; here they act on the layer first, as scale, then rotations about x, y and z, then
/// translation (S · Rx · Ry · Rz · T, row vectors), and `transform` applies after them, so a
/// perspective in `transform` sees the rotated layer.
public struct TransformFunctions: Sendable, Equatable {
    public var rotation: [Double] = [0, 0, 0]
    public var scale: [Double] = [1, 1, 1]
    public var translation: [Double] = [0, 0, 0]
    public init() {}

    public var matrix: Transform3D {
        guard self != TransformFunctions() else { return .identity }
        return Transform3D.scale(scale[0], scale[1], scale[2])
            .concatenating(.rotation(rotation[0] * .pi / 180, 1, 0, 0))
            .concatenating(.rotation(rotation[1] * .pi / 180, 0, 1, 0))
            .concatenating(.rotation(rotation[2] * .pi / 180, 0, 0, 1))
            .concatenating(.translation(translation[0], translation[1], translation[2]))
    }
}

/// The properties the timeline stores and animates: Core Animation's layer properties.
/// UIKit's `frame` and `center` are views onto `position` and `bounds`.
public enum LayerProperty: String, Sendable, Equatable, CaseIterable, Comparable {
    case position, bounds, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform
    case opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset
    case isHidden, masksToBounds, isDoubleSided, preserves3D, allowsEdgeAntialiasing
    case shadowPath, contentsRect
    case colors, locations, startPoint, endPoint
    case path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    case rotationX, rotationY, rotationZ, scaleX, scaleY, scaleZ, translationX, translationY, translationZ

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Everything about the property but where it is stored: one row per property, from which
    /// its value kind, the layer class that has it, the key path scenes and `addAnimation` write
    /// (`PropertyPath.roots`) and the one `values` reports are all read. Where it is stored is
    /// `value(in:)` and `set(_:in:)` below.
    public var definition: Definition {
        switch self {
        case .position: Definition(.point, "position", reported: "center")
        case .bounds: Definition(.rect, "bounds", reported: "bounds")
        case .anchorPoint: Definition(.point, "anchorPoint")
        case .anchorPointZ: Definition(.number, "anchorPointZ")
        case .zPosition: Definition(.number, "zPosition")
        case .transform: Definition(.transform, "transform")
        case .sublayerTransform: Definition(.transform, "sublayerTransform")
        case .opacity: Definition(.number, "opacity", reported: "alpha")
        case .backgroundColor: Definition(.color, "backgroundColor", reported: "backgroundColor")
        case .cornerRadius: Definition(.number, "cornerRadius")
        case .borderWidth: Definition(.number, "borderWidth")
        case .borderColor: Definition(.color, "borderColor")
        case .shadowColor: Definition(.color, "shadowColor")
        case .shadowOpacity: Definition(.number, "shadowOpacity")
        case .shadowRadius: Definition(.number, "shadowRadius")
        case .shadowOffset: Definition(.size, "shadowOffset")
        case .isHidden: Definition(.bool, "hidden", reported: "isHidden")
        case .masksToBounds: Definition(.bool, "masksToBounds")
        case .isDoubleSided: Definition(.bool, "isDoubleSided")
        case .preserves3D: Definition(.bool, "preserves3D")
        case .allowsEdgeAntialiasing: Definition(.bool, "allowsEdgeAntialiasing")
        case .shadowPath: Definition(.path, "shadowPath")
        case .contentsRect: Definition(.rect, "contentsRect")
        case .colors: Definition(.colors, "colors", of: .gradient)
        case .locations: Definition(.numbers, "locations", of: .gradient)
        case .startPoint: Definition(.point, "startPoint", of: .gradient)
        case .endPoint: Definition(.point, "endPoint", of: .gradient)
        case .path: Definition(.path, "path", of: .shape)
        case .fillColor: Definition(.color, "fillColor", of: .shape)
        case .strokeColor: Definition(.color, "strokeColor", of: .shape)
        case .lineWidth: Definition(.number, "lineWidth", of: .shape)
        case .miterLimit: Definition(.number, "miterLimit", of: .shape)
        case .lineDashPattern: Definition(.numbers, "lineDashPattern", of: .shape)
        case .lineDashPhase: Definition(.number, "lineDashPhase", of: .shape)
        case .strokeStart: Definition(.number, "strokeStart", of: .shape)
        case .strokeEnd: Definition(.number, "strokeEnd", of: .shape)
        case .rotationX: Definition(.number, "transform.rotation.x")
        case .rotationY: Definition(.number, "transform.rotation.y")
        case .rotationZ: Definition(.number, "transform.rotation.z")
        case .scaleX: Definition(.number, "transform.scale.x")
        case .scaleY: Definition(.number, "transform.scale.y")
        case .scaleZ: Definition(.number, "transform.scale.z")
        case .translationX: Definition(.number, "transform.translation.x")
        case .translationY: Definition(.number, "transform.translation.y")
        case .translationZ: Definition(.number, "transform.translation.z")
        }
    }

    public struct Definition: Sendable, Equatable {
        public let kind: ValueKind
        /// CALayer's key path, after `layer.` (`cornerRadius`, `transform.rotation.x`).
        public let layerKeyPath: String
        /// The kind of view whose layer has it (`CAGradientLayer`, `CAShapeLayer`), if not every.
        public let requiredKind: ViewKind?
        /// UIKit's name for it, where there is one.
        private let uikitName: String?

        /// The UIKit-facing key path `animatic values` reports it under: UIKit's name where
        /// there is one (`center`, `alpha`), else `layer.` and CALayer's. Built on demand, so
        /// reading a row (`kind` on a hot path) allocates nothing.
        public var reportedKeyPath: String { uikitName ?? "layer." + layerKeyPath }

        init(_ kind: ValueKind, _ layerKeyPath: String, reported: String? = nil, of requiredKind: ViewKind? = nil) {
            self.kind = kind
            self.layerKeyPath = layerKeyPath
            self.uikitName = reported
            self.requiredKind = requiredKind
        }
    }

    public var kind: ValueKind { definition.kind }

    /// The kind of view whose layer has this property (`CAGradientLayer`, `CAShapeLayer`).
    public var requiredKind: ViewKind? { definition.requiredKind }

    /// Booleans switch at once; UIView animations do not interpolate them.
    public var isAnimatable: Bool { kind != .bool }

    /// The UIKit-facing key path this property is reported under (`animatic values`).
    public var keyPath: String { definition.reportedKeyPath }

    public func value(in view: ViewState) -> AnimatableValue {
        switch self {
        case .position: .point(view.position)
        case .bounds: .rect(view.bounds)
        case .anchorPoint: .point(view.anchorPoint)
        case .anchorPointZ: .number(view.anchorPointZ)
        case .zPosition: .number(view.zPosition)
        case .transform: .transform(view.transform)
        case .sublayerTransform: .transform(view.sublayerTransform)
        case .opacity: .number(view.opacity)
        case .backgroundColor: .color(view.backgroundColor)
        case .cornerRadius: .number(view.cornerRadius)
        case .borderWidth: .number(view.borderWidth)
        case .borderColor: .color(view.borderColor)
        case .shadowColor: .color(view.shadowColor)
        case .shadowOpacity: .number(view.shadowOpacity)
        case .shadowRadius: .number(view.shadowRadius)
        case .shadowOffset: .size(view.shadowOffset)
        case .isHidden: .bool(view.isHidden)
        case .masksToBounds: .bool(view.masksToBounds)
        case .isDoubleSided: .bool(view.isDoubleSided)
        case .preserves3D: .bool(view.preserves3D)
        case .allowsEdgeAntialiasing: .bool(view.allowsEdgeAntialiasing)
        case .shadowPath: .path(view.shadowPath)
        case .contentsRect: .rect(view.image?.contentsRect ?? Rect(0, 0, 1, 1))
        case .colors: .colors(view.gradient?.colors ?? [])
        case .locations: .numbers(view.gradient?.locations ?? [])
        case .startPoint: .point(view.gradient?.startPoint ?? GradientContent().startPoint)
        case .endPoint: .point(view.gradient?.endPoint ?? GradientContent().endPoint)
        case .path: .path(view.shape?.path ?? .empty)
        case .fillColor: .color(view.shape?.fillColor ?? ShapeContent().fillColor)
        case .strokeColor: .color(view.shape?.strokeColor ?? ShapeContent().strokeColor)
        case .lineWidth: .number(view.shape?.lineWidth ?? ShapeContent().lineWidth)
        case .miterLimit: .number(view.shape?.miterLimit ?? ShapeContent().miterLimit)
        case .lineDashPattern: .numbers(view.shape?.lineDashPattern ?? [])
        case .lineDashPhase: .number(view.shape?.lineDashPhase ?? 0)
        case .strokeStart: .number(view.shape?.strokeStart ?? 0)
        case .strokeEnd: .number(view.shape?.strokeEnd ?? 1)
        case .rotationX: .number(view.transformFunctions.rotation[0])
        case .rotationY: .number(view.transformFunctions.rotation[1])
        case .rotationZ: .number(view.transformFunctions.rotation[2])
        case .scaleX: .number(view.transformFunctions.scale[0])
        case .scaleY: .number(view.transformFunctions.scale[1])
        case .scaleZ: .number(view.transformFunctions.scale[2])
        case .translationX: .number(view.transformFunctions.translation[0])
        case .translationY: .number(view.transformFunctions.translation[1])
        case .translationZ: .number(view.transformFunctions.translation[2])
        }
    }

    /// Stores `value`; a value of another kind is a programming error caught by the key path layer.
    public func set(_ value: AnimatableValue, in view: inout ViewState) {
        switch (self, value) {
        case (.position, .point(let p)): view.position = p
        case (.bounds, .rect(let r)): view.bounds = r
        case (.anchorPoint, .point(let p)): view.anchorPoint = p
        case (.anchorPointZ, .number(let v)): view.anchorPointZ = v
        case (.zPosition, .number(let v)): view.zPosition = v
        case (.transform, .transform(let t)): view.transform = t
        case (.sublayerTransform, .transform(let t)): view.sublayerTransform = t
        case (.opacity, .number(let v)): view.opacity = v
        case (.backgroundColor, .color(let c)): view.backgroundColor = c
        case (.cornerRadius, .number(let v)): view.cornerRadius = v
        case (.borderWidth, .number(let v)): view.borderWidth = v
        case (.borderColor, .color(let c)): view.borderColor = c
        case (.shadowColor, .color(let c)): view.shadowColor = c
        case (.shadowOpacity, .number(let v)): view.shadowOpacity = v
        case (.shadowRadius, .number(let v)): view.shadowRadius = v
        case (.shadowOffset, .size(let s)): view.shadowOffset = s
        case (.isHidden, .bool(let b)): view.isHidden = b
        case (.masksToBounds, .bool(let b)): view.masksToBounds = b
        case (.isDoubleSided, .bool(let b)): view.isDoubleSided = b
        case (.preserves3D, .bool(let b)): view.preserves3D = b
        case (.allowsEdgeAntialiasing, .bool(let b)): view.allowsEdgeAntialiasing = b
        case (.shadowPath, .path(let p)): view.shadowPath = p
        case (.contentsRect, .rect(let r)):
            // Every layer has contents: a plain view's keeps its contentsRect with an empty path.
            if view.image == nil { view.image = ImageContent(path: "") }
            view.image?.contentsRect = r
        case (.colors, .colors(let c)): view.gradient?.colors = c
        case (.locations, .numbers(let v)): view.gradient?.locations = v
        case (.startPoint, .point(let p)): view.gradient?.startPoint = p
        case (.endPoint, .point(let p)): view.gradient?.endPoint = p
        case (.path, .path(let p)): view.shape?.path = p
        case (.fillColor, .color(let c)): view.shape?.fillColor = c
        case (.strokeColor, .color(let c)): view.shape?.strokeColor = c
        case (.lineWidth, .number(let v)): view.shape?.lineWidth = v
        case (.miterLimit, .number(let v)): view.shape?.miterLimit = v
        case (.lineDashPattern, .numbers(let v)): view.shape?.lineDashPattern = v
        case (.lineDashPhase, .number(let v)): view.shape?.lineDashPhase = v
        case (.strokeStart, .number(let v)): view.shape?.strokeStart = v
        case (.strokeEnd, .number(let v)): view.shape?.strokeEnd = v
        case (.rotationX, .number(let v)): view.transformFunctions.rotation[0] = v
        case (.rotationY, .number(let v)): view.transformFunctions.rotation[1] = v
        case (.rotationZ, .number(let v)): view.transformFunctions.rotation[2] = v
        case (.scaleX, .number(let v)): view.transformFunctions.scale[0] = v
        case (.scaleY, .number(let v)): view.transformFunctions.scale[1] = v
        case (.scaleZ, .number(let v)): view.transformFunctions.scale[2] = v
        case (.translationX, .number(let v)): view.transformFunctions.translation[0] = v
        case (.translationY, .number(let v)): view.transformFunctions.translation[1] = v
        case (.translationZ, .number(let v)): view.transformFunctions.translation[2] = v
        default: preconditionFailure("\(value.kind) stored into \(self)")
        }
    }
}
