import AnimaticCore

/// `UITextView`: a scroll view whose text is laid out in a text container inset by
/// `textContainerInset` and the container's `lineFragmentPadding`, top-aligned and wrapped by word,
/// clipped by the view (a scroll view clips). The text is drawn by a label of that layout, the text
/// view's first subview (UIKit's own text container view is one too), kept in step with the text,
/// font, color, alignment, insets and size; scrolling, editing and attributes are not modelled.
open class UITextView: UIScrollView {
    open var text: String! = "" {
        didSet {
            storeText()
            layOutText()
        }
    }
    open var font: UIFont? { didSet { layOutText() } }
    open var textColor: UIColor? { didSet { layOutText() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { layOutText() } }
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { layOutText() } }
    /// The region the text is laid out in; its `lineFragmentPadding` places the text.
    public let textContainer = NSTextContainer(size: .zero)
    /// Its string is the text. Its attributes are not drawn: the text view's label is given them
    /// and reports them, as a label does (UILabel.attributedText).
    open var attributedText: NSAttributedString! {
        get { attributedContent?.string == (text ?? "") ? attributedContent : NSAttributedString(string: text ?? "") }
        set {
            attributedContent = newValue
            text = newValue?.string ?? ""
        }
    }
    /// The attributed string last assigned or edited into the text storage.
    private var attributedContent: NSAttributedString?
    private var madeTextStorage: NSTextStorage?
    private var madeLayoutManager: NSLayoutManager?
    private var syncingStorage = false

    /// The text as TextKit holds it: editing it edits the text view's text (and attributes, which
    /// are reported, not drawn); setting the text replaces it.
    open var textStorage: NSTextStorage {
        if let madeTextStorage { return madeTextStorage }
        let storage = NSTextStorage(attributedString: attributedText)
        storage.onEdit = { [weak self, weak storage] in
            MainActor.assumeIsolated {
                guard let self, let storage, !self.syncingStorage else { return }
                self.syncingStorage = true
                defer { self.syncingStorage = false }
                self.attributedText = NSAttributedString(attributedString: storage)
            }
        }
        madeTextStorage = storage
        return storage
    }
    /// The layout manager laying the text storage out in `textContainer`.
    open var layoutManager: NSLayoutManager {
        if let madeLayoutManager { return madeLayoutManager }
        let manager = NSLayoutManager()
        manager.addTextContainer(textContainer)
        textStorage.addLayoutManager(manager)
        madeLayoutManager = manager
        return manager
    }
    private func storeText() {
        guard let madeTextStorage, !syncingStorage else { return }
        syncingStorage = true
        defer { syncingStorage = false }
        madeTextStorage.setAttributedString(attributedText)
    }
    open override var frame: CGRect { didSet { layOutText() } }
    open override var bounds: CGRect { didSet { layOutText() } }
    /// The selection, `{0, 0}` until set (the caret at the start); `selectedTextRange` is the same range.
    open var selectedRange = NSRange(location: 0, length: 0)
    open var selectedTextRange: UITextRange? {
        get { TextPositions(text).clamped(selectedRange) }
        set { selectedRange = newValue.map { TextPositions(text).clamped($0.nsRange).nsRange } ?? selectedRange }
    }
    open var markedTextRange: UITextRange? { nil }
    /// Links are not detected here: text is drawn in its one color and font.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var usesStandardTextScaling = false
    private var inputViews = (input: UIView?.none, accessory: UIView?.none)
    open override var inputView: UIView? {
        get { inputViews.input }
        set { inputViews.input = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { inputViews.accessory }
        set { inputViews.accessory = newValue }
    }
    /// Scrolling a text view is not modelled; its text is drawn from the top.
    open func scrollRangeToVisible(_ range: NSRange) {}

    // UITextInputTraits: kept; no keyboard is shown.
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // UITextInput (TextInput.swift): positions are offsets in the text's UTF-16 units.
    open var hasText: Bool { !(text ?? "").isEmpty }
    open func insertText(_ text: String) { typeText(text) }
    open func deleteBackward() { deleteBackwardAtSelection() }
    open var beginningOfDocument: UITextPosition { TextPositions(text).beginning }
    open var endOfDocument: UITextPosition { TextPositions(text).end }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions(text).position(from: position, offset: offset)
    }
    open func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        TextPositions(text).position(from: position, in: direction, offset: offset)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset
            ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions(text).range(from: fromPosition, to: toPosition)
    }
    open func text(in range: UITextRange) -> String? { (text ?? "").text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) {
        self.text = (self.text ?? "").replacing(range, with: text)
    }
    /// Character geometry is not answered (the label drawing the text lays it out whole).
    open func caretRect(for position: UITextPosition) -> CGRect { .zero }
    open func firstRect(for range: UITextRange) -> CGRect { .zero }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }
    open func characterRange(at point: CGPoint) -> UITextRange? { nil }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isEditable { reportKeyboardNotShown("UITextView") }
        return false
    }

    /// The label that draws the text, made when there is first text to draw.
    private var textLabel: UILabel?

    /// The text as the text container lays it out: from (inset.left + padding, inset.top), as wide
    /// as the bounds less the insets and both paddings, as tall as its wrapped lines (a label centers
    /// its text vertically, so a label exactly as tall as the text is top-aligned). A nil font is
    /// 12 pt, Apple's documented default ("a 12-point Helvetica plain font"), in the system font;
    /// a nil color black.
    private func layOutText() {
        let string = text ?? ""
        guard !string.isEmpty || textLabel != nil else { return }
        let label = textLabel ?? UILabel(frame: .zero)
        label.numberOfLines = 0
        label.text = string
        if let attributedContent, attributedContent.string == string { label.attributedText = attributedContent }
        label.font = font ?? .systemFont(ofSize: 12)
        label.textColor = textColor ?? .black
        label.textAlignment = textAlignment
        let padding = textContainer.lineFragmentPadding
        let inset = textContainerInset
        let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
        let height =
            string.isEmpty ? 0 : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: height)
        if textLabel == nil {
            textLabel = label
            insertSubview(label, at: 0)
        }
    }
}

extension UITextView: UITextInput, SelectableText {
    var editedText: String {
        get { text ?? "" }
        set { text = newValue }
    }
    var selection: UITextRange? {
        get { selectedTextRange }
        set { selectedTextRange = newValue }
    }
}

/// The text view's delegate (assigned to UIScrollView's `delegate`, see there); UIKit's methods are
/// optional, so an app implements any of them. Nothing edits a text view in a recording, so none is called.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {}
extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
}

/// `NSTextContainer`: the region a text view lays its text out in; its `lineFragmentPadding` places
/// a text view's text (above). Apple's defaults: 5 points of line fragment padding, word wrapping, no line limit.
@preconcurrency @MainActor
open class NSTextContainer {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var maximumNumberOfLines = 0
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    /// Shapes the text flows around; kept (text is laid out in the whole container).
    open var exclusionPaths: [UIBezierPath] = []
    /// The layout manager the container was added to (TextKit.swift).
    open internal(set) weak var layoutManager: NSLayoutManager?
    public init(size: CGSize) { self.size = size }
    public convenience init() { self.init(size: .zero) }
}
