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

/// Objective-C's integer types, which Foundation's Darwin overlay declares for Swift (Linux's
/// Foundation does not): older apps still write `NSInteger` in their models and delegates.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
