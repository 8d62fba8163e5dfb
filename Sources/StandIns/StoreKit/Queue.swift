import AnimaticUIKit

/// The payment queue. No App Store: payments are not allowed here, so a payment added is not
/// processed and observers are never told of a transaction (on iOS they hear of one later, on the
/// main queue, only once the store answers); the queue's transactions stay empty.
@preconcurrency @MainActor
open class SKPaymentQueue: NSObject {
    private static let shared = SKPaymentQueue()
    open class func `default`() -> SKPaymentQueue { shared }
    /// False, as on a device where purchases are restricted: apps hide their store when it is.
    open class func canMakePayments() -> Bool { false }

    open weak var delegate: (any SKPaymentQueueDelegate)?
    open var transactions: [SKPaymentTransaction] { [] }
    open var transactionObservers: [any SKPaymentTransactionObserver] { [] }
    open var storefront: SKStorefront? { nil }

    public override init() {}
    open func add(_ payment: SKPayment) {}
    open func add(_ observer: any SKPaymentTransactionObserver) {}
    open func remove(_ observer: any SKPaymentTransactionObserver) {}
    open func finishTransaction(_ transaction: SKPaymentTransaction) {}
    open func restoreCompletedTransactions() {}
    open func restoreCompletedTransactions(withApplicationUsername username: String?) {}
    open func start(_ downloads: [SKDownload]) {}
    open func cancel(_ downloads: [SKDownload]) {}
    open func presentCodeRedemptionSheet() {}
    open func showPriceConsentIfNeeded() {}
}

@preconcurrency @MainActor
public protocol SKPaymentQueueDelegate: AnyObject {}

@preconcurrency @MainActor
public protocol SKPaymentTransactionObserver: AnyObject {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, updatedDownloads downloads: [SKDownload])
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
}
// The optional methods, as requirements with defaults so an observer's own are the ones called.
extension SKPaymentTransactionObserver {
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {}
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    public func paymentQueue(_ queue: SKPaymentQueue, updatedDownloads downloads: [SKDownload]) {}
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct)
        -> Bool
    { true }
    public func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
}

@preconcurrency @MainActor
open class SKRequest: NSObject {
    open weak var delegate: (any SKRequestDelegate)?
    /// No App Store answers: the request fails at once with `.unknown` (iOS tells the delegate
    /// later, when the store cannot be reached).
    open func start() { delegate?.request(self, didFailWithError: SKError(.unknown)) }
    open func cancel() {}
}

@preconcurrency @MainActor
public protocol SKRequestDelegate: AnyObject {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: any Error)
}
extension SKRequestDelegate {
    public func requestDidFinish(_ request: SKRequest) {}
    public func request(_ request: SKRequest, didFailWithError error: any Error) {}
}

@preconcurrency @MainActor
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

@preconcurrency @MainActor
open class SKProductsRequest: SKRequest {
    public let productIdentifiers: Set<String>
    public init(productIdentifiers: Set<String>) { self.productIdentifiers = productIdentifiers }
}

@preconcurrency @MainActor
open class SKProductsResponse: NSObject {
    open var products: [SKProduct] { [] }
    open var invalidProductIdentifiers: [String] { [] }
}

@preconcurrency @MainActor
open class SKReceiptRefreshRequest: SKRequest {
    public init(receiptProperties properties: [String: Any]?) {}
    public override init() {}
}
