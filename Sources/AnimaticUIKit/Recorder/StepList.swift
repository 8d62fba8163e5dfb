import AnimaticCore

/// Steps as the recorder takes them down. An animation's completion block, an `asyncAfter`
/// block and a property animator's completions run later on the virtual clock; the steps they
/// record go into the `followUp` list of the step that scheduled them, so the finished scene
/// nests them exactly where a scene file would (`completion:` of an `animate`, `steps:` of an
/// `after`).
final class StepList {
    final class Entry {
        var step: Step
        var followUp: StepList?
        init(_ step: Step) { self.step = step }
    }

    var entries: [Entry] = []

    func append(_ step: Step) -> Entry {
        let entry = Entry(step)
        entries.append(entry)
        return entry
    }

    func build() -> [Step] {
        entries.map { entry in
            guard let followUp = entry.followUp?.build(), !followUp.isEmpty else { return entry.step }
            var step = entry.step
            switch step.action {
            case .animate(var a):
                a.completion += followUp
                step.action = .animate(a)
            case .keyframes(var k):
                k.completion += followUp
                step.action = .keyframes(k)
            case .transition(var t):
                t.completion += followUp
                step.action = .transition(t)
            case .after(let delay, let steps): step.action = .after(delay: delay, steps: steps + followUp)
            default: break
            }
            return step
        }
    }
}
