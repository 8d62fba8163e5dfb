import Foundation

// UIKit's and Core Animation's boxes for geometry (`NSValue(cgPoint:)`, `caTransform3DValue` …),
// which apps hand to `CABasicAnimation.fromValue`. Points, sizes and rects are Foundation's own
// boxes; the others are stored as C arrays of doubles, the one struct-like encoding
// swift-corelibs-foundation's NSValue can hold, each with its own length so they stay apart.
extension NSValue {
    static let transform3DType = "[16d]", affineTransformType = "[6d]", edgeInsetsType = "[4d]"

    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(
            doubles: Self.transform3DType,
            [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ].map(Double.init))
    }
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: Self.affineTransformType, [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init))
    }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(
            doubles: Self.edgeInsetsType, [insets.top, insets.left, insets.bottom, insets.right].map(Double.init))
    }

    public var cgPointValue: CGPoint { isBoxed("{CGPoint") ? pointValue : .zero }
    public var cgSizeValue: CGSize { isBoxed("{CGSize") ? sizeValue : .zero }
    public var cgRectValue: CGRect { isBoxed("{CGRect") ? rectValue : .zero }
    public var caTransform3DValue: CATransform3D {
        guard let m = doubles(Self.transform3DType, count: 16) else { return CATransform3D() }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = doubles(Self.affineTransformType, count: 6) else {
            return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let m = doubles(Self.edgeInsetsType, count: 4) else { return .zero }
        return UIEdgeInsets(top: m[0], left: m[1], bottom: m[2], right: m[3])
    }

    /// The geometry this box holds, as the Swift value Core Animation's model reads.
    var geometry: Any? {
        if isBoxed("{CGPoint") { return pointValue }
        if isBoxed("{CGSize") { return sizeValue }
        if isBoxed("{CGRect") { return rectValue }
        if isBoxed(Self.transform3DType) { return caTransform3DValue }
        if isBoxed(Self.affineTransformType) { return cgAffineTransformValue }
        return nil
    }

    private convenience init(doubles type: String, _ values: [Double]) {
        self.init(bytes: values, objCType: type)
    }
    private func isBoxed(_ prefix: String) -> Bool { String(cString: objCType).hasPrefix(prefix) }
    private func doubles(_ type: String, count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == type else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
