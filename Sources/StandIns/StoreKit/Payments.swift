// `import StoreKit` on Linux: in-app purchase's original API. There is no App Store here: payments
// cannot be made (`canMakePayments()` is false, as on a device where purchases are restricted), a
// product request fails, the queue holds no transaction, and an observer is never told anything.
@_exported import AnimaticUIKit

/// StoreKit's errors (SKError.h's codes), matched as apps match them: `error.code == .paymentCancelled`,
/// `case SKError.paymentCancelled` and `(error as NSError).code`.
public struct SKError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0, clientInvalid, paymentCancelled, paymentInvalid, paymentNotAllowed
        case storeProductNotAvailable, cloudServicePermissionDenied, cloudServiceNetworkConnectionFailed
        case cloudServiceRevoked, privacyAcknowledgementRequired, unauthorizedRequestData, invalidOfferIdentifier
        case invalidSignature, missingOfferParams, invalidOfferPrice, overlayCancelled, overlayInvalidConfiguration
        case overlayTimeout, ineligibleForOffer, unsupportedPlatform, overlayPresentedInBackgroundScene
    }
    public static let errorDomain = "SKErrorDomain"
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var errorCode: Int { code.rawValue }

    public static let unknown = Code.unknown
    public static let clientInvalid = Code.clientInvalid
    public static let paymentCancelled = Code.paymentCancelled
    public static let paymentInvalid = Code.paymentInvalid
    public static let paymentNotAllowed = Code.paymentNotAllowed
    public static let storeProductNotAvailable = Code.storeProductNotAvailable
    public static let cloudServicePermissionDenied = Code.cloudServicePermissionDenied
    public static let cloudServiceNetworkConnectionFailed = Code.cloudServiceNetworkConnectionFailed
    public static let cloudServiceRevoked = Code.cloudServiceRevoked
}

/// `case SKError.paymentCancelled:` in a `switch` over an `Error`, as Foundation's bridged errors allow.
public func ~= (code: SKError.Code, error: any Error) -> Bool { (error as? SKError)?.code == code }

@preconcurrency @MainActor
open class SKProduct: NSObject {
    public enum PeriodUnit: UInt, Sendable { case day, week, month, year }

    open var productIdentifier: String { "" }
    open var localizedTitle: String { "" }
    open var localizedDescription: String { "" }
    open var price: NSDecimalNumber { NSDecimalNumber(value: 0) }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var isDownloadable: Bool { false }
    open var isFamilyShareable: Bool { false }
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { nil }
    open var introductoryPrice: SKProductDiscount? { nil }
    open var discounts: [SKProductDiscount] { [] }
    open var subscriptionGroupIdentifier: String? { nil }
    /// Apps (and their tests) subclass SKProduct to make products, overriding the getters.
    public override init() {}
}

@preconcurrency @MainActor
open class SKProductSubscriptionPeriod: NSObject {
    open var numberOfUnits: Int { 0 }
    open var unit: SKProduct.PeriodUnit { .day }
}

@preconcurrency @MainActor
open class SKProductDiscount: NSObject {
    public enum PaymentMode: UInt, Sendable { case payAsYouGo, payUpFront, freeTrial }
    public enum `Type`: UInt, Sendable { case introductory, subscription }
    open var price: NSDecimalNumber { NSDecimalNumber(value: 0) }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var identifier: String? { nil }
    open var subscriptionPeriod: SKProductSubscriptionPeriod { SKProductSubscriptionPeriod() }
    open var numberOfPeriods: Int { 0 }
    open var paymentMode: PaymentMode { .payAsYouGo }
    open var type: Type { .introductory }
}

@preconcurrency @MainActor
open class SKPayment: NSObject {
    fileprivate var fields = Fields()
    fileprivate struct Fields {
        var productIdentifier = "", quantity = 1, requestData: Data?, applicationUsername: String?
        var simulatesAskToBuyInSandbox = false
    }
    open var productIdentifier: String { fields.productIdentifier }
    open var quantity: Int { fields.quantity }
    open var requestData: Data? { fields.requestData }
    open var applicationUsername: String? { fields.applicationUsername }
    open var simulatesAskToBuyInSandbox: Bool { fields.simulatesAskToBuyInSandbox }
    public init(product: SKProduct) { fields.productIdentifier = product.productIdentifier }
    public override init() {}
}

@preconcurrency @MainActor
open class SKMutablePayment: SKPayment {
    open override var productIdentifier: String {
        get { fields.productIdentifier }
        set { fields.productIdentifier = newValue }
    }
    open override var quantity: Int {
        get { fields.quantity }
        set { fields.quantity = newValue }
    }
    open override var requestData: Data? {
        get { fields.requestData }
        set { fields.requestData = newValue }
    }
    open override var applicationUsername: String? {
        get { fields.applicationUsername }
        set { fields.applicationUsername = newValue }
    }
    open override var simulatesAskToBuyInSandbox: Bool {
        get { fields.simulatesAskToBuyInSandbox }
        set { fields.simulatesAskToBuyInSandbox = newValue }
    }
}

public enum SKPaymentTransactionState: Int, Sendable { case purchasing, purchased, failed, restored, deferred }

@preconcurrency @MainActor
open class SKPaymentTransaction: NSObject {
    open var error: (any Error)? { nil }
    open var original: SKPaymentTransaction? { nil }
    open var payment: SKPayment { SKPayment() }
    open var transactionDate: Date? { nil }
    open var transactionIdentifier: String? { nil }
    open var transactionState: SKPaymentTransactionState { .purchasing }
    open var downloads: [SKDownload] { [] }
    /// Apps' tests subclass it to make transactions; StoreKit never makes one here.
    public override init() {}
}

@preconcurrency @MainActor
open class SKDownload: NSObject {}

@preconcurrency @MainActor
open class SKStorefront: NSObject {
    open var countryCode: String { "USA" }
    open var identifier: String { "143441" }
}
