import Foundation

// Xcode 15's generated asset symbols (DeveloperToolsSupport, which UIKit re-exports on iOS 17):
// an app whose target generates them writes `UIColor(resource: .brand)`, `ColorResource.brand`,
// or with the framework extensions `UIColor.brand`. The statics are generated into the app's
// target from the catalogs its AnimaticSources.txt lists (AssetCatalogSwift), together with
// `init(resource:)` that find those catalogs and shadow the ones here.

/// A color in an asset catalog, named as its color set is (`"Colors/Brand"` in a folder that
/// provides a namespace).
public struct ColorResource: Hashable, @unchecked Sendable {
    // Not `name`/`bundle`: a set called "Name" generates `static let name`, and Apple's struct
    // keeps both private.
    public let animaticName: String
    public let animaticBundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.animaticName = name
        self.animaticBundle = bundle
    }
}

/// An image in an asset catalog, named as its image set is.
public struct ImageResource: Hashable, @unchecked Sendable {
    // Not `name`/`bundle`: a set called "Name" generates `static let name`, and Apple's struct
    // keeps both private.
    public let animaticName: String
    public let animaticBundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.animaticName = name
        self.animaticBundle = bundle
    }
}

extension UIColor {
    /// The resource's color from the app's catalogs; here, with no catalog listed, magenta and
    /// reported, as `UIColor(named:)`.
    public convenience init(resource: ColorResource) {
        self.init(named: resource.animaticName, from: [])!
    }
}

extension UIImage {
    /// The resource's image from the app's catalogs; here, with no catalog listed, an empty image
    /// and reported, as `UIImage(named:)`.
    public convenience init(resource: ImageResource) {
        self.init(named: resource.animaticName, from: [])!
    }
}
