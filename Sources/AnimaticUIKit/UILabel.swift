import AnimaticCore
import AnimaticRender

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    var core: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// `UILabel`: text, font, color, alignment and line count switch at once, as in UIKit.
open class UILabel: UIView {
    override class var viewKind: ViewKind { .label }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var content: TextContent { state.text ?? TextContent(text: "") }

    open var text: String? {
        get { content.text.isEmpty ? nil : content.text }
        set { write(.text(newValue ?? "")) }
    }
    open var font: UIFont! {
        get { UIFont(content.font) }
        set { write(.font(newValue?.font ?? Font())) }
    }
    open var textColor: UIColor! {
        get { UIColor(content.color) }
        set {
            attachments.assetColorStandIns["textColor"] = newValue?.assetCatalogName
            write(.textColor(newValue?.color ?? .black))
        }
    }
    open var textAlignment: NSTextAlignment {
        get { NSTextAlignment.allCases.first { $0.core == content.alignment } ?? .natural }
        set { write(.textAlignment(newValue.core)) }
    }
    open var numberOfLines: Int {
        get { content.numberOfLines }
        set { write(.numberOfLines(newValue)) }
    }
    /// The width a multi-line label's intrinsic size wraps at (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Apple: `.byTruncatingTail` by default, which is how a label's text is drawn here (wrapped on
    /// words, the last line kept ending in an ellipsis). Another mode draws the same text that fits
    /// (character wrapping: on one line), so it is kept, and reported only where its text, in the
    /// label's bounds, would be cut or wrapped differently on iOS: at the assignment in a recording
    /// or when the label joins one.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { if isBound, lineBreakModeChangesPixels { Recording.recorder?.report(lineBreakModeMessage) } }
    }
    /// UIKit shrinks text that does not fit (down to `minimumScaleFactor`); Animatic draws it at
    /// its size, cut as with this off, so it is kept and reported where the text does not fit: at
    /// the assignment in a recording or when the label joins one.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if isBound, shrinkChangesPixels { Recording.recorder?.report(Self.shrinkMessage) } }
    }
    open var minimumScaleFactor: CGFloat = 0
    /// Kept: the size category is the default one, where text styles have their documented sizes.
    open var adjustsFontForContentSizeCategory = false
    private var shrinkChangesPixels: Bool { adjustsFontSizeToFitWidth && minimumScaleFactor != 1 && textDoesNotFit }
    static let shrinkMessage =
        "UILabel.adjustsFontSizeToFitWidth: text that does not fit is not shrunk in Animatic (it is cut)"
    private var lineBreakModeMessage: String {
        "UILabel.lineBreakMode .\(lineBreakMode): text that does not fit is drawn as .byTruncatingTail "
            + "(the default) in Animatic"
    }
    /// Whether the text does not fit the bounds now (more lines than `numberOfLines` or the height
    /// holds, or wider than one line allows), or, with character wrapping, is wider than a line.
    private var lineBreakModeChangesPixels: Bool { lineBreakMode != .byTruncatingTail && textDoesNotFit }
    private var textDoesNotFit: Bool {
        guard !content.text.isEmpty, bounds.width > 0 else { return false }
        var unlimited = content
        unlimited.numberOfLines = 0
        let width = Double(bounds.width)
        let unwrapped = TextMeasure.size(of: unlimited, width: nil)
        if lineBreakMode == .byCharWrapping || content.numberOfLines == 1 { return unwrapped.width > width + 0.01 }
        var oneLine = unlimited
        oneLine.text = "X"
        let lineHeight = TextMeasure.size(of: oneLine, width: nil).height
        guard lineHeight > 0 else { return false }
        let needed = (TextMeasure.size(of: unlimited, width: width).height / lineHeight).rounded()
        // As the painter: at most numberOfLines (0: any), no more than the height holds, at least one.
        let fitting = max(1, (Double(bounds.height) / lineHeight + 0.01).rounded(.down))
        return needed > (content.numberOfLines > 0 ? min(Double(content.numberOfLines), fitting) : fitting)
    }

    /// The string is drawn as `text` is, in the label's font, color and alignment. Attributes
    /// (fonts, colors, kerning … per range) are not drawn: a label given any is reported, at the
    /// assignment in a recording or when it joins one, rather than drawn plain in silence.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return storedAttributedText?.string == text ? storedAttributedText : NSAttributedString(string: text)
        }
        set {
            storedAttributedText = newValue
            text = newValue?.string
            if isBound, let newValue, Self.hasAttributes(newValue) {
                Recording.recorder?.report(Self.attributesNotDrawn)
            }
        }
    }
    /// The attributed string last assigned, kept so that reading it back gives it whole.
    private var storedAttributedText: NSAttributedString?
    static let attributesNotDrawn =
        "UILabel.attributedText: its attributes are not drawn in Animatic (the plain text is)"

    private static func hasAttributes(_ string: NSAttributedString) -> Bool {
        var found = false
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, _, stop in
            if !attributes.isEmpty { (found, stop.pointee) = (true, true) }
        }
        return found
    }

    override func makeSpec(ids: (UIView) -> String, location: SourceLocation) -> ViewSpec {
        if let attributed = attributedText, Self.hasAttributes(attributed) {
            Recording.recorder?.report(Self.attributesNotDrawn, at: location)
        }
        if lineBreakModeChangesPixels { Recording.recorder?.report(lineBreakModeMessage, at: location) }
        if shrinkChangesPixels { Recording.recorder?.report(Self.shrinkMessage, at: location) }
        return super.makeSpec(ids: ids, location: location)
    }

    /// The text's size as it is drawn (the same layout): one line with `numberOfLines` 1, else
    /// wrapped at `size.width` (when it is positive) in at most `numberOfLines` lines (0: any).
    /// Unrounded: iOS rounds a label's size up to its pixel grid, here nothing is rounded.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = content
        let wraps = text.numberOfLines != 1 && size.width > 0 && size.width.isFinite
        let measured = TextMeasure.size(of: text, width: wraps ? Double(size.width) : nil)
        return CGSize(width: measured.width, height: measured.height)
    }
    /// UIKit's: the frame's size becomes `sizeThatFits(bounds.size)`; its origin stays.
    open override func sizeToFit() {
        var frame = self.frame
        frame.size = sizeThatFits(bounds.size)
        self.frame = frame
    }
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: .greatestFiniteMagnitude))
    }

    /// UIKit draws the text by calling this with the bounds; apps override it to inset the text
    /// (a padded label calls `super.drawText(in: rect.inset(by: insets))`). Animatic draws the text
    /// in the bounds itself, so it asks an override once where the text would go: a label whose
    /// override draws elsewhere than its bounds (or not through `super`) is reported on screen.
    open func drawText(in rect: CGRect) { textRectDrawn = rect }
    /// UIKit's: the text's size within `bounds` (at most `numberOfLines` lines, 0: any), at its origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        var text = content
        text.numberOfLines = numberOfLines
        let size = TextMeasure.size(of: text, width: numberOfLines == 1 ? nil : Double(bounds.width))
        return CGRect(
            origin: bounds.origin,
            size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
    }
    /// The rect the base `drawText(in:)` was last given (while asking an override, see above).
    private var textRectDrawn: CGRect?
    override var drawnDifferently: String? {
        if let drawn = super.drawnDifferently { return drawn }
        guard !content.text.isEmpty else { return nil }
        textRectDrawn = nil
        drawText(in: bounds)
        defer { textRectDrawn = nil }
        guard textRectDrawn != bounds else { return nil }
        return "UILabel.drawText(in:) override: the text is drawn in the label's bounds in Animatic, not where the "
            + "override draws it"
    }
}

extension NSTextAlignment: CaseIterable {}

/// `UIImageView`: `image` and `contentMode` switch at once.
open class UIImageView: UIView {
    override class var viewKind: ViewKind { .imageView }
    /// iOS fills a template image's shape with the tint color; here its own pixels are drawn.
    private var showsTemplateImage = false
    override var drawnDifferently: String? {
        super.drawnDifferently ?? templateImageDrawnDifferently ?? shownStandIn.map(UIImage.assetCatalogMessage)
            ?? shownNotDrawnAsOnIOS ?? cyclingDrawnDifferently
    }

    /// Images the view cycles through while animating, in place of `image` (UIKit's frame animation):
    /// kept; a view animating them is reported on screen, as it shows `image` here.
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { isAnimating = false }
    private var cyclingDrawnDifferently: String? {
        isAnimating
            ? "UIImageView.animationImages: the images are not cycled in Animatic (the view shows its image)" : nil
    }
    /// The shown image's `notDrawnAsOnIOS` (an SF Symbol, a tint, cap insets).
    private var shownNotDrawnAsOnIOS: String?
    /// The name of the `UIImage(named:)` stand-in shown, if it is one.
    private var shownStandIn: String?
    private var templateImageDrawnDifferently: String? {
        showsTemplateImage
            ? "UIImageView: a template image (.alwaysTemplate) is drawn in its own colors in Animatic, "
                + "not filled with the tint color as on iOS" : nil
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// As UIKit's: the frame is the image's size in points.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image a highlighted view shows instead of `image`, which keeps its value meanwhile.
    open var highlightedImage: UIImage? {
        didSet { showHighlightedImageIfHighlighted() }
    }
    open var isHighlighted = false {
        didSet { showHighlightedImageIfHighlighted() }
    }
    /// `image` while `highlightedImage` is shown in its place.
    private var imageBehindHighlight: UIImage??

    private func showHighlightedImageIfHighlighted() {
        if isHighlighted, let highlightedImage {
            if imageBehindHighlight == nil { imageBehindHighlight = .some(shownImage) }
            shownImage = highlightedImage
        } else if let kept = imageBehindHighlight {
            imageBehindHighlight = nil
            shownImage = kept
        }
    }

    open var image: UIImage? {
        get { imageBehindHighlight ?? shownImage }
        set {
            if imageBehindHighlight != nil { imageBehindHighlight = .some(newValue) } else { shownImage = newValue }
        }
    }

    /// A PNG's path switches the view's image; an image drawn in an image context is shown
    /// as the layer's contents (its `size` is the natural size `contentMode` keeps).
    private var shownImage: UIImage? {
        get {
            if let drawn = attachments.image { return drawn }
            guard let shown = state.image, !shown.path.isEmpty else { return nil }
            let image = UIImage(file: shown.path, scale: shown.scale)
            image.renderingMode = showsTemplateImage ? .alwaysTemplate : .automatic
            return image
        }
        set {
            showsTemplateImage = newValue?.renderingMode == .alwaysTemplate
            shownStandIn = newValue?.assetCatalogName
            shownNotDrawnAsOnIOS = newValue?.notDrawnAsOnIOS
            let showedDrawn = attachments.image != nil
            attachments.image = nil
            if let path = newValue?.path {
                if showedDrawn { writeContents(nil) }
                return write(.image(path, scale: Double(newValue?.scale ?? 1)))
            }
            if state.image?.path.isEmpty == false { write(.image("")) }
            guard let newValue, let cgImage = newValue.cgImage else {
                if showedDrawn { writeContents(nil) }
                return
            }
            attachments.image = newValue
            if newValue.imageOrientation != .up {
                Recording.recorder?.report(
                    "UIImage orientation .\(newValue.imageOrientation) is not modelled: the image is shown .up")
            }
            let shown = cgImage.shownContents(size: newValue.size.core)
            if shown != nil || showedDrawn { writeContents(shown) }
        }
    }

    open override var contentMode: ContentMode {
        get { Self.uikit(state.image?.contentMode ?? .scaleToFill) }
        set { write(.contentMode(Self.core(newValue))) }
    }

    /// UIKit's content modes and the model's (`.redraw` draws as `.scaleToFill` here).
    static let modes: [(ContentMode, AnimaticCore.ContentMode)] = [
        (.scaleToFill, .scaleToFill), (.scaleAspectFit, .scaleAspectFit), (.scaleAspectFill, .scaleAspectFill),
        (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
        (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
    ]

    static func core(_ mode: ContentMode) -> AnimaticCore.ContentMode {
        modes.first { $0.0 == mode }?.1 ?? .scaleToFill
    }

    static func uikit(_ mode: AnimaticCore.ContentMode) -> ContentMode {
        modes.first { $0.1 == mode }?.0 ?? .scaleToFill
    }
}

/// `UIScrollView`: `contentOffset` is the bounds origin, as in UIKit; nothing scrolls by itself.
open class UIScrollView: UIView {
    /// UIKit's `clipsToBounds` is false, but "some subclasses of UIView, like UIScrollView, override
    /// the default value to true" (Apple, UIView.clipsToBounds): table, collection and text views too.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }
    /// `AnyObject?`, not iOS's `UIScrollViewDelegate?`: Objective-C lets UITableView and
    /// UICollectionView narrow it to their own delegate protocols, which Swift cannot, so all three
    /// share the one type their assignments (`delegate = self`) need.
    open weak var delegate: AnyObject?
    private var storedContentSize: CGSize = .zero
    private var storedContentInset: UIEdgeInsets = .zero
    open var contentSize: CGSize {
        get { storedContentSize }
        set { changing("contentSize") { storedContentSize = newValue } }
    }
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { changing("contentInset") { storedContentInset = newValue } }
    }
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            changing("contentOffset") {
                write(PropertyPath(root: .layer(.bounds), fields: ["origin"]), .point(newValue.core))
            }
        }
    }
    /// Kept for the app (iOS 10): UIKit shows it above the content only when pulled, which no
    /// recording does (see UIRefreshControl).
    open var refreshControl: UIRefreshControl?
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.3) { self.contentOffset = offset }
        } else {
            contentOffset = offset
        }
    }
}

/// `UIButton`: a view with a title label on top (a subview made when the title is first set).
open class UIButton: UIControl {
    /// Apple's raw values; every kind is drawn as `.custom` is (the button's own title, image and background).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// Apple: deprecated, `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }
    /// `.custom` for `UIButton()` and `init(frame:)`, as UIKit's.
    public private(set) var buttonType = ButtonType.custom

    public private(set) var titleLabel: UILabel?
    /// The insets UIKit lays the title and image out within (deprecated in iOS 15, still common):
    /// kept. The title label fills the button here, centred; on iOS it is centred in the bounds
    /// less `contentEdgeInsets` and then `titleEdgeInsets`. So insets change pixels only where they
    /// move the title's centre (left ≠ right or top ≠ bottom in their sum) or leave it less width
    /// than its text: then they are reported, at the assignment in a recording or when the button
    /// joins one. Padding on both sides alike, the common use, draws the same.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            reportInsetsIfTheyMoveTheTitle()
            layOutImage()
        }
    }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { reportInsetsIfTheyMoveTheTitle() } }
    /// The image alone is laid out within these and `contentEdgeInsets` (see `layOutImage`).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { layOutImage() } }
    private func reportInsetsIfTheyMoveTheTitle(at location: SourceLocation? = nil) {
        guard let label = titleLabel, let text = label.text, !text.isEmpty else { return }
        let (content, title) = (contentEdgeInsets, titleEdgeInsets)
        let horizontal = content.left + title.left + content.right + title.right
        let moves =
            content.left + title.left != content.right + title.right
            || content.top + title.top != content.bottom + title.bottom
        let cut = label.sizeThatFits(.zero).width > bounds.width - horizontal + 0.01 && horizontal > 0
        guard moves || cut else { return }
        let message =
            "UIButton's contentEdgeInsets/titleEdgeInsets: the title is drawn centred in the whole button "
            + "in Animatic, not within the insets"
        if let location {
            Recording.recorder?.report(message, at: location)
        } else if isBound {
            Recording.recorder?.report(message)
        }
    }
    override func makeSpec(ids: (UIView) -> String, location: SourceLocation) -> ViewSpec {
        reportInsetsIfTheyMoveTheTitle(at: location)
        return super.makeSpec(ids: ids, location: location)
    }
    /// The button's image view, the same one on every read, for the app's settings (content mode,
    /// corner radius). A subview while it shows the button's image alone (`layOutImage`).
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    open override var frame: CGRect { didSet { layOutImage() } }
    open override var bounds: CGRect { didSet { layOutImage() } }
    /// The title shown now: the normal state's (the only state whose title is kept).
    open var currentTitle: String? { titleLabel?.text }

    open func setTitle(_ title: String?, for state: State) {
        guard state == .normal else { return }
        let label = titleLabel ?? makeTitleLabel()
        label.text = title
        reportInsetsIfTheyMoveTheTitle()
        layOutImage()
    }
    /// The normal state's title, the only one kept (see `currentTitle`).
    open func title(for state: State) -> String? { titleLabel?.text }
    open func setTitleColor(_ color: UIColor?, for state: State) {
        guard state == .normal else { return }
        (titleLabel ?? makeTitleLabel()).textColor = color ?? tintColor
    }

    /// A button's images are kept per state. The normal state's image alone (no title, no
    /// background image) is drawn as UIKit lays it out: at its size, centred in the bounds less
    /// `contentEdgeInsets` and `imageEdgeInsets`, by `imageView`. Otherwise UIKit lays the image
    /// out beside the title or stretches a background image, which Animatic does not model, so the
    /// button is reported on screen; so is a system button's image, which UIKit tints as a template
    /// unless it is `.alwaysOriginal`, and an image larger than the room it has.
    private var images: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        layOutImage()
    }
    /// The normal image when it is drawn alone (above), else nil.
    private var imageDrawnAlone: UIImage? {
        guard let image = images[.normal], titleLabel?.text?.isEmpty ?? true, backgroundImages.isEmpty,
            buttonConfiguration == nil, buttonType != .system || image.renderingMode == .alwaysOriginal,
            [.center, .fill].contains(effectiveContentHorizontalAlignment),
            [.center, .fill].contains(contentVerticalAlignment)
        else { return nil }
        let room = imageRoom
        return image.size.width <= room.width + 0.01 && image.size.height <= room.height + 0.01 ? image : nil
    }
    private var imageRoom: CGRect { bounds.inset(by: contentEdgeInsets).inset(by: imageEdgeInsets) }
    private func layOutImage() {
        guard let imageView else { return }
        guard let image = imageDrawnAlone else {
            if imageView.superview === self { imageView.removeFromSuperview() }
            return
        }
        let room = imageRoom
        imageView.image = image
        imageView.frame = CGRect(
            x: room.midX - image.size.width / 2, y: room.midY - image.size.height / 2, width: image.size.width,
            height: image.size.height)
        if imageView.superview !== self { addSubview(imageView) }
    }
    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }
    open var currentImage: UIImage? { image(for: .normal) }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: .normal) }
    /// UIKit's layout of a button's parts, which apps override to place the title: the title is
    /// drawn filling the button here, so a title rect other than the bounds is reported on screen.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    override var drawnDifferently: String? {
        if let drawn = super.drawnDifferently { return drawn }
        if let label = titleLabel, label.text?.isEmpty == false, let side = alignmentMovingTheTitle(label) {
            return "UIButton.contentHorizontalAlignment/contentVerticalAlignment \(side): the title is drawn centred "
                + "in Animatic"
        }
        guard titleLabel?.text?.isEmpty == false, titleRect(forContentRect: contentRect(forBounds: bounds)) != bounds
        else { return nil }
        return "UIButton.titleRect(forContentRect:)/contentRect(forBounds:) override: the title fills the button in "
            + "Animatic"
    }
    /// The alignment that puts the title elsewhere than the centre: a side other than the centre (or
    /// fill) with room to move the title's text that way.
    private func alignmentMovingTheTitle(_ label: UILabel) -> String? {
        let text = label.sizeThatFits(.zero)
        if ![.center, .fill].contains(effectiveContentHorizontalAlignment), text.width < bounds.width - 0.01 {
            return ".\(contentHorizontalAlignment)"
        }
        if ![.center, .fill].contains(contentVerticalAlignment), text.height < bounds.height - 0.01 {
            return ".\(contentVerticalAlignment)"
        }
        return nil
    }
    override var drawnByUIKit: String? {
        if buttonConfiguration != nil { return "UIButton's configuration (its background, title and image)" }
        if images.isEmpty && backgroundImages.isEmpty { return nil }
        if imageDrawnAlone != nil, imageView?.superview === self { return nil }
        return "UIButton's image (or background image)"
    }
    /// iOS 15's configuration (UIButton+Configuration.swift): kept, reported on screen.
    var buttonConfiguration: Configuration?
    /// iOS 14's menu: kept; it opens only on a touch, which never reaches a recording.
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false

    private func makeTitleLabel() -> UILabel {
        let label = UILabel(frame: bounds)
        label.textAlignment = .center
        label.textColor = tintColor
        addSubview(label)
        titleLabel = label
        return label
    }
}
