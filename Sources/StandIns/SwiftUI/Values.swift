import Foundation

// The values SwiftUI's views and modifiers take, with Apple's names; arithmetic where there is any.

public struct Color: View, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    /// sRGB components, 0…1 (UIKit's `getRed(_:green:blue:alpha:)` of the same color).
    let components: [Double]
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        components = [red, green, blue, opacity]
    }
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }
    public init(_ uiColor: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        uiColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: Double(r), green: Double(g), blue: Double(b), opacity: Double(a))
    }
    public init(uiColor: UIColor) { self.init(uiColor) }
    public init(cgColor: CGColor) { self.init(UIColor(cgColor: cgColor)) }
    /// A color of the app's asset catalog: not read here, so clear.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(white: 0, opacity: 0) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }
    public func opacity(_ opacity: Double) -> Color {
        Color(red: components[0], green: components[1], blue: components[2], opacity: components[3] * opacity)
    }
    /// UIKit's system colors, so that SwiftUI's and UIKit's agree.
    public static let black = Color(UIColor.black), white = Color(UIColor.white), clear = Color(UIColor.clear)
    public static let gray = Color(UIColor.systemGray), red = Color(UIColor.systemRed)
    public static let green = Color(UIColor.systemGreen), blue = Color(UIColor.systemBlue)
    public static let orange = Color(UIColor.systemOrange), yellow = Color(UIColor.systemYellow)
    public static let pink = Color(UIColor.systemPink), purple = Color(UIColor.systemPurple)
    public static let primary = Color(UIColor.label), secondary = Color(UIColor.secondaryLabel)
    public static let accentColor = Color(UIColor.systemBlue)
}

extension UIColor {
    public convenience init(_ color: Color) {
        let c = color.components
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var blue: Color { .blue }
    public static var gray: Color { .gray }
    public static var green: Color { .green }
}

public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

public struct Material: ShapeStyle, Sendable {
    public static let ultraThinMaterial = Material(), thinMaterial = Material(), regularMaterial = Material()
    public static let thickMaterial = Material(), ultraThickMaterial = Material(), bar = Material()
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
}

public struct LinearGradient: View, ShapeStyle, Sendable {
    public typealias Body = Never
    public let gradient: Gradient
    public let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

public struct RadialGradient: View, ShapeStyle, Sendable {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    let name: String
    let size: CGFloat?
    let weight: Weight?
    public static let largeTitle = Font(name: "largeTitle", size: nil, weight: nil)
    public static let title = Font(name: "title", size: nil, weight: nil)
    public static let title2 = Font(name: "title2", size: nil, weight: nil)
    public static let title3 = Font(name: "title3", size: nil, weight: nil)
    public static let headline = Font(name: "headline", size: nil, weight: nil)
    public static let subheadline = Font(name: "subheadline", size: nil, weight: nil)
    public static let body = Font(name: "body", size: nil, weight: nil)
    public static let callout = Font(name: "callout", size: nil, weight: nil)
    public static let footnote = Font(name: "footnote", size: nil, weight: nil)
    public static let caption = Font(name: "caption", size: nil, weight: nil)
    public static let caption2 = Font(name: "caption2", size: nil, weight: nil)
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(name: "system", size: size, weight: weight)
    }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(name: "\(style)", size: nil, weight: nil)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "\(style)", size: nil, weight: weight)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name, size: size, weight: nil) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: name, size: fixedSize, weight: nil)
    }
    public init(_ font: UIFont) { self.init(name: font.fontName, size: font.pointSize, weight: nil) }
    init(name: String, size: CGFloat?, weight: Weight?) { (self.name, self.size, self.weight) = (name, size, weight) }
    public func weight(_ weight: Weight) -> Font { Font(name: name, size: size, weight: weight) }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
}

public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment, vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing }
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// A SwiftUI animation's curve, kept and never run: nothing here animates a SwiftUI view.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default"), linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn"), easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut"), spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy"), smooth = Animation(name: "smooth")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { .spring }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring
    }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation { .spring }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0)
        -> Animation
    { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: the state it changes is kept, and no SwiftUI view is animated here.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity"), opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide"), scale = AnyTransition(name: "scale")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
