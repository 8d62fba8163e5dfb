import Foundation

// Foundation's value transformers, which swift-corelibs-foundation does not have: an app's Core Data
// model registers one for a transformable attribute (`class ColorTransformer:
// NSSecureUnarchiveFromDataTransformer { override static var allowedTopLevelClasses … }`). The
// registry is per process, as Foundation's is; nothing in a recording transforms a value by itself.

public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

open class ValueTransformer: NSObject {
    private static let registry = Registry()
    /// The registered transformer `init?(forName:)` stands for: Foundation's factory returns that
    /// object, which a Swift initializer cannot, so this one forwards to it.
    private var registered: ValueTransformer?

    /// Apple: the class of the values `transformedValue(_:)` returns; `NSObject` by default.
    open class func transformedValueClass() -> AnyClass { NSObject.self }
    /// Apple: false by default.
    open class func allowsReverseTransformation() -> Bool { false }
    /// Apple: the value itself by default.
    open func transformedValue(_ value: Any?) -> Any? { registered.map { $0.transformedValue(value) } ?? value }
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        if let registered { return registered.reverseTransformedValue(value) }
        return Self.allowsReverseTransformation() ? transformedValue(value) : nil
    }

    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        registry.set(transformer, for: name)
    }
    public convenience init?(forName name: NSValueTransformerName) {
        guard let registered = ValueTransformer.registry.transformer(for: name) else { return nil }
        self.init()
        self.registered = registered
    }
    open class func valueTransformerNames() -> [NSValueTransformerName] { registry.names }

    /// Registered transformers by name, locked: Foundation's registry is process-wide and thread-safe.
    final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var transformers: [NSValueTransformerName: ValueTransformer] = [:]
        func set(_ transformer: ValueTransformer?, for name: NSValueTransformerName) {
            lock.withLock { transformers[name] = transformer }
        }
        func transformer(for name: NSValueTransformerName) -> ValueTransformer? { lock.withLock { transformers[name] } }
        var names: [NSValueTransformerName] { lock.withLock { Array(transformers.keys) } }
    }
}

/// Apple: unarchives `Data` securely into the classes `allowedTopLevelClasses` names. Archives are not
/// read here (NSKeyedUnarchiver's secure coding of UIKit classes is not modelled): the value passes through.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    /// Apple: NSArray, NSDictionary, NSSet, NSString, NSNumber, NSDate, NSData, NSURL, NSUUID, NSNull.
    open class var allowedTopLevelClasses: [AnyClass] {
        [
            NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self,
            NSURL.self, NSUUID.self, NSNull.self,
        ]
    }
    open override class func allowsReverseTransformation() -> Bool { true }
    open override class func transformedValueClass() -> AnyClass { NSData.self }
}
