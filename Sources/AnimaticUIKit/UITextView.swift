import AnimaticCore

/// `UITextView`: kept for the app's code and drawn as a plain view (background, border,
/// shadow). Its text is not drawn: the model has no text view (container insets, scrolling,
/// editing), and a UILabel would put the text elsewhere. So a text view with text that joins a
/// recording, or text set on one already in it, is reported there, not drawn blank in silence.
open class UITextView: UIScrollView {
    open var text: String! = "" {
        didSet { if isBound, !(text ?? "").isEmpty { Recording.recorder?.report(Self.unmodeled) } }
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

    static let unmodeled = "UITextView: a text view's text is not drawn in Animatic (a UILabel's is)"

    override func makeSpec(ids: (UIView) -> String, location: SourceLocation) -> ViewSpec {
        if !(text ?? "").isEmpty { Recording.recorder?.report(Self.unmodeled, at: location) }
        return super.makeSpec(ids: ids, location: location)
    }
}

/// `NSTextContainer`: the region a text view lays its text out in. Kept: a text view's text is not
/// drawn here (above). Apple's defaults: 5 points of line fragment padding, word wrapping, no line limit.
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
