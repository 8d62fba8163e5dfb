//  An app's helper that makes Core Image objects with only UIKit imported, which compiles on iOS.
import UIKit

/// The part of `image` at `rect` (pixels), through Core Image, as a screenshot helper crops one.
@MainActor func coreImageCrop(of image: UIImage, to rect: CGRect) -> CGImage? {
    guard let input = CIImage(image: image) else { return nil }
    let cropped = input.cropped(to: rect)
    return CIContext().createCGImage(cropped, from: cropped.extent)
}
