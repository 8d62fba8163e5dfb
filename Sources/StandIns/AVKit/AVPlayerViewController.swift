// `import AVKit` on Linux: the system's player screen. Its video and controls are not drawn;
// its view is reported when it is on screen.
@_exported import AVFoundation

@preconcurrency @MainActor
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }
    open var contentOverlayView: UIView? { view }

    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "AVPlayerViewController's video and playback controls"
    }
}

@preconcurrency @MainActor
open class AVPictureInPictureController: NSObject {
    public let playerLayer: AVPlayerLayer
    public init?(playerLayer: AVPlayerLayer) { self.playerLayer = playerLayer }
    public static func isPictureInPictureSupported() -> Bool { false }
    open var isPictureInPictureActive: Bool { false }
    open var isPictureInPicturePossible: Bool { false }
    /// Whether picture in picture starts when the app goes to the background (iOS 14.2): kept.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open func startPictureInPicture() {}
    open func stopPictureInPicture() {}
}

/// Told when the route picker shows and hides its routes (AVRoutePickerView.h); never here, as
/// the picker is never tapped.
@preconcurrency @MainActor
public protocol AVRoutePickerViewDelegate: AnyObject {
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}

@preconcurrency @MainActor
open class AVRoutePickerView: UIView {
    open weak var delegate: (any AVRoutePickerViewDelegate)?
    open var activeTintColor: UIColor?
    open var prioritizesVideoDevices = false
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentNotDrawn = "AVRoutePickerView's AirPlay button"
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = "AVRoutePickerView's AirPlay button"
    }
}
