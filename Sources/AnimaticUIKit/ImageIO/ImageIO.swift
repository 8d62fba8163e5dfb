// ImageIO's image sources (what a file or data holds: its type, how many images,
// their properties, the images and thumbnails of them) and image destinations, with CGImageSource.h's
// and CGImageDestination.h's C functions and the dictionary keys apps pass and read. They are
// AnimaticUIKit's because on iOS `import UIKit` brings ImageIO into scope; the `ImageIO` module
// re-exports them for files that import it.
//
// What is decoded is what AnimaticUIKit decodes: a PNG or JPEG file, into the `CGImage` that
// `UIImage(contentsOfFile:)` makes. Properties come from the file's header (AnimaticCore's
// ImageHeader) or, for a GIF, from its blocks, so they are answered for data in memory too: pixel
// size, Exif orientation, a GIF's frame count, delays and loop count. An image that cannot be made
// (image data in memory, which `UIImage(data:)` does not decode either; a GIF's frames; HEIF, WebP …)
// is nil, reported at the app's call in a recording. Unlike iOS, a JPEG's image is upright (its Exif
// orientation applied, as UIImage's is here) where iOS's CGImage keeps the stored pixels, and that
// is reported too. A destination keeps what is added, but images are not encoded here
// (`UIImage.pngData()` has no data either), so `CGImageDestinationFinalize` is false.
import Foundation

// CGImageProperties.h's keys, whose strings are the keys of the dictionaries ImageIO returns.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImagePropertyOrientation: CFString = "Orientation"
public let kCGImagePropertyFileSize: CFString = "FileSize"
public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
public let kCGImagePropertyDepth: CFString = "Depth"
public let kCGImagePropertyColorModel: CFString = "ColorModel"
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"

// CGImageSource.h's options, each the string of its own name.
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

/// CGImageProperties.h's orientations, the Exif values (TIFF 6.0's Orientation tag).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

/// Reports, at the app's call in a recording, what ImageIO would give that Animatic does not.
func imageIOReport(_ message: String, _ file: String, _ line: Int, _ column: Int) {
    reportNotModelledInRecording(message, file: file, line: line, column: column)
}

/// A number an options dictionary holds, whatever its Swift or Foundation type.
func imageIONumber(_ value: Any?) -> Double? {
    switch value {
    case let number as NSNumber: number.doubleValue
    case let number as Int: Double(number)
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    default: nil
    }
}

/// Whether a Boolean option is given and true (`true`, `kCFBooleanTrue`, 1).
func imageIOIsTrue(_ options: CFDictionary?, _ key: CFString) -> Bool {
    switch options?[key] {
    case let flag as Bool: flag
    case let value: imageIONumber(value).map { $0 != 0 } ?? false
    }
}
