import AnimaticCore
import Foundation

/// `Selector` without an Objective-C runtime. The AnimaticRewrite plugin turns
/// `#selector(handle(_:))` into `Selector("handle(_:)", handle(_:))`, so the selector keeps a
/// reference to the method and `Timer`, `CADisplayLink` and `perform(_:with:afterDelay:)` can
/// call it. A selector made from a string alone (`Selector("tick")`, `#selector(getter: …)`)
/// has a name only: calling it is reported.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, @unchecked Sendable {
    public let name: String
    private let call: (@MainActor (AnyObject?, Any?) -> Bool)?

    public init(_ name: String) {
        self.name = name
        call = nil
    }
    public init(stringLiteral name: String) { self.init(name) }

    /// A method bound to its receiver (`#selector(tick)` inside the class: `self.tick`).
    public init<Result>(_ name: String, _ method: @escaping @MainActor () -> Result) {
        self.name = name
        call = { _, _ in
            _ = method()
            return true
        }
    }

    /// A bound method taking the sender (`#selector(handlePan(_:))`); called with the sender
    /// when it has the parameter's type. What the method returns is dropped.
    public init<Sender, Result>(_ name: String, _ method: @escaping @MainActor (Sender) -> Result) {
        self.name = name
        call = { _, sender in
            guard let sender = sender as? Sender else { return false }
            _ = method(sender)
            return true
        }
    }

    /// A method of a type (`#selector(Menu.close)`), called on the target it is given.
    public init<Target, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> @MainActor () -> Result) {
        self.name = name
        call = { target, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// A method of a type taking the sender (`#selector(Menu.handlePan(_:))`).
    public init<Target, Sender, Result>(
        _ name: String, _ method: @escaping @MainActor (Target) -> @MainActor (Sender) -> Result
    ) {
        self.name = name
        call = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    public var description: String { name }
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Calls the method on `target` with `sender`; a selector without a method, or whose method
    /// does not take that target or sender, is reported at `location` and does nothing.
    @MainActor
    func invoke(on target: AnyObject?, sender: Any?, location: SourceLocation) {
        if let call, call(target, sender) { return }
        Recording.recorder?.report(
            "the selector \(name) cannot be called here: build it with #selector through the AnimaticRewrite plugin, with a method that takes \(sender.map { "a \(type(of: $0))" } ?? "no argument")",
            at: location)
    }
}

public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

extension NSObjectProtocol {
    /// Every selector is taken as implemented: without a runtime to ask, the methods an app
    /// checks for (the context's `view(forKey:)` …) are the ones AnimaticUIKit provides.
    public func responds(to selector: Selector?) -> Bool { true }
}

extension NSObject {
    /// Runs the selector's method after `delay` seconds on the virtual clock.
    @MainActor
    public func perform(
        _ selector: Selector, with object: Any?, afterDelay delay: TimeInterval,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        performLater(selector, on: self, with: object, afterDelay: delay, file: file, line: line, column: column)
    }

    @MainActor
    @discardableResult
    public func perform(
        _ selector: Selector, with object: Any? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Any? {
        selector.invoke(on: self, sender: object, location: callSite(file, line, column))
        return nil
    }

    /// Cancelling earlier `perform(_:with:afterDelay:)` calls is not modeled: reported.
    @MainActor
    public class func cancelPreviousPerformRequests(
        withTarget target: Any, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        Recording.recorder?.report(
            "NSObject.cancelPreviousPerformRequests is not modeled: the delayed calls still run",
            at: callSite(file, line, column))
    }
}

/// `perform(_:with:afterDelay:)`'s body, for NSObject and UIResponder alike: the call a run-loop
/// timer makes on iOS, at `delay` seconds on the virtual clock.
@MainActor
private func performLater(
    _ selector: Selector, on target: AnyObject, with object: Any?, afterDelay delay: TimeInterval,
    file: String, line: Int, column: Int
) {
    let location = callSite(file, line, column)
    DispatchQueue.main.asyncAfter(
        deadline: .now() + delay,
        execute: { selector.invoke(on: target, sender: object, location: location) },
        file: file, line: line, column: column)
}
