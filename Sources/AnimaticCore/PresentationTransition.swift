/// A presentation controller for a custom modal presentation (UIPresentationController): the
/// presented view's frame (`frameOfPresentedViewInContainerView`) and a dimming view faded in
/// alongside the presentation and out alongside the dismissal.
///
/// Like the navigation controller it is ordinary steps run before the script's own: on
/// `present` it creates `dimmingView` (the container's bounds, `dimming` color) at alpha 0 on
/// top of the container — below the presented view, which the script adds later — and fades it
/// to 1 over the transition's duration with ease-in-ease-out; on `dismiss` it inserts it at
/// alpha 1 below the presented (from) view, fades it to 0, and removes it after
/// `completeTransition: true`. The presented view starts at the presentation frame unless its
/// root sets a frame itself.
public struct PresentationController: Sendable {
    public enum Frame: Sendable, Equatable {
        /// The container's bounds (a custom presentation without `frameOfPresentedViewInContainerView`).
        case container
        case rect(Rect)
        /// This fraction of the container's height, anchored at the bottom (a sheet).
        case height(Double)
    }

    public static let dimmingID = "dimmingView"
    /// UIKit's usual dimming: black at 40 %.
    public static let defaultDimming = Color(white: 0, alpha: 0.4)

    public var frame: Frame = .container
    /// nil: no dimming view.
    public var dimming: Color? = PresentationController.defaultDimming
    /// Rounds the presented view's corners (and clips it).
    public var cornerRadius = 0.0
    /// `shouldRemovePresentersView`: false (UIKit's default for a custom presentation) leaves
    /// the presenting view in the window beneath the container, not in it.
    public var removesPresentersView = false
    public var location: SourceLocation

    public init(frame: Frame = .container, location: SourceLocation = .unknown) {
        self.frame = frame
        self.location = location
    }

    /// The presented view's frame in the container.
    public func presentedFrame(in container: Size) -> Rect {
        switch frame {
        case .container: Rect(0, 0, container.width, container.height)
        case .rect(let r): r
        case .height(let f): Rect(0, container.height * (1 - f), container.width, container.height * f)
        }
    }

    func steps(operation: TransitionOperation, duration: Double, canvas: Size, presented: ViewSpec) -> [Step] {
        let presenting = operation == .present
        let root = presenting ? "to" : "from"
        var setUp: [Assignment] = []
        let positioned = presented.changes.contains {
            switch $0 {
            case .property(let path, _), .reference(let path, _), .computed(let path, _):
                [.frame, .layer(.position), .layer(.bounds)].contains(path.root)
            case .content, .contents, .drawing: false
            }
        }
        if !positioned { setUp.append(assign(root, .frame, .rect(presentedFrame(in: canvas)))) }
        if cornerRadius > 0 {
            setUp.append(assign(root, .layer(.cornerRadius), .number(cornerRadius)))
            setUp.append(assign(root, .layer(.masksToBounds), .bool(true)))
        }
        var steps: [Step] = []
        if !setUp.isEmpty { steps.append(Step(.set(setUp), at: location)) }
        guard let dimming else { return steps }
        let dim = ViewSpec(
            id: Self.dimmingID,
            changes: [
                .property(PropertyPath(root: .frame), .rect(Rect(0, 0, canvas.width, canvas.height))),
                .property(PropertyPath(root: .layer(.backgroundColor)), .color(dimming)),
                .property(PropertyPath(root: .layer(.opacity)), .number(presenting ? 0 : 1)),
            ], location: location)
        steps.append(Step(.create(dim, parent: ModelTree.containerID), at: location))
        if !presenting {
            steps.append(Step(.insert(viewID: Self.dimmingID, parent: nil, position: .below("from")), at: location))
        }
        steps.append(
            Step(
                .animate(
                    AnimationStep(
                        duration: duration, timing: .curve(.easeInOut),
                        assignments: [assign(Self.dimmingID, .layer(.opacity), .number(presenting ? 1 : 0))])),
                at: location))
        return steps
    }

    func assign(_ id: String, _ root: PropertyPath.Root, _ value: AnimatableValue) -> Assignment {
        Assignment(viewID: id, change: .property(PropertyPath(root: root), value), location: location)
    }
}

extension Scene {
    /// The steps the navigation or presentation controller runs before the script:
    /// ordinary create/set/animate steps, so they follow the same semantics as the script's.
    public var controllerSteps: [Step] {
        var steps: [Step] = []
        if let navigation {
            steps += navigation.steps(operation: operation, duration: transition.duration, canvas: canvas.size)
        }
        if let presentation {
            steps += presentation.steps(
                operation: operation, duration: transition.duration, canvas: canvas.size,
                presented: operation == .dismiss ? from : to)
        }
        return steps
    }

    /// The presenting screen (`from` when presenting, `to` when dismissing) when UIKit leaves
    /// it in the window beneath the container: a custom presentation whose controller keeps
    /// the presenter's view (`shouldRemovePresentersView` false). nil: it is in the container
    /// (full screen, or a presentation controller that removes it).
    public var presenterInWindow: String? {
        guard let presentation, !presentation.removesPresentersView else { return nil }
        switch operation {
        case .present: return from.id
        case .dismiss: return to.id
        case .push, .pop: return nil
        }
    }

    /// `transitionContext.initialFrameForViewController:` / `finalFrameForViewController:` in
    /// the container's coordinates. `root` is `from` or `to`. Zero where UIKit answers
    /// CGRectZero: the to-view's initial frame, and the final frame of a from-view that leaves.
    public func contextFrame(final: Bool, root: String) -> Rect {
        let bounds = Rect(0, 0, canvas.size.width, canvas.size.height)
        let presented = presentation?.presentedFrame(in: canvas.size) ?? bounds
        switch (operation, final, root) {
        case (.present, true, "to"), (.dismiss, false, "from"): return presented
        case (_, false, "to"), (.push, true, "from"), (.pop, true, "from"), (.dismiss, true, "from"): return .zero
        default: return bounds
        }
    }
}
