import AnimaticCore

/// iOS 13's interactions (context menus, drag and drop, pointers): attached to a view and kept.
/// They act on a touch or a press, which never reaches a recording, so none runs.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    public var interactions: [UIInteraction] {
        get { attachments.interactions }
        set { attachments.interactions = newValue }
    }
    public func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        attachments.interactions.append(interaction)
        interaction.didMove(to: self)
    }
    public func removeInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: nil)
        attachments.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

public final class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public init(delegate: UIContextMenuInteractionDelegate) { self.delegate = delegate }
    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
    public func location(in view: UIView?) -> CGPoint { .zero }
    public func dismissMenu() {}
}

public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

public final class UIContextMenuConfiguration {
    public let identifier: (any NSCopying)?
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) { (self.identifier, self.previewProvider, self.actionProvider) = (identifier, previewProvider, actionProvider) }
}

/// A view shown as the lifted preview of a context menu or a drag: kept.
public final class UITargetedPreview {
    public let view: UIView
    public init(view: UIView) { self.view = view }
}
