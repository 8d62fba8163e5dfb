import AnimaticCore
import Foundation

// Text drawn into a context (`"Title".draw(at:withAttributes:)`, an attributed string's
// `draw(in:)`) and measured for it (`size(withAttributes:)`): the names compile as UIKit's, and
// each call is reported where it would change pixels or geometry, as the text is not drawn and
// not measured (a label's text is: UILabel). Linux's Foundation has `NSAttributedString.Key` but
// not UIKit's keys nor the paragraph style.

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

/// Reports text drawn into the current context at its call (with no context nothing is drawn, as
/// on iOS).
@MainActor
func reportText(_ call: String, _ location: SourceLocation) {
    UIGraphicsGetCurrentContext()?.notModelled("text drawing (\(call))", location)
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
        reportText("String.draw(at:withAttributes:)", callSite(file, line, column))
    }
    @MainActor
    public func draw(
        in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        reportText("String.draw(in:withAttributes:)", callSite(file, line, column))
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
        reportText("NSString.draw(at:withAttributes:)", callSite(file, line, column))
    }
    @MainActor
    public func draw(
        in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        reportText("NSString.draw(in:withAttributes:)", callSite(file, line, column))
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
        reportText("NSAttributedString.draw(at:)", callSite(file, line, column))
    }
    @MainActor
    public func draw(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        reportText("NSAttributedString.draw(in:)", callSite(file, line, column))
    }
    @MainActor
    public func size(file: String = #fileID, line: Int = #line, column: Int = #column) -> CGSize {
        reportMeasuring("NSAttributedString.size()", callSite(file, line, column))
    }
}
