// Census self-test (written for this project): a namespace wrapper, as apps and libraries write
// one (`view.gl.fadeIn()`, like Kingfisher's `kf` or SnapKit's `snp`): a protocol whose extension
// gives every conforming type `gl`, and the wrapper its members hang on.
import UIKit

public protocol GalleryCompatible {}

public struct GalleryWrapper<Base> {
    public let base: Base
}

public extension GalleryCompatible {
    var gl: GalleryWrapper<Self> { GalleryWrapper(base: self) }
}
