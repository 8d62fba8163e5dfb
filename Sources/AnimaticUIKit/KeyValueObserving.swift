import AnimaticCore
import Foundation
import Synchronization

// Key-value observing as Swift apps use it on iOS: `object.observe(\.contentOffset, options:) { … }`
// returning an `NSKeyValueObservation`. Foundation on Linux has no KVO, so AnimaticUIKit gives
// the names (as Foundation's overlay declares them) and its own objects notify: a view's or a
// scroll view's setter of an observed property calls the handlers around the write, as the
// setter KVO wraps on iOS does. Key paths without notifications are reported at the call.

/// The options of `observe(_:options:changeHandler:)`: what the change carries and when it comes.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries `newValue`.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries `oldValue`.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, before `observe` returns (`newValue` only, with `.new`).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change, with `isPrior` true (`oldValue` only).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change: a property set is `.setting`, as for every key path here.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// What the handler receives: the values its options asked for.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// The observation `observe` returns: notifications stop at `invalidate()` or when it is released.
public final class NSKeyValueObservation: Sendable {
    private let valid = Mutex(true)
    init() {}
    public func invalidate() { valid.withLock { $0 = false } }
    var isValid: Bool { valid.withLock { $0 } }
}

/// What can be observed: views, scroll views, layers, controllers and presentation controllers.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension UIResponder: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}
extension UIPresentationController: _KeyValueCodingAndObserving {}

/// One `observe` on one object: what to call around a write of its key.
@MainActor
final class KeyValueRegistration {
    let key: String
    weak var observation: NSKeyValueObservation?
    let willChange: @MainActor () -> Void
    let didChange: @MainActor () -> Void
    init(
        key: String, observation: NSKeyValueObservation, willChange: @escaping @MainActor () -> Void,
        didChange: @escaping @MainActor () -> Void
    ) {
        self.key = key
        self.observation = observation
        self.willChange = willChange
        self.didChange = didChange
    }
    var isActive: Bool { observation?.isValid ?? false }
}

/// The observations of one object, kept by the object.
@MainActor
final class KeyValueObservers {
    private var registrations: [KeyValueRegistration] = []

    func add(_ registration: KeyValueRegistration) {
        registrations.removeAll { !$0.isActive }
        registrations.append(registration)
    }

    /// Runs `write`, calling the handlers of `key` before and after it.
    func changing(_ key: String, _ write: () -> Void) {
        let active = registrations.filter { $0.key == key && $0.isActive }
        for registration in active { registration.willChange() }
        write()
        for registration in active where registration.isActive { registration.didChange() }
    }
}

extension UIResponder {
    /// Runs the write of `key`'s setter, notifying its observers (`observe(_:options:changeHandler:)`).
    func changing(_ key: String, _ write: () -> Void) {
        guard let keyValueObservers else { return write() }
        keyValueObservers.changing(key, write)
    }
}

extension _KeyValueCodingAndObserving {
    /// `observe` on a key path whose changes are not delivered here: the `.initial` call is made,
    /// and the call is reported in a recording (its later changes could change what is drawn).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> NSKeyValueObservation {
        keyValueObservation(
            keyPath, key: nil, options: options, changeHandler: changeHandler,
            at: SourceLocation(file: file, line: line, column: column))
    }

    func keyValueObservation<Value>(
        _ keyPath: KeyPath<Self, Value>, key: String?, options: NSKeyValueObservingOptions,
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void, at location: SourceLocation
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        if options.contains(.initial) {
            let value = options.contains(.new) ? self[keyPath: keyPath] : nil
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
        }
        guard let key, let responder = self as? UIResponder else {
            Recording.recorder?.report(
                "key-value observing of \(Self.self)'s \(keyPath) is not modelled: its changes are not delivered"
                    + " (observed: \(UIResponder.observableKeys))",
                at: location)
            return observation
        }
        // Old values of nested writes (a handler that sets the property again), innermost last.
        var olds: [Value] = []
        let registration = KeyValueRegistration(
            key: key, observation: observation,
            willChange: { [weak self] in
                guard let self else { return }
                let old = self[keyPath: keyPath]
                olds.append(old)
                if options.contains(.prior) {
                    changeHandler(
                        self,
                        NSKeyValueObservedChange(
                            kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil, indexes: nil,
                            isPrior: true))
                }
            },
            didChange: { [weak self] in
                guard let self else { return }
                let old = olds.popLast()
                changeHandler(
                    self,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                        oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
            })
        let observers = responder.keyValueObservers ?? KeyValueObservers()
        responder.keyValueObservers = observers
        observers.add(registration)
        return observation
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// `observe` on a view: `frame`, `bounds`, `center`, `transform`, `alpha`, `isHidden` and
    /// `backgroundColor` notify when set (directly, as KVO on iOS: setting `center` does not
    /// notify `frame`'s observers); other key paths are reported.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> NSKeyValueObservation {
        keyValueObservation(
            keyPath, key: UIView.observableKey(keyPath, in: Self.self), options: options,
            changeHandler: changeHandler, at: SourceLocation(file: file, line: line, column: column))
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// `observe` on a scroll view: a view's keys and `contentOffset`, `contentSize`, `contentInset`.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> NSKeyValueObservation {
        let key = UIScrollView.observableKey(keyPath, in: Self.self) ?? UIView.observableKey(keyPath, in: Self.self)
        return keyValueObservation(
            keyPath, key: key, options: options, changeHandler: changeHandler,
            at: SourceLocation(file: file, line: line, column: column))
    }
}

extension UIResponder {
    static let observableKeys =
        "UIView frame, bounds, center, transform, alpha, isHidden, backgroundColor; "
        + "UIScrollView contentOffset, contentSize, contentInset"
}

extension UIView {
    /// The setter's key of a view key path rooted at `Root` (key paths of different roots differ).
    static func observableKey<Root: UIView>(_ keyPath: AnyKeyPath, in _: Root.Type) -> String? {
        let keys: [(AnyKeyPath, String)] = [
            (\Root.frame, "frame"), (\Root.bounds, "bounds"), (\Root.center, "center"),
            (\Root.transform, "transform"), (\Root.alpha, "alpha"), (\Root.isHidden, "isHidden"),
            (\Root.backgroundColor, "backgroundColor"),
        ]
        return keys.first { $0.0 == keyPath }?.1
    }
}

extension UIScrollView {
    static func observableKey<Root: UIScrollView>(_ keyPath: AnyKeyPath, in _: Root.Type) -> String? {
        let keys: [(AnyKeyPath, String)] = [
            (\Root.contentOffset, "contentOffset"), (\Root.contentSize, "contentSize"),
            (\Root.contentInset, "contentInset"),
        ]
        return keys.first { $0.0 == keyPath }?.1
    }
}

// The string form of key-value observing (`addObserver(_:forKeyPath:options:context:)`), which
// Foundation on Linux lacks: registrations are accepted and nothing is delivered to
// `observeValue(forKeyPath:of:change:context:)`. A model object's properties (an AVPlayerItem's
// `status`) do not change here, so nothing is missed; a view's or a layer's could, so such a
// registration is reported in a recording. Views and controllers are NSObjects with the reporting
// form too: the silent one gives way to it.
extension NSObject {
    @_disfavoredOverload
    public func addObserver(
        _ observer: Any, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {}
    public func removeObserver(_ observer: Any, forKeyPath keyPath: String) {}
    public func removeObserver(_ observer: Any, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}

extension _KeyValueCodingAndObserving {
    @MainActor
    public func addObserver(
        _ observer: Any, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        Recording.recorder?.report(
            "addObserver(_:forKeyPath: \"\(keyPath)\"): key-value observing by key path string is not delivered in "
                + "Animatic (observeValue(forKeyPath:of:change:context:) is not called)",
            at: SourceLocation(file: file, line: line, column: column))
    }
    public func removeObserver(_ observer: Any, forKeyPath keyPath: String) {}
    public func removeObserver(_ observer: Any, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}
