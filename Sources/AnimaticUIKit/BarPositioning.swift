import Foundation

// UIKit's bar delegates (UIBarPositioning.h, UINavigationBar.h): an app's controller that adopts
// `UINavigationBarDelegate` to attach its own bar to the status bar compiles. The bar a recording
// draws comes from the screens file, so what a delegate answers changes no pixel here.

/// Apple: where a bar sits; `topAttached` draws its background under the status bar.
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom, top, topAttached
}

@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// Its one method is optional in Objective-C: an adopter that does not answer gets `.any`.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// Every method of it is optional in Objective-C (`navigationBar(_:shouldPush:)` …): an adopter
/// declares the ones it answers.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {}

@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

extension UINavigationBar: UIBarPositioning {
    /// Apple: `.top`, or what the delegate's `position(for:)` answers.
    public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .top }
}
