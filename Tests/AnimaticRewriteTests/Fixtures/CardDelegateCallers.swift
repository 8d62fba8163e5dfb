//  Conformers and callers of CardDelegate.swift's optional requirements, in another file, as an
//  iOS library has them. Compiled through the AnimaticRewrite plugin, unchanged.
import UIKit

public final class Card: NSObject {
    public weak var delegate: CardDelegate?
    public var moves: [CGPoint] = []

    /// Whether the delegate was told (iOS: the call is skipped when not implemented).
    public func move(to point: CGPoint) -> Bool {
        moves.append(point)
        return delegate?.cardDidMove?(to: point, animated: true) != nil
    }

    public func close() -> Bool {
        return delegate?.cardShouldClose?(self) ?? true
    }

    public var cornerRadius: CGFloat {
        return delegate?.preferredCornerRadius ?? 8
    }

    /// `.some(nil)`: implemented, returned nil; nil: not implemented.
    public func trackedView(of delegate: CardDelegate) -> UIView?? {
        return delegate.trackedView
    }

    public func trackedViewOrOwn(of delegate: CardDelegate, own: UIView) -> UIView {
        if let tracked = delegate.trackedView, let view = tracked {
            return view
        }
        return own
    }
}

/// Implements every optional requirement.
public final class FullCardDelegate: NSObject, CardDelegate {
    public var told: [String] = []
    public var view: UIView?
    @objc public func cardDidMove(to point: CGPoint, animated: Bool) { told.append("move \(point.x) \(animated)") }
    @objc public func cardShouldClose(_ card: Card) -> Bool { told.append("close"); return false }
    @objc public var preferredCornerRadius: CGFloat { return 20 }
    @objc public var trackedView: UIView? { return view }
    public func cardSize() -> CGSize { return CGSize(width: 10, height: 20) }
}

/// Implements only the required one.
public final class BareCardDelegate: NSObject, CardDelegate {
    public func cardSize() -> CGSize { return CGSize(width: 1, height: 2) }
}

/// A UIKit class made to conform in an extension, implementing one optional property.
extension UINavigationController: @preconcurrency CardDelegate {
    public var preferredCornerRadius: CGFloat { return 13 }
    public func cardSize() -> CGSize { return view.bounds.size }
}
