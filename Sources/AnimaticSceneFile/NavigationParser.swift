import AnimaticCore
import AnimaticStockViews
import Yams

/// The scene's `navigation:` key: the navigation controller around a push or pop (and, with
/// `controllers`, where both controller keys are read into the scene).
extension SceneParser {
    static let navigationKeys = ["bar", "from", "to", "statusBar", "animatesBar"]

    /// Reads both controllers into the scene.
    func controllers(_ f: Fields, into scene: inout Scene) throws(SceneError) {
        if let n = f["navigation"] {
            scene.navigation = try navigation(n, operation: scene.operation, screens: [f["from"]!, f["to"]!])
        }
        if let p = f["presentation"] { scene.presentation = try presentation(p, canvas: scene.canvas) }
    }

    /// ```yaml
    /// navigation:
    ///   bar: {tint: systemBlue, titleColor: label, barTintColor: "#F9F9F9F0", hairline: true}
    ///   statusBar: dark            # light, none, or {style, time, battery, …}
    ///   from: {title: Goals, rightItems: [Edit]}
    ///   to: {title: Lessons}       # backTitle defaults to the previous screen's title
    ///   animatesBar: true          # false: the script animates the bar's parts itself
    /// ```
    func navigation(_ n: YNode, operation: TransitionOperation, screens: [YNode]) throws(SceneError)
        -> NavigationController
    {
        let f = try n.fields("navigation", allowed: Self.navigationKeys)
        guard operation == .push || operation == .pop else {
            throw n.fail("'navigation' goes with operation push or pop (this scene is a \(operation.rawValue))")
        }
        func item(_ key: String) throws(SceneError) -> (NavigationItem, hasBackKey: Bool) {
            guard let node = f.values[key], !node.isNull else { return (NavigationItem(), false) }
            let itemFields = try node.fields(
                "a navigation item", allowed: ["title", "backTitle", "leftItems", "rightItems"])
            return (try navigationItem(itemFields), itemFields.values["backTitle"] != nil)
        }
        var (from, fromHasBack) = try item("from")
        var (to, toHasBack) = try item("to")
        // UIKit's back button shows the title of the screen underneath.
        if operation == .push, !toHasBack { to.backTitle = from.title }
        if operation == .pop, !fromHasBack { from.backTitle = to.title }
        var controller = NavigationController(from: from, to: to, location: n.location)
        if let bar = f["bar"] {
            controller.bar = try barAppearance(
                try bar.fields("bar", allowed: ["tint", "titleColor", "barTintColor", "hairline"]))
        }
        if let s = f.values["statusBar"] {
            if s.isNull {
                controller.statusBar = nil
            } else if s.isMapping {
                controller.statusBar = try statusBarConfig(
                    try s.fields("statusBar", allowed: Self.uikitKindKeys["statusBar"]!))
            } else {
                let word = try s.string("dark, light, none or {style, time, battery, …}")
                if word == "none" {
                    controller.statusBar = nil
                } else {
                    controller.statusBar?.style = try ValueParser.choice(
                        s, StatusBarStyle.self, "status bar style (or none)")
                }
            }
        }
        let ownBar = screens.lazy.compactMap { Self.firstView(ofKind: "navigationBar", in: $0) }.first
        if let a = f["animatesBar"] {
            if let ownBar {
                throw a.fail(
                    "the screens carry their own navigation bars (\(ownBar.location)), so the navigation controller makes none to animate; drop animatesBar or those bars"
                )
            }
            controller.mode = try a.bool() ? .animated : .scripted
        } else if ownBar != nil {
            controller.mode = .screens
        }
        return controller
    }

    /// The first view of `kind` in a view tree as written (before kinds expand).
    static func firstView(ofKind kind: String, in n: YNode) -> YNode? {
        guard case .mapping(let m) = n.node else { return nil }
        for (k, v) in m {
            if k.string == "kind", v.string == kind { return n }
        }
        for (k, v) in m where k.string == "subviews" {
            guard case .sequence(let seq) = v else { continue }
            for sub in seq {
                if let found = firstView(ofKind: kind, in: YNode(node: sub, file: n.file)) { return found }
            }
        }
        return nil
    }
}
