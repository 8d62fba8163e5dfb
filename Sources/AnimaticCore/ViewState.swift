/// What kind of UIView a node is; decides which content key paths it accepts.
public enum ViewKind: String, Sendable, Equatable, CaseIterable {
    case view, label, imageView
    /// A view whose layer is a `CAGradientLayer`.
    case gradient
    /// A view whose layer is a `CAShapeLayer`.
    case shape
}

/// The model state of one view (its layer's model values), as UIKit keeps it. The layer's own
/// values are `values` (read as `view.opacity`, `view.shadow.radius`); the rest is the view's
/// content and what Animatic keeps about it.
public struct ViewState: Sendable, Equatable, LayerValuesHolder {
    public var id: String
    public var kind: ViewKind
    public var values = LayerValues()
    /// The scalar key paths `transform.rotation.x` … `transform.translation.z`, which compose
    /// in front of `transform` (see `effectiveTransform`). Rotations in degrees, as everywhere in scenes.
    public var transformFunctions = TransformFunctions()
    public var text: TextContent? = nil
    public var image: ImageContent? = nil
    public var snapshot: Snapshot? = nil
    /// Core Graphics drawing the layer shows: its backing store (`draw(_:)`) or a drawn image set
    /// as its contents (RecordedDrawing.swift).
    public var drawing: DrawnContent? = nil
    /// `CAGradientLayer` properties (kind `gradient`).
    public var gradient: GradientContent? = nil
    /// `CAShapeLayer` properties (kind `shape`).
    public var shape: ShapeContent? = nil
    /// `layer.mask`: the id of a view (not in any hierarchy) whose layer masks this one.
    public var maskID: String? = nil
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
        let size = values.bounds.size
        let origin = Point(
            values.position.x - values.anchorPoint.x * size.width,
            values.position.y - values.anchorPoint.y * size.height)
        guard !effectiveTransform.isIdentity else { return Rect(origin: origin, size: size) }
        let toParent = ModelTree.layer(for: self).transformToSuperlayer
        return Rect(bounding: values.bounds.corners.map(toParent.apply))
    }
}

extension ViewState {
    /// The layer's transform as drawn: the component key paths, then `transform`.
    public var effectiveTransform: Transform3D { transformFunctions.matrix.concatenating(values.transform) }
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

/// What a property's numbers measure: points, degrees (rotations, as scenes write them), or a
/// factor (scale, alpha, color components, unit-space points).
public enum PropertyUnit: String, Sendable, CaseIterable {
    case points, degrees, factor
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

    /// Everything about the property, one row each: where it is stored (a key path into
    /// `ViewState`, whose type gives its value kind), the layer class that has it, the key path
    /// scenes and `addAnimation` write (`PropertyPath.roots`) and the one `values` reports.
    /// `value(in:)`, `set(_:in:)`, `kind` and the key-path tables are all read from it.
    public var definition: Definition {
        switch self {
        case .position: Definition(.point(\.values.position), "position", reported: "center")
        case .bounds: Definition(.rect(\.values.bounds), "bounds", reported: "bounds")
        case .anchorPoint: Definition(.point(\.values.anchorPoint), "anchorPoint", unit: .factor)
        case .anchorPointZ: Definition(.number(\.values.anchorPointZ), "anchorPointZ")
        case .zPosition: Definition(.number(\.values.zPosition), "zPosition")
        case .transform: Definition(.transform(\.values.transform), "transform")
        case .sublayerTransform: Definition(.transform(\.values.sublayerTransform), "sublayerTransform")
        case .opacity: Definition(.number(\.values.opacity), "opacity", reported: "alpha", unit: .factor)
        case .backgroundColor:
            Definition(.color(\.values.backgroundColor), "backgroundColor", reported: "backgroundColor", unit: .factor)
        case .cornerRadius: Definition(.number(\.values.cornerRadius), "cornerRadius")
        case .borderWidth: Definition(.number(\.values.borderWidth), "borderWidth")
        case .borderColor: Definition(.color(\.values.borderColor), "borderColor", unit: .factor)
        case .shadowColor: Definition(.color(\.values.shadow.color), "shadowColor", unit: .factor)
        case .shadowOpacity: Definition(.number(\.values.shadow.opacity), "shadowOpacity", unit: .factor)
        case .shadowRadius: Definition(.number(\.values.shadow.radius), "shadowRadius")
        case .shadowOffset: Definition(.size(\.values.shadow.offset), "shadowOffset")
        case .isHidden: Definition(.bool(\.values.isHidden), "hidden", reported: "isHidden")
        case .masksToBounds: Definition(.bool(\.values.masksToBounds), "masksToBounds")
        case .isDoubleSided: Definition(.bool(\.values.isDoubleSided), "isDoubleSided")
        case .preserves3D: Definition(.bool(\.values.preserves3D), "preserves3D")
        case .allowsEdgeAntialiasing: Definition(.bool(\.values.allowsEdgeAntialiasing), "allowsEdgeAntialiasing")
        case .shadowPath: Definition(.path(\.values.shadowPath), "shadowPath")
        case .contentsRect: Definition(.rect(\.contentsRect), "contentsRect")
        case .colors: Definition(.colors(\.gradientValues.colors), "colors", of: .gradient)
        case .locations: Definition(.numbers(\.gradientValues.locations), "locations", of: .gradient)
        case .startPoint: Definition(.point(\.gradientValues.startPoint), "startPoint", of: .gradient)
        case .endPoint: Definition(.point(\.gradientValues.endPoint), "endPoint", of: .gradient)
        case .path: Definition(.path(\.shapeValues.path), "path", of: .shape)
        case .fillColor: Definition(.color(\.shapeValues.fillColor), "fillColor", of: .shape)
        case .strokeColor: Definition(.color(\.shapeValues.strokeColor), "strokeColor", of: .shape)
        case .lineWidth: Definition(.number(\.shapeValues.lineWidth), "lineWidth", of: .shape)
        case .miterLimit: Definition(.number(\.shapeValues.miterLimit), "miterLimit", of: .shape)
        case .lineDashPattern: Definition(.numbers(\.shapeValues.lineDashPattern), "lineDashPattern", of: .shape)
        case .lineDashPhase: Definition(.number(\.shapeValues.lineDashPhase), "lineDashPhase", of: .shape)
        case .strokeStart: Definition(.number(\.shapeValues.strokeStart), "strokeStart", of: .shape)
        case .strokeEnd: Definition(.number(\.shapeValues.strokeEnd), "strokeEnd", of: .shape)
        case .rotationX: Definition(.number(\.transformFunctions.rotation[0]), "transform.rotation.x", unit: .degrees)
        case .rotationY: Definition(.number(\.transformFunctions.rotation[1]), "transform.rotation.y", unit: .degrees)
        case .rotationZ: Definition(.number(\.transformFunctions.rotation[2]), "transform.rotation.z", unit: .degrees)
        case .scaleX: Definition(.number(\.transformFunctions.scale[0]), "transform.scale.x", unit: .factor)
        case .scaleY: Definition(.number(\.transformFunctions.scale[1]), "transform.scale.y", unit: .factor)
        case .scaleZ: Definition(.number(\.transformFunctions.scale[2]), "transform.scale.z", unit: .factor)
        case .translationX: Definition(.number(\.transformFunctions.translation[0]), "transform.translation.x")
        case .translationY: Definition(.number(\.transformFunctions.translation[1]), "transform.translation.y")
        case .translationZ: Definition(.number(\.transformFunctions.translation[2]), "transform.translation.z")
        }
    }

    public struct Definition: Sendable, Equatable {
        public let storage: Storage
        /// CALayer's key path, after `layer.` (`cornerRadius`, `transform.rotation.x`).
        public let layerKeyPath: String
        /// The kind of view whose layer has it (`CAGradientLayer`, `CAShapeLayer`), if not every.
        public let requiredKind: ViewKind?
        /// UIKit's name for it, where there is one.
        private let uikitName: String?
        /// What its numbers measure, for plots and readouts.
        public let unit: PropertyUnit

        /// The UIKit-facing key path `animatic values` reports it under: UIKit's name where
        /// there is one (`center`, `alpha`), else `layer.` and CALayer's. Built on demand, so
        /// reading a row (`kind` on a hot path) allocates nothing.
        public var reportedKeyPath: String { uikitName ?? "layer." + layerKeyPath }

        /// The value's kind, from the type of its storage.
        public var kind: ValueKind { storage.kind }

        init(
            _ storage: Storage, _ layerKeyPath: String, reported: String? = nil, of requiredKind: ViewKind? = nil,
            unit: PropertyUnit = .points
        ) {
            self.storage = storage
            self.unit = unit
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

    public func value(in view: ViewState) -> AnimatableValue { definition.storage.value(in: view) }

    /// Stores `value`; a value of another kind is a programming error caught by the key path layer.
    public func set(_ value: AnimatableValue, in view: inout ViewState) {
        guard definition.storage.set(value, in: &view) else { preconditionFailure("\(value.kind) stored into \(self)") }
    }
}
