import AnimaticCore

// What the stand-ins for Apple's other frameworks (Sources/StandIns: AVFoundation, WebKit …)
// need of a recording: a view or layer whose content that framework draws (video, a web page)
// compiles and stays clear, and a recording says so once the view is on screen, rather than
// drawing it wrong silently.

extension UIView {
    /// What the framework would draw in this view (e.g. "WKWebView's web page"); nil for UIKit's own.
    package var contentNotDrawn: String? {
        get { attachments.contentNotDrawn ?? drawnByUIKit }
        set { attachments.contentNotDrawn = newValue }
    }
}

extension CALayer {
    /// What the framework would draw in this layer (e.g. "AVPlayerLayer's video").
    package var contentNotDrawn: String? {
        get { view.contentNotDrawn }
        set { view.contentNotDrawn = newValue }
    }
}

/// Reports, at the app's call, a framework call that would change pixels Animatic cannot show.
@MainActor
package func reportNotModelled(_ message: String, file: String, line: Int, column: Int) {
    Recording.recorder?.report(message, at: callSite(file, line, column))
}

/// The same from a framework's C function, which iOS lets any thread call (ImageIO's): a recording
/// runs on the main actor, so a call made in one is there too; outside a recording nothing is said.
package func reportNotModelledInRecording(_ message: String, file: String, line: Int, column: Int) {
    guard let recorder = Recording.recorder else { return }
    MainActor.assumeIsolated { recorder.report(message, at: callSite(file, line, column)) }
}

extension CGImage {
    /// The same pixels at another pixel size (ImageIO's thumbnails), as an image context drawing
    /// the whole image makes one.
    package func scaled(width: Int, height: Int) -> CGImage {
        var scaled = source
        (scaled.width, scaled.height) = (width, height)
        let image = CGImage(scaled)
        if let notDrawnAsOnIOS { image.markNotDrawnAsOnIOS(notDrawnAsOnIOS) }
        return image
    }
}

extension TransitionRecorder {
    /// Views on screen whose content a framework draws: reported once each, as not drawn; and
    /// views drawn otherwise than iOS would draw them, once each, in their own words.
    func reportContentNotDrawn() {
        // A view is said once: one already reported is not asked again (asking can measure text or
        // call an app's override).
        for id in views.keys.sorted() where !contentNotDrawnReported.contains(id) && runner.model.isInHierarchy(id) {
            guard let view = views[id] else { continue }
            if let content = view.contentNotDrawn {
                guard contentNotDrawnReported.insert(id).inserted else { continue }
                report("\(content) is not drawn in Animatic: it stays clear")
            } else if let difference = view.drawnDifferently, contentNotDrawnReported.insert(id).inserted {
                report(difference)
            }
        }
    }
}

/// Core Foundation's string and URL, which apps reach through `as CFString` / `as CFURL` casts
/// (uniform type identifiers, system sound URLs): Linux has no Core Foundation types in Swift, so
/// they are Foundation's value types, which those casts keep working with.
public typealias CFString = String
public typealias CFURL = URL

/// The rest of Core Foundation that Security's and ImageIO's C functions take and return
/// (`query as CFDictionary`, `data as CFData`, `var result: CFTypeRef?`): Foundation's types
/// again, so the casts apps write compile. A dictionary is keyed by `AnyHashable`, so
/// `[String: Any]` and `[CFString: Any]` both convert with `as`; what those functions hand back
/// through `CFTypeRef` is `as AnyObject` of Foundation's values (NSData, NSDictionary, NSNumber),
/// which `as? Data` and `as? [String: Any]` read as on iOS.
public typealias CFDictionary = [AnyHashable: Any]
public typealias CFData = Data
/// A class, as ImageIO writes into the data it is given (`CFDataCreateMutable`, `NSMutableData()`).
public typealias CFMutableData = NSMutableData
public typealias CFTypeRef = AnyObject
public typealias CFIndex = Int
/// CFBoolean is toll-free bridged with NSNumber's Boolean values.
public typealias CFBoolean = NSNumber
public typealias CFError = NSError
/// No allocators here: SystemConfiguration's stand-in names the same type.
public typealias CFAllocator = AnyObject
// Implicitly unwrapped, as Swift imports them (apps write `kCFBooleanTrue!` and `guard let`).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
/// NULL in CFBase.h, which every `CF…Create` call takes as the default allocator.
nonisolated(unsafe) public let kCFAllocatorDefault: CFAllocator! = nil

/// An empty mutable data object; `capacity` is a hint, as CFData.h says (0: no limit).
public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: max(0, capacity)) ?? NSMutableData()
}

/// MacTypes.h's result code, which Security returns (AudioToolbox's stand-in names the same type).
public typealias OSStatus = Int32
public var noErr: OSStatus { 0 }

/// Objective-C's integer types, which Foundation's Darwin overlay declares for Swift (Linux's
/// Foundation does not): older apps still write `NSInteger` in their models and delegates.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
