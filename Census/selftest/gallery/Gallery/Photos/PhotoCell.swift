// Census self-test (written for this project): a sibling whose pod (SomePod) does not exist
// anywhere; besides its cell, which uses the pod, it declares what PhotoAnimator needs.
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
