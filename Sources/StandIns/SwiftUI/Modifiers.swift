import Foundation

// SwiftUI's everyday modifiers, with Apple's signatures. Each returns its view unchanged: nothing
// here lays out or draws a SwiftUI view, so what a modifier would change is not kept.

public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

public enum ToolbarItemPlacement: Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, cancellationAction, confirmationAction, bottomBar
    case navigationBarLeading, navigationBarTrailing, topBarLeading, topBarTrailing, keyboard
}

/// An item of a `.toolbar { … }` (a view here, so the toolbar's builder is a view builder).
public struct ToolbarItem<ID, Content: View>: View {
    public typealias Body = Never
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
}

public struct ToolbarItemGroup<Content: View>: View {
    public typealias Body = Never
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct PlainButtonStyle: Sendable { public init() {} }
public struct PlainListStyle: Sendable { public init() {} }
public struct InsetGroupedListStyle: Sendable { public init() {} }
public struct GroupedListStyle: Sendable { public init() {} }

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modified() }
    public func padding(_ length: CGFloat) -> some View { modified() }
    public func padding(_ insets: EdgeInsets) -> some View { modified() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified()
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { modified() }
    public func foregroundColor(_ color: Color?) -> some View { modified() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modified() }
    public func tint(_ tint: Color?) -> some View { modified() }
    public func accentColor(_ accentColor: Color?) -> some View { modified() }
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View { modified() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified()
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified()
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { modified() }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { modified() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified()
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { modified() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { modified() }
    public func clipped(antialiased: Bool = false) -> some View { modified() }
    public func mask<V: View>(_ mask: V) -> some View { modified() }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    { modified() }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { modified() }
    public func font(_ font: Font?) -> some View { modified() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { modified() }
    public func bold(_ isActive: Bool = true) -> some View { modified() }
    public func lineLimit(_ number: Int?) -> some View { modified() }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { modified() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { modified() }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { modified() }
    public func opacity(_ opacity: Double) -> some View { modified() }
    public func offset(_ offset: CGSize) -> some View { modified() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { modified() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> some View {
        modified()
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { modified() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { modified() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modified() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { modified() }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { modified() }
    public func scaledToFit() -> some View { modified() }
    public func scaledToFill() -> some View { modified() }
    public func fixedSize() -> some View { modified() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { modified() }
    public func layoutPriority(_ value: Double) -> some View { modified() }
    public func zIndex(_ value: Double) -> some View { modified() }
    public func hidden() -> some View { modified() }
    public func disabled(_ disabled: Bool) -> some View { modified() }
    public func allowsHitTesting(_ enabled: Bool) -> some View { modified() }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modified() }
    public func id<ID: Hashable>(_ id: ID) -> some View { modified() }
    public func tag<V: Hashable>(_ tag: V) -> some View { modified() }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modified() }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { modified() }
    public func animation(_ animation: Animation?) -> some View { modified() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modified() }
    public func transition(_ t: AnyTransition) -> some View { modified() }
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { modified() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { modified() }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        modified()
    }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modified() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modified() }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { modified() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    { modified() }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { modified() }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    { modified() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { modified() }
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { modified() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modified()
    }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { modified() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modified() }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modified() }
    public func navigationTitle(_ title: Text) -> some View { modified() }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { modified() }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modified()
    }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modified()
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View { modified() }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { modified() }
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    )
        -> some View
    { modified() }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { modified() }
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { modified() }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { modified() }
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { modified() }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { modified() }
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> some View
    { modified() }
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { modified() }
    public func listStyle<S>(_ style: S) -> some View { modified() }
    public func buttonStyle<S>(_ style: S) -> some View { modified() }
    public func listRowBackground<V: View>(_ view: V?) -> some View { modified() }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { modified() }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { modified() }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { modified() }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { modified() }
    public func keyboardType(_ type: UIKeyboardType) -> some View { modified() }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { modified() }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { modified() }
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
