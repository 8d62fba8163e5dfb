import AnimaticCore

/// `UITextView`: a scroll view whose text is laid out in a text container inset by
/// `textContainerInset` and the container's `lineFragmentPadding`, top-aligned and wrapped by word,
/// clipped by the view (a scroll view clips). The text is drawn by a label of that layout, the text
/// view's first subview (UIKit's own text container view is one too), kept in step with the text,
/// font, color, alignment, insets and size; scrolling, editing and attributes are not modelled.
open class UITextView: UIScrollView {
    open var text: String! = "" { didSet { layOutText() } }
    open var font: UIFont? { didSet { layOutText() } }
    open var textColor: UIColor? { didSet { layOutText() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { layOutText() } }
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { layOutText() } }
    /// The region the text is laid out in; its `lineFragmentPadding` places the text.
    public let textContainer = NSTextContainer(size: .zero)
    /// Its string is the text; its attributes are not drawn.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open override var frame: CGRect { didSet { layOutText() } }
    open override var bounds: CGRect { didSet { layOutText() } }
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
    public init(size: CGSize) { self.size = size }
}
