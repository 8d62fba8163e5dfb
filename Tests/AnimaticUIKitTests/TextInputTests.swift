import AnimaticUIKit
import Foundation
import Testing

/// UITextInput's positions and typing on text fields and views, the traits apps set on them, and the
/// everyday UIKit beside them (docs/census.md, "The long tail the tuning repositories name"). The
/// expected offsets are counted by hand in UTF-16 units, as NSString counts them.
@MainActor
struct TextInputTests {
    /// "hé" + "llo" + 👋: h, é (U+00E9, one unit), l, l, o, then the waving hand (U+1F44B, a
    /// surrogate pair): 7 units.
    let greeting = "héllo👋"

    @Test func positionsCountUTF16UnitsAndStopAtTheEnds() throws {
        let field = UITextField(frame: .zero)
        field.text = greeting
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 7)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        let second = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let third = try #require(field.position(from: second, in: .right, offset: 1))
        #expect(field.compare(second, to: third) == .orderedAscending)
        let range = try #require(field.textRange(from: third, to: second))
        #expect(field.text(in: range) == "é")
        let wave = try #require(
            field.textRange(
                from: field.position(from: field.endOfDocument, offset: -2)!,
                to: field.endOfDocument))
        #expect(field.text(in: wave) == "👋")
    }

    @Test func typingReplacesTheSelectionOrAddsAtTheCaret() throws {
        let field = UITextField(frame: .zero)
        field.text = "ab"
        #expect(field.hasText)
        field.insertText("c")
        #expect(field.text == "abc")
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument,
            to: field.position(from: field.beginningOfDocument, offset: 1)!)
        field.insertText("X")
        #expect(field.text == "Xbc")
        // The caret sits after the typed text: offset 1.
        let caret = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 1 && caret.isEmpty)
        field.deleteBackward()
        #expect(field.text == "bc")
        field.deleteBackward()
        #expect(field.text == "bc")
    }

    @Test func deletingBackwardRemovesAWholeCharacter() {
        let field = UITextField(frame: .zero)
        field.text = "a👋"
        field.deleteBackward()
        #expect(field.text == "a")
        field.deleteBackward()
        #expect(field.text == "" && !field.hasText)
    }

    @Test func aTextViewsSelectionStartsAtTheStartAndIsClampedToTheText() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = greeting
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
        #expect(view.selectedRange == NSRange(location: 0, length: 7))
        view.replace(try #require(view.selectedTextRange), withText: "hi")
        #expect(view.text == "hi")
        view.selectedRange = NSRange(location: 1, length: 40)
        let clamped = try #require(view.selectedTextRange)
        #expect(view.text(in: clamped) == "i")
    }

    @Test func traitsAreKeptWithUIKitsDefaults() {
        let field = UITextField(frame: .zero)
        #expect(field.textContentType == nil && field.spellCheckingType == .default)
        field.textContentType = .oneTimeCode
        field.smartQuotesType = .no
        #expect(field.textContentType == .oneTimeCode && field.smartQuotesType.rawValue == 1)
        let view = UITextView(frame: .zero)
        view.keyboardType = .emailAddress
        view.dataDetectorTypes = [.link, .phoneNumber]
        #expect(view.dataDetectorTypes.rawValue == 0b11 && view.autocapitalizationType == .sentences)
    }

    @Test func aTextViewDelegateIsItsScrollViewsDelegate() {
        final class Editor: UITextViewDelegate {
            var changes = 0
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let editor = Editor()
        let view = UITextView(frame: .zero)
        view.delegate = editor
        #expect(view.delegate === editor)
        editor.textViewDidChange(view)
        #expect(editor.changes == 1)
    }

    @Test func subclassesOverrideWhatUIKitLetsThemOverride() {
        final class CodeField: UITextField {
            var backspaces = 0
            override func deleteBackward() {
                backspaces += 1
                super.deleteBackward()
            }
            override func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 1, y: 2, width: 3, height: 4) }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
            override func paste(_ sender: Any?) {}
        }
        let field = CodeField(frame: .zero)
        field.text = "12"
        field.deleteBackward()
        #expect(field.backspaces == 1 && field.text == "1")
        #expect(field.caretRect(for: field.endOfDocument).width == 3)
    }

    @Test func tablesSeparateRowsWithASingleLineByDefault() {
        // Apple (UITableView.separatorStyle): "The default value is UITableViewCell.SeparatorStyle.singleLine."
        let table = UITableView(frame: .zero)
        #expect(table.separatorStyle == .singleLine && table.separatorStyle.rawValue == 1)
        table.separatorStyle = .none
        table.setEditing(true, animated: false)
        #expect(table.separatorStyle.rawValue == 0 && table.isEditing)
        // UITableView.h: destructive is the default style (0), normal 1.
        let action = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
        #expect(action.style == .default && UITableViewRowAction.Style.normal.rawValue == 1)
    }

    @Test func sizeCategoriesCompareBySizeAndStartAtLarge() {
        #expect(UITraitCollection().preferredContentSizeCategory == .large)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.medium < .large && .extraExtraExtraLarge < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    @Test func aDocumentPickersScreenIsReportedWhenItIsShown() {
        let messages = problems { context in
            let picker = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.pdf")])
            #expect(picker.documentPickerMode == .moveToService)
            context.containerView.addSubview(picker.view)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("UIDocumentPickerViewController's file browser"))
    }

    @Test func savingToThePhotoLibraryIsSaidInARecording() {
        let messages = problems { context in
            UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("no photo library"))
    }
}
