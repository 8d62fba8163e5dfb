import AnimaticCore

extension UIView {
    /// `snapshotView(afterScreenUpdates:)`: a new view showing this view's subtree as it is now
    /// (`true`: with the pending changes; `false`: as the last frame on screen showed it).
    public func snapshotView(
        afterScreenUpdates afterUpdates: Bool,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UIView? {
        snapshot(rect: nil, afterScreenUpdates: afterUpdates, capInsets: .zero, callSite(file, line, column))
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: the caps keep their
    /// size when the snapshot's frame changes and the middle stretches.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UIView? {
        snapshot(
            rect: rect.core, afterScreenUpdates: afterUpdates, capInsets: capInsets.core, callSite(file, line, column))
    }

    private func snapshot(rect: Rect?, afterScreenUpdates: Bool, capInsets: EdgeInsets, _ location: SourceLocation)
        -> UIView?
    {
        guard let recorder = recorder ?? Recording.recorder else { return nil }
        recorder.location = location
        recorder.adopt(self)
        // After screen updates, what needs drawing draws first (a view that draws itself).
        if afterScreenUpdates { recorder.displayViews(including: animaticID) }
        let name = recorder.freshID("\(animaticID)Snapshot")
        recorder.perform(
            Step(
                .snapshot(
                    of: animaticID, name: name, afterScreenUpdates: afterScreenUpdates, rect: rect, capInsets: capInsets
                ),
                at: location))
        let snapshot = recorder.view(name)
        // On iOS the snapshot view has the original's bounds (or the rect's size) at frame origin
        // zero (Richard Turton, "Better snapshots", 2016: "the same bounds as the original, but …
        // a frame origin at zero"); animators place it themselves, or offset it from zero (strip
        // animators cutting a screen with resizableSnapshotView(from:)). A scene file's snapshot
        // starts on its original instead (scene-format.md), a convenience of the format.
        let size = rect.map { CGSize(width: $0.size.width, height: $0.size.height) } ?? bounds.size
        snapshot?.frame = CGRect(origin: .zero, size: size)
        return snapshot
    }

    // MARK: Converting coordinates

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let (tree, from, to) = conversionTree(with: view) else { return point }
        let inRoot = tree.convertToContainer(point.core, from: from)
        return CGPoint(to.map { tree.convertFromContainer(inRoot, to: $0) } ?? inRoot)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return (window ?? rootView).convert(point, to: self) }
        return view.convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let (tree, from, to) = conversionTree(with: view) else { return rect }
        return CGRect(tree.convert(rect.core, from: from, to: to))
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return (window ?? rootView).convert(rect, to: self) }
        return view.convert(rect, to: self)
    }

    private var rootView: UIView {
        var top = self
        while let up = top.superview { top = up }
        return top
    }

    /// The model tree both views are in, with their ids (`to` nil for the window/root space).
    private func conversionTree(with other: UIView?) -> (ModelTree, String, String?)? {
        if let recorder {
            var tree = recorder.runner.model
            for id in [animaticID, other?.animaticID].compactMap({ $0 }) {
                if let s = recorder.state(of: id) { tree.views[id] = s }
            }
            guard other == nil || other?.recorder === recorder else { return nil }
            return (tree, animaticID, other?.animaticID)
        }
        guard other == nil || other?.rootView === rootView else { return nil }
        var tree = ModelTree()
        var ids: [ObjectIdentifier: String] = [:]
        func add(_ view: UIView, parent: String?) {
            let id = "v\(ids.count)"
            ids[ObjectIdentifier(view)] = id
            tree.views[id] = view.state
            if let parent { tree.attach(id, to: parent) }
            for subview in view.subviews { add(subview, parent: id) }
        }
        add(rootView, parent: nil)
        return (tree, ids[ObjectIdentifier(self)]!, other.flatMap { ids[ObjectIdentifier($0)] })
    }
}
