import AnimaticCore

/// The Objective-C runtime's associated objects (`objc/runtime.h`), as the Swift overlay declares
/// them: a value kept on an object under a key's address (`&key` of a global `var`). Libraries use
/// them to add stored properties in extensions (SnapKit keeps a view's constraints and its debug
/// label so). On Linux there is no runtime: UIKit's and Core Animation's objects (views and
/// controllers, layers, gesture recognizers, presentation controllers, layout guides) keep them in
/// their own storage, dropped with the object, so nothing is global. Any other object cannot keep one: the
/// value is dropped, and reported at the call in a recording (what the library reads back later
/// would be missing).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// The values associated with one object, by key address (as a number: pointers are not `Sendable`). `OBJC_ASSOCIATION_ASSIGN` keeps an
/// object weakly (the runtime keeps an unretained pointer; weak reads nil instead of crashing).
@MainActor
final class AssociatedObjects {
    private enum Held {
        case strong(Any)
        case weak(WeakTarget)
    }
    private var values: [UInt: Held] = [:]

    func set(_ value: Any?, for key: UInt, policy: objc_AssociationPolicy) {
        guard let value else {
            values[key] = nil
            return
        }
        if policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass {
            values[key] = .weak(WeakTarget(value as AnyObject))
        } else {
            values[key] = .strong(value)
        }
    }

    func value(for key: UInt) -> Any? {
        switch values[key] {
        case .strong(let value): value
        case .weak(let target): target.object
        case nil: nil
        }
    }

    func removeAll() { values = [:] }
}

/// The objects that can keep associated values.
@MainActor
protocol AssociatedObjectsHolding: AnyObject {
    var associatedObjects: AssociatedObjects { get }
}

extension UIResponder: AssociatedObjectsHolding {}
extension CALayer: AssociatedObjectsHolding {}
extension UIGestureRecognizer: AssociatedObjectsHolding {}
extension UIPresentationController: AssociatedObjectsHolding {}
extension UILayoutGuide: AssociatedObjectsHolding {}

/// The holder of `object`'s associated values; nil (reported in a recording) for other objects.
@MainActor
private func associatedObjects(of object: Any, _ call: String, file: String, line: Int, column: Int)
    -> AssociatedObjects?
{
    if let holder = object as AnyObject as? AssociatedObjectsHolding { return holder.associatedObjects }
    Recording.recorder?.report(
        "\(call) on a \(type(of: object)): only UIKit's objects (views, controllers, layers, gesture recognizers, presentation controllers, layout guides) keep associated objects on Linux; the value is dropped",
        at: SourceLocation(file: file, line: line, column: column))
    return nil
}

public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy,
    file: String = #fileID, line: Int = #line, column: Int = #column
) {
    nonisolated(unsafe) let (object, value) = (object, value)
    let key = UInt(bitPattern: key)
    MainActor.assumeIsolated {
        associatedObjects(of: object, "objc_setAssociatedObject", file: file, line: line, column: column)?
            .set(value, for: key, policy: policy)
    }
}

public func objc_getAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, file: String = #fileID, line: Int = #line, column: Int = #column
) -> Any? {
    nonisolated(unsafe) let object = object
    let key = UInt(bitPattern: key)
    return MainActor.assumeIsolated {
        AssociatedValue(
            associatedObjects(of: object, "objc_getAssociatedObject", file: file, line: line, column: column)?
                .value(for: key))
    }.value
}

/// A value read on the main actor and handed back to the (nonisolated) caller, which the runtime's
/// functions are on iOS: the caller is on the main thread (`assumeIsolated` checks it).
private struct AssociatedValue: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}

public func objc_removeAssociatedObjects(_ object: Any) {
    nonisolated(unsafe) let object = object
    MainActor.assumeIsolated { (object as AnyObject as? AssociatedObjectsHolding)?.associatedObjects.removeAll() }
}
