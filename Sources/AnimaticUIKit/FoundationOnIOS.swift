import Foundation

// What iOS adds to Foundation's classes (UIKit's NSIndexPath and NSValue additions) and Core
// Foundation's bundle keys: Linux's Foundation has the classes but not these members, which an
// app's table views, keyboard observers and about screens reach for.

/// UIKit's `NSIndexPath` additions: Swift 3's migrator wrote `(indexPath as NSIndexPath).row`
/// throughout table and collection view code. A section is the first index, a row or item the second.
extension NSIndexPath {
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}

// UIKit's `NSValue` geometry (a keyboard notification's frame arrives as an `NSValue` whose
// `cgRectValue` the app reads) is in NSValue+Geometry.swift, with Core Animation's.

/// Core Foundation's standard `Info.plist` keys (CFBundle), with Apple's string values, read as
/// `Bundle.main.infoDictionary?[kCFBundleVersionKey as String]`.
public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
public let kCFBundleNameKey: CFString = "CFBundleName"
public let kCFBundleVersionKey: CFString = "CFBundleVersion"
public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"
public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"
