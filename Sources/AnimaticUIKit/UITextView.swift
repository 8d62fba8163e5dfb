import AnimaticCore

/// `UITextView`: a scroll view whose text is laid out in a text container inset by
/// `textContainerInset` and the container's `lineFragmentPadding`, top-aligned and wrapped by word,
/// clipped by the view (a scroll view clips). The text is drawn as a label of that layout, the
/// text view's first subview, made when the view joins a recording; text set once it is on screen
/// is reported (the label is not remade), as is scrolling, editing and attributes.
open class UITextView: UIScrollView {
    open var text: String! = "" {
        didSet { if isBound, !(text ?? "").isEmpty { Recording.recorder?.report(Self.textChangedOnScreen) } }
    }
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Kept, as the text it lays out is not drawn.
    public let textContainer = NSTextContainer(size: .zero)
    /// Kept; like `text`, not drawn (reported when the view is in a recording with text).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isEditable { reportKeyboardNotShown("UITextView") }
        return false
    }

    static let textChangedOnScreen =
        "UITextView: text set while the text view is on screen is not redrawn in Animatic (text set before is)"

    override func makeSpec(ids: (UIView) -> String, location: SourceLocation) -> ViewSpec {
        var spec = super.makeSpec(ids: ids, location: location)
        if let label = textLayout() { spec.subviews.insert(label.makeSpec(ids: ids, location: location), at: 0) }
        return spec
    }

    /// The text as the text container lays it out: from (inset.left + padding, inset.top), as wide
    /// as the bounds less the insets and both paddings, as tall as its wrapped lines (a label centers
    /// its text vertically, so a label exactly as tall as the text is top-aligned). A nil font is
    /// 12 pt, Apple's documented default ("a 12-point Helvetica plain font"), in the system font;
    /// a nil color black.
    func textLayout() -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let padding = textContainer.lineFragmentPadding
        let inset = textContainerInset
        let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = font ?? .systemFont(ofSize: 12)
        label.textColor = textColor ?? .black
        label.textAlignment = textAlignment
        label.numberOfLines = 0
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: height)
        return label
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
