// The names Swift 4.2 renamed, for files from Swift 4 projects (docs/census.md, "Language mode").
//
// An app whose project says SWIFT_VERSION = 4.0 builds on iOS in Swift 4 mode, where the SDK still
// has the old names: it declares them `@available(swift, obsoleted: 4.2, renamed: …)`, so they
// exist only below 4.2, and a Swift 4.2 or 5 file gets the compiler's "renamed" fix-it. These are
// declared the same way. Only the names the census's tuning half uses and their siblings of the
// same family are here, not the whole SDK's list.

// UIView's animation types, nested in UIView by 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

extension UIView {
    // Forwarders, not aliases: they keep the call site the recording reports problems at.
    @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView, file: String = #fileID, line: Int = #line, column: Int = #column) {
        bringSubviewToFront(view, file: file, line: line, column: column)
    }
    @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView, file: String = #fileID, line: Int = #line, column: Int = #column) {
        sendSubviewToBack(view, file: file, line: line, column: column)
    }
}

// The child view controller calls, renamed together in 4.2.
extension UIViewController {
    @available(swift, obsoleted: 4.2, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public func addChildViewController(_ child: UIViewController) { addChild(child) }
    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
    @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }
    @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }
}
