import Animatic
import AnimaticUIKit
import Testing

/// Text measured as it is drawn (labels' `sizeToFit`, `size(withAttributes:)`, `boundingRect`).
/// Expected sizes from Inter Regular's own tables (the system font here; read with fontTools from
/// /usr/share/fonts/opentype/inter/Inter-Regular.otf): 2 816 units per em, hhea ascent 2 728 and
/// descent 680, so a line is 3 408 / 2 816 = 1.210 23 em; advances H 2 084, i 668, space 792.
/// At 20 pt: a line is 24.204 5 pt, "Hi" is (2 084 + 668) / 2 816 × 20 = 19.545 5 pt wide and
/// "Hi Hi" 2 × 19.545 5 + 792 / 2 816 × 20 = 44.715 9 pt.
@MainActor
struct TextMeasureTests {
    let font = UIFont.systemFont(ofSize: 20)
    let line = 3408.0 / 2816 * 20
    let hi = (2084.0 + 668) / 2816 * 20
    let hiHi = 2 * (2084.0 + 668) / 2816 * 20 + 792.0 / 2816 * 20

    func near(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 0.01 }

    @Test func aStringsSizeIsItsAdvancesByOneLine() {
        let size = "Hi".size(withAttributes: [.font: font])
        #expect(near(size.width, hi) && near(size.height, line), "\(size)")
        let two = ("Hi Hi" as NSString).size(withAttributes: [.font: font])
        #expect(near(two.width, hiHi) && near(two.height, line), "\(two)")
    }

    /// `sizeToFit()` keeps the origin and takes the text's size; with `numberOfLines` 0 and a
    /// width of 25 pt, "Hi Hi" (44.7 pt in one line) wraps after the space: two lines, each
    /// "Hi" at most 25 pt wide.
    @Test func aLabelSizesItselfToItsText() {
        let label = UILabel(frame: CGRect(x: 10, y: 12, width: 0, height: 0))
        label.font = font
        label.text = "Hi"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 10, y: 12))
        #expect(near(label.frame.width, hi) && near(label.frame.height, line), "\(label.frame)")
        #expect(near(label.intrinsicContentSize.width, hi))

        let wrapped = UILabel(frame: CGRect(x: 0, y: 0, width: 25, height: 0))
        wrapped.font = font
        wrapped.numberOfLines = 0
        wrapped.text = "Hi Hi"
        wrapped.sizeToFit()
        #expect(near(wrapped.frame.height, 2 * line) && wrapped.frame.width <= 25, "\(wrapped.frame)")
        wrapped.numberOfLines = 1
        #expect(near(wrapped.sizeThatFits(CGSize(width: 25, height: 100)).width, hiHi))
        #expect(UILabel().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    /// `UIFont.lineHeight` is one line as drawn: Inter's ascent plus descent, 3 408 / 2 816 em.
    @Test func aFontsLineHeightIsOneLineOfItsText() {
        #expect(near(font.lineHeight, line), "\(font.lineHeight)")
        #expect(near(UIFont.systemFont(ofSize: 10).lineHeight, 3408.0 / 2816 * 10))
    }

    /// `boundingRect(with:options:…)` wraps at the width only with `.usesLineFragmentOrigin`.
    @Test func aBoundingRectWrapsWithLineFragmentOrigin() {
        let box = CGSize(width: 25, height: 1000)
        let wrapped = "Hi Hi".boundingRect(
            with: box, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(near(wrapped.height, 2 * line) && wrapped.width <= 25 && wrapped.origin == .zero, "\(wrapped)")
        let single = "Hi Hi".boundingRect(with: box, options: [], attributes: [.font: font], context: nil)
        #expect(near(single.width, hiHi) && near(single.height, line), "\(single)")
    }
}
