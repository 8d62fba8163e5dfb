import AnimaticCore
import Foundation

// TextKit 1 as apps use it beside a label or text view: a text storage, its layout managers and
// their text containers, and inline attachments. The text is measured and drawn by the labels' text
// engine (TextDrawing.swift), whole: the used rectangle and the whole text's bounds are measured,
// glyphs are drawn in their container; geometry per glyph (which character is under a touch, a
// line's fragment) is not computed, and is reported when asked in a recording. A glyph is a
// character here (one per UTF-16 unit), so glyph and character indexes and ranges are the same.

extension NSAttributedString.Key {
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let tracking = NSAttributedString.Key("NSTracking")
}

/// An image (or file) inline in attributed text, at the object replacement character. A label
/// showing one reports its attributes as not drawn (UILabel.attributedText).
open class NSTextAttachment: NSObject, @unchecked Sendable {
    open var image: UIImage?
    open var contents: Data?
    open var fileType: String?
    /// Where the image sits on the line, from the baseline; zero takes the image's size.
    open var bounds = CGRect.zero
    public override init() { super.init() }
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
    /// U+FFFC, which stands for the attachment in the text (NSAttachmentCharacter).
    public static let character = 0xFFFC
}

extension NSAttributedString {
    /// The attachment as text: its character with the attachment attribute.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

/// What a text storage's edit changed (NSTextStorage.h's bits).
extension NSTextStorage {
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = Self(rawValue: 1 << 0), editedCharacters = Self(rawValue: 1 << 1)
    }
}

/// Not main-actor bound: TextKit edits text on any thread (the storage is not a view).
public protocol NSTextStorageDelegate: AnyObject {
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
}
/// Both optional in TextKit: nothing by default.
extension NSTextStorageDelegate {
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
}

/// The attributed text its layout managers lay out.
open class NSTextStorage: NSMutableAttributedString {
    open private(set) var layoutManagers: [NSLayoutManager] = []
    open weak var delegate: NSTextStorageDelegate?
    open private(set) var editedMask: EditActions = []
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    open private(set) var changeInLength = 0

    @MainActor open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }
    @MainActor open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }
    /// Told after every edit is processed: a text view's storage keeps the view's text in step.
    var onEdit: (() -> Void)?
    private var editingDepth = 0

    /// Records an edit, as TextKit asks a subclass that overrides the primitives to; outside
    /// `beginEditing()`…`endEditing()` it is processed at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        self.editedMask.formUnion(editedMask)
        self.editedRange = editedRange
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }
    /// Tells the delegate, then clears the edit; the layout is measured when asked, so nothing waits.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        onEdit?()
    }

    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }
    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    // Every mutation is an edit (TextKit's primitives, and Foundation's other mutators, which on
    // Linux do not go through them).
    private func editedText(_ range: NSRange, _ newLength: Int, attributes: Bool = true) {
        let mask: EditActions = attributes ? [.editedCharacters, .editedAttributes] : .editedCharacters
        edited(mask, range: range, changeInLength: newLength - range.length)
    }
    private func editedAttributes(_ range: NSRange) { edited(.editedAttributes, range: range, changeInLength: 0) }
    /// Foundation's mutators call one another (append is a replacement): only the outermost call
    /// is recorded as the edit.
    private var mutating = false
    private func mutation(_ change: () -> Void, edit: () -> Void) {
        guard !mutating else { return change() }
        mutating = true
        change()
        mutating = false
        edit()
    }
    open override func replaceCharacters(in range: NSRange, with str: String) {
        mutation {
            super.replaceCharacters(in: range, with: str)
        } edit: {
            editedText(range, str.utf16.count, attributes: false)
        }
    }
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        mutation {
            super.replaceCharacters(in: range, with: attrString)
        } edit: {
            editedText(range, attrString.length)
        }
    }
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        mutation {
            super.insert(attrString, at: loc)
        } edit: {
            editedText(NSRange(location: loc, length: 0), attrString.length)
        }
    }
    open override func append(_ attrString: NSAttributedString) {
        let end = length
        mutation {
            super.append(attrString)
        } edit: {
            editedText(NSRange(location: end, length: 0), attrString.length)
        }
    }
    open override func deleteCharacters(in range: NSRange) {
        mutation {
            super.deleteCharacters(in: range)
        } edit: {
            editedText(range, 0, attributes: false)
        }
    }
    open override func setAttributedString(_ attrString: NSAttributedString) {
        let old = NSRange(location: 0, length: length)
        mutation {
            super.setAttributedString(attrString)
        } edit: {
            editedText(old, attrString.length)
        }
    }
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        mutation {
            super.setAttributes(attrs, range: range)
        } edit: {
            editedAttributes(range)
        }
    }
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        mutation {
            super.addAttribute(name, value: value, range: range)
        } edit: {
            editedAttributes(range)
        }
    }
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        mutation {
            super.addAttributes(attrs, range: range)
        } edit: {
            editedAttributes(range)
        }
    }
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        mutation {
            super.removeAttribute(name, range: range)
        } edit: {
            editedAttributes(range)
        }
    }
}

@preconcurrency @MainActor
public protocol NSLayoutManagerDelegate: AnyObject {}

/// Lays a text storage out in its text containers (the first container holds it all here).
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    open internal(set) weak var textStorage: NSTextStorage?
    open private(set) var textContainers: [NSTextContainer] = []
    open weak var delegate: NSLayoutManagerDelegate?
    open var allowsNonContiguousLayout = false
    open var usesFontLeading = true
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false
    public override init() { super.init() }

    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: index)
        container.layoutManager = self
    }
    open func removeTextContainer(at index: Int) { textContainers.remove(at: index) }

    private var length: Int { textStorage?.length ?? 0 }
    private var whole: NSRange { NSRange(location: 0, length: length) }
    open var numberOfGlyphs: Int { length }
    open func ensureLayout(for container: NSTextContainer) {}
    open func ensureLayout(forCharacterRange charRange: NSRange) {}
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {}
    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        actualCharRange?.pointee = charRange
    }
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}

    open func glyphRange(for container: NSTextContainer) -> NSRange {
        textContainers.first === container ? whole : NSRange(location: length, length: 0)
    }
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?)
        -> NSRange
    {
        actualCharRange?.pointee = charRange
        return charRange
    }
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> NSTextContainer?
    {
        effectiveGlyphRange?.pointee = whole
        return textContainers.first
    }

    /// The text's used area in the container: measured wrapped at the container's width less its
    /// line fragment padding, which the used area includes on both sides.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let textStorage, textStorage.length > 0, textContainers.first === container else { return .zero }
        let padding = container.lineFragmentPadding
        let width = container.size.width > 0 ? max(0, container.size.width - 2 * padding) : nil
        let attributes = textStorage.attributes(at: 0, effectiveRange: nil)
        let size = measuredSize(textStorage.string, attributes, width: width)
        return CGRect(x: 0, y: 0, width: size.width + 2 * padding, height: size.height)
    }
    /// The whole text's bounds are measured; a part's are not (reported in a recording).
    open func boundingRect(
        forGlyphRange glyphRange: NSRange, in container: NSTextContainer,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> CGRect {
        if glyphRange == whole { return usedRect(for: container) }
        perGlyph("boundingRect(forGlyphRange:in:)", file, line, column)
        return .zero
    }

    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Int {
        partialFraction?.pointee = 0
        perGlyph("characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)", file, line, column)
        return 0
    }
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Int {
        partialFraction?.pointee = 0
        perGlyph("glyphIndex(for:in:fractionOfDistanceThroughGlyph:)", file, line, column)
        return 0
    }
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> Int {
        perGlyph("glyphIndex(for:in:)", file, line, column)
        return 0
    }
    open func lineFragmentRect(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> CGRect {
        effectiveGlyphRange?.pointee = whole
        perGlyph("lineFragmentRect(forGlyphAt:effectiveRange:)", file, line, column)
        return .zero
    }
    open func lineFragmentUsedRect(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> CGRect {
        effectiveGlyphRange?.pointee = whole
        perGlyph("lineFragmentUsedRect(forGlyphAt:effectiveRange:)", file, line, column)
        return .zero
    }
    open func location(forGlyphAt glyphIndex: Int, file: String = #fileID, line: Int = #line, column: Int = #column)
        -> CGPoint
    {
        perGlyph("location(forGlyphAt:)", file, line, column)
        return .zero
    }
    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        perGlyph("enumerateLineFragments(forGlyphRange:using:)", file, line, column)
    }

    /// The text drawn in the first container with its origin at `origin`, as the labels draw text
    /// (TextDrawing.swift): from the line fragment padding, wrapped at the container's width.
    open func drawGlyphs(
        forGlyphRange glyphsToShow: NSRange, at origin: CGPoint,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard let textStorage, let container = textContainers.first, glyphsToShow.length > 0 else { return }
        guard glyphsToShow == whole else {
            perGlyph("drawGlyphs(forGlyphRange:at:) of part of the text", file, line, column)
            return
        }
        let padding = container.lineFragmentPadding
        let height = container.size.height > 0 ? container.size.height : usedRect(for: container).height
        let box = CGRect(
            x: origin.x + padding, y: origin.y, width: max(0, container.size.width - 2 * padding), height: height)
        textStorage.draw(in: box, file: file, line: line, column: column)
    }
    /// Backgrounds (the background color attribute) are reported with the other attributes when drawn.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}

    private func perGlyph(_ call: String, _ file: String, _ line: Int, _ column: Int) {
        Recording.recorder?.report(
            "NSLayoutManager.\(call): text is laid out whole in Animatic; geometry per glyph is not computed",
            at: callSite(file, line, column))
    }
}
