// `import ImageIO` on Linux: image sources and destinations are AnimaticUIKit's (ImageIO/ImageIO.swift),
// in scope without the import as UIKit brings them on iOS; this module only re-exports them.
@_exported import AnimaticUIKit
