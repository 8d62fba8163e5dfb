import AnimaticCore
import AnimaticStockViews
import Foundation

/// `kind: statusBar | navigationBar | tableView | collectionView | button | tabBar`: UIKit's
/// stock views, expanded when the scene is read into ordinary view subtrees with derived ids
/// (UIKitViews.swift in AnimaticStockViews). A kind's view keeps every view key (`id`, `frame`,
/// `alpha`, `layer`, `subviews` — added on top of the generated ones — …) besides its own keys.
extension SceneParser {
    static let uikitKindKeys: [String: [String]] = [
        "statusBar": ["style", "time", "battery", "signal", "carrier", "wifi"],
        "navigationBar": [
            "title", "backTitle", "leftItems", "rightItems", "tint", "titleColor", "barTintColor", "hairline",
        ],
        "tableView": [
            "style", "rows", "sections", "titlePattern", "subtitlePattern", "rowHeight", "accessory", "contentInset",
            "selectedRow", "tint",
        ],
        "collectionView": [
            "items", "columns", "itemSize", "spacing", "insets", "itemColors", "titlePattern", "itemCornerRadius",
            "contentInset",
        ],
        "button": ["title", "style", "tint", "titleColor", "titleFont", "symbol"],
        "tabBar": ["items", "selected", "tint", "unselectedTint", "barTintColor"],
    ]
    static let maxGeneratedItems = 2000

    /// The expanded view when `n` is a view of a UIKit kind; nil for ordinary views.
    func uikitView(_ n: YNode, defaultID: String?) throws(SceneError) -> ViewSpec? {
        guard n.isMapping else { return nil }
        let entries = try n.entries("a view")
        guard let kindEntry = entries.first(where: { $0.key == "kind" }), case .scalar = kindEntry.value.node else {
            return nil
        }
        let word = try kindEntry.value.string("a view kind")
        if ViewKind(rawValue: word) != nil { return nil }
        guard let allowed = Self.uikitKindKeys[word] else {
            let all = ViewKind.allCases.map(\.rawValue) + UIKitView.kindNames
            throw kindEntry.value.fail(
                "unknown view kind '\(word)'\(Suggestion.didYouMean(word, in: all)); expected one of: \(all.joined(separator: ", "))"
            )
        }
        var id = defaultID
        var transitionType: String?
        var own: [String: YNode] = [:]
        var ownOrder: [String] = []
        var userSubviews: [ViewSpec] = []
        var changes: [(order: Int, change: Change)] = []
        for (key, keyNode, value) in entries {
            switch key {
            case "kind": continue
            case "id":
                let text = try value.string("a view id")
                guard !text.isEmpty, !text.contains("."), !text.contains(" ") else {
                    throw value.fail("a view id is a non-empty word without dots or spaces")
                }
                id = text
            case "transitionType": transitionType = try value.string("a type name that templates match views by")
            case "subviews":
                for sub in try value.array("a list of views") { userSubviews.append(try view(sub)) }
            case "layer":
                for (lk, lkNode, lv) in try value.entries("layer") {
                    changes.append(try change("layer." + lk, keyNode: lkNode, value: lv, expectingIn: "layer"))
                }
            default:
                if allowed.contains(key) {
                    own[key] = value
                    ownOrder.append(key)
                } else if ContentChange.allKeys.contains(key) || PropertyPath.resolve(key) == nil {
                    throw keyNode.fail(
                        "unknown key '\(key)' in a \(word)\(Suggestion.didYouMean(key, in: allowed + Self.viewKeys + PropertyPath.allSpellings)); a \(word) takes \(allowed.joined(separator: ", ")) and any view key path"
                    )
                } else {
                    changes.append(try change(key, keyNode: keyNode, value: value, expectingIn: "a \(word)"))
                }
            }
        }
        guard let id else { throw n.fail("a view needs an 'id'") }
        let kind = try stockView(word, Fields(values: own, order: ownOrder), at: n)
        // Lay out in the frame the scene gives, or in iOS's default one; a root fills the container.
        let given = changes.lazy.compactMap { entry -> Rect? in
            if case .property(let path, .rect(let r)) = entry.change, path.root == .frame, path.fields.isEmpty {
                return r
            }
            return nil
        }.last
        let isRoot = defaultID != nil
        let frame = given ?? (isRoot ? Rect(origin: .zero, size: canvasSize) : kind.defaultFrame(canvas: canvasSize))
        let (kindChanges, generated) = kind.expand(id: id, frame: frame, location: n.location)
        var all: [(order: Int, change: Change)] = []
        if given == nil, !isRoot { all.append((1, .property(PropertyPath(root: .frame), .rect(frame)))) }
        all += kindChanges.map { (4, $0) }
        all += changes
        return ViewSpec(
            id: id, kind: .view, changes: Self.inOrder(all), subviews: generated + userSubviews, location: n.location,
            transitionType: transitionType)
    }

    /// The stock view a `kind` word names, configured from its own keys.
    private func stockView(_ word: String, _ f: Fields, at n: YNode) throws(SceneError) -> UIKitView {
        switch word {
        case "statusBar": .statusBar(try statusBarConfig(f))
        case "navigationBar": .navigationBar(try navigationBarConfig(f))
        case "tableView": .tableView(try tableViewConfig(f, at: n))
        case "collectionView": .collectionView(try collectionViewConfig(f))
        case "button": .button(try buttonConfig(f))
        default: .tabBar(try tabBarConfig(f))
        }
    }

    /// Changes by their order class, keeping the scene's order within one.
    private static func inOrder(_ all: [(order: Int, change: Change)]) -> [Change] {
        all.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.change)
    }

    // MARK: Kinds

    func statusBarConfig(_ f: Fields) throws(SceneError) -> StatusBarConfig {
        var c = StatusBarConfig()
        if let s = f["style"] { c.style = try ValueParser.choice(s, StatusBarStyle.self, "status bar style") }
        if let t = f["time"] { c.time = try t.string("a time, like \"9:41 AM\"") }
        if let b = f["battery"] {
            c.battery = try b.double("a battery level in 0…1")
            guard (0...1).contains(c.battery) else { throw b.fail("battery is a level in 0…1, got \(c.battery)") }
        }
        if let s = f["signal"] {
            c.signal = try s.int("a number of signal bars, 0…4")
            guard (0...4).contains(c.signal) else { throw s.fail("signal is 0…4 bars, got \(c.signal)") }
        }
        if let carrier = f["carrier"] { c.carrier = try carrier.string("a carrier name") }
        if let w = f["wifi"] { c.wifi = try w.bool() }
        return c
    }

    func navigationBarConfig(_ f: Fields) throws(SceneError) -> NavigationBarConfig {
        var c = try barAppearance(f)
        c.item = try navigationItem(f)
        return c
    }

    /// `tint`, `titleColor`, `barTintColor`, `hairline`.
    func barAppearance(_ f: Fields) throws(SceneError) -> NavigationBarConfig {
        var c = NavigationBarConfig()
        if let t = f["tint"] { c.tint = try ValueParser.color(t) }
        if let t = f["titleColor"] { c.titleColor = try ValueParser.color(t) }
        if let b = f["barTintColor"] { c.background = try ValueParser.color(b) }
        if let h = f["hairline"] { c.hairline = try h.bool() }
        return c
    }

    /// `title`, `backTitle`, `leftItems`, `rightItems`.
    func navigationItem(_ f: Fields) throws(SceneError) -> NavigationItem {
        var item = NavigationItem()
        item.title = try f["title"]?.string("a title")
        item.backTitle = try f["backTitle"]?.string("the back button's title")
        if let l = f["leftItems"] { item.leftItems = try barItems(l) }
        if let r = f["rightItems"] { item.rightItems = try barItems(r) }
        return item
    }

    /// `[Edit, {title: Done, style: done}, {symbol: plus}]`.
    func barItems(_ n: YNode) throws(SceneError) -> [BarItem] {
        var items: [BarItem] = []
        for entry in try n.array("a list of bar button items (titles, or {title, symbol, style})") {
            if entry.isMapping {
                let f = try entry.fields("a bar button item", allowed: ["title", "symbol", "style"])
                guard f["title"] != nil || f["symbol"] != nil else {
                    throw entry.fail("a bar button item needs a title or a symbol")
                }
                var done = false
                if let s = f["style"] {
                    let style = try s.string("plain or done")
                    guard ["plain", "done"].contains(style) else {
                        throw s.fail(
                            "unknown bar button item style '\(style)'\(Suggestion.didYouMean(style, in: ["plain", "done"])); expected plain or done"
                        )
                    }
                    done = style == "done"
                }
                items.append(
                    BarItem(
                        title: try f["title"]?.string("a title"), symbol: try f["symbol"]?.string("a symbol name"),
                        done: done))
            } else {
                items.append(BarItem(title: try entry.string("a bar button item title")))
            }
        }
        return items
    }

    func tableViewConfig(_ f: Fields, at n: YNode) throws(SceneError) -> TableViewConfig {
        var c = TableViewConfig()
        if let s = f["style"] { c.style = try ValueParser.choice(s, TableStyle.self, "table style") }
        if let h = f["rowHeight"] {
            let height = try h.double("a row height in points")
            guard height > 0 else { throw h.fail("rowHeight must be positive") }
            c.rowHeight = height
        }
        if let a = f["accessory"] { c.accessory = try ValueParser.choice(a, CellAccessory.self, "accessory") }
        if let i = f["contentInset"] { c.contentInset = try insets(i, "contentInset") }
        if let t = f["tint"] { c.tint = try ValueParser.color(t) }
        let patterns = (
            title: try f["titlePattern"]?.string("a title pattern with {n}") ?? "Row {n}",
            subtitle: try f["subtitlePattern"]?.string("a subtitle pattern with {n}")
        )
        guard f["rows"] == nil || f["sections"] == nil else {
            throw n.fail("a tableView takes rows (one section) or sections, not both")
        }
        var number = 0
        if let rows = f["rows"] {
            c.sections = [TableSection(rows: try tableRows(rows, patterns: patterns, number: &number))]
        } else if let sections = f["sections"] {
            for s in try sections.array("a list of sections ({header, footer, rows})") {
                let sf = try s.fields("a section", allowed: ["header", "footer", "rows"], required: ["rows"])
                c.sections.append(
                    TableSection(
                        header: try sf["header"]?.string("a header"), footer: try sf["footer"]?.string("a footer"),
                        rows: try tableRows(sf["rows"]!, patterns: patterns, number: &number)))
            }
        }
        if let s = f["selectedRow"] {
            let row = try s.int("a row number (1 is the first row)")
            guard row >= 1, row <= number else {
                throw s.fail("selectedRow is a row number in 1…\(number), got \(row)")
            }
            c.selectedRow = row
        }
        return c
    }

    /// `12` (titles from the patterns) or a list of titles or `{title, subtitle, detail, accessory, icon, image, isOn}`.
    func tableRows(_ n: YNode, patterns: (title: String, subtitle: String?), number: inout Int) throws(SceneError)
        -> [TableRow]
    {
        func fill(_ pattern: String, _ k: Int) -> String { pattern.replacingOccurrences(of: "{n}", with: String(k)) }
        var rows: [TableRow] = []
        if !n.isSequence {
            let count = try n.int("a number of rows, or a list of rows")
            guard count >= 0, number + count <= Self.maxGeneratedItems else {
                throw n.fail("rows must be 0…\(Self.maxGeneratedItems)")
            }
            for _ in 0..<count {
                number += 1
                rows.append(
                    TableRow(title: fill(patterns.title, number), subtitle: patterns.subtitle.map { fill($0, number) }))
            }
            return rows
        }
        for entry in try n.array() {
            number += 1
            guard entry.isMapping else {
                rows.append(
                    TableRow(
                        title: try entry.string("a row title or {title, subtitle, …}"),
                        subtitle: patterns.subtitle.map { fill($0, number) }))
                continue
            }
            let f = try entry.fields(
                "a row", allowed: ["title", "subtitle", "detail", "accessory", "icon", "image", "isOn"])
            var row = TableRow(
                title: try f["title"]?.string("a title") ?? fill(patterns.title, number),
                subtitle: try f["subtitle"]?.string("a subtitle") ?? patterns.subtitle.map { fill($0, number) })
            row.detail = try f["detail"]?.string("detail text")
            if let a = f["accessory"] { row.accessory = try ValueParser.choice(a, CellAccessory.self, "accessory") }
            if let icon = f["icon"] {
                if icon.isMapping {
                    let i = try icon.fields("an icon", allowed: ["color", "symbol"], required: ["color"])
                    row.icon = try ValueParser.color(i["color"]!)
                    row.iconSymbol = try i["symbol"]?.string("a symbol name")
                } else {
                    row.icon = try ValueParser.color(icon)
                }
            }
            if let image = f["image"] { row.image = try imagePath(image) }
            if let on = f["isOn"] { row.isOn = try on.bool() }
            rows.append(row)
        }
        guard number <= Self.maxGeneratedItems else { throw n.fail("at most \(Self.maxGeneratedItems) rows") }
        return rows
    }

    func collectionViewConfig(_ f: Fields) throws(SceneError) -> CollectionViewConfig {
        var c = CollectionViewConfig()
        if let cols = f["columns"] {
            let n = try cols.int("a number of columns")
            guard n >= 1, n <= 100 else { throw cols.fail("columns must be 1…100") }
            c.columns = n
        }
        if let s = f["itemSize"] {
            let v = try s.numbers(count: 2, "an item size [width, height]")
            guard v[0] > 0, v[1] > 0 else { throw s.fail("an item size must be positive") }
            guard v.allSatisfy({ $0 <= SceneLimits.maxSize }) else {
                throw s.fail("an item size must be at most \(Int(SceneLimits.maxSize)) points a side")
            }
            c.itemSize = Size(v[0], v[1])
        }
        if let s = f["spacing"] {
            if s.isSequence {
                let v = try s.numbers(count: 2, "spacing, or [between items, between lines]")
                guard v.allSatisfy({ $0 >= 0 }) else { throw s.fail("spacing cannot be negative") }
                (c.interitemSpacing, c.lineSpacing) = (v[0], v[1])
            } else {
                let v = try s.double("spacing in points")
                guard v >= 0 else { throw s.fail("spacing cannot be negative") }
                (c.interitemSpacing, c.lineSpacing) = (v, v)
            }
        }
        if let i = f["insets"] { c.insets = try insets(i, "insets", numberIsTop: false) }
        if let i = f["contentInset"] { c.contentInset = try insets(i, "contentInset") }
        if let colors = f["itemColors"] {
            c.itemColors = []
            for item in try colors.array("a list of colors") { c.itemColors.append(try ValueParser.color(item)) }
        }
        if let r = f["itemCornerRadius"] {
            c.itemCornerRadius = try r.double("a corner radius")
            guard c.itemCornerRadius >= 0 else { throw r.fail("itemCornerRadius must be ≥ 0") }
        }
        let pattern = try f["titlePattern"]?.string("a title pattern with {n}")
        func title(_ k: Int) -> String? { pattern?.replacingOccurrences(of: "{n}", with: String(k)) }
        if let items = f["items"] {
            if items.isSequence {
                for (i, entry) in try items.array().enumerated() {
                    if entry.isMapping {
                        let e = try entry.fields("an item", allowed: ["title", "color", "image"])
                        c.items.append(
                            CollectionItem(
                                title: try e["title"]?.string("a title") ?? title(i + 1),
                                color: try e["color"].map { (n: YNode) throws(SceneError) -> Color in
                                    try ValueParser.color(n)
                                },
                                image: try e["image"].map { (n: YNode) throws(SceneError) -> String in try imagePath(n)
                                }))
                    } else {
                        c.items.append(
                            CollectionItem(title: try entry.string("an item title or {title, color, image}")))
                    }
                }
                guard c.items.count <= Self.maxGeneratedItems else {
                    throw items.fail("at most \(Self.maxGeneratedItems) items")
                }
            } else {
                let count = try items.int("a number of items, or a list of items")
                guard count >= 0, count <= Self.maxGeneratedItems else {
                    throw items.fail("items must be 0…\(Self.maxGeneratedItems)")
                }
                c.items = (0..<count).map { CollectionItem(title: title($0 + 1)) }
            }
        }
        return c
    }

    func buttonConfig(_ f: Fields) throws(SceneError) -> ButtonConfig {
        var c = ButtonConfig()
        if let t = f["title"] { c.title = try t.string("a title") }
        if let s = f["style"] { c.style = try ValueParser.choice(s, ButtonStyle.self, "button style") }
        if let t = f["tint"] { c.tint = try ValueParser.color(t) }
        if let t = f["titleColor"] { c.titleColor = try ValueParser.color(t) }
        if let font = f["titleFont"] { c.font = try ValueParser.font(font) }
        if let s = f["symbol"] { c.symbol = try s.string("a symbol name") }
        return c
    }

    func tabBarConfig(_ f: Fields) throws(SceneError) -> TabBarConfig {
        var c = TabBarConfig()
        if let items = f["items"] {
            for entry in try items.array("a list of tab bar items (titles, or {title, symbol, badge})") {
                if entry.isMapping {
                    let e = try entry.fields(
                        "a tab bar item", allowed: ["title", "symbol", "badge"], required: ["title"])
                    c.items.append(
                        TabBarItem(
                            title: try e["title"]!.string("a title"), symbol: try e["symbol"]?.string("a symbol name"),
                            badge: try e["badge"]?.string("a badge")))
                } else {
                    c.items.append(TabBarItem(title: try entry.string("a tab bar item title")))
                }
            }
        }
        if let s = f["selected"] {
            if let k = try? s.int(), (1...max(1, c.items.count)).contains(k) {
                c.selected = k
            } else if let title = try? s.string(), let k = c.items.firstIndex(where: { $0.title == title }) {
                c.selected = k + 1
            } else {
                throw s.fail(
                    "selected is an item's number (1…\(c.items.count)) or title\(Suggestion.didYouMean((try? s.string()) ?? "", in: c.items.map(\.title)))"
                )
            }
        }
        if let t = f["tint"] { c.tint = try ValueParser.color(t) }
        if let t = f["unselectedTint"] { c.unselectedTint = try ValueParser.color(t) }
        if let b = f["barTintColor"] { c.background = try ValueParser.color(b) }
        return c
    }

    // MARK: Values

    /// `[top, left, bottom, right]`, or a number: the top inset (`contentInset: 64`, under a
    /// bar) or, for `insets`, every side.
    func insets(_ n: YNode, _ what: String, numberIsTop: Bool = true) throws(SceneError) -> EdgeInsets {
        let single = numberIsTop ? "a number (the top)" : "a number (every side)"
        if n.isSequence {
            let v = try n.numbers(count: 4, "\(what) [top, left, bottom, right] or \(single)")
            return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        let v = try n.double("\(what): \(single) or [top, left, bottom, right]")
        return numberIsTop
            ? EdgeInsets(top: v, left: 0, bottom: 0, right: 0) : EdgeInsets(top: v, left: v, bottom: v, right: v)
    }

    func imagePath(_ n: YNode) throws(SceneError) -> String {
        guard case .content(.image(let path, _)) = try content("image", n) else {
            throw n.fail("expected an image path")
        }
        return path
    }

    // MARK: Transition context frames

    /// `{finalFrame: to}` or `{initialFrame: from}` (with an optional `in: SPACE`) where a
    /// rect is expected; nil for other mappings.
    func contextFrameReference(_ path: PropertyPath, _ n: YNode) throws(SceneError) -> Change? {
        guard case .mapping(let m) = n.node,
            m.keys.contains(where: { ["finalFrame", "initialFrame"].contains($0.string) })
        else { return nil }
        let f = try n.fields("a transition context frame", allowed: ["finalFrame", "initialFrame", "in"])
        guard (f["finalFrame"] == nil) != (f["initialFrame"] == nil) else {
            throw n.fail("expected {finalFrame: from|to} or {initialFrame: from|to}")
        }
        guard path.valueKind == .rect else {
            throw n.fail("\(path) takes \(path.valueKind.expectation); finalFrame and initialFrame give a rect")
        }
        let space = try f["in"]?.string("a view id")
        if let root = f["finalFrame"] { return .reference(path, .finalFrame(try root.string("from or to"), in: space)) }
        return .reference(path, .initialFrame(try f["initialFrame"]!.string("from or to"), in: space))
    }
}
