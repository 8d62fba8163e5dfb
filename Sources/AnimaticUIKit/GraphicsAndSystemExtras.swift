import AnimaticCore
import Foundation

/// Everyday calls of Core Animation, Core Graphics and the system that change nothing drawn, or
/// answer from the model: kept or computed as iOS does.
extension CATransaction {
    /// The transaction's values by key, as `setDisableActions`, `setAnimationDuration` … set them.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions((anObject as? Bool) ?? false)
        case kCATransactionAnimationDuration:
            if let duration = anObject as? Double { setAnimationDuration(duration) }
        case kCATransactionAnimationTimingFunction:
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? @MainActor () -> Void)
        default: break
        }
    }
    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: disableActions()
        case kCATransactionAnimationDuration: animationDuration()
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        default: nil
        }
    }
}

public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

extension CAMediaTimingFunction {
    /// Control point `index` (0: (0, 0), 1 and 2: the curve's, 3: (1, 1)) into `values` (x, y).
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let (x1, y1, x2, y2) = function.controlPoints
        let points: [(Double, Double)] = [(0, 0), (x1, y1), (x2, y2), (1, 1)]
        guard points.indices.contains(index) else { return }
        (ptr[0], ptr[1]) = (Float(points[index].0), Float(points[index].1))
    }
}

extension CGPath {
    /// The smallest rectangle holding every point on the path (curves sampled finely; their
    /// control points may lie outside), as Core Graphics' `boundingBox`.
    public var boundingBox: CGRect {
        let points = polygons(segments: 64).flatMap { $0 }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled path (each subpath closed), by the fill rule.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let inverse = transform.inverted()
        let p = point.applying(inverse)
        var winding = 0
        for polygon in polygons(segments: 32) where polygon.count > 2 {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 { winding -= 1 }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Each subpath as points, curves cut into `segments` straight pieces.
    func polygons(segments: Int) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = Point(0, 0)
        func finish() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for element in shape.elements {
            switch element {
            case .move(let p):
                finish()
                current = [CGPoint(p)]
                last = p
            case .line(let p):
                if current.isEmpty { current = [CGPoint(last)] }
                current.append(CGPoint(p))
                last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [CGPoint(last)] }
                for i in 1...segments {
                    let t = Double(i) / Double(segments), u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [CGPoint(last)] }
                for i in 1...segments {
                    let t = Double(i) / Double(segments), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(
                        CGPoint(
                            x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .close:
                if let first = current.first { last = Point(Double(first.x), Double(first.y)) }
                finish()
            }
        }
        finish()
        return result
    }
}

extension UIBezierPath {
    /// Whether `point` is inside the path as `fill()` fills it (its `usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension ProcessInfo {
    /// Darwin's Low Power Mode: never on in a recording.
    public var isLowPowerModeEnabled: Bool { false }
}

/// iOS 13's status bar manager. No status bar is laid out in a recording (safe areas are zero;
/// a screens file draws any bar), so its frame is empty, as the safe area's top inset is.
@preconcurrency @MainActor
public final class UIStatusBarManager {
    public var statusBarFrame: CGRect { .zero }
    public var isStatusBarHidden: Bool { false }
    public var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIWindowScene {
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// Core Foundation's absolute time (seconds since 2001-01-01), which Linux's Foundation does not
/// export: in a recording, a fixed date (the recording's start is 2001-01-01 plus one day) plus the
/// virtual clock, so that frames stay deterministic and timing code measures recording time;
/// outside one, the system's.
public typealias CFAbsoluteTime = Double
@preconcurrency @MainActor
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    guard let now = Recording.recorder?.now else { return Date().timeIntervalSinceReferenceDate }
    return 86_400 + now
}

/// Objective-C's autorelease pools, which Swift on Linux has no use for: the body runs.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }

/// UIKit's string forms of geometry ("{x, y}", "{{x, y}, {w, h}}"), as `NSStringFromCGRect` writes them.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(format(point.x)), \(format(point.y))}" }
public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(format(size.width)), \(format(size.height))}" }
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
}
/// `%g`, as UIKit formats the numbers: 10, 0.5, 1e+20.
private func format(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

extension NSCoder {
    public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
    public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
    public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
}

extension UIFont {
    /// The families installed for text here: the system font's stand-in (Inter) and DejaVu's.
    public static var familyNames: [String] { ["DejaVu Sans", UIFont.monospacedFamily, "Inter"] }
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyNames.contains(familyName) ? [familyName] : []
    }
}

extension UIColor {
    /// A gray color's white and alpha. Apple: false, the parameters unchanged, when the color
    /// cannot be converted; how iOS turns a colored RGB into a gray is not documented, so only a
    /// gray (equal components) converts here.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard color.red == color.green, color.green == color.blue else { return false }
        white?.pointee = CGFloat(color.red)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }
}

extension CGColor {
    /// The same color at `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? { UIColor(cgColor: self).withAlphaComponent(alpha).cgColor }
}
