import AnimaticCore
import AnimaticRender
import Foundation

// Text drawn into a context (`"Title".draw(at:withAttributes:)`, an attributed string's
// `draw(in:)`) is recorded into the drawing with its font, colour and paragraph alignment and drawn
// with the labels' text engine; attributes the model has no place for are reported at the call.
// Text measured (`size(withAttributes:)`, `boundingRect(with:…)`) is measured by the same engine.
// Linux's Foundation has `NSAttributedString.Key` but not UIKit's keys nor the paragraph style.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// `NSParagraphStyle`: kept for text drawing's attributes.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    var storedLineSpacing: CGFloat = 0
    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    open var lineSpacing: CGFloat { storedLineSpacing }
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// Kept with the attributes (a label's attributes are not drawn: UILabel.attributedText).
    var stored = ParagraphSpacing()
    open var lineHeightMultiple: CGFloat { stored.lineHeightMultiple }
    open var paragraphSpacing: CGFloat { stored.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { stored.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { stored.firstLineHeadIndent }
    open var headIndent: CGFloat { stored.headIndent }
    open var tailIndent: CGFloat { stored.tailIndent }
    open var minimumLineHeight: CGFloat { stored.minimumLineHeight }
    open var maximumLineHeight: CGFloat { stored.maximumLineHeight }
}

struct ParagraphSpacing {
    var lineHeightMultiple: CGFloat = 0, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0, tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { stored.lineHeightMultiple }
        set { stored.lineHeightMultiple = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { stored.paragraphSpacing }
        set { stored.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { stored.paragraphSpacingBefore }
        set { stored.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { stored.firstLineHeadIndent }
        set { stored.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { stored.headIndent }
        set { stored.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { stored.tailIndent }
        set { stored.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { stored.minimumLineHeight }
        set { stored.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { stored.maximumLineHeight }
        set { stored.maximumLineHeight = newValue }
    }
}

/// Records text drawn into the current context (with no context nothing is drawn, as on iOS).
@MainActor
func drawText(
    _ string: String, _ attributes: [NSAttributedString.Key: Any]?, box: CGRect, wraps: Bool, call: String,
    _ location: SourceLocation
) {
    UIGraphicsGetCurrentContext()?.drawText(
        string, attributes ?? [:], box: box, wraps: wraps, call: call, location)
}

/// `draw(at:)`'s box: only its origin is read, as the text is not wrapped; a drawing operation's
/// path must not be empty, so it is the point's square.
func startingAt(_ point: CGPoint) -> CGRect { CGRect(origin: point, size: CGSize(width: 1, height: 1)) }

extension CGContext {
    /// Records text drawn with `attributes`: what `textContent(_:_:)` reads is drawn, the rest
    /// reported.
    func drawText(
        _ string: String, _ attributes: [NSAttributedString.Key: Any], box: CGRect, wraps: Bool, call: String,
        _ location: SourceLocation
    ) {
        guard canPaint(call, location), !string.isEmpty else { return }
        let drawn: Set<NSAttributedString.Key> = [.font, .foregroundColor, .paragraphStyle]
        for key in attributes.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !drawn.contains(key) {
            notModelled("the \(key.rawValue) attribute of \(call) (drawn without it)", location)
        }
        let style = attributes[.paragraphStyle] as? NSParagraphStyle
        if let style, style.lineBreakMode != .byWordWrapping || style.lineSpacing != 0 {
            notModelled("a paragraph style's line break mode or line spacing in \(call) (drawn word-wrapped)", location)
        }
        let content = textContent(string, attributes)
        let box = box.core
        record(
            .text(DrawnText(content: content, box: box, wraps: wraps)), ShapePath.rect(box).applying(gstate.ctm),
            color: .black)
    }
}

/// What string drawing and measuring read of the attributes: the font (UIKit's default for an
/// attributed string is Helvetica 12 pt; an unnamed family is the one labels use), the foreground
/// colour (black by default) and the paragraph's alignment.
func textContent(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> TextContent {
    TextContent(
        text: string, font: (attributes?[.font] as? UIFont)?.font ?? Font(size: 12),
        color: (attributes?[.foregroundColor] as? UIColor)?.color ?? .black,
        alignment: (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment.core ?? .natural, numberOfLines: 0)
}

/// The size string drawing gives the text: one line per paragraph, or wrapped at `width`.
func measuredSize(_ string: String, _ attributes: [NSAttributedString.Key: Any]?, width: CGFloat? = nil) -> CGSize {
    let size = TextMeasure.size(of: textContent(string, attributes), width: width.map(Double.init))
    return CGSize(width: size.width, height: size.height)
}

/// `NSStringDrawingOptions`: how `boundingRect(with:options:attributes:context:)` lays text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: kept, not read (no minimum scale factor is applied).
open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    public init() {}
}

/// `boundingRect(with:options:…)`: wrapped at the size's width with `.usesLineFragmentOrigin`
/// (Apple: without it the text is one line), from the origin.
func boundingRect(
    _ string: String, _ size: CGSize, _ options: NSStringDrawingOptions,
    _ attributes: [NSAttributedString.Key: Any]?
) -> CGRect {
    let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite
    return CGRect(origin: .zero, size: measuredSize(string, attributes, width: wraps ? size.width : nil))
}

extension String {
    @MainActor
    public func draw(
        at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        drawText(
            self, attrs, box: startingAt(point), wraps: false,
            call: "String.draw(at:withAttributes:)", callSite(file, line, column))
    }
    @MainActor
    public func draw(
        in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        drawText(
            self, attrs, box: rect, wraps: true, call: "String.draw(in:withAttributes:)", callSite(file, line, column))
    }
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        measuredSize(self, attrs)
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        AnimaticUIKit.boundingRect(self, size, options, attributes)
    }
}

extension NSString {
    @MainActor
    public func draw(
        at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        drawText(
            String(self), attrs, box: startingAt(point), wraps: false,
            call: "NSString.draw(at:withAttributes:)", callSite(file, line, column))
    }
    @MainActor
    public func draw(
        in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        drawText(
            String(self), attrs, box: rect, wraps: true, call: "NSString.draw(in:withAttributes:)",
            callSite(file, line, column))
    }
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        measuredSize(String(self), attrs)
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        AnimaticUIKit.boundingRect(String(self), size, options, attributes)
    }
}

extension NSAttributedString {
    @MainActor
    public func draw(at point: CGPoint, file: String = #fileID, line: Int = #line, column: Int = #column) {
        drawText(
            string, uniformAttributes("NSAttributedString.draw(at:)", callSite(file, line, column)),
            box: startingAt(point), wraps: false,
            call: "NSAttributedString.draw(at:)", callSite(file, line, column))
    }
    @MainActor
    public func draw(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        drawText(
            string, uniformAttributes("NSAttributedString.draw(in:)", callSite(file, line, column)),
            box: rect, wraps: true, call: "NSAttributedString.draw(in:)", callSite(file, line, column))
    }
    /// Measured in the first run's attributes (string drawing draws one style per call).
    public func size() -> CGSize {
        measuredSize(string, length > 0 ? attributes(at: 0, effectiveRange: nil) : [:])
    }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        AnimaticUIKit.boundingRect(string, size, options, length > 0 ? attributes(at: 0, effectiveRange: nil) : [:])
    }

    /// The attributes of the whole string: the first run's, reported when runs differ (the model
    /// draws one style per call).
    @MainActor
    private func uniformAttributes(_ call: String, _ location: SourceLocation) -> [NSAttributedString.Key: Any] {
        guard length > 0 else { return [:] }
        var range = NSRange(location: 0, length: 0)
        let first = attributes(at: 0, effectiveRange: &range)
        if range.length < length {
            UIGraphicsGetCurrentContext()?.notModelled(
                "runs with different attributes in \(call) (drawn in the first run's)", location)
        }
        return first
    }
}
