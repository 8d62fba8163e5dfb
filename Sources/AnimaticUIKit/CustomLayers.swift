import AnimaticCore

// Layers and views that draw themselves: Core Animation's custom animatable properties
// (`needsDisplay(forKey:)`, `action(forKey:)`, `display()`, `@NSManaged`), key-value coding of a
// layer, and `UIView.draw(_:)`. What changes the model is done (a `display()` that sets a shape
// layer's path runs when the layer needs display, without animation, as Core Animation runs it
// at the next commit); a view's `draw(_:)` is called when UIKit would display it, and what it
// fills and strokes becomes its layer's backing store (CGContextDrawing.swift). What would change
// pixels and is not modelled is reported in the recording: a custom property written inside an
// animation (Core Animation would redraw it every frame) and the drawing a context does not model.

/// `CAAction`: what a layer's `action(forKey:)` returns (an animation, or `NSNull` for none).
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer it is run for, as Core Animation does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CALayer {
    /// `display()` now, once at a time, without animation (a path it sets is not animated); what
    /// `draw(in:)` (and the view's `draw(_:)`) draw is drawn again at the next commit.
    func displayNow() {
        view.attachments.needsDisplay = true
        guard !isDisplaying else { return }
        isDisplaying = true
        defer { isDisplaying = false }
        if let recorder = Recording.recorder {
            recorder.withoutAnimations { display() }
        } else {
            display()
        }
    }

    /// Key-value coding: the layer's own properties by their key, a subclass's stored and
    /// `@NSManaged` properties by their name; nil for any other key.
    func keyValue(forKey key: String) -> Any? {
        switch key {
        case "opacity": return opacity
        case "position": return position
        case "bounds": return bounds
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "zPosition": return zPosition
        case "transform": return transform
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "backgroundColor": return backgroundColor
        case "isHidden", "hidden": return isHidden
        default: break
        }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if child.label == key { return child.value }
                if child.label == "_" + key, let managed = child.value as? AnyManagedProperty {
                    return managed.anyValue
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// A managed (`@NSManaged`) property changed: a key the class redraws for redraws now; inside
    /// an animation, Core Animation would animate it frame by frame, which is reported.
    func managedValueChanged(_ key: String?) {
        guard let key, type(of: self).needsDisplay(forKey: key) else { return }
        if let recorder = Recording.recorder, recorder.animatesWrites {
            recorder.report(
                "\(key) of \(type(of: self)) is a custom animatable property (needsDisplay(forKey:) is true): inside "
                    + "an animation Core Animation asks action(forKey:) and redraws the layer every frame; Animatic "
                    + "draws it at its new value from the start (display() per frame is not modelled)")
        }
        displayNow()
    }
}

@MainActor
protocol AnyManagedProperty {
    var anyValue: Any? { get }
}

/// What `@NSManaged` declares on a `CALayer` subclass (the rewrite spells it `@CAManaged`, as
/// Swift without Objective-C links no storage for `@NSManaged`): a property Core Animation
/// stores, read by key-value coding, zero (or nil) until set, and redrawn when its class's
/// `needsDisplay(forKey:)` says so.
@propertyWrapper
@preconcurrency @MainActor
public struct CAManaged<Value>: AnyManagedProperty {
    final class Token {}
    let token = Token()
    var stored: Value?

    public init() {}
    public init(wrappedValue: Value) { stored = wrappedValue }

    @available(
        *, unavailable, message: "@NSManaged properties belong to classes (CALayer or NSManagedObject subclasses)"
    )
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// On a layer a change may redraw it (`needsDisplay(forKey:)`); on any other class (the
    /// CoreData stand-in's model objects) the value is only stored.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, CAManaged<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].stored ?? zero }
        set {
            object[keyPath: storageKeyPath].stored = newValue
            if let layer = object as? CALayer {
                layer.managedValueChanged(object[keyPath: storageKeyPath].key(in: layer))
            }
        }
    }

    var anyValue: Any? { stored ?? Self.zero }

    /// The property's name: the label of the layer's stored wrapper that is this one.
    func key(in layer: CALayer) -> String? {
        var mirror: Mirror? = Mirror(reflecting: layer)
        while let current = mirror {
            for child in current.children {
                if let managed = child.value as? CAManaged<Value>, managed.token === token, let label = child.label {
                    return label.hasPrefix("_") ? String(label.dropFirst()) : label
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// What Core Animation reads for a key never set: nil, or zero for a plain value type.
    static var zero: Value { managedZero(Value.self) }
}

// MARK: Core Graphics gradients

/// Core Foundation's array, as Core Graphics takes one (`[color1, color2] as CFArray`).
public typealias CFArray = [Any]

/// `CGGradient`: colors at locations, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    public let colors: [CGColor]
    public let locations: [CGFloat]?

    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        self.colors = cgColors
        self.locations = locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) }
    }
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension CGContext {
    /// Apple: "Paints a gradient fill that varies along the line defined by the provided starting
    /// and ending points"; it fills wherever the clip allows (as AppKit's NSGradient says it
    /// "extends perpendicularly outward from line until it reaches the edges of the current
    /// clipping region"), and past the ends only as `options` ask.
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
        options: CGGradientDrawingOptions, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        paintGradient(
            gradient, .linear(start: startPoint.core, end: endPoint.core), options,
            "drawLinearGradient(_:start:end:options:)", callSite(file, line, column))
    }

    /// Paints the gradient between two circles in user space, wherever the clip allows.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        paintGradient(
            gradient,
            .radial(
                startCenter: startCenter.core, startRadius: Double(startRadius), endCenter: endCenter.core,
                endRadius: Double(endRadius)), options,
            "drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)", callSite(file, line, column))
    }

    /// Records a gradient over the drawing's whole extent (the clips cut it). A gradient extended
    /// past one end only is reported and not drawn.
    private func paintGradient(
        _ gradient: CGGradient, _ shape: DrawnGradient.Shape, _ options: CGGradientDrawingOptions, _ call: String,
        _ location: SourceLocation
    ) {
        let colors = gradient.colors.map(\.color)
        let count = colors.count
        // Without locations, Core Graphics spaces the colours evenly from 0 to 1.
        let locations =
            gradient.locations.map { $0.map(Double.init) }
            ?? (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        guard before == after else { return notModelled("\(call) extended past one end only", location) }
        guard canPaint(call, location) else { return }
        let drawn = DrawnGradient(shape: shape, locations: locations, colors: colors, extends: before)
        record(.gradient(drawn), ShapePath.rect(Rect(0, 0, size.width, size.height)), color: .black)
    }
}

// MARK: A view's own drawing

extension TransitionRecorder {
    /// Draws each view's backing store as UIKit does when it displays a view: its `draw(_:)`,
    /// then its layer's `draw(in:)`, into a context of its bounds made current, once, at the size
    /// the bounds have then. What they fill, stroke and clear becomes the layer's content (a
    /// `RecordedDrawing` in the bounds' space), shown by the view's contentMode when the bounds change
    /// later (Apple, UIView.contentMode: "The content mode specifies how the cached bitmap of the
    /// view's layer is adjusted when the view's bounds change"); what is not modelled is
    /// reported at its call (`CGContext.notModelled`).
    func drawViews(_ views: [UIView], initial: Bool = false) {
        var initialDrawings: [String: DrawnContent] = [:]
        defer { if !initialDrawings.isEmpty { joinInitialScene(initialDrawings) } }
        // An image view draws its image itself: Apple's UIImageView reference says it does not call
        // a subclass's draw(_:) (remembered, not found in the pages searched for this change).
        for view in views where !(view is UIImageView) {
            let bounds = view.state.bounds
            drawnSizes[view.animaticID] = bounds.size
            view.attachments.needsDisplay = false
            guard bounds.width > 0, bounds.height > 0 else { continue }
            let name = "\(type(of: view)).draw(_:)"
            let context = CGContext(size: bounds.size, scale: Double(UIScreen.main.scale), origin: bounds.origin)
            context.drawingView = name
            graphicsContexts.append(context)
            withoutAnimations {
                view.draw(view.layer, in: context)
                context.drawingView = "\(type(of: view.layer)).draw(in:)"
                view.layer.draw(in: context)
            }
            graphicsContexts.removeAll { $0 === context }
            if context.content != nil {
                report(
                    "\(name) draws an image or a view into its own context: drawing a view's hierarchy or an image "
                        + "there is not modelled, so it would be drawn without it")
            }
            // A view that draws nothing keeps the contents the app gave its layer, unless they
            // are its own earlier drawing (a `.redraw` view drawing nothing at its new size).
            let drawn = context.operations.isEmpty ? nil : DrawnContent(drawing: context.drawing)
            if drawn != nil, view.state.kind != .view {
                // A layer shows one content here: a label's text, a shape or gradient layer's own.
                report(
                    "\(name) draws into a \(view.state.kind.rawValue) view's layer: its own drawing together with "
                        + "its text, shape or gradient is not modelled, so it would be drawn without it")
                continue
            }
            guard drawn != nil || drawnBackingStores.contains(view.animaticID), drawn != view.state.drawing else {
                continue
            }
            if drawn != nil { drawnBackingStores.insert(view.animaticID) }
            if initial, let drawn {
                initialDrawings[view.animaticID] = drawn
                continue
            }
            withoutAnimations { view.writeContents(.drawing(drawn)) }
        }
    }
}

extension TransitionRecorder {
    /// The screens drew themselves before the transition began: their drawings are part of the
    /// initial tree (so a snapshot taken with `afterScreenUpdates: false` shows them), joined to
    /// the screens' specs. A view not in them (made before the recording, not on a screen) gets
    /// a step now.
    private func joinInitialScene(_ drawings: [String: DrawnContent]) {
        var newScene = scene
        var left = drawings
        Self.join(&left, into: &newScene.from)
        Self.join(&left, into: &newScene.to)
        do {
            try replaceInitialScene(newScene)
        } catch {
            report("a view's drawing could not join the screens: \(error.message)")
        }
        for (id, drawn) in left.sorted(by: { $0.key < $1.key }) {
            guard let view = self.view(id) else { continue }
            withoutAnimations { view.writeContents(.drawing(drawn)) }
        }
    }

    private static func join(_ drawings: inout [String: DrawnContent], into spec: inout ViewSpec) {
        if let drawn = drawings.removeValue(forKey: spec.id) { spec.changes.append(.drawing(drawn)) }
        for i in spec.subviews.indices { join(&drawings, into: &spec.subviews[i]) }
    }
}
