import AnimaticCore

// UIKit's image contexts. The stack of current contexts is the recording's, so recordings never
// share one. Outside a recording (an image drawn before the transition, as a controller's
// `viewDidLoad` may) an image renderer's context is current for its block, held in a task-local
// stack scoped to the block; `UIGraphicsBeginImageContext` there has no stack to push onto, so its
// context is not current (`UIGraphicsGetCurrentContext()` is nil) and its image is nil.

/// The contexts of image renderers drawing outside a recording, innermost last.
enum RendererContexts {
    @TaskLocal static var outsideRecording: [CGContext] = []
}

/// `UIGraphicsBeginImageContextWithOptions`: a context of `size` points at `scale` pixels per
/// point (0: the screen's), made current.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? Double(scale) : Double(UIScreen.main.scale)
    let context = CGContext(size: size.core, scale: scale)
    context.opaque = opaque
    Recording.recorder?.graphicsContexts.append(context)
}

/// `UIGraphicsBeginImageContext`: a context at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// `@preconcurrency`: UIKit's drawing functions are called from nonisolated code (a class's
/// drawing method called from `draw(_:)`); in Swift 5 mode that is a warning, as on iOS.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    guard let recorder = Recording.recorder else { return RendererContexts.outsideRecording.last }
    return recorder.graphicsContexts.last
}

/// The current context's image: a snapshot of the view drawn into it, or transparent pixels.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    return UIImage(cgImage: context.image(), scale: CGFloat(context.scale), orientation: .up)
}

@preconcurrency @MainActor
public func UIGraphicsEndImageContext() { _ = Recording.recorder?.graphicsContexts.popLast() }

@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { Recording.recorder?.graphicsContexts.append(context) }

@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = Recording.recorder?.graphicsContexts.popLast() }

/// `UIGraphicsImageRendererFormat`: the scale (the screen's by default) and opacity.
@preconcurrency @MainActor
public class UIGraphicsImageRendererFormat {
    public enum Range: Int, Sendable { case automatic, `default`, standard, extended, unspecified }
    public var scale: CGFloat
    public var opaque = false
    public var preferredRange: Range = .automatic
    public init() { scale = UIScreen.main.scale }
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's `image` block draws through.
@preconcurrency @MainActor
public class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }
    /// What has been drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.image(), scale: CGFloat(cgContext.scale), orientation: .up)
    }
    /// Fills with the current fill colour (UIKit's `fill(_:)`, as `UIRectFill`).
    public func fill(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        cgContext.fill(rect, file: file, line: line, column: column)
    }
    public func fill(
        _ rect: CGRect, blendMode: CGBlendMode, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect, file: file, line: line, column: column)
        cgContext.restoreGState()
    }
    /// "Paints a rectangular path using the currently selected stroke color" (Apple): Core
    /// Graphics' `stroke(_:)`, with the context's line width.
    public func stroke(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        cgContext.stroke(rect, file: file, line: line, column: column)
    }
    public func stroke(
        _ rect: CGRect, blendMode: CGBlendMode, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect, file: file, line: line, column: column)
        cgContext.restoreGState()
    }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// `UIGraphicsImageRenderer`: `image { ctx in … }` runs the block with a fresh context of the
/// renderer's bounds (its origin moves user space, as UIKit does) made current, and returns
/// its image.
@preconcurrency @MainActor
public class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect
    public var allowsImageOutput: Bool { true }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 ? Double(format.scale) : Double(UIScreen.main.scale)
        let context = CGContext(size: bounds.size.core, scale: scale, origin: bounds.origin.core)
        context.opaque = format.opaque
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        if let recorder = Recording.recorder {
            recorder.graphicsContexts.append(context)
            actions(rendererContext)
            if let i = recorder.graphicsContexts.lastIndex(where: { $0 === context }) {
                recorder.graphicsContexts.remove(at: i)
            }
        } else {
            RendererContexts.$outsideRecording.withValue(RendererContexts.outsideRecording + [context]) {
                actions(rendererContext)
            }
        }
        return UIImage(cgImage: context.image(), scale: CGFloat(scale), orientation: .up)
    }
}
