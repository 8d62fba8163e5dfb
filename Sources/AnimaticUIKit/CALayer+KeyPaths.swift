import AnimaticCore
import Foundation

extension CALayer {
    /// Key-value coding of the layer's animatable key paths, as animators use it for the
    /// transform components: `layer.setValue(CGFloat.pi, forKeyPath: "transform.rotation.y")`
    /// inside `UIView.animate` animates the angle as a number (angles in radians, as in UIKit).
    public func setValue(
        _ value: Any?, forKeyPath keyPath: String, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard let (path, scale) = Self.path(keyPath), let number = Self.number(value) else {
            Recording.recorder?.report(
                "CALayer.setValue(_:forKeyPath: \"\(keyPath)\"): only number key paths (transform.rotation/scale/translation and their .x .y .z, opacity, cornerRadius, borderWidth, shadowOpacity, shadowRadius, zPosition, anchorPointZ) are modeled",
                at: location)
            return
        }
        Recording.recorder?.location = location
        // Angles: radians in UIKit, degrees in the model (scale is nan for them).
        view.write(path, .number(scale.isNaN ? number * 180 / .pi : number * scale))
    }

    /// Numbers as `CGFloat` (radians for angles); points, sizes, rects and transforms boxed in
    /// `NSValue`, as key-value coding boxes structs on iOS (`value(forKeyPath: "bounds.size") as? NSValue`).
    public func value(forKeyPath keyPath: String) -> Any? {
        if let (path, scale) = Self.path(keyPath) {
            guard case .number(let v) = path.read(from: view.state) else { return nil }
            return CGFloat(scale.isNaN ? v * .pi / 180 : v / scale)
        }
        guard let path = PropertyPath.resolve(layerKeyPath: keyPath) else { return nil }
        switch path.read(from: view.state) {
        case .point(let p): return NSValue(cgPoint: CGPoint(p))
        case .size(let s): return NSValue(cgSize: CGSize(width: s.width, height: s.height))
        case .rect(let r): return NSValue(cgRect: CGRect(r))
        case .transform(let t): return NSValue(caTransform3D: CATransform3D(t))
        default: return nil
        }
    }

    /// The model's path and the factor from UIKit's unit to the model's; nan for angles
    /// (radians in UIKit, degrees in the model).
    private static func path(_ keyPath: String) -> (PropertyPath, Double)? {
        let spelling = keyPath.hasPrefix("transform.") ? "layer." + keyPath : "layer." + keyPath
        guard let path = PropertyPath.resolve(spelling), path.valueKind == .number else { return nil }
        if case .layer(let p) = path.root, [.rotationX, .rotationY, .rotationZ].contains(p) { return (path, .nan) }
        return (path, 1)
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
