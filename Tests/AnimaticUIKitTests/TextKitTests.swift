import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// A view that draws its text through TextKit 1, as tappable-link labels do.
private final class TextKitView: UIView {
    let storage = NSTextStorage(
        string: "MMMM", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 100, height: 40))

    override init(frame: CGRect) {
        super.init(frame: frame)
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func draw(_ rect: CGRect) {
        manager.drawGlyphs(forGlyphRange: manager.glyphRange(for: container), at: .zero)
    }
}

/// Text storages, layout managers and containers (TextKit 1) and inline attachments: edits are
/// processed as TextKit processes them, a text view's storage is its text, the text is measured
/// and drawn whole, and geometry per glyph is reported rather than made up.
@MainActor
struct TextKitTests {
    final class Edits: NSTextStorageDelegate {
        var processed: [(NSTextStorage.EditActions, NSRange, Int)] = []
        func textStorage(
            _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
            range editedRange: NSRange, changeInLength delta: Int
        ) { processed.append((editedMask, editedRange, delta)) }
    }

    @Test func anEditIsProcessedWithItsRangeAndChangeInLength() throws {
        let storage = NSTextStorage(string: "abc")
        let edits = Edits()
        storage.delegate = edits
        // "b" (1, 1) becomes "XYZ": three characters for one, a change of +2.
        storage.replaceCharacters(in: NSRange(location: 1, length: 1), with: "XYZ")
        #expect(storage.string == "aXYZc")
        let edit = try #require(edits.processed.first)
        #expect(edit.0.contains(.editedCharacters) && edit.1 == NSRange(location: 1, length: 1) && edit.2 == 2)
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        #expect(edits.processed.count == 2 && edits.processed[1].0 == .editedAttributes && edits.processed[1].2 == 0)
    }

    @Test func editsBetweenBeginAndEndAreProcessedOnce() throws {
        let storage = NSTextStorage(string: "abc")
        let edits = Edits()
        storage.delegate = edits
        storage.beginEditing()
        storage.append(NSAttributedString(string: "de"))
        storage.deleteCharacters(in: NSRange(location: 0, length: 1))
        #expect(edits.processed.isEmpty)
        storage.endEditing()
        // +2 then −1: one processing with the summed change, +1.
        #expect(
            edits.processed.count == 1 && edits.processed[0].2 == 1 && storage.string == "bcde", "\(edits.processed)")
    }

    @Test func aTextViewsStorageIsItsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "hello"
        view.textStorage.append(NSAttributedString(string: " world"))
        #expect(view.text == "hello world")
        view.text = "x"
        #expect(view.textStorage.string == "x")
        #expect(view.layoutManager.textContainers.first === view.textContainer)
        #expect(view.textContainer.layoutManager === view.layoutManager)
    }

    @Test func theUsedRectIsTheMeasuredTextWithItsPaddingOnBothSides() {
        let font = UIFont.systemFont(ofSize: 17)
        let storage = NSTextStorage(string: "Hello", attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 300, height: 0))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let measured = ("Hello" as NSString).size(withAttributes: [.font: font])
        let used = manager.usedRect(for: container)
        #expect(used.origin == .zero && abs(used.width - (measured.width + 10)) < 0.001)
        #expect(abs(used.height - measured.height) < 0.001)
        #expect(manager.boundingRect(forGlyphRange: manager.glyphRange(for: container), in: container) == used)
        #expect(manager.numberOfGlyphs == 5 && manager.glyphIndexForCharacter(at: 3) == 3)
    }

    @Test func geometryPerGlyphIsReportedInARecording() {
        let messages = problems { context in
            let storage = NSTextStorage(string: "tap here")
            let manager = NSLayoutManager()
            let container = NSTextContainer(size: CGSize(width: 100, height: 20))
            manager.addTextContainer(container)
            storage.addLayoutManager(manager)
            _ = manager.characterIndex(
                for: CGPoint(x: 30, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: nil)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("geometry per glyph is not computed"))
    }

    @Test func anAttachmentIsItsReplacementCharacter() {
        let attachment = NSTextAttachment(image: UIImage())
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}" && text.length == 1)
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    }

    /// "MMMM" in black from the container's origin: the glyphs start at the line fragment padding,
    /// 5 pt in, so the 5 columns before it stay white and some dark pixel lies in the next 10.
    @Test func glyphsAreDrawnFromTheLineFragmentPadding() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            to.backgroundColor = .white
            context.containerView.addSubview(to)
            to.addSubview(TextKitView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
            context.completeTransition(true)
        }
        let frame = try Rasterizer().render(Timeline.compile(scene).presentation(at: 0))
        let dark = { (x: Int) in (0..<40).contains { frame.pixel(x: x, y: $0).r < 128 } }
        #expect(!(0..<5).contains(where: dark))
        #expect((5..<15).contains(where: dark))
    }
}
