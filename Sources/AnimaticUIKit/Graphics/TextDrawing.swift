import AnimaticCore
import Foundation

// Text drawn into a context (`"Title".draw(at:withAttributes:)`, an attributed string's
// `draw(in:)`) is recorded into the drawing with its font, colour and paragraph alignment and drawn
// with the labels' text engine; attributes the model has no place for are reported at the call.
// Text measured (`size(withAttributes:)`) is reported: nothing here measures text (a label's text
// is drawn, not measured). Linux's Foundation has `NSAttributedString.Key` but not UIKit's keys nor
// the paragraph style.

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

extension CGContext {
    /// The attributes string drawing reads: a font (UIKit's default for an attributed string is
    /// Helvetica 12 pt; an unnamed family is drawn in the one labels use), a foreground colour
    /// (black by default) and a paragraph style's alignment; the rest is reported.
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
        let content = TextContent(
            text: string, font: (attributes[.font] as? UIFont)?.font ?? Font(size: 12),
            color: (attributes[.foregroundColor] as? UIColor)?.color ?? .black,
            alignment: style?.alignment.core ?? .natural, numberOfLines: 0)
        let box = box.core
        record(
            .text(DrawnText(content: content, box: box, wraps: wraps)), ShapePath.rect(box).applying(gstate.ctm),
            color: .black)
    }
}

/// Reports text measured (its size is zero here) at its call.
@MainActor
func reportMeasuring(_ call: String, _ location: SourceLocation) -> CGSize {
    Recording.recorder?.report(
        "text measuring (\(call)) is not modelled: the size is zero, and what is placed by it is misplaced",
        at: location)
    return .zero
}

extension String {
    @MainActor
    public func draw(
        at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        drawText(
            self, attrs, box: CGRect(origin: point, size: CGSize(width: 1, height: 1)), wraps: false,
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
    /// Zero, reported: the text is not measured here.
    @MainActor
    public func size(
        withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> CGSize {
        reportMeasuring("String.size(withAttributes:)", callSite(file, line, column))
    }
}

extension NSString {
    @MainActor
    public func draw(
        at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        drawText(
            String(self), attrs, box: CGRect(origin: point, size: CGSize(width: 1, height: 1)), wraps: false,
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
    @MainActor
    public func size(
        withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> CGSize {
        reportMeasuring("NSString.size(withAttributes:)", callSite(file, line, column))
    }
}

extension NSAttributedString {
    @MainActor
    public func draw(at point: CGPoint, file: String = #fileID, line: Int = #line, column: Int = #column) {
        drawText(
            string, uniformAttributes("NSAttributedString.draw(at:)", callSite(file, line, column)),
            box: CGRect(origin: point, size: CGSize(width: 1, height: 1)), wraps: false,
            call: "NSAttributedString.draw(at:)", callSite(file, line, column))
    }
    @MainActor
    public func draw(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        drawText(
            string, uniformAttributes("NSAttributedString.draw(in:)", callSite(file, line, column)),
            box: rect, wraps: true, call: "NSAttributedString.draw(in:)", callSite(file, line, column))
    }
    @MainActor
    public func size(file: String = #fileID, line: Int = #line, column: Int = #column) -> CGSize {
        reportMeasuring("NSAttributedString.size()", callSite(file, line, column))
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
