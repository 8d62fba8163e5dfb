// Foundation's Swift 2 names that animator files' siblings use to find their resources (SE-0086
// "Drop NS Prefix in Swift Foundation": `NSBundle` is `Bundle`; SE-0005: `mainBundle()` is `main`,
// `pathForResource(_:ofType:)` is `path(forResource:ofType:)`).
import Foundation

public typealias NSBundle = Bundle

extension Bundle {
    public class func mainBundle() -> Bundle { main }
    public func pathForResource(_ name: String?, ofType type: String?) -> String? {
        path(forResource: name, ofType: type)
    }
}
