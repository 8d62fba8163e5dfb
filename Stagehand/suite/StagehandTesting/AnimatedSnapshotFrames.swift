@testable import Stagehand

/// The frames `AnimationSnapshotting.generateAnimatedSnapshot` captures (StagehandTesting,
/// Core/AnimationSnapshotting.swift at 7109cf4), transcribed because that function also makes the
/// images with ImageIO: forward timestamps `stride(from: 0, through: 1, by: 1 / (fps × duration))`,
/// each frame running the execution blocks since the previous one (inclusive of 0 at the first)
/// and rendering the frame at its timestamp; for an autoreversing repeat, the way back without
/// the last forward timestamp. The "bookend frames" are the first and last of these, which the
/// APNG merely shows for longer (1 s by default): they add no frame of their own.
@MainActor
struct AnimatedSnapshotFrames {
    let instance: AnimationInstance
    private(set) var timestamps: [Double] = []
    private(set) var steps: [() -> Void] = []

    init<ElementType: AnyObject>(animation: Animation<ElementType>, element: ElementType, fps: Double) {
        let instance = AnimationInstance(animation: animation, element: element, driver: IdleDriver())
        self.instance = instance
        let includeReverseCycle: Bool
        switch animation.implicitRepeatStyle {
        case let .repeating(count: count, autoreversing: autoreversing):
            includeReverseCycle = (count != 1 && autoreversing)
        }
        let forward = Array(stride(from: 0, through: 1, by: (1 / (fps * animation.implicitDuration))))
        for (timestamp, prior) in zip(forward, [0] + forward.dropLast()) {
            add(timestamp) {
                instance.executeBlocks(from: prior, timestamp == 0 ? .inclusive : .exclusive, to: timestamp)
            }
        }
        if includeReverseCycle {
            let reverse = Array(forward.dropLast().reversed())
            for (timestamp, prior) in zip(reverse, [1] + reverse.dropLast()) {
                add(timestamp) {
                    instance.executeBlocks(from: prior, prior == 1 ? .inclusive : .exclusive, to: timestamp)
                }
            }
        }
    }

    private mutating func add(_ timestamp: Double, blocks: @escaping () -> Void) {
        let instance = instance
        timestamps.append(timestamp)
        steps.append {
            blocks()
            instance.renderFrame(at: timestamp)
        }
    }
}

/// StagehandTesting's NoOpDriver: the snapshot loop, not a display link, moves the animation.
/// The instance holds its driver strongly and the driver it weakly, as Stagehand's do.
final class IdleDriver: Driver {
    weak var animationInstance: DrivenAnimationInstance!
    func animationInstanceDidInitialize() {}
    func animationInstanceDidCancel(behavior: AnimationInstance.CancelationBehavior) {}
}
