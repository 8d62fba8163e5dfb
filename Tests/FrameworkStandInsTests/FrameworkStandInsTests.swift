import AVKit
import Animatic
import CoreData
import CoreImage
import CoreLocation
import Foundation
import MobileCoreServices
import ObjectiveC
import SafariServices
import Testing
import UserNotifications
import WebKit

/// Apple's other frameworks on Linux (docs/census.md, "Apple's other frameworks"): arithmetic as
/// the frameworks define it, state kept, and content Animatic does not draw reported on screen.
@MainActor
struct FrameworkStandInsTests {
    @Test func makeRectFitsTheAspectRatioCentredInTheBounds() {
        // 4:3 in 100 × 100: the width binds (100 / 4 = 25 < 100 / 3), so 100 × 75, centred: y = (100 − 75) / 2.
        #expect(
            AVMakeRect(
                aspectRatio: CGSize(width: 4, height: 3), insideRect: CGRect(x: 0, y: 0, width: 100, height: 100))
                == CGRect(x: 0, y: 12.5, width: 100, height: 75))
        // 1:2 in (10, 20, 100, 50): the height binds (50 / 2 = 25 < 100), so 25 × 50; x = 10 + 50 − 12.5.
        #expect(
            AVMakeRect(
                aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 20, width: 100, height: 50))
                == CGRect(x: 47.5, y: 20, width: 25, height: 50))
    }

    @Test func timesAreRationalAsCoreMediaKeepsThem() {
        // 1.5 s at 600 ticks a second is 900 ticks.
        let t = CMTimeMakeWithSeconds(1.5, preferredTimescale: 600)
        #expect(t.value == 900 && t.timescale == 600 && t.seconds == 1.5)
        // 1/3 s + 1/2 s = 5/6 s, in the timescales' least common multiple (CMTime.h).
        let sum = CMTime(value: 1, timescale: 3) + CMTime(value: 1, timescale: 2)
        #expect(sum.value == 5 && sum.timescale == 6)
        #expect(CMTimeCompare(CMTime(value: 1, timescale: 2), CMTime(value: 300, timescale: 600)) == 0)
        #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 1, timescale: 2))
        #expect(CMTime.invalid.seconds.isNaN && !CMTime.invalid.isValid)
        let range = CMTimeRange(start: CMTime(value: 1, timescale: 1), duration: CMTime(value: 2, timescale: 1))
        #expect(range.end.seconds == 3 && range.containsTime(CMTime(value: 2, timescale: 1)))
        #expect(!range.containsTime(CMTime(value: 3, timescale: 1)))
    }

    @Test func playersKeepWhatTheAppSets() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/clip.mov"))
        #expect(player.timeControlStatus == .paused)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .playing)
        player.seek(to: CMTime(value: 3, timescale: 1))
        #expect(player.currentTime().seconds == 3)
        #expect((player.currentItem?.asset as? AVURLAsset)?.url.path == "/clip.mov")
        #expect(AVCaptureDevice.default(for: .video) == nil)
    }

    /// A camera screen's outputs (the eighth sample's tuning logs): no camera, so a discovery finds
    /// none and a photo or movie delegate is never called; the codec names are Apple's.
    @Test func theCamerasOutputsTakeNothing() {
        final class Shooter: NSObject, AVCapturePhotoCaptureDelegate, AVCaptureFileOutputRecordingDelegate {
            var called = false
            func photoOutput(_ o: AVCapturePhotoOutput, didFinishProcessingPhoto p: AVCapturePhoto, error: Error?) {
                called = true
            }
            func fileOutput(
                _ o: AVCaptureFileOutput, didFinishRecordingTo url: URL, from c: [AVCaptureConnection], error: Error?
            ) { called = true }
        }
        let discovery = AVCaptureDevice.DiscoverySession(
            deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .back)
        #expect(discovery.devices.isEmpty && discovery.deviceTypes == [.builtInWideAngleCamera])
        let shooter = Shooter(), photos = AVCapturePhotoOutput(), movies = AVCaptureMovieFileOutput()
        let settings = AVCapturePhotoSettings(format: [AVVideoCodecKey: AVVideoCodecType.jpeg])
        photos.capturePhoto(with: settings, delegate: shooter)
        movies.startRecording(to: URL(fileURLWithPath: "/tmp/clip.mov"), recordingDelegate: shooter)
        #expect(!shooter.called && !movies.isRecording && settings.flashMode == .off)
        #expect(AVVideoCodecType.jpeg.rawValue == AVVideoCodecJPEG && AVVideoCodecType.h264.rawValue == "avc1")
    }

    @Test func aPlayerItemAcceptsStringKeyValueObserversAndCancels() {
        // A video view's registrations (the eighth sample): accepted; the item never changes status here.
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/clip.mov"))
        let observer = NSObject()
        item.addObserver(observer, forKeyPath: "status", options: .new, context: nil)
        item.seek(to: CMTime(value: 2, timescale: 1))
        item.cancelPendingSeeks()
        item.asset.cancelLoading()
        item.removeObserver(observer, forKeyPath: "status")
        #expect(item.status == .unknown && item.currentTime().seconds == 2)
    }

    @Test func aVideoOutputNeverHasAFrameAndTheItemKeepsItsOutputs() {
        // The eighth sample's video player dismissal: no video is decoded here.
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/clip.mov"))
        let output = AVPlayerItemVideoOutput(pixelBufferAttributes: ["PixelFormatType": 875_704_438])
        item.add(output)
        let time = output.itemTime(forHostTime: 1.5)
        #expect(time.seconds == 1.5)
        #expect(!output.hasNewPixelBuffer(forItemTime: time))
        #expect(output.copyPixelBuffer(forItemTime: time, itemTimeForDisplay: nil) == nil)
        #expect(item.outputs.count == 1 && item.outputs.first === output)
        item.remove(output)
        #expect(item.outputs.isEmpty)
    }

    @MainActor
    @Test func aRoutePickerKeepsItsDelegateAndColors() {
        final class Presenter: AVRoutePickerViewDelegate {}
        let presenter = Presenter()
        let picker = AVRoutePickerView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        picker.delegate = presenter
        picker.activeTintColor = .systemBlue
        presenter.routePickerViewWillBeginPresentingRoutes(picker)
        #expect(picker.delegate === presenter && picker.activeTintColor == .systemBlue)
        #expect(!picker.prioritizesVideoDevices)
    }

    @Test func anAudioSessionDeactivatesWithAVAudioSessionsOption() throws {
        // AVAudioSession.h: AVAudioSessionSetActiveOptionNotifyOthersOnDeactivation = 1.
        #expect(AVAudioSession.SetActiveOptions.notifyOthersOnDeactivation.rawValue == 1)
        try AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
        try AVAudioSession.sharedInstance().setActive(true)
    }

    @Test func distanceIsTheGreatCircleOnTheMeanEarth() {
        // One degree along a meridian: 6 371 009 m × π / 180 = 111 195.08 m.
        let d = CLLocation(latitude: 10, longitude: 20).distance(from: CLLocation(latitude: 11, longitude: 20))
        #expect(abs(d - 111_195.08) < 0.01)
        let region = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 120_000, identifier: "r")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 1, longitude: 0)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 1.1, longitude: 0)))
    }

    private static var badgeKey: UInt8 = 0

    @Test func associatedObjectsLiveOnTheViewTheyAreSetOn() {
        let view = UIView(), other = UIView()
        withUnsafePointer(to: &Self.badgeKey) { key in
            objc_setAssociatedObject(view, key, "badge", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, key) as? String == "badge")
            #expect(objc_getAssociatedObject(other, key) == nil)
            objc_setAssociatedObject(view, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, key) == nil)
        }
    }

    @Test func associatedObjectsOnOtherObjectsAreReported() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                withUnsafePointer(to: &Self.badgeKey) { key in
                    objc_setAssociatedObject(NSObject(), key, 1, .OBJC_ASSOCIATION_RETAIN)
                }
                context.completeTransition(true)
            }
        }
        #expect(error?.problems.first?.message.contains("objc_setAssociatedObject on a NSObject") == true)
    }

    @Test func videoAndWebContentOnScreenAreReportedNotDrawnSilently() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let player = AVPlayerLayer(player: AVPlayer(url: URL(fileURLWithPath: "/clip.mov")))
                player.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                context.containerView.layer.addSublayer(player)
                let web = WKWebView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
                context.containerView.addSubview(web)
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains("AVPlayerLayer's video is not drawn") })
        #expect(messages.contains { $0.contains("WKWebView's web page is not drawn") })
    }

    @Test func anInAppBrowserOnScreenIsReportedAndKeepsItsConfiguration() throws {
        final class Closer: SFSafariViewControllerDelegate {
            func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
        }
        let closer = Closer()
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let safari = SFSafariViewController(
                    url: URL(string: "https://example.com")!, entersReaderIfAvailable: true)
                safari.delegate = closer
                safari.dismissButtonStyle = .close
                #expect(safari.configuration.entersReaderIfAvailable && safari.configuration.barCollapsingEnabled)
                #expect(safari.url.host == "example.com" && safari.dismissButtonStyle == .close)
                safari.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                context.containerView.addSubview(safari.view)
                context.completeTransition(true)
            }
        }
        #expect(error?.problems.first?.message.contains("SFSafariViewController's web page") == true)
    }

    @Test func notificationsAreDeniedAndNeverDelivered() {
        final class AppDelegate: UNUserNotificationCenterDelegate {
            var presented = 0
            func userNotificationCenter(
                _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
            ) { presented += 1 }
        }
        let app = AppDelegate()
        let center = UNUserNotificationCenter.current()
        center.delegate = app
        var granted: Bool?
        center.requestAuthorization(options: [.alert, .badge, .sound]) { ok, _ in granted = ok }
        #expect(granted == false)
        let content = UNMutableNotificationContent()
        content.title = "Workout"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
        let request = UNNotificationRequest(identifier: "w", content: content, trigger: trigger)
        var added = false
        center.add(request) { error in added = error == nil }
        var pending: [UNNotificationRequest]?
        center.getPendingNotificationRequests { pending = $0 }
        #expect(added && pending?.isEmpty == true && app.presented == 0)
        #expect(
            request.content.title == "Workout"
                && (request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 60)
        var status: UNAuthorizationStatus?
        center.getNotificationSettings { status = $0.authorizationStatus }
        #expect(status == .denied)
    }

    @Test func aPlayerViewMadeByLayerClassIsReportedToo() throws {
        final class PlayerView: UIView {
            override class var layerClass: AnyClass { AVPlayerLayer.self }
        }
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let view = PlayerView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                #expect(view.layer is AVPlayerLayer)
                context.containerView.addSubview(view)
                context.completeTransition(true)
            }
        }
        #expect(error?.problems.first?.message.contains("AVPlayerLayer's video is not drawn") == true)
    }

    @Test func aModelObjectStoresItsManagedProperties() throws {
        // What the rewrite makes of `@NSManaged var title: String?` and `@NSManaged var count: Int32`.
        final class Note: NSManagedObject {
            @CAManaged var title: String?
            @CAManaged var count: Int32
        }
        let context = NSPersistentContainer(name: "Notes").viewContext
        let note = Note(context: context)
        #expect(note.title == nil && note.count == 0)
        note.title = "Hello"
        note.count = 3
        #expect(note.title == "Hello" && note.count == 3)
        #expect(try context.fetch(NSFetchRequest<Note>(entityName: "Note")).isEmpty)
    }

    @Test func typeIdentifiersCastAsAppsCastThem() {
        let types = [kUTTypeImage as String, kUTTypeMovie as String]
        #expect(types == ["public.image", "public.movie"])
    }

    /// A blurred snapshot: the filter is not applied, so the image made from its output is the
    /// unfiltered one (same pixel size, cropping kept), reported where it is made in a recording
    /// and where it is shown, whether made before the recording or in it.
    @Test func coreImageFiltersAreReportedNotAppliedWherever() throws {
        // 20 × 10 pt at the renderer's default @2x: 40 × 20 px, which is a CIImage's extent.
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        let input = try #require(CIImage(image: square))
        #expect(input.extent == CGRect(x: 0, y: 0, width: 40, height: 20))
        let blur = CIFilter(name: "CIGaussianBlur", parameters: [kCIInputImageKey: input, kCIInputRadiusKey: 8])
        let output = try #require(blur?.outputImage)
        let made = try #require(CIContext().createCGImage(output, from: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(made.width == 10 && made.height == 10 && square.cgImage.map { $0.width } == 40)
        let before = UIImage(cgImage: made)
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                context.containerView.addSubview(UIImageView(image: before))
                let layer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                layer.layer.contents = CIContext().createCGImage(output, from: output.extent)
                context.containerView.addSubview(layer)
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains("CIGaussianBlur") }, "\(messages)")
        // The app's own image is not marked by being filtered.
        let plain = #expect(throws: Never.self) {
            try record { context in
                context.containerView.addSubview(UIImageView(image: square))
                context.completeTransition(true)
            }
        }
        _ = plain
    }
}

/// Two plain screens and a recording of `animate` on them.
@MainActor
func record(_ animate: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void) throws -> Scene {
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let body: @MainActor (UIViewControllerContextTransitioning) -> Void
        init(_ body: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void) { self.body = body }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            body(transitionContext)
        }
    }
    return try TransitionScene(
        from: UIViewController(), to: UIViewController(), animator: Animator(animate), operation: .present
    ).scene
}
