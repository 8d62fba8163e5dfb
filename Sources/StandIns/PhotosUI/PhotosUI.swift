// `import PhotosUI` on Linux: the system photo picker compiles and its view is reported when it
// is on screen (the library's grid is not drawn). No one picks in a recording, so its delegate is
// never called. Apple's PhotosUI re-exports Photos (an app's file that imports only PhotosUI uses
// PHAsset), as this does.
@_exported import AnimaticUIKit
@_exported import Photos

/// Which assets the picker offers (PHPicker.h): kept, as the picker shows none.
public struct PHPickerFilter: Hashable, Sendable {
    private indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule]), all([Rule]), not(Rule)
    }
    private let rule: Rule
    private init(_ rule: Rule) { self.rule = rule }

    public static let images = PHPickerFilter(.kind("images"))
    public static let videos = PHPickerFilter(.kind("videos"))
    public static let livePhotos = PHPickerFilter(.kind("livePhotos"))
    public static let depthEffectPhotos = PHPickerFilter(.kind("depthEffectPhotos"))
    public static let bursts = PHPickerFilter(.kind("bursts"))
    public static let panoramas = PHPickerFilter(.kind("panoramas"))
    public static let screenshots = PHPickerFilter(.kind("screenshots"))
    public static let screenRecordings = PHPickerFilter(.kind("screenRecordings"))
    public static let cinematicVideos = PHPickerFilter(.kind("cinematicVideos"))
    public static let slomoVideos = PHPickerFilter(.kind("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(.kind("timelapseVideos"))
    public static let spatialMedia = PHPickerFilter(.kind("spatialMedia"))
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.any(subfilters.map(\.rule)))
    }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.all(subfilters.map(\.rule)))
    }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(.not(filter.rule)) }
}

public struct PHPickerConfiguration: Hashable, Sendable {
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
    public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }
    public enum Mode: Int, Sendable { case `default`, compact }

    public var filter: PHPickerFilter?
    /// How many assets may be picked; 0 is no limit (PHPicker.h).
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    public var mode = Mode.default
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether results carry asset identifiers: only a picker made with a library does.
    public let usesPhotoLibrary: Bool
    public init() { usesPhotoLibrary = false }
    public init(photoLibrary: PHPhotoLibrary) { usesPhotoLibrary = true }
}

/// What the user picked; a recording never makes one, as no one picks.
public struct PHPickerResult: Hashable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
}

@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
extension PHPickerViewControllerDelegate {
    public func pickerDidPerformCancelAction(_ picker: PHPickerViewController) {}
    public func pickerDidPerformConfirmationAction(_ picker: PHPickerViewController) {}
}

@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    open weak var delegate: PHPickerViewControllerDelegate?
    public let configuration: PHPickerConfiguration

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "PHPickerViewController's photo picker"
    }

    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier preceding: String?) {}
    open func scrollToInitialPosition() {}
    open func zoomIn() {}
    open func zoomOut() {}
}
