//  A protocol with `@objc optional` requirements, as an iOS library declares it; its conformers
//  and callers are in CardDelegateCallers.swift. Compiled through the AnimaticRewrite plugin,
//  unchanged. Line numbers matter to the tests.
import UIKit

@objc public protocol CardDelegate: class {
    /// Called as the card moves, if implemented.
    @objc optional func cardDidMove(to point: CGPoint, animated: Bool)

    /// Asked before the card closes; not implemented means yes.
    @objc optional func cardShouldClose(_ card: Card) -> Bool

    @objc optional var preferredCornerRadius: CGFloat { get }

    /// Implemented and nil is not the same as not implemented.
    @objc optional var trackedView: UIView? { get }

    /// Required.
    func cardSize() -> CGSize
}
