extension LayerProperty {
    /// Where a property lives in `ViewState`, typed by its value kind: reading and writing every
    /// property goes through this one key path, so a property is stored in one place only.
    public enum Storage: Sendable, Equatable {
        case number(WritableKeyPath<ViewState, Double> & Sendable)
        case point(WritableKeyPath<ViewState, Point> & Sendable)
        case size(WritableKeyPath<ViewState, Size> & Sendable)
        case rect(WritableKeyPath<ViewState, Rect> & Sendable)
        case color(WritableKeyPath<ViewState, Color> & Sendable)
        case transform(WritableKeyPath<ViewState, Transform3D> & Sendable)
        case bool(WritableKeyPath<ViewState, Bool> & Sendable)
        case numbers(WritableKeyPath<ViewState, [Double]> & Sendable)
        case colors(WritableKeyPath<ViewState, [Color]> & Sendable)
        case path(WritableKeyPath<ViewState, ShapePath> & Sendable)

        public var kind: ValueKind {
            switch self {
            case .number: .number
            case .point: .point
            case .size: .size
            case .rect: .rect
            case .color: .color
            case .transform: .transform
            case .bool: .bool
            case .numbers: .numbers
            case .colors: .colors
            case .path: .path
            }
        }

        func value(in view: ViewState) -> AnimatableValue {
            switch self {
            case .number(let k): .number(view[keyPath: k])
            case .point(let k): .point(view[keyPath: k])
            case .size(let k): .size(view[keyPath: k])
            case .rect(let k): .rect(view[keyPath: k])
            case .color(let k): .color(view[keyPath: k])
            case .transform(let k): .transform(view[keyPath: k])
            case .bool(let k): .bool(view[keyPath: k])
            case .numbers(let k): .numbers(view[keyPath: k])
            case .colors(let k): .colors(view[keyPath: k])
            case .path(let k): .path(view[keyPath: k])
            }
        }

        /// Stores `value`; false when it is of another kind.
        func set(_ value: AnimatableValue, in view: inout ViewState) -> Bool {
            switch (self, value) {
            case (.number(let k), .number(let v)): view[keyPath: k] = v
            case (.point(let k), .point(let v)): view[keyPath: k] = v
            case (.size(let k), .size(let v)): view[keyPath: k] = v
            case (.rect(let k), .rect(let v)): view[keyPath: k] = v
            case (.color(let k), .color(let v)): view[keyPath: k] = v
            case (.transform(let k), .transform(let v)): view[keyPath: k] = v
            case (.bool(let k), .bool(let v)): view[keyPath: k] = v
            case (.numbers(let k), .numbers(let v)): view[keyPath: k] = v
            case (.colors(let k), .colors(let v)): view[keyPath: k] = v
            case (.path(let k), .path(let v)): view[keyPath: k] = v
            default: return false
            }
            return true
        }
    }
}

extension ViewState {
    /// `CALayer.contentsRect`. Every layer has contents: a plain view's keeps its contentsRect
    /// with an empty image path.
    public var contentsRect: Rect {
        get { image?.contentsRect ?? Rect(0, 0, 1, 1) }
        set {
            if image == nil { image = ImageContent(path: "") }
            image?.contentsRect = newValue
        }
    }

    /// A `CAGradientLayer`'s values; a view of another kind reads the defaults and keeps nothing.
    public var gradientValues: GradientContent {
        get { gradient ?? GradientContent() }
        set { if gradient != nil { gradient = newValue } }
    }

    /// A `CAShapeLayer`'s values; a view of another kind reads the defaults and keeps nothing.
    public var shapeValues: ShapeContent {
        get { shape ?? ShapeContent() }
        set { if shape != nil { shape = newValue } }
    }
}
