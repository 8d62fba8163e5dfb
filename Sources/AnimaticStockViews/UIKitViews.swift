import AnimaticCore
import Foundation

/// UIKit's stock views as view-tree kinds: a scene says `kind: tableView` with `rows: 12` and
/// gets the subtree iOS would draw — backgrounds, labels, hairline separators, chevrons — made
/// of ordinary views with derived ids (`<id>_row3_title`), so steps can address every part.
/// The expansion happens before the timeline runs; the timeline only sees plain views.
public enum UIKitView: Sendable {
    case statusBar(StatusBarConfig)
    case navigationBar(NavigationBarConfig)
    case tableView(TableViewConfig)
    case collectionView(CollectionViewConfig)
    case button(ButtonConfig)
    case tabBar(TabBarConfig)

    /// The `kind` words of scene files.
    public static let kindNames = ["statusBar", "navigationBar", "tableView", "collectionView", "button", "tabBar"]

    public var kindName: String {
        switch self {
        case .statusBar: "statusBar"
        case .navigationBar: "navigationBar"
        case .tableView: "tableView"
        case .collectionView: "collectionView"
        case .button: "button"
        case .tabBar: "tabBar"
        }
    }

    /// The frame iOS gives this view in a screen of `canvas` size.
    public func defaultFrame(canvas: Size) -> Rect {
        let w = canvas.width, h = canvas.height, m = UIKitMetrics.self
        switch self {
        case .statusBar: return Rect(0, 0, w, m.statusBarHeight)
        case .navigationBar: return Rect(0, m.statusBarHeight, w, m.navigationBarHeight)
        case .tableView, .collectionView: return Rect(0, 0, w, h)
        case .button(let b): return Rect(m.margin, 0, w - 2 * m.margin, b.style == .plain ? 44 : 50)
        case .tabBar: return Rect(0, h - m.tabBarHeight, w, m.tabBarHeight)
        }
    }

    /// The view's own property values and its generated subviews, laid out in `frame`.
    public func expand(id: String, frame: Rect, location: SourceLocation = .unknown) -> (
        changes: [Change], subviews: [ViewSpec]
    ) {
        let b = SpecBuilder(location: location)
        switch self {
        case .statusBar(let c): return ([], b.statusBar(id, c, width: frame.width))
        case .navigationBar(let c): return ([], b.navigationBar(id, c, frame: frame))
        case .tableView(let c): return b.tableView(id, c, size: frame.size)
        case .collectionView(let c): return b.collectionView(id, c, size: frame.size)
        case .button(let c): return b.button(id, c, size: frame.size)
        case .tabBar(let c): return ([], b.tabBar(id, c, width: frame.width))
        }
    }

    /// The whole view: its default frame (unless `frame` is given), its properties and subviews.
    public func viewSpec(id: String, canvas: Size, frame: Rect? = nil, location: SourceLocation = .unknown) -> ViewSpec
    {
        let f = frame ?? defaultFrame(canvas: canvas)
        let (changes, subviews) = expand(id: id, frame: f, location: location)
        return ViewSpec(
            id: id, changes: [SpecBuilder.set(.frame, .rect(f))] + changes, subviews: subviews, location: location)
    }
}

// MARK: Configurations

public enum StatusBarStyle: String, Sendable, CaseIterable {
    /// Dark content (UIStatusBarStyleDefault), for light backgrounds.
    case dark
    /// Light content (UIStatusBarStyleLightContent), for dark backgrounds.
    case light

    public var contentColor: Color { self == .dark ? .black : .white }
}

public struct StatusBarConfig: Sendable {
    public var style: StatusBarStyle = .dark
    public var time = "9:41 AM"
    /// 0…1.
    public var battery = 1.0
    /// Filled signal bars, 0…4.
    public var signal = 4
    public var carrier: String? = nil
    public var wifi = true
    public init() {}
}

/// A bar button item: a title in the tint color (semibold when `done`), or a symbol.
public struct BarItem: Sendable, Equatable {
    public var title: String?
    public var symbol: String?
    public var done: Bool
    public init(title: String? = nil, symbol: String? = nil, done: Bool = false) {
        self.title = title
        self.symbol = symbol
        self.done = done
    }
}

/// UINavigationItem: what a screen shows in the navigation bar.
public struct NavigationItem: Sendable, Equatable {
    public var title: String?
    /// The back button's title; nil for no back button (the root screen).
    public var backTitle: String?
    public var leftItems: [BarItem]
    /// The first item is the rightmost, as `rightBarButtonItems`.
    public var rightItems: [BarItem]
    public init(title: String? = nil, backTitle: String? = nil, leftItems: [BarItem] = [], rightItems: [BarItem] = []) {
        self.title = title
        self.backTitle = backTitle
        self.leftItems = leftItems
        self.rightItems = rightItems
    }
}

public struct NavigationBarConfig: Sendable {
    public var item = NavigationItem()
    /// Bar button items and the back button (UINavigationBar `tintColor`).
    public var tint = UIKitMetrics.color("systemBlue")
    public var titleColor = UIKitMetrics.color("label")
    /// The bar's background (`barTintColor`); translucent light gray by default.
    public var background = UIKitMetrics.barBackground
    /// The 0.5 pt shadow line under the bar.
    public var hairline = true
    public init() {}
}

public enum TableStyle: String, Sendable, CaseIterable { case plain, grouped, insetGrouped }

public enum CellAccessory: String, Sendable, CaseIterable {
    case none, disclosure, checkmark
    case toggle = "switch"
}

public struct TableRow: Sendable {
    public var title: String
    public var subtitle: String?
    /// Right-aligned secondary text (UITableViewCellStyleValue1).
    public var detail: String?
    /// nil: the table's accessory.
    public var accessory: CellAccessory?
    /// A rounded-square icon of this color before the text, as in Settings, with an optional white symbol.
    public var icon: Color?
    public var iconSymbol: String?
    /// A PNG shown before the text instead of an icon.
    public var image: String?
    /// The switch's state when the accessory is `switch`.
    public var isOn: Bool
    public init(
        title: String, subtitle: String? = nil, detail: String? = nil, accessory: CellAccessory? = nil,
        icon: Color? = nil, iconSymbol: String? = nil, image: String? = nil, isOn: Bool = true
    ) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.accessory = accessory
        self.icon = icon
        self.iconSymbol = iconSymbol
        self.image = image
        self.isOn = isOn
    }
}

public struct TableSection: Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [TableRow]
    public init(header: String? = nil, footer: String? = nil, rows: [TableRow]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

public struct TableViewConfig: Sendable {
    public var style: TableStyle = .plain
    public var sections: [TableSection] = []
    /// nil: 44, or 64 when a row has a subtitle.
    public var rowHeight: Double? = nil
    public var accessory: CellAccessory = .none
    /// Where the content starts inside the table (under a translucent bar: top 64).
    public var contentInset: EdgeInsets = .zero
    /// The 1-based number of a highlighted row.
    public var selectedRow: Int? = nil
    public var tint = UIKitMetrics.color("systemBlue")
    public init() {}

    public var effectiveRowHeight: Double {
        rowHeight
            ?? (sections.contains { $0.rows.contains { $0.subtitle != nil } }
                ? UIKitMetrics.subtitleRowHeight : UIKitMetrics.rowHeight)
    }
}

public struct CollectionItem: Sendable {
    public var title: String?
    public var color: Color?
    public var image: String?
    public init(title: String? = nil, color: Color? = nil, image: String? = nil) {
        self.title = title
        self.color = color
        self.image = image
    }
}

public struct CollectionViewConfig: Sendable {
    public var items: [CollectionItem] = []
    /// nil: 3, or as many `itemSize` items as fit.
    public var columns: Int? = nil
    /// nil: square items filling the columns.
    public var itemSize: Size? = nil
    /// Between items in a line, and between lines.
    public var interitemSpacing = 10.0
    public var lineSpacing = 10.0
    public var insets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    public var contentInset: EdgeInsets = .zero
    public var itemColors: [Color] = UIKitMetrics.itemPalette
    public var itemCornerRadius = 8.0
    public var backgroundColor = UIKitMetrics.color("systemBackground")
    public init() {}

    /// The layout a UICollectionViewFlowLayout gives: columns, item size and the spacing that
    /// spreads full lines across the width.
    public func layout(width: Double) -> (columns: Int, itemSize: Size, spacing: Double) {
        let available = max(0, width - insets.left - insets.right)
        if let size = itemSize {
            let fit =
                columns
                ?? max(
                    1,
                    Int(saturating: (available + interitemSpacing) / (size.width + interitemSpacing), rounding: .down))
            let spacing = fit > 1 ? max(interitemSpacing, (available - Double(fit) * size.width) / Double(fit - 1)) : 0
            return (fit, size, columns == nil ? spacing : interitemSpacing)
        }
        let n = max(1, columns ?? 3)
        let side = max(0, (available - Double(n - 1) * interitemSpacing) / Double(n))
        return (n, Size(side, side), interitemSpacing)
    }
}

public enum ButtonStyle: String, Sendable, CaseIterable { case plain, filled, tinted, gray }

public struct ButtonConfig: Sendable {
    public var title = "Button"
    public var style: ButtonStyle = .plain
    public var tint = UIKitMetrics.color("systemBlue")
    public var titleColor: Color? = nil
    public var font: Font? = nil
    public var symbol: String? = nil
    public init() {}
}

public struct TabBarItem: Sendable {
    public var title: String
    public var symbol: String?
    public var badge: String?
    public init(title: String, symbol: String? = nil, badge: String? = nil) {
        self.title = title
        self.symbol = symbol
        self.badge = badge
    }
}

public struct TabBarConfig: Sendable {
    public var items: [TabBarItem] = []
    /// The 1-based number of the selected item.
    public var selected = 1
    public var tint = UIKitMetrics.color("systemBlue")
    public var unselectedTint = UIKitMetrics.color("systemGray")
    public var background = UIKitMetrics.barBackground
    public init() {}
}

// MARK: Building the trees

/// Makes the views of the expansions; every part carries the kind's source location.
struct SpecBuilder {
    var location: SourceLocation

    static func set(_ root: PropertyPath.Root, _ value: AnimatableValue) -> Change {
        .property(PropertyPath(root: root), value)
    }

    func view(
        _ id: String, _ frame: Rect, color: Color? = nil, radius: Double = 0, border: Double = 0,
        borderColor: Color = .black,
        alpha: Double = 1, rotation: Double = 0, clips: Bool = false, subviews: [ViewSpec] = []
    ) -> ViewSpec {
        var changes: [Change] = [Self.set(.frame, .rect(frame))]
        if let color { changes.append(Self.set(.layer(.backgroundColor), .color(color))) }
        if radius > 0 { changes.append(Self.set(.layer(.cornerRadius), .number(radius))) }
        if border > 0 {
            changes.append(Self.set(.layer(.borderWidth), .number(border)))
            changes.append(Self.set(.layer(.borderColor), .color(borderColor)))
        }
        if alpha != 1 { changes.append(Self.set(.layer(.opacity), .number(alpha))) }
        if rotation != 0 {
            changes.append(Self.set(.layer(.transform), .transform(.rotation(rotation * .pi / 180, 0, 0, 1))))
        }
        if clips { changes.append(Self.set(.layer(.masksToBounds), .bool(true))) }
        return ViewSpec(id: id, changes: changes, subviews: subviews, location: location)
    }

    func label(
        _ id: String, _ frame: Rect, _ text: String, size: Double, weight: FontWeight = .regular, color: Color,
        alignment: TextAlignment = .natural, lines: Int = 1
    ) -> ViewSpec {
        var changes: [Change] = [
            Self.set(.frame, .rect(frame)), .content(.text(text)),
            .content(.font(Font(size: size, weight: weight))), .content(.textColor(color)),
        ]
        if alignment != .natural { changes.append(.content(.textAlignment(alignment))) }
        if lines != 1 { changes.append(.content(.numberOfLines(lines))) }
        return ViewSpec(id: id, kind: .label, changes: changes, location: location)
    }

    func image(_ id: String, _ frame: Rect, _ path: String, mode: ContentMode = .scaleAspectFill) -> ViewSpec {
        ViewSpec(
            id: id, kind: .imageView,
            changes: [
                Self.set(.frame, .rect(frame)), .content(.image(path)), .content(.contentMode(mode)),
                Self.set(.layer(.masksToBounds), .bool(true)),
            ], location: location)
    }

    /// A straight stroke from `a` to `b` with round caps: a thin rounded rect rotated onto the line.
    func stroke(_ id: String, from a: Point, to b: Point, thickness t: Double, color: Color) -> ViewSpec {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let c = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        return view(
            id, Rect(c.x - (length + t) / 2, c.y - t / 2, length + t, t), color: color, radius: t / 2,
            rotation: atan2(dy, dx) * 180 / .pi)
    }

    /// A chevron in `frame` from two strokes at ±45°: `<id>_upper` and `<id>_lower`.
    func chevron(_ id: String, _ frame: Rect, pointingLeft: Bool, thickness t: Double, color: Color) -> ViewSpec {
        let d = min(frame.width - t, (frame.height - t) / 2)
        let x0 = (frame.width - d) / 2, cy = frame.height / 2
        let tip = Point(pointingLeft ? x0 : x0 + d, cy)
        let endX = pointingLeft ? x0 + d : x0
        return view(
            id, frame,
            subviews: [
                stroke(
                    id + "_upper", from: pointingLeft ? tip : Point(endX, cy - d),
                    to: pointingLeft ? Point(endX, cy - d) : tip, thickness: t, color: color),
                stroke(
                    id + "_lower", from: pointingLeft ? tip : Point(endX, cy + d),
                    to: pointingLeft ? Point(endX, cy + d) : tip, thickness: t, color: color),
            ])
    }

    /// A checkmark in `frame`: `<id>_short` and `<id>_long`.
    func checkmark(_ id: String, _ frame: Rect, thickness t: Double, color: Color) -> ViewSpec {
        let w = frame.width - t, h = frame.height - t, o = t / 2
        let corner = Point(o + w * 0.36, o + h)
        return view(
            id, frame,
            subviews: [
                stroke(id + "_short", from: Point(o, o + h * 0.52), to: corner, thickness: t, color: color),
                stroke(id + "_long", from: corner, to: Point(o + w, o), thickness: t, color: color),
            ])
    }

    // MARK: Status bar

    func statusBar(_ id: String, _ c: StatusBarConfig, width w: Double) -> [ViewSpec] {
        let color = c.style.contentColor
        var views: [ViewSpec] = []
        // Signal: four bars rising to the right; the missing ones dimmed (iOS 11 and later).
        var bars: [ViewSpec] = []
        for i in 0..<4 {
            let height = 3.5 + 2 * Double(i)
            bars.append(
                view(
                    "\(id)_signal\(i + 1)", Rect(Double(i) * 4.5, 9.5 - height, 3, height), color: color, radius: 0.75,
                    alpha: i < c.signal ? 1 : 0.3))
        }
        views.append(view("\(id)_signal", Rect(6, 5, 16.5, 9.5), subviews: bars))
        var x = 6 + 16.5 + 4
        if let carrier = c.carrier {
            let tw = UIKitMetrics.textWidth(carrier, size: 12) + 1
            views.append(label("\(id)_carrier", Rect(x, 0, tw, 20), carrier, size: 12, color: color))
            x += tw + 4
        }
        if c.wifi {
            // Three quarter-rings: concentric circles clipped by a square turned 45° whose
            // bottom corner is their common center.
            let r = 10.5, s = 10.5
            let fan = view(
                "\(id)_wifi_fan", Rect(r * 0.7071 - s / 2, r - s * 0.7071 - s / 2, s, s), rotation: 45, clips: true,
                subviews: [
                    view("\(id)_wifi_dot", Rect(s - 3.2, s - 3.2, 6.4, 6.4), color: color, radius: 3.2),
                    view(
                        "\(id)_wifi_inner", Rect(s - 6.9, s - 6.9, 13.8, 13.8), radius: 6.9, border: 2.1,
                        borderColor: color),
                    view(
                        "\(id)_wifi_outer", Rect(s - r, s - r, 2 * r, 2 * r), radius: r, border: 2.1, borderColor: color
                    ),
                ])
            views.append(view("\(id)_wifi", Rect(x, 4.5, r * 1.4142, r), subviews: [fan.withSmoothEdges]))
        }
        views.append(
            label(
                "\(id)_time", Rect(0, 0, w, 20), c.time, size: 12, weight: .semibold, color: color, alignment: .center))
        // Battery: a rounded outline, its fill and the cap.
        let outline = Rect(w - 6 - 2.5 - 24, 4.25, 24, 11.5)
        let level = max(0, min(1, c.battery))
        let fillColor = level <= 0.2 ? UIKitMetrics.color("systemRed") : color
        views.append(
            view(
                "\(id)_battery", outline, radius: 3, border: 1, borderColor: color.withAlpha(color.alpha * 0.5),
                subviews: [
                    view(
                        "\(id)_battery_fill", Rect(2, 2, (outline.width - 4) * level, outline.height - 4),
                        color: fillColor, radius: 1.5)
                ]))
        views.append(
            view(
                "\(id)_battery_cap", Rect(outline.maxX + 1, 8, 1.5, 4), color: color.withAlpha(color.alpha * 0.5),
                radius: 0.75))
        return views
    }

    // MARK: Navigation bar

    func navigationBar(_ id: String, _ c: NavigationBarConfig, frame: Rect) -> [ViewSpec] {
        barChrome(id, c, frame: frame) + navigationItem(id, c.item, config: c, width: frame.width).views
    }

    /// The bar's background (extending up under the status bar when the bar sits right below
    /// it, as iOS draws it: 64 pt in all) and its hairline.
    func barChrome(_ id: String, _ c: NavigationBarConfig, frame: Rect) -> [ViewSpec] {
        let extra = frame.minY > 0 && frame.minY <= UIKitMetrics.statusBarHeight ? frame.minY : 0
        var views = [view("\(id)_background", Rect(0, -extra, frame.width, frame.height + extra), color: c.background)]
        if c.hairline {
            views.append(
                view(
                    "\(id)_hairline", Rect(0, frame.height, frame.width, UIKitMetrics.hairline),
                    color: UIKitMetrics.color("separator")))
        }
        return views
    }

    /// Where the parts of a navigation item sit in the bar, for the push and pop animations.
    struct ItemLayout {
        var views: [ViewSpec] = []
        var title: Rect? = nil
        var backTitle: Rect? = nil
        var itemIDs: [String] = []
    }

    func navigationItem(_ id: String, _ item: NavigationItem, config c: NavigationBarConfig, width w: Double)
        -> ItemLayout
    {
        let m = UIKitMetrics.self, h = m.navigationBarHeight
        var layout = ItemLayout()
        var leading = m.margin
        if let back = item.backTitle {
            let tw = m.textWidth(back, size: 17) + 2
            let bw = m.backTitleX + tw + 8
            let titleFrame = Rect(m.backTitleX, 0, tw, h)
            layout.views.append(
                view(
                    "\(id)_back", Rect(0, 0, bw, h),
                    subviews: [
                        chevron(
                            "\(id)_back_chevron",
                            Rect(
                                m.backChevronX, (h - m.backChevronSize.height) / 2, m.backChevronSize.width,
                                m.backChevronSize.height),
                            pointingLeft: true, thickness: 3, color: c.tint),
                        label("\(id)_back_title", titleFrame, back, size: 17, color: c.tint),
                    ]))
            layout.backTitle = titleFrame
            leading = bw + m.barItemSpacing
        }
        for (i, item) in item.leftItems.enumerated() {
            let (v, width) = barItem("\(id)_left\(i + 1)", item, x: leading, tint: c.tint)
            layout.views.append(v)
            layout.itemIDs.append("\(id)_left\(i + 1)")
            leading += width + m.barItemSpacing
        }
        var trailing = w - m.margin
        for (i, item) in item.rightItems.enumerated() {
            let width = barItemWidth(item)
            let (v, _) = barItem("\(id)_right\(i + 1)", item, x: trailing - width, tint: c.tint)
            layout.views.append(v)
            layout.itemIDs.append("\(id)_right\(i + 1)")
            trailing -= width + m.barItemSpacing
        }
        if let title = item.title {
            // Centered in the bar, pushed aside by the items, truncated when there is no room.
            let tw = m.textWidth(title, size: 17, weight: .semibold) + 4
            let low = item.backTitle == nil && item.leftItems.isEmpty ? m.margin : leading
            let high = item.rightItems.isEmpty ? w - m.margin : trailing
            var x = (w - tw) / 2, width = tw
            if width > high - low {
                x = low
                width = max(0, high - low)
            } else {
                x = min(max(x, low), high - width)
            }
            let frame = Rect(x, 0, width, h)
            layout.views.append(
                label("\(id)_title", frame, title, size: 17, weight: .semibold, color: c.titleColor, alignment: .center)
            )
            layout.title = frame
        }
        return layout
    }

    func barItemWidth(_ item: BarItem) -> Double {
        if item.title == nil, item.symbol != nil { return 22 }
        return UIKitMetrics.textWidth(item.title ?? "", size: 17, weight: item.done ? .semibold : .regular) + 2
    }

    func barItem(_ id: String, _ item: BarItem, x: Double, tint: Color) -> (ViewSpec, Double) {
        let width = barItemWidth(item)
        if item.title == nil, let symbol = item.symbol {
            return (
                view(id, Rect(x, 11, 22, 22), subviews: self.symbol(id, symbol, size: 22, color: tint, filled: false)),
                width
            )
        }
        return (
            label(
                id, Rect(x, 0, width, UIKitMetrics.navigationBarHeight), item.title ?? "", size: 17,
                weight: item.done ? .semibold : .regular, color: tint), width
        )
    }

    // MARK: Table view

    func tableView(_ id: String, _ c: TableViewConfig, size: Size) -> (changes: [Change], subviews: [ViewSpec]) {
        let m = UIKitMetrics.self
        let grouped = c.style != .plain
        let background = m.color(grouped ? "systemGroupedBackground" : "systemBackground")
        let changes = [
            Self.set(.layer(.backgroundColor), .color(background)), Self.set(.layer(.masksToBounds), .bool(true)),
        ]
        let h = c.effectiveRowHeight
        var views: [ViewSpec] = []
        var y = c.contentInset.top
        var number = 0
        let sectionX = c.style == .insetGrouped ? m.margin : 0
        let sectionWidth = size.width - 2 * sectionX
        for (k, section) in c.sections.enumerated() {
            let s = k + 1
            if c.style == .plain {
                if let header = section.header {
                    views.append(
                        view(
                            "\(id)_header\(s)", Rect(0, y, size.width, m.plainHeaderHeight),
                            color: Color(hex: "#F7F7F7")!,
                            subviews: [
                                label(
                                    "\(id)_header\(s)_title",
                                    Rect(m.margin, 0, size.width - 2 * m.margin, m.plainHeaderHeight),
                                    header.uppercased(),
                                    size: 13, weight: .semibold, color: m.color("secondaryLabel"))
                            ]))
                    y += m.plainHeaderHeight
                }
            } else {
                let gap = section.header == nil ? m.groupedSectionGap : m.groupedHeaderGap
                if let header = section.header {
                    views.append(
                        label(
                            "\(id)_header\(s)",
                            Rect(sectionX + m.margin, y + gap - 7 - 16, sectionWidth - 2 * m.margin, 16),
                            header.uppercased(), size: 13, color: m.color("secondaryLabel")))
                }
                y += gap
            }
            var rows: [ViewSpec] = []
            for (i, row) in section.rows.enumerated() {
                number += 1
                rows.append(
                    tableRow(
                        id, number: number, row, config: c, frame: Rect(0, Double(i) * h, sectionWidth, h),
                        isLast: i == section.rows.count - 1))
            }
            let sectionHeight = Double(section.rows.count) * h
            if c.style == .grouped {
                rows.append(
                    view("\(id)_section\(s)_top", Rect(0, 0, sectionWidth, m.hairline), color: m.color("separator")))
                rows.append(
                    view(
                        "\(id)_section\(s)_bottom", Rect(0, sectionHeight - m.hairline, sectionWidth, m.hairline),
                        color: m.color("separator")))
            }
            let rowBackground = m.color(grouped ? "secondarySystemGroupedBackground" : "systemBackground")
            views.append(
                view(
                    "\(id)_section\(s)", Rect(sectionX, y, sectionWidth, sectionHeight), color: rowBackground,
                    radius: c.style == .insetGrouped ? m.insetGroupedCornerRadius : 0, clips: c.style == .insetGrouped,
                    subviews: rows))
            y += sectionHeight
            if let footer = section.footer {
                let width = sectionWidth - 2 * m.margin
                let lines = max(1, (m.textWidth(footer, size: 13) / max(1, width)).rounded(.up))
                views.append(
                    label(
                        "\(id)_footer\(s)", Rect(sectionX + m.margin, y + 7, width, lines * 16), footer, size: 13,
                        color: m.color("secondaryLabel"), lines: 0))
                y += 7 + lines * 16
            }
        }
        return (changes, views)
    }

    func tableRow(_ table: String, number: Int, _ row: TableRow, config c: TableViewConfig, frame: Rect, isLast: Bool)
        -> ViewSpec
    {
        let m = UIKitMetrics.self
        let id = "\(table)_row\(number)"
        let w = frame.width, h = frame.height
        var parts: [ViewSpec] = []
        var textX = m.margin
        if let path = row.image {
            let side = min(h - 8, row.subtitle == nil ? 29 : 44)
            parts.append(image("\(id)_image", Rect(m.margin, (h - side) / 2, side, side), path))
            textX = m.margin + side + 15
        } else if let icon = row.icon {
            let iconFrame = Rect(m.margin, (h - 29) / 2, 29, 29)
            let symbol =
                row.iconSymbol.map {
                    self.symbol("\(id)_icon", $0, size: 29, color: .white, filled: true, inset: 5, cutout: icon)
                } ?? []
            parts.append(view("\(id)_icon", iconFrame, color: icon, radius: 6.5, subviews: symbol))
            textX = m.margin + 29 + 15
        }
        var trailing = w - m.margin
        switch row.accessory ?? c.accessory {
        case .none: break
        case .disclosure:
            let box = Rect(w - m.margin - 8, (h - 13) / 2, 8, 13)
            parts.append(
                chevron("\(id)_accessory", box, pointingLeft: false, thickness: 2, color: m.color("systemGray3")))
            trailing = box.minX - 10
        case .checkmark:
            let box = Rect(w - m.margin - 15, (h - 12) / 2, 15, 12)
            parts.append(checkmark("\(id)_accessory", box, thickness: 2.2, color: c.tint))
            trailing = box.minX - 10
        case .toggle:
            let box = Rect(w - m.margin - 51, (h - 31) / 2, 51, 31)
            let knob = view("\(id)_accessory_knob", Rect(row.isOn ? 22 : 2, 2, 27, 27), color: .white, radius: 13.5)
            var knobSpec = knob
            knobSpec.changes += [
                Self.set(.layer(.shadowOpacity), .number(0.2)), Self.set(.layer(.shadowRadius), .number(2.5)),
                Self.set(.layer(.shadowOffset), .size(Size(0, 2))),
            ]
            parts.append(
                view(
                    "\(id)_accessory", box, color: row.isOn ? m.color("systemGreen") : m.switchOffTrack, radius: 15.5,
                    subviews: [knobSpec]))
            trailing = box.minX - 10
        }
        var titleRight = trailing
        if let detail = row.detail {
            let dw = min(m.textWidth(detail, size: 17) + 2, max(0, trailing - textX))
            parts.append(
                label(
                    "\(id)_detail", Rect(trailing - dw, 0, dw, h), detail, size: 17, color: m.color("secondaryLabel"),
                    alignment: .right))
            titleRight = trailing - dw - 8
        }
        let titleWidth = max(0, titleRight - textX)
        if let subtitle = row.subtitle {
            let top = (h - 42) / 2
            parts.append(
                label("\(id)_title", Rect(textX, top, titleWidth, 22), row.title, size: 17, color: m.color("label")))
            parts.append(
                label(
                    "\(id)_subtitle", Rect(textX, top + 22, max(0, trailing - textX), 20), subtitle, size: 15,
                    color: m.color("secondaryLabel")))
        } else {
            parts.append(
                label(
                    "\(id)_title", Rect(textX, (h - 22) / 2, titleWidth, 22), row.title, size: 17,
                    color: m.color("label")))
        }
        if c.style == .plain || !isLast {
            parts.append(
                view("\(id)_separator", Rect(textX, h - m.hairline, w - textX, m.hairline), color: m.color("separator"))
            )
        }
        let selected = c.selectedRow == number
        let background =
            selected
            ? m.selectedRowColor : m.color(c.style == .plain ? "systemBackground" : "secondarySystemGroupedBackground")
        return view(id, frame, color: background, subviews: parts)
    }

    // MARK: Collection view

    func collectionView(_ id: String, _ c: CollectionViewConfig, size: Size) -> (
        changes: [Change], subviews: [ViewSpec]
    ) {
        let changes = [
            Self.set(.layer(.backgroundColor), .color(c.backgroundColor)),
            Self.set(.layer(.masksToBounds), .bool(true)),
        ]
        let (columns, item, spacing) = c.layout(width: size.width)
        var views: [ViewSpec] = []
        for (i, it) in c.items.enumerated() {
            let n = i + 1
            let col = i % columns, line = i / columns
            let frame = Rect(
                c.insets.left + Double(col) * (item.width + spacing),
                c.contentInset.top + c.insets.top + Double(line) * (item.height + c.lineSpacing), item.width,
                item.height)
            let color =
                it.color
                ?? (c.itemColors.isEmpty ? UIKitMetrics.color("systemGray5") : c.itemColors[i % c.itemColors.count])
            var parts: [ViewSpec] = []
            if let path = it.image {
                parts.append(image("\(id)_item\(n)_image", Rect(0, 0, item.width, item.height), path))
            }
            if let title = it.title {
                parts.append(
                    label(
                        "\(id)_item\(n)_title", Rect(8, item.height - 26, max(0, item.width - 16), 20), title,
                        size: 13, weight: .semibold, color: .white))
            }
            views.append(
                view(
                    "\(id)_item\(n)", frame, color: color, radius: c.itemCornerRadius, clips: it.image != nil,
                    subviews: parts))
        }
        return (changes, views)
    }

    // MARK: Button

    func button(_ id: String, _ c: ButtonConfig, size: Size) -> (changes: [Change], subviews: [ViewSpec]) {
        var changes: [Change] = []
        let background: Color? =
            switch c.style {
            case .plain: nil
            case .filled: c.tint
            case .tinted: c.tint.withAlpha(0.15)
            case .gray: UIKitMetrics.color("tertiarySystemFill")
            }
        if let background {
            changes.append(Self.set(.layer(.backgroundColor), .color(background)))
            changes.append(Self.set(.layer(.cornerRadius), .number(min(12, size.height / 4))))
        }
        let color = c.titleColor ?? (c.style == .filled ? .white : c.tint)
        let font = c.font ?? Font(size: 17, weight: c.style == .plain ? .regular : .semibold)
        var views: [ViewSpec] = []
        var titleFrame = Rect(0, 0, size.width, size.height)
        if let symbol = c.symbol {
            let tw = UIKitMetrics.textWidth(c.title, font: font)
            let total = 20 + (c.title.isEmpty ? 0 : 6 + tw)
            let x = (size.width - total) / 2
            views.append(
                view(
                    "\(id)_symbol", Rect(x, (size.height - 20) / 2, 20, 20),
                    subviews: self.symbol("\(id)_symbol", symbol, size: 20, color: color, filled: true)))
            titleFrame = Rect(x + 26, 0, max(0, size.width - x - 26), size.height)
        }
        if !c.title.isEmpty {
            var title = label(
                "\(id)_title", titleFrame, c.title, size: font.size, weight: font.weight, color: color,
                alignment: c.symbol == nil ? .center : .natural)
            if font.family != nil || font.italic { title.changes.append(.content(.font(font))) }
            views.append(title)
        }
        return (changes, views)
    }

    // MARK: Tab bar

    func tabBar(_ id: String, _ c: TabBarConfig, width w: Double) -> [ViewSpec] {
        let m = UIKitMetrics.self
        var views = [
            view("\(id)_background", Rect(0, 0, w, m.tabBarHeight), color: c.background),
            view("\(id)_hairline", Rect(0, -m.hairline, w, m.hairline), color: m.color("separator")),
        ]
        let n = max(1, c.items.count)
        let itemWidth = w / Double(n)
        for (i, item) in c.items.enumerated() {
            let k = i + 1
            let selected = k == c.selected
            let color = selected ? c.tint : c.unselectedTint
            var parts = [
                view(
                    "\(id)_item\(k)_icon", Rect(itemWidth / 2 - 13, 5, 26, 26),
                    subviews: symbol(
                        "\(id)_item\(k)_icon", item.symbol ?? "square", size: 26, color: color, filled: selected,
                        cutout: c.background.withAlpha(1))),
                label(
                    "\(id)_item\(k)_title", Rect(0, 33, itemWidth, 13), item.title, size: 10, weight: .medium,
                    color: color, alignment: .center),
            ]
            if let badge = item.badge {
                let bw = max(18, m.textWidth(badge, size: 13) + 10)
                parts.append(
                    view(
                        "\(id)_item\(k)_badge", Rect(itemWidth / 2 + 5, 1, bw, 18), color: m.color("systemRed"),
                        radius: 9,
                        subviews: [
                            label(
                                "\(id)_item\(k)_badge_title", Rect(0, 0, bw, 18), badge, size: 13, color: .white,
                                alignment: .center)
                        ]))
            }
            views.append(
                view("\(id)_item\(k)", Rect(Double(i) * itemWidth, 0, itemWidth, m.tabBarHeight), subviews: parts))
        }
        return views
    }

    // MARK: Symbols

    /// A few SF Symbols-like glyphs drawn from views in a `size` box; `filled` for the selected
    /// (`.fill`) variant. Any other text is drawn as that text (`"☀"`).
    static let symbolNames = [
        "circle", "square", "star", "heart", "plus", "person", "clock", "magnifyingglass", "grid",
        "list", "ellipsis", "house", "wifi", "cellularbars", "battery", "gear",
    ]

    /// The symbol's parts have smooth edges even where they are turned: they stand in for an image,
    /// whose pixels are smooth whatever the edges of its layer.
    func symbol(
        _ id: String, _ name: String, size: Double, color: Color, filled: Bool, inset: Double = 0,
        cutout: Color = .white
    ) -> [ViewSpec] {
        symbolParts(id, name, size: size, color: color, filled: filled, inset: inset, cutout: cutout)
            .map(\.withSmoothEdges)
    }

    private func symbolParts(
        _ id: String, _ name: String, size: Double, color: Color, filled: Bool, inset: Double, cutout: Color
    ) -> [ViewSpec] {
        let s = size - 2 * inset, o = inset
        let t = max(1.5, s * 0.08)  // stroke
        func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(o + x * s, o + y * s, w * s, h * s) }
        func p(_ x: Double, _ y: Double) -> Point { Point(o + x * s, o + y * s) }
        func shape(_ part: String, _ frame: Rect, radius: Double, solid: Bool) -> ViewSpec {
            solid
                ? view("\(id)_\(part)", frame, color: color, radius: radius)
                : view("\(id)_\(part)", frame, radius: radius, border: t, borderColor: color)
        }
        func glyph(_ text: String, scale: Double = 0.95) -> [ViewSpec] {
            [
                label(
                    "\(id)_glyph", Rect(o - s * 0.25, o, s * 1.5, s), text, size: s * scale, color: color,
                    alignment: .center)
            ]
        }
        switch name {
        case "circle": return [shape("shape", r(0.06, 0.06, 0.88, 0.88), radius: s * 0.44, solid: filled)]
        case "square": return [shape("shape", r(0.1, 0.1, 0.8, 0.8), radius: s * 0.2, solid: filled)]
        case "star": return glyph(filled ? "★" : "☆")
        case "heart": return glyph(filled ? "♥" : "♡")
        case "plus":
            return [
                view("\(id)_h", r(0.12, 0.5, 0.76, 0).insetBy(dx: 0, dy: -t / 2), color: color, radius: t / 2),
                view("\(id)_v", r(0.5, 0.12, 0, 0.76).insetBy(dx: -t / 2, dy: 0), color: color, radius: t / 2),
            ]
        case "person":
            let body = view(
                "\(id)_body", Rect(0, 0, s * 0.8, s * 0.7), color: filled ? color : nil, radius: s * 0.35,
                border: filled ? 0 : t, borderColor: color)
            return [
                shape("head", r(0.3, 0.04, 0.4, 0.4), radius: s * 0.2, solid: filled),
                view("\(id)_shoulders", r(0.1, 0.52, 0.8, 0.44), clips: true, subviews: [body]),
            ]
        case "clock":
            return [
                shape("face", r(0.06, 0.06, 0.88, 0.88), radius: s * 0.44, solid: filled),
                stroke("\(id)_hour", from: p(0.5, 0.5), to: p(0.5, 0.24), thickness: t, color: filled ? cutout : color),
                stroke(
                    "\(id)_minute", from: p(0.5, 0.5), to: p(0.7, 0.6), thickness: t, color: filled ? cutout : color),
            ]
        case "magnifyingglass":
            return [
                view("\(id)_lens", r(0.08, 0.08, 0.62, 0.62), radius: s * 0.31, border: t * 1.2, borderColor: color),
                stroke("\(id)_handle", from: p(0.64, 0.64), to: p(0.9, 0.9), thickness: t * 1.5, color: color),
            ]
        case "grid":
            return [(0.08, 0.08), (0.54, 0.08), (0.08, 0.54), (0.54, 0.54)].enumerated().map { i, xy in
                shape("cell\(i + 1)", r(xy.0, xy.1, 0.38, 0.38), radius: s * 0.08, solid: filled)
            }
        case "list":
            return (0..<3).flatMap { i -> [ViewSpec] in
                let y = 0.2 + Double(i) * 0.3
                return [
                    view("\(id)_dot\(i + 1)", r(0.06, y - 0.06, 0.12, 0.12), color: color, radius: s * 0.06),
                    view(
                        "\(id)_line\(i + 1)", r(0.3, y, 0.64, 0).insetBy(dx: 0, dy: -t / 2), color: color, radius: t / 2
                    ),
                ]
            }
        case "ellipsis":
            return (0..<3).map { i in
                view("\(id)_dot\(i + 1)", r(0.1 + Double(i) * 0.3, 0.42, 0.16, 0.16), color: color, radius: s * 0.08)
            }
        case "house":
            return [
                stroke("\(id)_roofLeft", from: p(0.06, 0.5), to: p(0.5, 0.1), thickness: t, color: color),
                stroke("\(id)_roofRight", from: p(0.5, 0.1), to: p(0.94, 0.5), thickness: t, color: color),
                shape("body", r(0.2, 0.42, 0.6, 0.5), radius: s * 0.05, solid: filled),
            ]
        case "wifi":
            // Quarter rings around a common center, clipped by a square turned 45°.
            let radius = s * 0.62, band = s * 0.11, side = radius
            return [
                view(
                    "\(id)_fan", Rect(o + s / 2 - side / 2, o + s * 0.84 - side * 0.7071 - side / 2, side, side),
                    rotation: 45, clips: true,
                    subviews: [
                        view(
                            "\(id)_dot", Rect(side - s * 0.15, side - s * 0.15, s * 0.3, s * 0.3), color: color,
                            radius: s * 0.15),
                        view(
                            "\(id)_inner", Rect(side - s * 0.39, side - s * 0.39, s * 0.78, s * 0.78), radius: s * 0.39,
                            border: band, borderColor: color),
                        view(
                            "\(id)_outer", Rect(side - radius, side - radius, 2 * radius, 2 * radius), radius: radius,
                            border: band, borderColor: color),
                    ])
            ]
        case "cellularbars":
            return (0..<4).map { i in
                let height = 0.25 + 0.2 * Double(i)
                return view(
                    "\(id)_bar\(i + 1)", r(0.12 + Double(i) * 0.2, 0.85 - height, 0.14, height), color: color,
                    radius: s * 0.03)
            }
        case "battery":
            return [
                view(
                    "\(id)_outline", r(0.04, 0.3, 0.82, 0.4), radius: s * 0.08, border: t * 0.8, borderColor: color,
                    subviews: [
                        view(
                            "\(id)_level", Rect(t * 1.6, t * 1.6, s * 0.82 * 0.7 - t * 1.6, s * 0.4 - t * 3.2),
                            color: color, radius: s * 0.03)
                    ]),
                view("\(id)_cap", r(0.88, 0.42, 0.07, 0.16), color: color, radius: s * 0.03),
            ]
        case "gear":
            let teeth = (0..<8).map { i -> ViewSpec in
                let angle = Double(i) * 45, rad = angle * .pi / 180
                let c = p(0.5 + 0.38 * cos(rad), 0.5 + 0.38 * sin(rad))
                return view(
                    "\(id)_tooth\(i + 1)", Rect(c.x - s * 0.09, c.y - s * 0.08, s * 0.18, s * 0.16), color: color,
                    radius: s * 0.03, rotation: angle)
            }
            return teeth + [
                view("\(id)_ring", r(0.17, 0.17, 0.66, 0.66), radius: s * 0.33, border: s * 0.16, borderColor: color)
            ]
        default:
            return glyph(name, scale: 0.8)
        }
    }
}

extension Rect {
    /// CGRectInset.
    func insetBy(dx: Double, dy: Double) -> Rect { Rect(minX + dx, minY + dy, width - 2 * dx, height - 2 * dy) }
}

extension Color {
    func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
}

extension ViewSpec {
    /// The view and its subviews with `allowsEdgeAntialiasing` set.
    var withSmoothEdges: ViewSpec {
        var spec = self
        spec.changes.append(SpecBuilder.set(.layer(.allowsEdgeAntialiasing), .bool(true)))
        spec.subviews = subviews.map(\.withSmoothEdges)
        return spec
    }
}
