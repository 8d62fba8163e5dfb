// `import SwiftUI` on Linux (docs/census.md, "SwiftUI gets a stand-in"): an app's SwiftUI views,
// the siblings of its UIKit animators, compile with Apple's names and shapes; nothing SwiftUI would
// draw is drawn. A hosting controller's view stays clear and a recording reports it on screen.
// `import SwiftUI` makes UIKit's and Combine's names visible on iOS, so this module re-exports both.
@_exported import AnimaticUIKit
@_exported import Combine

/// A piece of an app's interface (SwiftUI's `View`): a value whose `body` describes its content.
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// SwiftUI's primitive views (text, stacks, shapes) have no body of their own: SwiftUI draws them.
/// Here nothing draws them, so asking for the body is a programming error, as on iOS.
extension View where Body == Never {
    public var body: Never { fatalError("\(type(of: self)) is a primitive SwiftUI view: it has no body") }
}

extension Never: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// The views a builder makes of its statements (on the main actor, as the views it builds).
@resultBuilder @preconcurrency @MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    public init(_ value: T) { self.value = value }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

public struct AnyView: View {
    public typealias Body = Never
    let content: Any
    public init<V: View>(_ view: V) { content = view }
    public init<V: View>(erasing view: V) { content = view }
}

/// A view with a modifier applied. SwiftUI's modifiers return `some View`; here each wraps its view,
/// keeping nothing of what it would change.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

@preconcurrency @MainActor
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
    /// What every modifier below returns: this view, unchanged (nothing here draws it).
    func modified() -> ModifiedContent<Self, EmptyModifier> { ModifiedContent(content: self, modifier: .identity) }
}

/// A value SwiftUI keeps for a view between updates (`@State`, `@Binding` …).
public protocol DynamicProperty {}

/// An app's preview (Xcode's canvas): compiled, never shown.
@preconcurrency @MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
