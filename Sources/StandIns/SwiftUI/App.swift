import Foundation

// A SwiftUI app's entry point and scenes, and the Observation framework's bindings. Animatic records
// transitions; it never runs an app, so an `App`'s `main()` starts nothing and its scenes are kept as
// values only. iOS's SwiftUI re-exports Observation, so `@Observable` compiles with `import SwiftUI`.
@_exported import Observation

/// An app's structure (SwiftUI's `App`): its `body` lists the scenes the system would show.
@preconcurrency @MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// On iOS, `@main` hands control to UIKit's run loop here. Nothing is run on Linux: an animator's
    /// transition is recorded from a scene or a driver, not by launching its app.
    public static func main() {}
}

/// A part of an app's interface the system manages (SwiftUI's `Scene`), such as a window group.
@preconcurrency @MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Never is both a view and a scene, so it says which body it has (both default ones would fit).
extension Never {
    public var body: Never { fatalError("Never has no body") }
}

/// A scene SwiftUI provides has no body of its own; asking for it is a programming error, as on iOS.
extension Scene where Body == Never {
    public var body: Never { fatalError("\(type(of: self)) is a primitive SwiftUI scene: it has no body") }
}

/// The scenes a builder makes of its statements.
@resultBuilder @preconcurrency @MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<
        (repeat each Content)
    > {
        _TupleScene((repeat each content))
    }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _EitherScene<First, Second> {
        _EitherScene(first: first, second: nil)
    }
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _EitherScene<First, Second> {
        _EitherScene(first: nil, second: second)
    }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    public var value: T
    init(_ value: T) { self.value = value }
}

public struct _OptionalScene<Content: Scene>: Scene {
    public typealias Body = Never
    let content: Content?
}

public struct _EitherScene<First: Scene, Second: Scene>: Scene {
    public typealias Body = Never
    let first: First?
    let second: Second?
}

/// The windows of an app's main interface; its content view is kept, never shown.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension Scene {
    /// A scene's modifiers change what the system does with its windows; the scene is kept as it is.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some Scene { self }
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
}

/// The app delegate SwiftUI makes when it launches an `App` (`@UIApplicationDelegateAdaptor`). No app
/// is launched here, so none is made: reading it stops, saying so, instead of giving a delegate whose
/// `application(_:didFinishLaunchingWithOptions:)` never ran.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType {
        fatalError("\(DelegateType.self): SwiftUI's app delegate exists once the app launches; no app is launched here")
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

/// Bindings to an `@Observable` object's properties (`$model.name`), as SwiftUI's `@Bindable` makes.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Environment where Value: AnyObject & Observable {
    /// `@Environment(Model.self)`: an object an ancestor provides with `.environment(_:)`. No view
    /// hierarchy runs here, so reading it stops, as SwiftUI stops when no ancestor provided one.
    public init(_ objectType: Value.Type) {
        keyPath = \EnvironmentValues.[missingObservable: ObjectIdentifier(objectType)]
    }
}

extension EnvironmentValues {
    subscript<T>(missingObservable type: ObjectIdentifier) -> T {
        fatalError("No Observable object of type \(T.self) found: SwiftUI's environment is not modelled")
    }
}

extension View {
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { modified() }
}
