import Animatic
import AnimaticUIKit
import Testing

/// `UIFont.monospacedDigitSystemFont` draws every digit one advance wide in frames, as it
/// measures: in a row of four equal digits the last starts three advances after the first, so
/// the ink of "1111" ends as far past the ink of "1" as "0000" ends past "0". Proportional
/// figures ("1" narrower than "0" in Inter) do not. Labels of both fonts share one frame, so a
/// layout cached for one text cannot stand in for the other's.
@MainActor
struct TabularDigitsFrameTests {
    static let texts = ["1", "1111", "0", "0000"]

    /// The rightmost dark column of each label, in pixels, for one font per row of labels.
    func inkEnds(_ fonts: [UIFont]) throws -> [[Int]] {
        let from = UIViewController(), to = UIViewController()
        let rowHeight: CGFloat = 60
        from.view.frame = CGRect(x: 0, y: 0, width: 200, height: rowHeight * CGFloat(fonts.count * Self.texts.count))
        to.view.frame = from.view.frame
        from.view.backgroundColor = .white
        var rows: [CGRect] = []
        for font in fonts {
            for text in Self.texts {
                let label = UILabel(
                    frame: CGRect(x: 0, y: CGFloat(rows.count) * rowHeight, width: 200, height: rowHeight))
                label.font = font
                label.text = text
                label.textColor = .black
                from.view.addSubview(label)
                rows.append(label.frame)
            }
        }
        let canvas = Canvas(size: Size(200, Double(from.view.frame.height)), scale: 1, fps: 10, background: .white)
        let scene = try TransitionScene(
            from: from, to: to,
            animator: ClosureAnimator(duration: 1) { ctx in
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
            }, operation: .present, canvas: canvas
        ).scene
        let frame = try Rasterizer().render(try Timeline.compile(scene).presentation(at: 0))
        let ends = rows.map { row in
            var right = -1
            for y in Int(row.minY)..<Int(row.maxY) {
                for x in 0..<frame.width where frame.pixel(x: x, y: y).r < 128 { right = max(right, x) }
            }
            return right
        }
        return stride(from: 0, to: ends.count, by: Self.texts.count).map { Array(ends[$0..<$0 + Self.texts.count]) }
    }

    @Test func tabularDigitsAreOneAdvanceWideInFrames() throws {
        let ends = try inkEnds([
            UIFont.systemFont(ofSize: 40), UIFont.monospacedDigitSystemFont(ofSize: 40, weight: .regular),
        ])
        let (plain, tabular) = (ends[0], ends[1])
        // Three advances of "1" and of "0": far apart proportional, the same tabular.
        #expect((plain[3] - plain[2]) - (plain[1] - plain[0]) > 6, "\(plain)")
        #expect(abs((tabular[3] - tabular[2]) - (tabular[1] - tabular[0])) <= 1, "\(tabular)")
        // The tabular "1111" is wider than the proportional one.
        #expect(tabular[1] > plain[1] + 6, "\(ends)")
    }
}
