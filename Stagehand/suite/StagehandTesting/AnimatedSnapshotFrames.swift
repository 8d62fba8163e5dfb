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

/// StagehandTesting's SnapshotTestDriver (Core/SnapshotTestDriver.swift at 7109cf4), transcribed:
/// a still at one relative timestamp. On initialization it runs the blocks from 0 (inclusive) to
/// the timestamp and renders the frame there; on cancel it runs the rest of the way forward and
/// back again (so the reverse blocks undo the forward ones) and renders frame 0.
final class StillDriver: Driver {
    private let relativeTimestamp: Double
    weak var animationInstance: DrivenAnimationInstance!

    init(relativeTimestamp: Double) { self.relativeTimestamp = relativeTimestamp }

    func animationInstanceDidInitialize() {
        animationInstance.executeBlocks(from: 0, .inclusive, to: relativeTimestamp)
        animationInstance.renderFrame(at: relativeTimestamp)
    }

    func animationInstanceDidCancel(behavior: AnimationInstance.CancelationBehavior) {
        if relativeTimestamp < 1 {
            animationInstance.executeBlocks(from: relativeTimestamp, .exclusive, to: 1)
        }
        animationInstance.executeBlocks(from: 1, .inclusive, to: 0)
        animationInstance.renderFrame(at: 0)
    }
}

/// The names of StagehandTesting's AnimationSnapshotting the tests pass.
public enum AnimationSnapshotting {
    /// How long the APNG shows its first and last frames (seconds), or as long as the others.
    public enum BookendFrameDuration: Sendable {
        case matchIntermediateFrames
        case custom(firstFrameDuration: Double, lastFrameDuration: Double)
        public static let `default`: BookendFrameDuration = .custom(firstFrameDuration: 1, lastFrameDuration: 1)
    }
    public static let defaultAnimationSnapshotFPS: Double = 10
}
