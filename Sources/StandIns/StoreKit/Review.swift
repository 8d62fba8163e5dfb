import AnimaticUIKit

/// The rating prompt. iOS decides whether to show it ("the system may or may not display a rating
/// and review request", Apple's documentation) and never in a TestFlight build; here it is never
/// shown, and a request made in a recording is reported, since on a device it could appear.
@preconcurrency @MainActor
open class SKStoreReviewController: NSObject {
    @available(iOS, deprecated: 14.0, message: "Use requestReview(in:)")
    open class func requestReview(file: String = #fileID, line: Int = #line, column: Int = #column) {
        reportReview("SKStoreReviewController.requestReview()", file, line, column)
    }
    open class func requestReview(
        in windowScene: UIWindowScene, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        reportReview("SKStoreReviewController.requestReview(in:)", file, line, column)
    }
}

@MainActor
func reportReview(_ call: String, _ file: String, _ line: Int, _ column: Int) {
    reportNotModelled(
        "\(call): the rating prompt iOS may show is not drawn in Animatic", file: file, line: line, column: column)
}

/// The App Store's product page. No store here: loading fails and the page is reported on screen.
@preconcurrency @MainActor
open class SKStoreProductViewController: UIViewController {
    open weak var delegate: (any SKStoreProductViewControllerDelegate)?
    open func loadProduct(
        withParameters parameters: [String: Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil
    ) {
        block?(false, SKError(.storeProductNotAvailable))
    }
    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "SKStoreProductViewController's App Store page"
    }
}

@preconcurrency @MainActor
public protocol SKStoreProductViewControllerDelegate: AnyObject {
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}
extension SKStoreProductViewControllerDelegate {
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

public let SKStoreProductParameterITunesItemIdentifier = "id"
public let SKStoreProductParameterAffiliateToken = "at"
public let SKStoreProductParameterCampaignToken = "ct"
public let SKStoreProductParameterProviderToken = "pt"
