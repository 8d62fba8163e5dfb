import Foundation

// `@NSManaged` properties declared in an extension: Core Data's generated
// `Entity+CoreDataProperties.swift` (`extension Anime { @NSManaged public var name: String }`), or a
// layer's. An extension cannot hold the stored wrapper `@CAManaged` is, so the rewrite makes each a
// computed property over these two functions, which keep its value in the object, as Core Data
// and Core Animation keep it (docs/uikit-surface.md, the rewrite table).

/// An object that keeps the values of its `@NSManaged` properties declared in extensions, by name.
public protocol AnimaticManagedValueStorage: AnyObject {
    var animaticManagedValues: [String: Any] { get set }
}

/// The property's value, zero (or nil) until set, as an unsaved object's or a layer's is.
public func animaticManagedValue<Value>(_ object: AnyObject, _ key: String) -> Value {
    if let value = (object as? any AnimaticManagedValueStorage)?.animaticManagedValues[key] as? Value { return value }
    return managedZero(Value.self)
}

/// Keeps the value; on a layer whose class's `needsDisplay(forKey:)` names it, a change redraws it.
/// Only Core Data's objects and layers keep such values on iOS (another class's `@NSManaged` has no
/// storage there either): on any other object nothing is kept.
public func animaticSetManagedValue<Value>(_ object: AnyObject, _ key: String, _ value: Value) {
    guard let storage = object as? any AnimaticManagedValueStorage else { return }
    storage.animaticManagedValues[key] = value
    nonisolated(unsafe) let layer = object as? CALayer
    if let layer { MainActor.assumeIsolated { layer.managedValueChanged(key) } }
}

/// Zero for a plain value type, nil for an optional: what an unset managed property reads.
func managedZero<Value>(_ type: Value.Type) -> Value {
    if let optional = Value.self as? any ExpressibleByNilLiteral.Type {
        return optional.init(nilLiteral: ()) as! Value
    }
    precondition(_isPOD(Value.self), "@NSManaged property of type \(Value.self) read before it was set")
    let bytes = UnsafeMutableRawPointer.allocate(
        byteCount: max(1, MemoryLayout<Value>.size), alignment: MemoryLayout<Value>.alignment)
    defer { bytes.deallocate() }
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, MemoryLayout<Value>.size))
    return bytes.load(as: Value.self)
}

extension CALayer: AnimaticManagedValueStorage {}

/// The body the rewrite gives a method declared `@NSManaged` (`@NSManaged func
/// _scrollToTopIfPossible(_:) -> ObjCBool`, an app's way to call a private UIKit method): on iOS
/// the Objective-C runtime finds UIKit's implementation; Linux has none, so the call is reported
/// in the recording running now (on standard error when none runs) and returns zero or nil.
public func animaticManagedMethod<Result>(
    _ member: String, file: String = #fileID, line: Int = #line, column: Int = #column
) -> Result {
    let message =
        "\(member) is declared @NSManaged: its implementation is the Objective-C runtime's, which Animatic "
        + "does not have; the call did nothing\(Result.self == Void.self ? "" : " and returned zero or nil")"
    if let recorder = Recording.recorder {
        MainActor.assumeIsolated { recorder.report(message, at: callSite(file, line, column)) }
    } else {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
    return managedZero(Result.self)
}
