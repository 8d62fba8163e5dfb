import Foundation

// SwiftUI's property wrappers keep their values as Apple documents (a state's setter is
// nonmutating, a binding reads and writes through its closures); no view is ever updated by them.

/// The storage a `@State` or `@AppStorage` shares with the bindings made of it.
final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
    /// A binding that reads and writes this storage (`$state`).
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>
    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { box.binding }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let read: () -> Value
    let write: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let binding = self
        return Binding<Subject>(
            get: { binding.wrappedValue[keyPath: keyPath] },
            set: { binding.wrappedValue[keyPath: keyPath] = $0 })
    }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// `Binding($optional)`: nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateBox<ObjectType>
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateBox(thunk()) }
    public var wrappedValue: ObjectType { box.value }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: box.value) }
}

/// An object an ancestor view provides (`.environmentObject(_:)`). No view hierarchy runs here, so
/// one is never provided: reading it stops, as SwiftUI stops when an ancestor did not provide it.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType {
        fatalError("No ObservableObject of type \(ObjectType.self) found: SwiftUI's environment is not modelled")
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The environment a view reads: every value its default, as for a view no ancestor configured.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
    public var description: String { "EnvironmentValues" }
    public var colorScheme: ColorScheme = .light
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var layoutDirection: LayoutDirection = .leftToRight
    public var locale = Locale(identifier: "en_US")
    public var isEnabled = true
    public var displayScale: CGFloat = 2
    public var dismiss = DismissAction()
    public var openURL = OpenURLAction()
    public var presentationMode = Binding.constant(PresentationMode())
    public var scenePhase: ScenePhase = .active
    public var dynamicTypeSize: DynamicTypeSize = .large
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

public struct OpenURLAction: Sendable {
    public func callAsFunction(_ url: URL) {}
}

public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: StateBox<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { box = StateBox(wrappedValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { box.binding }
}

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// What `$focus` gives `.focused(_:)`.
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }
    let box: StateBox<Value>
    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }
}

@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}
