// Census self-test (written for this project): a type nested in an extension of UIKit's CALayer,
// named `CALayer.GalleryCorner` by ZoomAnimator; the compiler says "'GalleryCorner' is not a member
// type of class 'CALayer'", which only the twentieth step's amendment reads as this extension's member.
import UIKit

extension CALayer {
    enum GalleryCorner: CGFloat {
        case photo = 12
    }
}
