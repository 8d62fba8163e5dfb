// UIKit's everyday controls and text input, as an app's screens make them. What UIKit draws in
// them (a switch's track, a field's text and border, a spinner) is not drawn in Animatic: each
// stays a plain view with the background the app gives it, and a recording reports it when it is
// on screen (FrameworkStandIns.swift), never drawing it wrong silently. No touch or keyboard
// reaches a recording, so their values are what the app sets.

open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    override var drawnByUIKit: String? { "UISwitch's track and thumb" }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

open class UISegmentedControl: UIControl {
    override var drawnByUIKit: String? { "UISegmentedControl's segments" }
    public static let noSegment = -1
    private var titles: [String?] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    /// Apple: false by default; a momentary control does not keep a selection after a touch (none comes).
    open var isMomentary = false
    open var numberOfSegments: Int { titles.count }
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }
    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    open func titleForSegment(at segment: Int) -> String? { segment < titles.count ? titles[segment] : nil }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segment < titles.count { titles[segment] = title }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }
    open func removeAllSegments() { titles = [] }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var isContinuous = true
    override var drawnByUIKit: String? { "UISlider's track and thumb" }
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
}

open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    override var drawnByUIKit: String? { "UIStepper's buttons" }
}

open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    /// iOS 14's platter behind the dots (UIPageControl.h's raw values); kept, as the dots are UIKit's drawing.
    public enum BackgroundStyle: Int, Sendable { case automatic = 0, prominent = 1, minimal = 2 }
    open var backgroundStyle = BackgroundStyle.automatic
    /// iOS 16's layout direction of the dots (UIPageControl.h's raw values); kept.
    public enum Direction: Int, Sendable { case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop }
    open var direction = Direction.natural
    open var allowsContinuousInteraction = true
    open var defersCurrentPageDisplay = false
    open func updateCurrentPageDisplay() {}
    /// iOS 14's custom indicator images, kept; a page's own is nil unless one was set for it (UIPageControl.h).
    open var preferredIndicatorImage: UIImage?
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    override var drawnByUIKit: String? { "UIPageControl's dots" }
}

/// `UIRefreshControl`: the pull-to-refresh spinner a scroll view shows above its content when
/// pulled. Its state is kept; the spinner is UIKit's drawing and the pull is a touch, neither of
/// which a recording has, so starting it in a recording is reported at the call.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() {
        isRefreshing = true
        Recording.report("UIRefreshControl.beginRefreshing(): its spinner is not drawn in Animatic")
    }
    open func endRefreshing() { isRefreshing = false }
}

open class UIProgressView: UIView {
    override var drawnByUIKit: String? { "UIProgressView's track" }
    public enum Style: Int, Sendable { case `default`, bar }
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

open class UIActivityIndicatorView: UIView {
    override var drawnByUIKit: String? { "UIActivityIndicatorView's spinner" }
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

// MARK: Text input

@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {}
extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
}

/// The keyboard's look (UITextInputTraits.h's raw values; `alert` is `dark`): kept, no keyboard is shown.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = UIKeyboardAppearance.dark
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, done }
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// UIKit's layout rects, which apps override to pad a field; a field's text is not drawn here
    /// (reported on screen), so they are only answered: the bounds.
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}
    open var text: String?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    private var inputViews = (input: UIView?.none, accessory: UIView?.none)
    open override var inputView: UIView? {
        get { inputViews.input }
        set { inputViews.input = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { inputViews.accessory }
        set { inputViews.accessory = newValue }
    }
    open weak var delegate: UITextFieldDelegate?
    open var textContentType: UITextContentType!
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var clearsOnBeginEditing = false
    open var clearsOnInsertion = false
    /// The text is not drawn here, so neither is it shrunk.
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var allowsEditingTextAttributes = false
    open var background: UIImage?
    open var disabledBackground: UIImage?

    // UITextInput (TextInput.swift): positions are offsets in the text's UTF-16 units.
    open var hasText: Bool { !(text ?? "").isEmpty }
    open func insertText(_ text: String) { typeText(text) }
    open func deleteBackward() { deleteBackwardAtSelection() }
    open var selectedTextRange: UITextRange?
    open var markedTextRange: UITextRange? { nil }
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
    /// No text is laid out in a field here (its text is reported on screen), so no rectangle is known.
    open func caretRect(for position: UITextPosition) -> CGRect { .zero }
    open func firstRect(for range: UITextRange) -> CGRect { .zero }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }
    open func characterRange(at point: CGPoint) -> UITextRange? { nil }
    open var isEditing: Bool { false }
    open var enablesReturnKeyAutomatically = false
    override var drawnByUIKit: String? { "UITextField's text, placeholder and border" }
    open override var canBecomeFirstResponder: Bool { true }
    @discardableResult open override func becomeFirstResponder() -> Bool {
        reportKeyboardNotShown("UITextField")
        return false
    }
}

extension UITextField: UITextInput, SelectableText {
    var editedText: String {
        get { text ?? "" }
        set { text = newValue }
    }
    var selection: UITextRange? {
        get { selectedTextRange }
        set { selectedTextRange = newValue }
    }
}

extension UIResponder {
    /// On iOS a text input that becomes first responder brings up the keyboard, which a recording
    /// does not show: said, rather than left out silently.
    func reportKeyboardNotShown(_ input: String) {
        Recording.recorder?.report("\(input).becomeFirstResponder(): the keyboard is not shown in Animatic")
    }
}

@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {}

open class UISearchBar: UIView {
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
    open var text: String?
    open var placeholder: String?
    open var searchBarStyle: Style = .default
    open var showsCancelButton = false
    open var barTintColor: UIColor?
    open weak var delegate: UISearchBarDelegate?
    public let searchTextField = UITextField()
    override var drawnByUIKit: String? { "UISearchBar's field and text" }

    // The bar is UIKit's drawing (reported on screen): its settings and images are kept.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var searchTextPositionAdjustment = UIOffset.zero
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    private var iconImages: [String: UIImage] = [:]
    private var iconAdjustments: [Icon: UIOffset] = [:]
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages["\(icon.rawValue) \(state.rawValue)"] = iconImage
    }
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        iconImages["\(icon.rawValue) \(state.rawValue)"]
    }
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { iconAdjustments[icon] = adjustment }
    open func positionAdjustment(for icon: Icon) -> UIOffset { iconAdjustments[icon] ?? .zero }
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        iconImages["field \(state.rawValue)"] = backgroundImage
    }
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        iconImages["field \(state.rawValue)"]
    }
}

extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

// MARK: Stack views

/// `UIStackView`: its arranged subviews are kept and added as subviews, but Animatic does not
/// lay them out (their frames stay what the app sets): a stack view with arranged subviews is
/// reported when it is on screen.
open class UIStackView: UIView {
    override var drawnByUIKit: String? {
        arrangedSubviews.isEmpty ? nil : "UIStackView's arrangement (its arranged subviews are not laid out)"
    }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading, bottom = Alignment.trailing
    }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    open private(set) var arrangedSubviews: [UIView] = []
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        addSubview(view)
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    /// Markers for "the system's spacing" and "the default spacing". Apple does not document their
    /// values; these are stand-ins that no real spacing equals. Arrangement is not laid out here
    /// (reported on screen), so no frame depends on them.
    nonisolated public static let spacingUseSystem = CGFloat.greatestFiniteMagnitude
    nonisolated public static let spacingUseDefault = -CGFloat.greatestFiniteMagnitude
}

// MARK: Alerts and the pasteboard

open class UIAlertAction: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        (self.title, self.style, self.handler) = (title, style, handler)
    }
    /// What `setValue(_:forKey:)` was given (`"titleTextColor"`, `"image"`): kept, as an alert is
    /// never drawn here (KeyValueCoding.swift).
    var keyedValues: [String: Any] = [:]
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
    open func value(forKey key: String) -> Any? { keyedValues[key] }
}

/// An alert is a controller to present: presenting it while the animator runs is reported, as
/// any presentation is; its actions are kept and never chosen.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    open override var title: String? {
        get { alertTitle }
        set { alertTitle = newValue }
    }
    private var alertTitle: String?
    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        (alertTitle, self.message) = (title, message)
    }
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// The pasteboard: a recording has none to share, so `general` is empty each time it is asked
/// for (what the app copies is not kept: nothing shared outlives a call, and it draws nothing).
@preconcurrency @MainActor
open class UIPasteboard {
    public static var general: UIPasteboard { UIPasteboard() }
    public init() {}
    open var string: String?
    open var strings: [String]?
    open var url: URL?
    open var image: UIImage?
    open var hasStrings: Bool { string != nil }
}

extension UIView {
    /// UIKit's appearance proxy: what it styles is kept nowhere (no app launches in a recording, so
    /// no view is made after it), so setting through it changes nothing here.
    public static func appearance() -> Self { self.init(coder: NSCoder())! }
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self { appearance() }
}
