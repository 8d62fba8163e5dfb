import AnimaticCore
import Testing
@testable import AnimaticRender

/// A review picture's line that is too long loses characters where it is told: a timing plot's
/// legend keeps each curve's last component (`.x`, `.y`), which an end cut lost (issue 27).
@Suite struct DrawingTextTests {
    func line(_ text: String, _ truncation: Drawing.Truncation) throws -> Frame {
        let drawing = try Drawing(width: 140, height: 20, scale: 2)
        try drawing.text(text, at: Point(0, 15), size: 11, color: .black, maxWidth: 130, truncation: truncation)
        return try drawing.image()
    }

    @Test func aMiddleCutKeepsTheEnd() throws {
        let x = "inboxContainerView.layer.transform.translation.x"
        let y = "inboxContainerView.layer.transform.translation.y"
        // Cut at the end, the two differ nowhere: both lose their last component.
        #expect(try line(x, .end) == line(y, .end))
        // Cut in the middle, their ends are drawn, and differ.
        #expect(try line(x, .middle) != line(y, .middle))
    }
}
