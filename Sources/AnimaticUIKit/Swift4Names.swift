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

// The names of an app's other files in Swift 4 projects (the tuning repositories' UIKit files,
// docs/census.md "The tuning repositories' other files").
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
@available(swift, obsoleted: 4.2, renamed: "UIApplication.openSettingsURLString")
public let UIApplicationOpenSettingsURLString = UIApplication.openSettingsURLString
@available(swift, obsoleted: 4.2, renamed: "UIBackgroundTaskIdentifier.invalid")
public let UIBackgroundTaskInvalid = UIBackgroundTaskIdentifier.invalid
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
@available(swift, obsoleted: 4.2, message: "Use == operator instead.")
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool {
    insets1 == insets2
}

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

// Collection views' names, nested in UICollectionView by 4.2.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
extension UIActivityIndicatorView {
    @available(swift, obsoleted: 4.2, renamed: "style")
    public var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }
}

@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

// Notifications' names, members of NSNotification.Name until 4.2 moved them to their classes
// (the same strings as the new names').
extension NSNotification.Name {
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = NSNotification.Name("UIApplicationWillResignActiveNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
    public static let UITextViewTextDidChange = NSNotification.Name("UITextViewTextDidChangeNotification")
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = NSNotification.Name("UITextFieldTextDidChangeNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = NSNotification.Name("UIKeyboardWillShowNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = NSNotification.Name("UIKeyboardWillHideNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
}
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

// The tenth step's (docs/census.md, current apps' other files).
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

// The twenty-fourth step's, from the names the tuning repositories use (docs/census.md, "The long
// tail the tuning repositories name").
@available(swift, obsoleted: 4.2, renamed: "UIImage.pngData()")
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }
@available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(compressionQuality:)")
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = -1
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(swift, obsoleted: 4.2, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey
/// Swift 4's constants were CGFloats (0.99, 0.998); the rate is UIKit's either way.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
/// Swift 4's picker info keys were strings (the same strings as the keys').
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.originalImage")
public let UIImagePickerControllerOriginalImage = "UIImagePickerControllerOriginalImage"
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.editedImage")
public let UIImagePickerControllerEditedImage = "UIImagePickerControllerEditedImage"
extension NSNotification.Name {
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = NSNotification.Name("UIKeyboardDidShowNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = NSNotification.Name("UIKeyboardDidHideNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
    public static let UIDeviceOrientationDidChange = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    @available(swift, obsoleted: 4.2, renamed: "UIContentSizeCategory.didChangeNotification")
    public static let UIContentSizeCategoryDidChange = NSNotification.Name(
        "UIContentSizeCategoryDidChangeNotification")
}
extension UIActivityIndicatorView {
    @available(swift, obsoleted: 4.2, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }
}
