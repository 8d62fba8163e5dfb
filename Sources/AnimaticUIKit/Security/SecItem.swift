// SecItem.h's keys and values, with the strings Security gives them (SecItemConstants.c in Apple's
// open-source Security): an item's attributes come back from `kSecReturnAttributes` under these
// short names ("acct", "svce" …), as on iOS.

public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecClassCertificate: CFString = "cert"
public let kSecClassKey: CFString = "keys"
public let kSecClassIdentity: CFString = "idnt"

public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessControl: CFString = "accc"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrSynchronizableAny: CFString = "syna"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrCreator: CFString = "crtr"
public let kSecAttrType: CFString = "type"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrIsInvisible: CFString = "invi"
public let kSecAttrIsNegative: CFString = "nega"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrService: CFString = "svce"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrSecurityDomain: CFString = "sdmn"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrProtocol: CFString = "ptcl"
public let kSecAttrAuthenticationType: CFString = "atyp"
public let kSecAttrPort: CFString = "port"
public let kSecAttrPath: CFString = "path"
public let kSecAttrKeyClass: CFString = "kcls"
public let kSecAttrApplicationLabel: CFString = "klbl"
public let kSecAttrApplicationTag: CFString = "atag"
public let kSecAttrKeyType: CFString = "type"
public let kSecAttrKeySizeInBits: CFString = "bsiz"
public let kSecAttrEffectiveKeySize: CFString = "esiz"
public let kSecAttrIsPermanent: CFString = "perm"
public let kSecAttrTokenID: CFString = "tkid"
public let kSecAttrKeyTypeRSA: CFString = "42"
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
public let kSecAttrKeyClassPublic: CFString = "0"
public let kSecAttrKeyClassPrivate: CFString = "1"
public let kSecAttrKeyClassSymmetric: CFString = "2"
public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"

public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
@available(iOS, deprecated: 12.0, message: "Use an accessibility level that provides some user protection")
public let kSecAttrAccessibleAlways: CFString = "dk"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
@available(iOS, deprecated: 12.0, message: "Use an accessibility level that provides some user protection")
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// The values above, which `SecAccessControlCreateWithFlags` accepts as a protection class.
let accessibilityValues: Set<String> = ["ak", "ck", "dk", "aku", "cku", "dku", "akpu"]

public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"

public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

public let kSecValueData: CFString = "v_Data"
public let kSecValueRef: CFString = "v_Ref"
public let kSecValuePersistentRef: CFString = "v_PersistentRef"

public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
@available(iOS, deprecated: 14.0, message: "Use kSecUseAuthenticationUI instead.")
public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
public let kSecUseDataProtectionKeychain: CFString = "nleg"

/// Adds an item: errSecParam without a known `kSecClass` or with a `kSecValueData` that is not data,
/// errSecDuplicateItem when an item of the class with the same primary key is there (a generic
/// password's account, service, access group and synchronizable flag, missing ones counting as
/// empty); `result` receives what the `kSecReturn…` keys ask for.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    keychain.withLock { $0.add(KeychainQuery(attributes), result) }
}

/// The matching items (the first by default, `kSecMatchLimit` for more, in an array) in the form
/// the `kSecReturn…` keys ask for; errSecItemNotFound when none match.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    keychain.withLock { $0.copyMatching(KeychainQuery(query), result) }
}

/// Sets `attributesToUpdate` on every item matching `query`; errSecItemNotFound when none match,
/// errSecDuplicateItem when the change would give two items one primary key.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    keychain.withLock { $0.update(KeychainQuery(query), KeychainQuery(attributesToUpdate)) }
}

/// Deletes every item matching `query` (all of them: a delete has no match limit); errSecItemNotFound
/// when none match.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    keychain.withLock { $0.delete(KeychainQuery(query)) }
}

// An `NSDictionary` goes to these as it is on iOS, where it is toll-free bridged with CFDictionary
// (`let query: NSDictionary = [kSecClass: …]; SecItemAdd(query, nil)`).
public func SecItemAdd(_ attributes: NSDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    SecItemAdd(bridged(attributes), result)
}
public func SecItemCopyMatching(_ query: NSDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    SecItemCopyMatching(bridged(query), result)
}
public func SecItemUpdate(_ query: NSDictionary, _ attributesToUpdate: NSDictionary) -> OSStatus {
    SecItemUpdate(bridged(query), bridged(attributesToUpdate))
}
public func SecItemDelete(_ query: NSDictionary) -> OSStatus {
    SecItemDelete(bridged(query))
}

private func bridged(_ dictionary: NSDictionary) -> CFDictionary {
    var result: CFDictionary = [:]
    for (key, value) in dictionary {
        if let key = key as? AnyHashable { result[key] = value }
    }
    return result
}
