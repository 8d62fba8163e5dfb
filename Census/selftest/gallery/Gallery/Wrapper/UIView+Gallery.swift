// Census self-test (written for this project): UIView joins the gallery's namespace wrapper in a
// file of its own; no compiler error names this conformance, only `UIView has no member 'gl'`.
import UIKit

extension UIView: GalleryCompatible {}

extension GalleryWrapper where Base: UIView {
    func fadeIn() { base.alpha = 1 }
}
