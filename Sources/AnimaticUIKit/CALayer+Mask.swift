import AnimaticCore

public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// The layer whose alpha masks this one, in this layer's bounds space. A view from the
    /// screens file (or one not yet added) takes it into its initial tree; see
    /// `TransitionRecorder.setMask` for when a mask can be set.
    public var mask: CALayer? {
        get { view.maskView?.layer }
        set { view.setMask(newValue?.view) }
    }
    /// The shape of the shadow, instead of the shape of what the layer draws.
    public var shadowPath: CGPath? {
        get { view.state.shadowPath.isEmpty ? nil : CGPath(view.state.shadowPath) }
        set { view.write(.layer(.shadowPath), .path(newValue?.shape ?? .empty)) }
    }
    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(view.state.maskedCorners.rawValue)) }
        set { view.write(.maskedCorners(CornerMask(rawValue: Int(newValue.rawValue & 15)))) }
    }
    public var cornerCurve: CALayerCornerCurve {
        get { CALayerCornerCurve(rawValue: view.state.cornerCurve.rawValue) }
        set {
            guard let curve = CornerCurve(rawValue: newValue.rawValue) else {
                return reportValue("CALayer.cornerCurve \"\(newValue.rawValue)\"")
            }
            view.write(.cornerCurve(curve))
        }
    }
    /// The part of the contents drawn, in the unit space of the image (image views' layers).
    public var contentsRect: CGRect {
        get { CGRect(view.state.image?.contentsRect ?? Rect(0, 0, 1, 1)) }
        set { view.write(.layer(.contentsRect), .rect(newValue.core)) }
    }
}

extension UIView {
    /// `UIView.mask`: the mask view's layer becomes this view's `layer.mask`.
    public var mask: UIView? {
        get { maskView }
        set { setMask(newValue) }
    }
}
