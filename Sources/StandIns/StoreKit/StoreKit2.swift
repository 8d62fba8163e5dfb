import AnimaticUIKit

// iOS 15's StoreKit. No App Store here: a product request finds none (`Product.products(for:)` is
// empty, as for identifiers the store does not know), so no product can be bought; the transaction
// sequences hold nothing (`Transaction.updates` stays open and never yields, as on a device where
// nothing is bought while the app runs).

public struct Product: Identifiable, Hashable, Sendable {
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
    public enum PurchaseError: Error, Hashable, Sendable {
        case invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer
        case invalidOfferIdentifier, invalidOfferPrice, invalidOfferSignature, missingOfferParameters
    }
    public struct PurchaseOption: Hashable, Sendable {
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
    }
    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable { case day, week, month, year }
        public let unit: Unit
        public let value: Int
    }
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
    }

    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?

    public static func products(for identifiers: some Collection<String>) async throws -> [Product] { [] }
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw PurchaseError.purchaseNotAllowed
    }
}

public enum VerificationResult<SignedType: Sendable>: Sendable {
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature,
            missingRequiredProperties
    }
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    public var payloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }
    public var unsafePayloadValue: SignedType { payloadValue }
}

public struct Transaction: Identifiable, Hashable, Sendable {
    public enum OwnershipType: Hashable, Sendable { case purchased, familyShared }
    public struct RevocationReason: Hashable, Sendable {}

    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let isUpgraded: Bool
    public let ownershipType: OwnershipType
    public let purchasedQuantity: Int
    public let appAccountToken: UUID?

    public func finish() async {}

    /// Transactions made outside the app while it runs: never, here; the sequence never ends.
    public static var updates: AsyncStream<VerificationResult<Transaction>> { AsyncStream { _ in } }
    public static var currentEntitlements: AsyncStream<VerificationResult<Transaction>> { empty }
    public static var all: AsyncStream<VerificationResult<Transaction>> { empty }
    public static var unfinished: AsyncStream<VerificationResult<Transaction>> { empty }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    private static var empty: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
}

public enum AppStore {
    public static var canMakePayments: Bool { false }
    /// Restoring purchases: the store cannot be reached.
    public static func sync() async throws { throw SKError(.cloudServiceNetworkConnectionFailed) }
    @MainActor
    public static func showManageSubscriptions(
        in scene: UIWindowScene, file: String = #fileID, line: Int = #line, column: Int = #column
    ) async throws {
        reportNotModelled(
            "AppStore.showManageSubscriptions(in:): the App Store's subscriptions sheet is not drawn in Animatic",
            file: file, line: line, column: column)
    }
    @MainActor
    public static func requestReview(
        in scene: UIWindowScene, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        reportReview("AppStore.requestReview(in:)", file, line, column)
    }
}
