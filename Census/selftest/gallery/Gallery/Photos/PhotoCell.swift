// Census self-test (written for this project): a sibling whose pod (SomePod) does not exist
// anywhere; besides its cell, which uses the pod, it declares what PhotoAnimator needs (its
// operator `|>` with the precedence group and the implementation, as functional-style apps write).
import UIKit
import SomePod

private let defaultRadius: CGFloat = 10

/// What a photo's frame looks like. (A brace in a comment: "}")
struct PhotoFrame {
    let inset: CGFloat
    var cornerRadius: CGFloat { defaultRadius + inset }
}

final class PhotoCell: UICollectionViewCell {
    let loader = SomePodImageLoader(cache: .shared)

    func show(_ url: URL) {
        loader.load(url, into: self)
    }
}

extension UIView {
    func roundCorners(_ radius: CGFloat) {
        layer.cornerRadius = radius
    }
}

precedencegroup ForwardApplication {
    associativity: left
}

infix operator |>: ForwardApplication

/// Applies a style to a view and returns the view.
@discardableResult
func |> <V: UIView>(view: V, style: (V) -> Void) -> V {
    style(view)
    return view
}
