#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

/// A view whose layer is a CATransformLayer: its subviews share one 3D space.
final class TransformView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}

extension CATransform3D {
    /// The iOS idiom: identity with m34 = −1/distance.
    static func perspective(_ distance: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / distance
        return transform
    }
}
