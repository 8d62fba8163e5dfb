import AnimaticCore

/// A navigation controller around a push or pop: the bar stays on screen above the
/// transition's container views while its items change as UIKit animates them, alongside the
/// script, over the transition's duration with ease-in-ease-out.
///
/// Everything it does is ordinary steps run before the script's own (`controllerSteps`): it
/// creates `navigationBar` in the container (layer.zPosition 1, so what the script adds to the
/// container passes under it, as under UIKit's bar, which is outside the container), with one
/// item group per screen, `navigationBar_from` and `navigationBar_to`, and animates their parts.
public struct NavigationController: ControllerChrome {
    public enum BarMode: String, Sendable {
        /// UIKit's push/pop animation of the titles, back buttons and bar items runs by itself.
        case animated
        /// The bar is created showing the from-item, the to-item's views in place at alpha 0
        /// (`navigationBar_to.alpha: 0`); the script animates them.
        case scripted
        /// The screens carry their own navigation bars and move with them (the scene animates
        /// the whole navigation controller): no bar is created.
        case screens
    }

    public static let barID = "navigationBar"

    public var bar = NavigationBarConfig()
    /// The status bar drawn with the bar (nil: none).
    public var statusBar: StatusBarConfig? = StatusBarConfig()
    public var from: NavigationItem
    public var to: NavigationItem
    public var mode: BarMode = .animated
    public var location: SourceLocation

    public init(from: NavigationItem, to: NavigationItem, location: SourceLocation = .unknown) {
        self.from = from
        self.to = to
        self.location = location
    }

    /// The ids of the parts a script can address.
    public static func groupID(_ screen: String) -> String { "\(barID)_\(screen)" }

    public var operations: [TransitionOperation] { [.push, .pop] }
    public var sceneKey: String { "navigation" }
    public var removedOnCompletion: [String] { mode == .screens ? [] : [Self.groupID("from")] }

    /// The steps that build the bar and run its transition.
    public func steps(operation: TransitionOperation, duration: Double, canvas: Size) -> [Step] {
        guard mode != .screens else { return [] }
        let m = UIKitMetrics.self
        let w = canvas.width
        let b = SpecBuilder(location: location)
        let frame = Rect(0, m.statusBarHeight, w, m.navigationBarHeight)
        let fromID = Self.groupID("from"), toID = Self.groupID("to")
        let fromLayout = b.navigationItem(fromID, from, config: bar, width: w)
        let toLayout = b.navigationItem(toID, to, config: bar, width: w)
        var subviews = b.barChrome(Self.barID, bar, frame: frame)
        subviews.append(b.view(fromID, Rect(0, 0, w, frame.height), subviews: fromLayout.views))
        subviews.append(b.view(toID, Rect(0, 0, w, frame.height), subviews: toLayout.views))
        if let statusBar {
            subviews.append(
                b.view(
                    "\(Self.barID)_statusBar", Rect(0, -m.statusBarHeight, w, m.statusBarHeight),
                    subviews: b.statusBar("\(Self.barID)_statusBar", statusBar, width: w)))
        }
        let barSpec = ViewSpec(
            id: Self.barID,
            changes: [SpecBuilder.set(.frame, .rect(frame)), SpecBuilder.set(.layer(.zPosition), .number(1))],
            subviews: subviews, location: location)
        var steps = [Step(.create(barSpec, parent: ModelTree.containerID), at: location)]

        guard mode == .animated else {
            steps.append(Step(.set([assign(toID, .layer(.opacity), .number(0))]), at: location))
            return steps
        }
        var before: [Assignment] = []
        var after: [Assignment] = []
        func x(_ id: String, _ value: Double) -> Assignment {
            assign(id, .frame, .number(value), fields: ["origin", "x"])
        }
        func alpha(_ id: String, _ value: Double) -> Assignment { assign(id, .layer(.opacity), .number(value)) }
        let push = operation != .pop
        // Titles: on push the old one slides left toward the back button and fades while the
        // new one comes in from the right; on pop the reverse.
        if let title = fromLayout.title {
            let target = push ? (toLayout.backTitle?.minX ?? m.margin) : title.minX + w / 2
            after += [x("\(fromID)_title", target), alpha("\(fromID)_title", 0)]
        }
        if let title = toLayout.title {
            let start = push ? title.minX + w / 2 : (fromLayout.backTitle?.minX ?? title.minX - w / 2)
            before += [x("\(toID)_title", start), alpha("\(toID)_title", 0)]
            after += [x("\(toID)_title", title.minX), alpha("\(toID)_title", 1)]
        }
        // Back titles: the entering one comes from where the title was (push) or from the left
        // (pop); the leaving one goes left (push) or becomes the title (pop).
        if let back = fromLayout.backTitle {
            let target = push ? back.minX - w / 4 : (toLayout.title?.minX ?? back.minX + w / 2)
            after += [x("\(fromID)_back_title", target), alpha("\(fromID)_back_title", 0)]
        }
        if let back = toLayout.backTitle {
            let start = push ? (fromLayout.title?.minX ?? back.minX + w / 2) : back.minX - w / 4
            before += [x("\(toID)_back_title", start), alpha("\(toID)_back_title", 0)]
            after += [x("\(toID)_back_title", back.minX), alpha("\(toID)_back_title", 1)]
        }
        // The chevron stays put when both screens have a back button; otherwise it fades.
        switch (fromLayout.backTitle != nil, toLayout.backTitle != nil) {
        case (true, true): before.append(alpha("\(fromID)_back_chevron", 0))
        case (false, true):
            before.append(alpha("\(toID)_back_chevron", 0))
            after.append(alpha("\(toID)_back_chevron", 1))
        case (true, false): after.append(alpha("\(fromID)_back_chevron", 0))
        case (false, false): break
        }
        // Bar button items cross-fade.
        for id in fromLayout.itemIDs { after.append(alpha(id, 0)) }
        for id in toLayout.itemIDs {
            before.append(alpha(id, 0))
            after.append(alpha(id, 1))
        }
        if !before.isEmpty { steps.append(Step(.set(before), at: location)) }
        steps.append(
            Step(
                .animate(AnimationStep(duration: duration, timing: .curve(.easeInOut), assignments: after)),
                at: location))
        return steps
    }

    func assign(_ id: String, _ root: PropertyPath.Root, _ value: AnimatableValue, fields: [String] = []) -> Assignment
    {
        Assignment(viewID: id, change: .property(PropertyPath(root: root, fields: fields), value), location: location)
    }
}
