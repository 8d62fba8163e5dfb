/// Turns a model tree into render layers, given each view's state at the moment drawn.
struct PresentationBuilder {
    let tree: ModelTree
    /// The state to draw a view with: its presentation state, or its model state.
    let state: (String) -> ViewState?

    func layer(_ id: String) -> RenderLayer {
        let view = state(id) ?? ViewState(id: id)
        var layer = ModelTree.layer(for: view)
        if var snapshot = view.snapshot {
            // An image set as the layer's contents is placed by its gravity and contentsRect.
            if snapshot.contents != nil, let image = view.image {
                snapshot.contents?.gravity = image.contentMode
                snapshot.contents?.contentsRect = image.contentsRect
            }
            layer.content = .snapshot(snapshot)
        } else if var drawn = view.drawing {
            // Placed by the layer's gravity (the view's contentMode) and contentsRect.
            drawn.display.gravity = view.image?.contentMode ?? .scaleToFill
            drawn.display.contentsRect = view.image?.contentsRect ?? drawn.display.contentsRect
            layer.content = .drawing(drawn)
        } else if let text = view.text {
            layer.content = .text(text)
        } else if let image = view.image, !image.path.isEmpty {
            layer.content = .image(image)
        } else if let gradient = view.gradient {
            layer.content = .gradient(gradient)
        } else if let shape = view.shape {
            layer.content = .shape(shape)
        }
        if let maskID = view.maskID { layer.mask = self.layer(maskID) }
        layer.sublayers = (tree.children[id] ?? []).map(self.layer)
        return layer
    }

    /// The view frozen for a snapshot: its subtree as drawn, placed so that its bounds space
    /// is the snapshot's source space (no transform, no position of its own).
    func frozen(_ id: String) -> RenderLayer {
        var layer = layer(id)
        layer.transform = .identity
        layer.zPosition = 0
        layer.position = Point(
            layer.bounds.origin.x + layer.anchorPoint.x * layer.bounds.width,
            layer.bounds.origin.y + layer.anchorPoint.y * layer.bounds.height)
        layer.anchorPointZ = 0
        return layer
    }
}
