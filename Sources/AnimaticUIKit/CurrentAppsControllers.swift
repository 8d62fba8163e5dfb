import AnimaticCore
import Foundation

// Controllers current apps' other files make (docs/census.md, tenth step) whose screens UIKit
// draws: a split view's columns and an image picker's screens are not drawn here, and say so.

@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    /// UIKit's default (the method not implemented): the split view controller collapses itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController
    ) -> Bool { false }
}

/// `UISplitViewController`: its children are kept as children, but its columns (or, collapsed on
/// an iPhone, the column it shows) are not laid out, so nothing of theirs is shown; giving it
/// children in a recording is reported.
open class UISplitViewController: UIViewController {
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
            twoOverSecondary, twoDisplaceSecondary
    }
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The canvas is an iPhone's: compact width, where a split view controller is collapsed.
    open var isCollapsed: Bool { true }
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for child in viewControllers where child.parent !== self { addChild(child) }
            if !viewControllers.isEmpty {
                Recording.recorder?.report(
                    "UISplitViewController: its columns are not laid out in Animatic; its children are not shown")
            }
        }
    }
}

@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// `UIImagePickerController`: the camera or photo library's own screens, which are not drawn:
/// its view is reported when it is on screen, and no photo is ever picked.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
    open var sourceType: SourceType = .photoLibrary
    open var cameraDevice: CameraDevice = .rear
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]
    /// No camera or library is reachable from a recording.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "UIImagePickerController's photo picker"
    }
}
