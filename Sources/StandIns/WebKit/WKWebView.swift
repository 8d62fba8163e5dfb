// `import WebKit` on Linux: a web view compiles, loads nothing, and is reported on screen (the
// page it would show is not drawn; its background colour is).
@_exported import AnimaticUIKit

public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow }
public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted }

open class WKNavigation: NSObject {}
open class WKFrameInfo: NSObject {
    public var isMainFrame: Bool { true }
}
open class WKNavigationAction: NSObject {
    public var request: URLRequest { URLRequest(url: URL(string: "about:blank")!) }
    public var navigationType: WKNavigationType { .linkActivated }
    public var targetFrame: WKFrameInfo? { nil }
}
open class WKNavigationResponse: NSObject {
    public var response: URLResponse {
        URLResponse(url: URL(string: "about:blank")!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
}
open class WKScriptMessage: NSObject {
    public var name: String { "" }
    public var body: Any { "" }
}
open class WKUserScript: NSObject {
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public let source: String
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) { self.source = source }
}

@preconcurrency @MainActor
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@preconcurrency @MainActor
open class WKUserContentController: NSObject {
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {}
    open func removeScriptMessageHandler(forName name: String) {}
    open func addUserScript(_ userScript: WKUserScript) {}
    open func removeAllUserScripts() {}
}

@preconcurrency @MainActor
open class WKPreferences: NSObject {
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
}

@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {}
extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
}

@preconcurrency @MainActor
public protocol WKUIDelegate: AnyObject {}

@preconcurrency @MainActor
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    open var allowsBackForwardNavigationGestures = false
    open private(set) var url: URL?
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    public let scrollView = UIScrollView()

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        contentNotDrawn = "WKWebView's web page"
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        contentNotDrawn = "WKWebView's web page"
    }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { WKNavigation() }
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
}
