import Foundation
import Synchronization

/// The app's keychain. iOS keeps one per app, shared by every thread and every screen of it, and
/// apps reach it through free functions, so it is one store for the process (not one per recording),
/// behind a lock because SecItem calls may come from any thread.
let keychain = Mutex(Keychain())

/// An attribute's value, kept as a value (items outlive the dictionaries apps pass) and compared
/// as Core Foundation compares them: numbers by value, whatever their Swift type.
enum KeychainValue: Hashable, Sendable {
    case string(String), data(Data), integer(Int64), real(Double), date(Date)
    case accessControl(SecAccessControl)
    /// Anything else, by its description, so that the same value given again still matches.
    case other(String)

    init(_ value: Any) {
        if let string = value as? String {
            self = .string(string)
        } else if let data = value as? Data {
            self = .data(data)
        } else if let date = value as? Date {
            self = .date(date)
        } else if let access = value as? SecAccessControl {
            self = .accessControl(access)
        } else if let number = KeychainValue.number(value) {
            let exact = number.rounded() == number && abs(number) < 0x1p63
            self = exact ? .integer(Int64(number)) : .real(number)
        } else {
            self = .other(String(describing: value))
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let flag as Bool: flag ? 1 : 0
        case let number as NSNumber: number.doubleValue
        case let number as Int: Double(number)
        case let number as Double: number
        default: nil
        }
    }

    /// What a query reads back: Foundation's value, a CFNumber as NSNumber.
    var object: Any {
        switch self {
        case .string(let string), .other(let string): string
        case .data(let data): data
        case .integer(let number): NSNumber(value: number)
        case .real(let number): NSNumber(value: number)
        case .date(let date): date
        case .accessControl(let access): access
        }
    }

    /// A primary-key value as the keychain's database stores it: a missing attribute is the
    /// empty value, so an item without an account and one with "" are the same item.
    static func key(_ value: KeychainValue?) -> KeychainValue? {
        switch value {
        case .string(""), .integer(0): nil
        case .data(let data) where data.isEmpty: nil
        default: value
        }
    }

    /// Whether a Boolean-valued key (`kSecReturnData`, `kSecAttrSynchronizable` …) says yes.
    static func isTrue(_ value: Any) -> Bool { number(value).map { $0 != 0 } ?? false }
}

struct KeychainItem: Sendable {
    let itemClass: String
    var attributes: [String: KeychainValue]
    var data: Data
    let persistentRef: Data
    var synchronizable: Bool { attributes[kSecAttrSynchronizable] == .integer(1) }

    /// SecItem.h's attribute dictionary: every attribute, the class among them.
    var attributeDictionary: [String: Any] {
        var dictionary = attributes.mapValues(\.object)
        dictionary[kSecClass] = itemClass
        return dictionary
    }
}

/// A dictionary passed to a SecItem call, sorted into what each key means there.
struct KeychainQuery {
    enum Synchronizable { case no, yes, any }
    enum Return: Hashable { case data, attributes, ref, persistentRef }

    var itemClass: String?
    /// The attributes to store (add, update) or to match (copy, update's query, delete).
    var attributes: [String: KeychainValue] = [:]
    /// `kSecValueData`: nil when absent; `.failure` when it is not data.
    var data: Result<Data, Failure>?
    var persistentRef: Data?
    var synchronizable: Synchronizable?
    var returns: Set<Return> = []
    /// `kSecMatchLimit`: one item unless told (SecItem.h: "By default, this function returns only
    /// the first match found").
    var limit = 1
    struct Failure: Error {}

    init(_ dictionary: CFDictionary) {
        for (key, value) in dictionary {
            guard let key = key.base as? String else { continue }
            switch key {
            case kSecClass: itemClass = value as? String
            case kSecValueData: data = (value as? Data).map { .success($0) } ?? .failure(Failure())
            case kSecValuePersistentRef: persistentRef = value as? Data
            case kSecAttrSynchronizable:
                synchronizable =
                    value as? String == kSecAttrSynchronizableAny ? .any : KeychainValue.isTrue(value) ? .yes : .no
            case kSecReturnData: if KeychainValue.isTrue(value) { returns.insert(.data) }
            case kSecReturnAttributes: if KeychainValue.isTrue(value) { returns.insert(.attributes) }
            case kSecReturnRef: if KeychainValue.isTrue(value) { returns.insert(.ref) }
            case kSecReturnPersistentRef: if KeychainValue.isTrue(value) { returns.insert(.persistentRef) }
            case kSecMatchLimit:
                switch value as? String {
                case kSecMatchLimitOne: limit = 1
                case kSecMatchLimitAll: limit = .max
                default: if case .integer(let count) = KeychainValue(value), count > 0 { limit = Int(count) }
                }
            case kSecValueRef: continue
            // How to search or authenticate, not what to match: the search and use keys.
            case _ where key.hasPrefix("m_") || key.hasPrefix("u_") || key == kSecUseDataProtectionKeychain: continue
            default: attributes[key] = KeychainValue(value)
            }
        }
    }
}

struct Keychain: Sendable {
    private var items: [KeychainItem] = []
    private var nextRef = 1

    /// SecItem.h's classes and the attributes that make an item's primary key in each (the
    /// keychain's database schema in Apple's open-source Security, SecItemSchema.c).
    private static let primaryKeys: [String: [String]] = [
        kSecClassGenericPassword: ["acct", "svce"],
        kSecClassInternetPassword: ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path"],
        kSecClassCertificate: ["ctyp", "issr", "slnr"],
        kSecClassKey: ["kcls", "klbl", "atag", "crtr", "type", "bsiz", "esiz", "sdat", "edat"],
        kSecClassIdentity: ["ctyp", "issr", "slnr"],
    ].mapValues { $0 + [kSecAttrAccessGroup, kSecAttrSynchronizable] }

    mutating func add(_ query: KeychainQuery, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        result?.pointee = nil
        guard let itemClass = query.itemClass, Keychain.primaryKeys[itemClass] != nil,
            query.synchronizable != .any
        else { return errSecParam }
        if case .failure = query.data { return errSecParam }
        var attributes = query.attributes
        attributes[kSecAttrSynchronizable] = .integer(query.synchronizable == .yes ? 1 : 0)
        // Apple: kSecAttrAccessibleWhenUnlocked "is the default value for keychain items added without
        // explicitly setting an accessibility constant".
        attributes[kSecAttrAccessible] = attributes[kSecAttrAccessible] ?? .string(kSecAttrAccessibleWhenUnlocked)
        let now = Date()
        (attributes[kSecAttrCreationDate], attributes[kSecAttrModificationDate]) = (.date(now), .date(now))
        let item = KeychainItem(
            itemClass: itemClass, attributes: attributes, data: (try? query.data?.get()) ?? Data(),
            persistentRef: Data("animatic-keychain-item-\(nextRef)".utf8))
        guard !items.contains(where: { Keychain.samePrimaryKey($0, item) }) else { return errSecDuplicateItem }
        nextRef += 1
        items.append(item)
        result?.pointee = Keychain.answer([item], query.returns, single: true)
        return errSecSuccess
    }

    func copyMatching(_ query: KeychainQuery, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        result?.pointee = nil
        guard query.itemClass != nil else { return errSecParam }
        let found = Array(items.filter { Keychain.matches($0, query) }.prefix(query.limit))
        guard !found.isEmpty else { return errSecItemNotFound }
        result?.pointee = Keychain.answer(found, query.returns, single: query.limit == 1)
        return errSecSuccess
    }

    mutating func update(_ query: KeychainQuery, _ changes: KeychainQuery) -> OSStatus {
        guard query.itemClass != nil, changes.synchronizable != .any else { return errSecParam }
        if case .failure = changes.data { return errSecParam }
        let matching = items.indices.filter { Keychain.matches(items[$0], query) }
        guard !matching.isEmpty else { return errSecItemNotFound }
        var updated = items
        for index in matching {
            updated[index].attributes.merge(changes.attributes) { _, new in new }
            if let synchronizable = changes.synchronizable {
                updated[index].attributes[kSecAttrSynchronizable] = .integer(synchronizable == .yes ? 1 : 0)
            }
            if case .success(let data) = changes.data { updated[index].data = data }
            updated[index].attributes[kSecAttrModificationDate] = .date(Date())
        }
        for index in matching
        where updated.indices.contains(where: { $0 != index && Keychain.samePrimaryKey(updated[$0], updated[index]) }) {
            return errSecDuplicateItem
        }
        items = updated
        return errSecSuccess
    }

    mutating func delete(_ query: KeychainQuery) -> OSStatus {
        guard query.itemClass != nil else { return errSecParam }
        let before = items.count
        items.removeAll { Keychain.matches($0, query) }
        return items.count < before ? errSecSuccess : errSecItemNotFound
    }

    private static func samePrimaryKey(_ a: KeychainItem, _ b: KeychainItem) -> Bool {
        guard a.itemClass == b.itemClass, let keys = primaryKeys[a.itemClass] else { return false }
        return keys.allSatisfy { KeychainValue.key(a.attributes[$0]) == KeychainValue.key(b.attributes[$0]) }
    }

    /// SecItem.h: a query without kSecAttrSynchronizable finds only items that are not synchronized;
    /// kSecAttrSynchronizableAny finds both. Every other attribute given must be the item's.
    private static func matches(_ item: KeychainItem, _ query: KeychainQuery) -> Bool {
        guard item.itemClass == query.itemClass else { return false }
        if let ref = query.persistentRef, ref != item.persistentRef { return false }
        switch query.synchronizable ?? .no {
        case .no: if item.synchronizable { return false }
        case .yes: if !item.synchronizable { return false }
        case .any: break
        }
        return query.attributes.allSatisfy { key, value in
            item.attributes[key] == value
                || KeychainValue.key(value) == nil && KeychainValue.key(item.attributes[key]) == nil
        }
    }

    /// What `result` receives: one kind of answer alone (the data, the attribute dictionary or the
    /// persistent reference), several in one dictionary, and an array when the match limit is over one;
    /// nil when nothing is asked for. A password has no item reference here (kSecReturnRef gives none).
    private static func answer(_ found: [KeychainItem], _ returns: Set<KeychainQuery.Return>, single: Bool)
        -> CFTypeRef?
    {
        let asked = returns.subtracting([.ref])
        guard !asked.isEmpty else { return nil }
        let values: [Any] = found.map { item in
            if asked == [.data] { return item.data }
            if asked == [.persistentRef] { return item.persistentRef }
            var dictionary = asked.contains(.attributes) ? item.attributeDictionary : [:]
            if asked.contains(.data) { dictionary[kSecValueData] = item.data }
            if asked.contains(.persistentRef) { dictionary[kSecValuePersistentRef] = item.persistentRef }
            return dictionary
        }
        return single ? values[0] as AnyObject : values as AnyObject
    }
}
