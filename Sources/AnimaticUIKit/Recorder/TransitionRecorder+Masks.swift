import AnimaticCore

extension TransitionRecorder {
    /// `layer.mask = …` on a view in the recording. The model holds masks in the initial tree
    /// (a scene file's `layer: {mask: …}`), so a mask can be set, replaced or removed while the
    /// animator's first call runs (t = 0, before any completion or delayed block) on a view of the
    /// screens (or of the controllers built in Swift), or from its step on a view made during the
    /// transition (a snapshot, whose content is no spec to hold it); the mask and its later changes and
    /// animations are recorded as any view's. Changing a mask later is reported, except removing
    /// one after `completeTransition(_:)`: that is the cleanup animators do once the transition is
    /// over. It is drawn from then on: frames after an early completion (before the transition's
    /// duration) show the view unmasked, as iOS leaves it, not the mask snapped back to its model.
    func setMask(_ mask: UIView?, of view: UIView) {
        let id = view.animaticID
        guard !scheduledWorkRan else {
            if mask == nil, completionCalls > 0 {
                _ = perform(Step(.setMask(viewID: id, mask: nil), at: location))
                return
            }
            return report(
                "layer.mask set after the animator's first call (in a completion or delayed block) is not modeled: set it in animateTransition(using:)"
            )
        }
        if let mask, mask.isBound {
            return report(
                "layer.mask: the mask layer is already in the recording (a mask belongs to one layer and is in no hierarchy)"
            )
        }
        var newScene = scene
        let spec = mask?.makeSpec(ids: { self.newID(for: $0) }, location: location)
        guard Self.setMask(spec, on: id, in: &newScene.from) || Self.setMask(spec, on: id, in: &newScene.to) else {
            if !setMaskInCreateStep(spec, on: id) {
                // A snapshot, or a view whose create step is past: the mask from this step on.
                _ = perform(Step(.setMask(viewID: id, mask: spec), at: location))
            }
            mask?.bind(to: self)
            return
        }
        do {
            try replaceInitialScene(newScene)
        } catch {
            return report("layer.mask: \(error.message)")
        }
        mask?.bind(to: self)
    }

    /// A view made while the animator's first call runs (t = 0, its `create` step at the top
    /// level, as a presentation controller's wrapper view): the mask joins its `create` step,
    /// and the runner runs the steps again from the start.
    private func setMaskInCreateStep(_ mask: ViewSpec?, on id: String) -> Bool {
        for entry in topLevelEntries {
            guard case .create(var spec, let parent) = entry.step.action, Self.setMask(mask, on: id, in: &spec) else {
                continue
            }
            let old = entry.step
            entry.step.action = .create(spec, parent: parent)
            do {
                try replaceInitialScene(scene)
            } catch {
                entry.step = old
                report("layer.mask: \(error.message)")
            }
            return true
        }
        return false
    }

    private static func setMask(_ mask: ViewSpec?, on id: String, in spec: inout ViewSpec) -> Bool {
        if spec.id == id {
            spec.mask = mask
            return true
        }
        for i in spec.subviews.indices where setMask(mask, on: id, in: &spec.subviews[i]) { return true }
        return false
    }
}
