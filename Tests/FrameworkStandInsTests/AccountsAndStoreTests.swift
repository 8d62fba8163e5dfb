import Animatic
import AuthenticationServices
import CryptoKit
import Foundation
import LocalAuthentication
import MobileCoreServices
import Network
import StoreKit
import Testing
import UniformTypeIdentifiers

/// The fourth count's frameworks (docs/census.md, "Apple's other frameworks: which get stand-ins",
/// fourth count): purchases, sign-in, biometrics, type identifiers, the network path and CryptoKit.
@MainActor
struct AccountsAndStoreTests {
    @Test func purchasesAreNotAllowedAndAProductRequestFails() {
        final class Store: NSObject, SKProductsRequestDelegate {
            var failure: (any Error)?
            var products: [SKProduct]?
            func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
                products = response.products
            }
            func request(_ request: SKRequest, didFailWithError error: any Error) { failure = error }
        }
        #expect(!SKPaymentQueue.canMakePayments())
        #expect(SKPaymentQueue.default() === SKPaymentQueue.default())
        let store = Store()
        let request = SKProductsRequest(productIdentifiers: ["com.example.pro"])
        request.delegate = store
        request.start()
        // The delegate's own method is called (a requirement, not the extension's default).
        #expect((store.failure as? SKError)?.code == .unknown && store.products == nil)
        #expect(SKPaymentQueue.default().transactions.isEmpty)
        let payment = SKMutablePayment()
        payment.productIdentifier = "com.example.pro"
        payment.quantity = 2
        #expect(payment.productIdentifier == "com.example.pro" && payment.quantity == 2)
        // Apps match StoreKit's errors three ways.
        let cancelled: any Error = SKError(.paymentCancelled)
        switch cancelled {
        case SKError.paymentCancelled: break
        default: Issue.record("SKError.paymentCancelled did not match")
        }
        #expect((cancelled as NSError).code == 2 && (cancelled as NSError).domain == "SKErrorDomain")
    }

    @Test func storeKit2FindsNoProductAndNoTransaction() async throws {
        #expect(try await Product.products(for: ["com.example.pro"]).isEmpty)
        var entitlements = 0
        for await _ in Transaction.currentEntitlements { entitlements += 1 }
        #expect(entitlements == 0 && !AppStore.canMakePayments)
    }

    @Test func aReviewRequestAndASignInAreReportedInARecording() {
        final class Presenter: NSObject, ASAuthorizationControllerDelegate {
            var completed = false
            func authorizationController(
                controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
            ) { completed = true }
        }
        let presenter = Presenter()
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                if let scene = context.containerView.window?.windowScene {
                    SKStoreReviewController.requestReview(in: scene)
                }
                let request = ASAuthorizationAppleIDProvider().createRequest()
                request.requestedScopes = [.fullName, .email]
                let controller = ASAuthorizationController(authorizationRequests: [request])
                controller.delegate = presenter
                controller.performRequests()
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains("SKStoreReviewController.requestReview(in:)") })
        #expect(messages.contains { $0.contains("ASAuthorizationController.performRequests()") })
        #expect(!presenter.completed)
    }

    @Test func theSignInButtonOnScreenIsReported() {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let button = ASAuthorizationAppleIDButton(type: .signIn, style: .black)
                button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
                context.containerView.addSubview(button)
                context.completeTransition(true)
            }
        }
        #expect(error?.problems.contains { $0.message.contains("Sign in with Apple button is not drawn") } == true)
    }

    @Test func anAppleIDIsNotFoundAndBiometricsAreNotAvailable() {
        var state: ASAuthorizationAppleIDProvider.CredentialState?
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "001") { answer, _ in state = answer }
        #expect(state == .notFound)

        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        // LAError.h: biometryNotAvailable is -6, passcodeNotSet -5.
        #expect(error?.code == -6 && error?.domain == "com.apple.LocalAuthentication")
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) && error?.code == -5)
        #expect(context.biometryType == .none)
        nonisolated(unsafe) var replied: (Bool, LAError.Code?)?
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") {
            success, failure in
            replied = (success, (failure as? LAError)?.code)
        }
        #expect(replied?.0 == false && replied?.1 == .biometryNotAvailable)
    }

    /// iOS 14's picker takes types: a copy imports, the file itself opens in place.
    @MainActor @Test func aDocumentPickerOpensTheTypesItIsGiven() {
        #expect(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]).documentPickerMode == .open)
        #expect(
            UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true).documentPickerMode == .import)
    }

    @Test func typeIdentifiersFollowTheSystemDeclarations() {
        // Apple's declarations: public.jpeg conforms to public.image, which conforms to public.data.
        #expect(
            UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data) && !UTType.jpeg.conforms(to: .movie))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "video/quicktime") == .quickTimeMovie)
        #expect(UTType.png.preferredMIMEType == "image/png" && UTType.pdf.preferredFilenameExtension == "pdf")
        #expect(UTType.image.identifier == "public.image" && UTType("public.mpeg-4") == .mpeg4Movie)
        #expect(UTType(filenameExtension: "nope") == nil)
        // Core Services' C functions answer from the same declarations.
        let identifier = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png", nil)
        #expect(identifier?.takeRetainedValue() == "public.png")
        #expect(
            UTTypeCopyPreferredTagWithClass("public.jpeg", kUTTagClassMIMEType)?.takeRetainedValue() == "image/jpeg")
        #expect(UTTypeConformsTo("public.png", kUTTypeImage) && !UTTypeConformsTo("public.png", kUTTypeMovie))
    }

    @Test func theNetworkPathIsSatisfiedOverWiFi() {
        let monitor = NWPathMonitor()
        monitor.start(queue: .main)
        #expect(monitor.currentPath.status == .satisfied && monitor.currentPath.usesInterfaceType(.wifi))
        #expect(!monitor.currentPath.usesInterfaceType(.cellular))
        let connection = NWConnection(host: "example.com", port: 443, using: .tls)
        connection.start(queue: .main)
        #expect(connection.state == .setup)
    }

    @Test func cryptoKitHashesAsFIPSAndRFCTestVectorsSay() {
        // FIPS 180-2, appendix B.1: SHA-256("abc").
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(
            digest.map { String(format: "%02x", $0) }.joined()
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // RFC 4231, test case 2: HMAC-SHA-256 with key "Jefe".
        let code = HMAC<SHA256>.authenticationCode(
            for: Data("what do ya want for nothing?".utf8), using: SymmetricKey(data: Data("Jefe".utf8)))
        #expect(
            Data(code).map { String(format: "%02x", $0) }.joined()
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }
}
