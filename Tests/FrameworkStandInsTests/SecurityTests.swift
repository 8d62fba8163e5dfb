import Foundation
import Security
import Synchronization
import Testing

/// The keychain's four calls as apps write them, answering SecBase.h's result codes. The keychain
/// is one per process, so each test keeps to a service of its own (the tests run in parallel).
struct SecurityTests {
    @Test func anItemIsAddedOnceFoundUpdatedAndDeleted() {
        let service = "com.example.\(UUID().uuidString)"
        let base: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecAttrAccount as String: "alice",
        ]
        var add = base
        add[kSecValueData as String] = Data("secret".utf8)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)
        #expect(errSecSuccess == 0 && errSecDuplicateItem == -25299 && errSecItemNotFound == -25300)

        var read = base
        read[kSecReturnData as String] = kCFBooleanTrue
        read[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        #expect(result as? Data == Data("secret".utf8))

        let update = [kSecValueData as String: Data("changed".utf8)]
        #expect(SecItemUpdate(base as CFDictionary, update as CFDictionary) == errSecSuccess)
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(read as CFDictionary, &item) == errSecSuccess)
        #expect((item as? Data).flatMap { String(data: $0, encoding: .utf8) } == "changed")

        #expect(SecItemDelete(base as CFDictionary) == errSecSuccess)
        result = nil
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecItemNotFound && result == nil)
        #expect(SecItemDelete(base as CFDictionary) == errSecItemNotFound)
        #expect(SecItemUpdate(base as CFDictionary, update as CFDictionary) == errSecItemNotFound)
    }

    @Test func attributesComeBackUnderSecurityKeysAndAllMatchesInAnArray() throws {
        let service = "com.example.\(UUID().uuidString)"
        for account in ["alice", "bob"] {
            let item =
                [
                    kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account,
                    kSecValueData: Data(account.utf8),
                    kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
                ] as [CFString: Any] as CFDictionary
            #expect(SecItemAdd(item, nil) == errSecSuccess)
        }
        let query =
            [
                kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecMatchLimit: kSecMatchLimitAll,
                kSecReturnAttributes: true, kSecReturnData: true,
            ] as [CFString: Any] as CFDictionary
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(query, &result) == errSecSuccess)
        let items = try #require(result as? [[String: Any]])
        #expect(items.count == 2)
        let alice = try #require(items.first { $0["acct"] as? String == "alice" })
        #expect(alice[kSecAttrService as String] as? String == service && alice["class"] as? String == "genp")
        #expect(alice[kSecValueData as String] as? Data == Data("alice".utf8))
        #expect(alice[kSecAttrAccessible as String] as? String == "cku")
        // Changing bob's account to alice's would make two items of one primary key.
        let bob =
            [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "bob"] as CFDictionary
        #expect(SecItemUpdate(bob, [kSecAttrAccount: "alice"] as CFDictionary) == errSecDuplicateItem)
        // A delete has no match limit: the service's two items go.
        #expect(SecItemDelete([kSecClass: kSecClassGenericPassword, kSecAttrService: service] as CFDictionary) == 0)
    }

    @Test func synchronizableItemsAreFoundOnlyWhenAskedFor() {
        let service = "com.example.\(UUID().uuidString)"
        let add: NSDictionary = [
            kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrSynchronizable: kCFBooleanTrue!,
            kSecValueData: Data([1]),
        ]
        #expect(SecItemAdd(add, nil) == errSecSuccess)
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        // SecItem.h: without kSecAttrSynchronizable a query finds no synchronizable item.
        #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecItemNotFound)
        query[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
    }

    @Test func aQueryWithoutAClassIsAParameterError() {
        #expect(SecItemCopyMatching([kSecAttrAccount: "x"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemAdd([kSecClass: "nope"] as CFDictionary, nil) == -50)
        #expect(
            SecCopyErrorMessageString(errSecItemNotFound, nil) as String?
                == "The specified item could not be found in the keychain.")
    }

    @Test func theKeychainIsSharedSafelyAcrossThreads() {
        let service = "com.example.\(UUID().uuidString)"
        @Sendable func add(_ index: Int) -> OSStatus {
            let item =
                [
                    kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "\(index)",
                ] as CFDictionary
            return SecItemAdd(item, nil)
        }
        let first = Mutex([OSStatus](repeating: 1, count: 64)), second = Mutex([OSStatus](repeating: 1, count: 64))
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let status = add(index)
            first.withLock { $0[index] = status }
        }
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let status = add(index)
            second.withLock { $0[index] = status }
        }
        #expect(first.withLock { $0.allSatisfy { $0 == errSecSuccess } })
        #expect(second.withLock { $0.allSatisfy { $0 == errSecDuplicateItem } })
        let all =
            [
                kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecMatchLimit: kSecMatchLimitAll,
                kSecReturnAttributes: kCFBooleanTrue as Any,
            ] as CFDictionary
        var result: AnyObject?
        #expect(SecItemCopyMatching(all, &result) == errSecSuccess && (result as? [[String: Any]])?.count == 64)
        #expect(SecItemDelete([kSecClass: kSecClassGenericPassword, kSecAttrService: service] as CFDictionary) == 0)
    }

    @Test func randomBytesFillTheBuffer() {
        var first = [UInt8](repeating: 0, count: 32), second = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, first.count, &first) == errSecSuccess)
        #expect(SecRandomCopyBytes(kSecRandomDefault, second.count, &second) == errSecSuccess)
        // 2⁻²⁵⁶ chances that either is all zeros or that both are the same.
        #expect(first != [UInt8](repeating: 0, count: 32) && first != second)
    }

    @Test func accessControlIsMadeForAProtectionClassOnly() {
        var error: Unmanaged<CFError>?
        let access = SecAccessControlCreateWithFlags(
            kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
            [.biometryCurrentSet, .or, .devicePasscode],
            &error)
        #expect(access?.flags == [.biometryCurrentSet, .or, .devicePasscode] && error == nil)
        #expect(SecAccessControlCreateWithFlags(nil, "nope" as CFTypeRef, .userPresence, &error) == nil)
        #expect(error?.takeRetainedValue().code == Int(errSecParam))
        #expect(
            SecAccessControlCreateFlags.userPresence.rawValue == 1 && SecAccessControlCreateFlags.or.rawValue == 1 << 14
        )
    }
}
