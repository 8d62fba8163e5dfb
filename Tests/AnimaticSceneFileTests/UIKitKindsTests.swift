import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

/// A 320 × 568 push whose from-screen holds `subviews` (YAML flow or block list items).
func uikitScene(
    _ subviews: String, extra: String = "", steps: String = "[]", operation: String = "push",
    to: String = "{id: detail}"
) -> String {
    """
    canvas: {size: [320, 568], scale: 1, fps: 10}
    operation: \(operation)
    \(extra)
    from:
      id: home
      subviews:
    \(subviews.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    to: \(to)
    transition:
      duration: 1
      steps: \(steps)
    """
}

/// A view's frame in the container's coordinates at t = 0 (model values).
func containerFrame(_ t: Timeline, _ id: String, at time: Double = 0) -> Rect? {
    let tree = t.model(at: time)
    guard let view = tree.views[id] else { return nil }
    let origin = tree.convertToContainer(Point(view.bounds.minX, view.bounds.minY), from: id)
    return Rect(origin: origin, size: view.bounds.size)
}

func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

func near(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance) && near(a.width, b.width, tolerance)
        && near(a.height, b.height, tolerance)
}

@Suite struct UIKitKindsTests {
    @Test func tableRowsSitBelowTheHeaderAtRowHeightSteps() throws {
        let t = try timeline(
            uikitScene(
                """
                - {id: list, kind: tableView, sections: [{header: Lessons, rows: 12}], titlePattern: "Lesson {n}"}
                """))
        // A plain section header is 28 pt; row 7 starts 6 rows of 44 pt below it; its title
        // label (22 pt) is centered in the row.
        let header = 28.0, rowHeight = 44.0
        #expect(near(containerFrame(t, "list_row7"), Rect(0, header + 6 * rowHeight, 320, rowHeight)))
        #expect(near(containerFrame(t, "list_row7_title"), Rect(16, header + 6 * rowHeight + 11, 288, 22)))
        #expect(t.model(at: 0).views["list_row7_title"]?.text?.text == "Lesson 7")
        #expect(t.model(at: 0).views["list_row12"] != nil)
        #expect(t.model(at: 0).views["list_row13"] == nil)
        #expect(t.model(at: 0).views["list_header1_title"]?.text?.text == "LESSONS")
        // The table keeps iOS's default frame: the whole screen.
        #expect(near(containerFrame(t, "list"), Rect(0, 0, 320, 568)))
    }

    @Test func subtitleRowsAre64AndContentInsetMovesThem() throws {
        let t = try timeline(
            uikitScene(
                """
                - {id: list, kind: tableView, rows: 3, contentInset: 64, subtitlePattern: "Part {n}"}
                """))
        #expect(near(containerFrame(t, "list_row3"), Rect(0, 64 + 2 * 64, 320, 64)))
        #expect(t.model(at: 0).views["list_row3_subtitle"]?.text?.text == "Part 3")
        #expect(t.model(at: 0).views["list_row3_subtitle"]?.text?.font.size == 15)
    }

    @Test func separatorsAreHairlinesInset16() throws {
        let t = try timeline(
            uikitScene(
                """
                - {id: list, kind: tableView, rows: 4}
                """))
        let tree = t.model(at: 0)
        let separator = try #require(tree.views["list_row2_separator"])
        #expect(separator.frame == Rect(16, 43.5, 304, 0.5))
        #expect(separator.backgroundColor == Color.named["separator"])
        // After an icon, the separator starts at the text, as in Settings.
        let withIcon = try timeline(
            uikitScene(
                """
                - {id: list, kind: tableView, style: insetGrouped, rows: [{title: "Wi-Fi", icon: systemBlue}, Bluetooth]}
                """))
        #expect(withIcon.model(at: 0).views["list_row1_separator"]?.frame.minX == 60)
        // no separator after a grouped section's last row
        #expect(withIcon.model(at: 0).views["list_row2_separator"] == nil)
        #expect(near(containerFrame(withIcon, "list_section1"), Rect(16, 35, 288, 88)))
    }

    @Test func navigationBarTitleIsCenteredAndBackgroundReachesTheTop() throws {
        let t = try timeline(
            uikitScene(
                """
                - {id: bar, kind: navigationBar, title: Lessons, backTitle: Goals, rightItems: [Edit]}
                """))
        #expect(near(containerFrame(t, "bar"), Rect(0, 20, 320, 44)))
        let title = try #require(containerFrame(t, "bar_title"))
        #expect(near(title.midX, 160))
        #expect(near(title.minY, 20) && near(title.height, 44))
        #expect(t.model(at: 0).views["bar_title"]?.text?.font == Font(size: 17, weight: .semibold))
        // The bar's background extends under the status bar: 64 pt in all, with a hairline below.
        #expect(near(containerFrame(t, "bar_background"), Rect(0, 0, 320, 64)))
        #expect(near(containerFrame(t, "bar_hairline"), Rect(0, 64, 320, 0.5)))
        // The back button: a chevron of two strokes at ±45° and the previous title in the tint.
        let tree = t.model(at: 0)
        #expect(tree.views["bar_back_title"]?.text?.text == "Goals")
        #expect(tree.views["bar_back_title"]?.text?.color == Color.named["systemBlue"])
        #expect(tree.children["bar_back_chevron"] == ["bar_back_chevron_upper", "bar_back_chevron_lower"])
        let upper = try #require(tree.views["bar_back_chevron_upper"])
        #expect(upper.transform.isApproximately(.rotation(-.pi / 4, 0, 0, 1)))
        // The right item hugs the trailing margin.
        #expect(near(containerFrame(t, "bar_right1")?.maxX, 304))
    }

    @Test func kindViewsKeepTheirOwnKeyPaths() throws {
        let t = try timeline(
            uikitScene(
                """
                - {id: go, kind: button, title: Go, style: filled, frame: [20, 300, 100, 40], alpha: 0.5, layer: {cornerRadius: 20}}
                """))
        let go = try #require(t.model(at: 0).views["go"])
        #expect(go.frame == Rect(20, 300, 100, 40))
        #expect(go.opacity == 0.5)
        #expect(go.cornerRadius == 20)  // the scene's value wins over the style's
        #expect(go.backgroundColor == Color.named["systemBlue"])
        #expect(t.model(at: 0).views["go_title"]?.text?.color == .white)
    }

    @Test func statusBarTabBarAndCollectionViewLayOutAsIOS() throws {
        let t = try timeline(
            uikitScene(
                """
                - {id: status, kind: statusBar, style: light, time: "9:41"}
                - {id: tabs, kind: tabBar, items: [Featured, {title: Search, symbol: magnifyingglass}, Library], selected: Search}
                - {id: grid, kind: collectionView, items: 7, columns: 3, spacing: 10, insets: 16}
                """))
        let tree = t.model(at: 0)
        #expect(near(containerFrame(t, "status"), Rect(0, 0, 320, 20)))
        #expect(tree.views["status_time"]?.text?.text == "9:41")
        #expect(tree.views["status_time"]?.text?.color == .white)
        #expect(tree.views["status_battery_fill"] != nil)
        #expect(near(containerFrame(t, "tabs"), Rect(0, 519, 320, 49)))
        #expect(tree.views["tabs_item2_title"]?.text?.color == Color.named["systemBlue"])
        #expect(tree.views["tabs_item1_title"]?.text?.color == Color.named["systemGray"])
        #expect(tree.views["tabs_item1_title"]?.text?.font == Font(size: 10, weight: .medium))
        // (320 − 2·16 − 2·10) / 3 = 89.33 pt squares; item 5 is in the second line, middle column.
        let side = (320.0 - 32 - 20) / 3
        #expect(near(containerFrame(t, "grid_item5"), Rect(16 + side + 10, 16 + side + 10, side, side)))
        #expect(tree.views["grid_item7"] != nil && tree.views["grid_item8"] == nil)
    }

    @Test func misspelledKindKeyNamesLineColumnAndSuggestion() throws {
        let yaml = uikitScene(
            """
            - id: list
              kind: tableView
              rows: 12
              titlePatern: "Lesson {n}"
            """)
        let e = try #require(error(yaml))
        #expect(e.location.line == 10)
        #expect(e.location.column == 7)
        #expect(e.description.hasPrefix("bad.yaml:10:7: error:"))
        #expect(e.message.contains("unknown key 'titlePatern' in a tableView"))
        #expect(e.message.contains("did you mean 'titlePattern'"))
    }

    @Test func misspelledKindAndValuesAreErrors() throws {
        let kind = try #require(error(uikitScene("- {id: list, kind: tablView}")))
        #expect(kind.message.contains("unknown view kind 'tablView'"))
        #expect(kind.message.contains("did you mean 'tableView'"))
        let accessory = try #require(error(uikitScene("- {id: list, kind: tableView, rows: 2, accessory: disclosur}")))
        #expect(accessory.message.contains("did you mean 'disclosure'"))
        let ids = try #require(error(uikitScene("- {id: list, kind: tableView, rows: 2}\n- {id: list_row1}")))
        #expect(ids.message.contains("duplicate view id 'list_row1'"))
    }
}

extension Transform3D {
    func isApproximately(_ other: Transform3D) -> Bool {
        zip(m, other.m).allSatisfy { abs($0 - $1) < 1e-9 }
    }
}
