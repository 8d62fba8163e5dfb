import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// Darwin's Foundation and C constants that Linux's lack (the fifth sample's sibling files, read
/// after its one measure).
@MainActor
struct FoundationOnDarwinTests {
    @Test func theTimeConstantsAreDarwins() {
        // <sys/time.h>: 10^9 ns and 10^6 µs a second, 10^6 ns a millisecond, 10^3 ns a microsecond.
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000 && USEC_PER_SEC == 1_000_000)
        // 0.25 s as apps write it: Int64(0.25 * Double(NSEC_PER_SEC)) = 250 000 000 ns.
        #expect(Int64(0.25 * Double(NSEC_PER_SEC)) == 250_000_000)
    }

    @Test func anEmptyAttributedStringAndAppendFormat() {
        #expect(NSAttributedString().length == 0 && NSAttributedString().string.isEmpty)
        #expect(NSMutableAttributedString().length == 0)
        let text = NSMutableString(string: "x=")
        text.appendFormat("%d, %@", 42, "y")
        #expect(text as String == "x=42, y")
    }

    @Test func aPlainDocumentIsDecodedAndHTMLIsItsSourceReported() throws {
        let plain = try NSAttributedString(
            data: Data("héllo".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
            documentAttributes: nil)
        #expect(plain.string == "héllo")
        var html: String?
        let messages = problems { context in
            html = try? NSAttributedString(
                data: Data("<b>hi</b>".utf8),
                options: [
                    NSAttributedString.DocumentReadingOptionKey.documentType: NSAttributedString.DocumentType.html
                ],
                documentAttributes: nil
            ).string
            context.completeTransition(true)
        }
        #expect(html == "<b>hi</b>")
        #expect(messages.count == 1 && messages[0].contains("NSHTML is not parsed"))
    }
}
