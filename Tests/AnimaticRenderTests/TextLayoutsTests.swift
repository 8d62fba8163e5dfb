import AnimaticCore
import CCairo
import Foundation
import Testing
@testable import AnimaticRender

/// A worker's kept layouts must draw exactly what a label laid out afresh draws, and never
/// one label's layout for another.
@Suite struct TextLayoutsTests {
    /// `labels` drawn one after another (each on a cleared canvas) at scale 2 and a slight
    /// turn, with `layouts` or laid out afresh; the pixels of each.
    func draw(_ labels: [(TextContent, Rect)], layouts: TextLayouts?) -> [[UInt8]] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 160)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        return labels.map { text, bounds in
            cairo_identity_matrix(cr)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_scale(cr, 2, 2)
            cairo_rotate(cr, 0.05)
            TextPainter.draw(text, in: bounds, cr: cr, alpha: 1, layouts: layouts)
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)!
            return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 160))
        }
    }

    @Test func keptLayoutsDrawWhatFreshOnesDrawAndNeverAnotherLabels() {
        let wide = Rect(4, 4, 110, 60), narrow = Rect(4, 4, 44, 60), short = Rect(4, 4, 110, 14)
        let title = TextContent(text: "Display & Brightness", font: Font(size: 13), numberOfLines: 0)
        var bold = title
        bold.font.weight = .bold
        var red = title
        red.color = Color(red: 1, green: 0, blue: 0)
        var oneLine = title
        oneLine.numberOfLines = 1
        var centered = title
        centered.alignment = .center
        // The same label again, then one differing in each thing that shapes it, then the first again.
        let labels: [(TextContent, Rect)] = [
            (title, wide), (title, wide), (title, narrow), (title, short), (bold, wide),
            (red, wide), (oneLine, narrow), (centered, wide), (title, wide),
        ]
        let layouts = TextLayouts()
        let kept = draw(labels, layouts: layouts)
        let fresh = draw(labels, layouts: nil)
        for i in labels.indices {
            let differing = zip(kept[i], fresh[i]).filter { $0 != $1 }.count
            #expect(differing == 0, "label \(i): \(differing) bytes differ from the label laid out afresh")
        }
        // The labels do differ from each other, so a wrong layout would show.
        let distinct = Set(fresh[2...7]).count, same = fresh[0] == fresh[8]
        #expect(distinct == 6)
        #expect(same)
        // One layout per distinct label: the color is not part of the shape.
        #expect(layouts.count == 6)
    }

    @Test func theCacheEmptiesWhenFull() {
        let layouts = TextLayouts()
        let labels = (0...TextLayouts.capacity).map {
            (TextContent(text: "Row \($0)", font: Font(size: 11)), Rect(0, 0, 80, 20))
        }
        _ = draw(Array(labels.prefix(TextLayouts.capacity)), layouts: layouts)
        #expect(layouts.count == TextLayouts.capacity)
        _ = draw([labels.last!], layouts: layouts)
        #expect(layouts.count == 1)
    }
}
