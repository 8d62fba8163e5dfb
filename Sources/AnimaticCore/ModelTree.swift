/// The model layer tree at one moment: every view that exists, and who is whose subview.
public struct ModelTree: Sendable, Equatable {
    public static let containerID = "container"
    /// The window beneath the container: the parent of a presenting view UIKit leaves outside
    /// the container. Not a view of the model; its children are drawn below the container.
    public static let windowID = "window"

    public var views: [String: ViewState] = [:]
    public var children: [String: [String]] = [:]
    public var parent: [String: String] = [:]

    public init() {}

    /// Whether `id` is drawn: in the container, or in the window beneath it (a presenter UIKit leaves there).
    public func isOnScreen(_ id: String) -> Bool {
        let top = root(of: id)
        return top == Self.containerID || top == Self.windowID
    }

    public func isInHierarchy(_ id: String) -> Bool { root(of: id) == Self.containerID }

    /// The topmost ancestor of `id` (itself when it has no parent).
    private func root(of id: String) -> String {
        var current = id
        while let up = parent[current] { current = up }
        return current
    }

    /// True if `ancestor` is `id` or contains it.
    public func contains(_ ancestor: String, _ id: String) -> Bool {
        var current: String? = id
        while let c = current {
            if c == ancestor { return true }
            current = parent[c]
        }
        return false
    }

    public mutating func detach(_ id: String) {
        guard let p = parent[id] else { return }
        children[p]?.removeAll { $0 == id }
        parent[id] = nil
    }

    public mutating func attach(_ id: String, to newParent: String, at index: Int? = nil) {
        detach(id)
        var list = children[newParent] ?? []
        list.insert(id, at: min(max(index ?? list.count, 0), list.count))
        children[newParent] = list
        parent[id] = newParent
    }

    /// Converts a point from `id`'s bounds space into the container's coordinates, as
    /// `convertPoint:toView:` does with model values.
    public func convertToContainer(_ point: Point, from id: String) -> Point {
        var p = point
        var current = id
        while let up = parent[current], let view = views[current] {
            p = Self.layer(for: view).transformToSuperlayer.apply(p)
            if let superview = views[up] { p = Self.layer(for: superview).sublayerTransformAboutAnchor.apply(p) }
            current = up
        }
        return p
    }

    /// The inverse of `convertToContainer`: a container point in `id`'s bounds space.
    public func convertFromContainer(_ point: Point, to id: String) -> Point {
        var chain = Transform3D.identity
        var current = id
        while let up = parent[current], let view = views[current] {
            chain = chain.concatenating(Self.layer(for: view).transformToSuperlayer)
            if let superview = views[up] {
                chain = chain.concatenating(Self.layer(for: superview).sublayerTransformAboutAnchor)
            }
            current = up
        }
        return chain.inverted?.apply(point) ?? point
    }

    /// `convertRect:toView:` through the container: the bounding box of `rect` (in `id`'s
    /// bounds space) in `target`'s bounds space, or the container's when `target` is nil.
    public func convert(_ rect: Rect, from id: String, to target: String?) -> Rect {
        Rect(
            bounding: rect.corners.map { p in
                let inContainer = convertToContainer(p, from: id)
                guard let target, target != Self.containerID else { return inContainer }
                return convertFromContainer(inContainer, to: target)
            })
    }

    static func layer(for view: ViewState) -> RenderLayer {
        var layer = RenderLayer(id: view.id, values: view.values)
        layer.transform = view.effectiveTransform
        return layer
    }
}
