import Foundation

// UIKit's text-input protocols and values (UITextInputTraits.h, UITextInput.h, UITextView.h), which
// login screens, code fields and editors set on every text field and view. No keyboard reaches a
// recording, so the traits are kept and change nothing drawn; positions and ranges are real, as
// offsets into the text in UTF-16 units (NSString's, which UIKit's positions count in).

@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {}

/// The protocol a custom view adopts to take typed characters (a code or PIN field); its three
/// requirements are UIKit's required ones.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// Adopted by UITextField and UITextView; its methods are theirs (below), so an app's extension or
/// subclass finds them where UIKit puts them.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {}

/// What a text input is for, which iOS uses to offer AutoFill; kept here. The members are UIKit's
/// (UITextContentType.h); Apple does not document their strings, so the raw values are the members' names.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = Self("name"), namePrefix = Self("namePrefix"), givenName = Self("givenName")
    public static let middleName = Self("middleName"), familyName = Self("familyName")
    public static let nameSuffix = Self("nameSuffix"), nickname = Self("nickname"), jobTitle = Self("jobTitle")
    public static let organizationName = Self("organizationName"), location = Self("location")
    public static let fullStreetAddress = Self("fullStreetAddress")
    public static let streetAddressLine1 = Self("streetAddressLine1")
    public static let streetAddressLine2 = Self("streetAddressLine2"), addressCity = Self("addressCity")
    public static let addressState = Self("addressState"), addressCityAndState = Self("addressCityAndState")
    public static let sublocality = Self("sublocality"), countryName = Self("countryName")
    public static let postalCode = Self("postalCode"), telephoneNumber = Self("telephoneNumber")
    public static let emailAddress = Self("emailAddress"), URL = Self("URL")
    public static let creditCardNumber = Self("creditCardNumber"), username = Self("username")
    public static let password = Self("password"), newPassword = Self("newPassword")
    public static let oneTimeCode = Self("oneTimeCode"), shipmentTrackingNumber = Self("shipmentTrackingNumber")
    public static let flightNumber = Self("flightNumber"), dateTime = Self("dateTime")
    public static let birthdate = Self("birthdate"), birthdateDay = Self("birthdateDay")
    public static let birthdateMonth = Self("birthdateMonth"), birthdateYear = Self("birthdateYear")
    public static let creditCardSecurityCode = Self("creditCardSecurityCode")
    public static let creditCardName = Self("creditCardName")
    public static let creditCardExpiration = Self("creditCardExpiration")
    public static let creditCardExpirationMonth = Self("creditCardExpirationMonth")
    public static let creditCardExpirationYear = Self("creditCardExpirationYear")
    public static let creditCardType = Self("creditCardType")
}

// UITextInputTraits.h's raw values: default 0, no 1, yes 2.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// A text view's link detection (UIDataDetectors.h's bits); kept, nothing is detected here.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = Self(rawValue: 1 << 0), link = Self(rawValue: 1 << 1)
    public static let address = Self(rawValue: 1 << 2), calendarEvent = Self(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = Self(rawValue: 1 << 4), flightNumber = Self(rawValue: 1 << 5)
    public static let lookupSuggestion = Self(rawValue: 1 << 6), moneyAmount = Self(rawValue: 1 << 7)
    public static let physicalValue = Self(rawValue: 1 << 8)
    public static let all = Self(rawValue: .max)
}

/// How a link in a text view was touched (UITextView.h); passed to a delegate iOS asks.
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
public enum UITextStorageDirection: Int, Sendable { case forward, backward }
public enum NSWritingDirection: Int, Sendable { case natural = -1, leftToRight, rightToLeft }

/// A place in a text input's text: an offset in UTF-16 units.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    let offset: Int
    public override init() { offset = 0 }
    init(offset: Int) { self.offset = offset }
}

/// A run of a text input's text, from `start` to `end`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var start: UITextPosition
    open var end: UITextPosition
    open var isEmpty: Bool { start.offset >= end.offset }
    public override init() {
        start = UITextPosition()
        end = UITextPosition()
    }
    init(from start: Int, to end: Int) {
        self.start = UITextPosition(offset: start)
        self.end = UITextPosition(offset: end)
    }
    var nsRange: NSRange { NSRange(location: start.offset, length: max(0, end.offset - start.offset)) }
}

/// A rectangle of selected text, which an input's `selectionRects(for:)` answers.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    open var containsStart: Bool { false }
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }
}

/// UITextInput's position arithmetic over a text, shared by UITextField and UITextView. Where UIKit
/// answers nil (a position before the start or after the end of the text, UITextInput.h), so does this.
@MainActor
struct TextPositions {
    let length: Int

    init(_ text: String?) { length = (text ?? "").utf16.count }

    var beginning: UITextPosition { UITextPosition(offset: 0) }
    var end: UITextPosition { UITextPosition(offset: length) }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...length).contains(moved) ? UITextPosition(offset: moved) : nil
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right, .down: self.position(from: position, offset: offset)
        case .left, .up: self.position(from: position, offset: -offset)
        }
    }

    func range(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
        guard (0...length).contains(start.offset), (0...length).contains(end.offset) else { return nil }
        return UITextRange(from: min(start.offset, end.offset), to: max(start.offset, end.offset))
    }

    func clamped(_ range: NSRange) -> UITextRange {
        let start = min(max(0, range.location), length)
        return UITextRange(from: start, to: min(start + max(0, range.length), length))
    }
}

@MainActor
extension String {
    /// The text a UITextInput range covers, nil when the range reaches outside it.
    func text(in range: UITextRange) -> String? {
        let units = utf16
        guard range.start.offset >= 0, range.end.offset <= units.count, range.start.offset <= range.end.offset
        else { return nil }
        let from = units.index(units.startIndex, offsetBy: range.start.offset)
        let to = units.index(units.startIndex, offsetBy: range.end.offset)
        return String(units[from..<to]) ?? ""
    }

    /// The text with a UITextInput range replaced, as `replace(_:withText:)` leaves it.
    func replacing(_ range: UITextRange, with replacement: String) -> String {
        guard text(in: range) != nil else { return self }
        return (self as NSString).replacingCharacters(in: range.nsRange, with: replacement)
    }
}

/// What typing does to a text input's text at its selection (the caret at the end when nothing is
/// selected), shared by UITextField and UITextView: UIKit's `insertText(_:)` replaces the selection,
/// `deleteBackward()` deletes it or the character before the caret.
@MainActor
protocol SelectableText: AnyObject {
    var editedText: String { get set }
    var selection: UITextRange? { get set }
}

extension SelectableText {
    var selectionOrCaret: UITextRange {
        let length = editedText.utf16.count
        guard let selection, selection.end.offset <= length else { return UITextRange(from: length, to: length) }
        return selection
    }

    func typeText(_ typed: String) {
        let range = selectionOrCaret
        editedText = editedText.replacing(range, with: typed)
        let caret = range.start.offset + typed.utf16.count
        selection = UITextRange(from: caret, to: caret)
    }

    func deleteBackwardAtSelection() {
        var range = selectionOrCaret
        if range.isEmpty {
            guard range.start.offset > 0 else { return }
            // The character before the caret, whole (a composed character sequence, as UIKit deletes).
            let prefix = editedText.text(in: UITextRange(from: 0, to: range.start.offset)) ?? ""
            let last = prefix.last.map { String($0).utf16.count } ?? 1
            range = UITextRange(from: range.start.offset - last, to: range.start.offset)
        }
        editedText = editedText.replacing(range, with: "")
        selection = UITextRange(from: range.start.offset, to: range.start.offset)
    }
}
