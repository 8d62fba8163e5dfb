// Our stand-in for the snapshot machinery Stagehand's Example tests call (iOSSnapshotTestCase's
// FBSnapshotTestCase and StagehandTesting's SnapshotVerify). Everything that decides what a frame
// shows is Stagehand's own: its Animation, AnimationInstance, interpolation and curves. Only the
// capture is ours: where iOS drew the view hierarchy into an image, the frame's view state is
// recorded into an Animatic scene (FrameRecording.swift), to be rendered and compared later.
import Animatic
import AnimaticUIKit

@testable import Stagehand

/// One snapshot a test asked for: the scene that replays it, one frame a second.
public struct SnapshotCapture: Sendable {
    /// The snapshot's identifier (FBSnapshotTestCase appends `_identifier` to the image's name).
    public var identifier: String
    /// The scene: frame k of the snapshot is the scene at t = k s.
    public var scene: Scene
    /// Stagehand's relative timestamp of each frame (empty for a still).
    public var timestamps: [Double]
    public var isAnimated: Bool { !timestamps.isEmpty }
    public var frameCount: Int { max(1, timestamps.count) }
}

/// The methods of FBSnapshotTestCase and StagehandTesting the Example's tests call, with their
/// signatures; `captures` collects what they would have compared.
@MainActor
open class FBSnapshotTestCase {
    public var recordMode = false
    public private(set) var captures: [SnapshotCapture] = []
    /// Problems a recording reported (none is expected; the runner prints them).
    public private(set) var problems: [String] = []

    public required init() {}

    open func setUp() {}

    /// StagehandTesting's `SnapshotVerify(animation:on:using:fps:…)`: an APNG of `view` while
    /// `animation` runs on `element`, at the frame times `generateAnimatedSnapshot` uses. The
    /// bookend frames' duration changes how long the APNG shows its first and last frames, not
    /// which frames it has.
    public func SnapshotVerify<ElementType: AnyObject>(
        animation: Stagehand.Animation<ElementType>, on element: ElementType, using view: UIView,
        fps: Double = AnimationSnapshotting.defaultAnimationSnapshotFPS,
        bookendFrameDuration: AnimationSnapshotting.BookendFrameDuration = .default,
        identifier: String = "", file: StaticString = #file, line: UInt = #line
    ) {
        let frames = AnimatedSnapshotFrames(animation: animation, element: element, fps: fps)
        record(view, identifier: identifier, frames: frames.steps, timestamps: frames.timestamps)
        frames.instance.cancel(behavior: .revert)
    }

    /// The same, of the animated view itself.
    public func SnapshotVerify<ElementType: UIView>(
        animation: Stagehand.Animation<ElementType>, on element: ElementType,
        fps: Double = AnimationSnapshotting.defaultAnimationSnapshotFPS,
        bookendFrameDuration: AnimationSnapshotting.BookendFrameDuration = .default,
        identifier: String = "", file: StaticString = #file, line: UInt = #line
    ) {
        SnapshotVerify(
            animation: animation, on: element, using: element, fps: fps, bookendFrameDuration: bookendFrameDuration,
            identifier: identifier, file: file, line: line)
    }

    /// StagehandTesting's still at `relativeTimestamp` (FBSnapshotTestCase+Animation.swift): the
    /// animation's blocks run and its frame renders there, the view is snapshotted, and the
    /// animation is cancelled with `.revert` (the view returns to its state before).
    public func SnapshotVerify<ElementType: AnyObject>(
        animation: Stagehand.Animation<ElementType>, on element: ElementType, using view: UIView,
        at relativeTimestamp: Double, identifier: String = "", file: StaticString = #file, line: UInt = #line
    ) {
        let instance = AnimationInstance(
            animation: animation, element: element, driver: StillDriver(relativeTimestamp: relativeTimestamp))
        FBSnapshotVerifyView(view, identifier: identifier, file: file, line: line)
        instance.cancel(behavior: .revert)
    }

    /// The same, of the animated view itself.
    public func SnapshotVerify<ElementType: UIView>(
        animation: Stagehand.Animation<ElementType>, on element: ElementType, at relativeTimestamp: Double,
        identifier: String = "", file: StaticString = #file, line: UInt = #line
    ) {
        SnapshotVerify(
            animation: animation, on: element, using: element, at: relativeTimestamp, identifier: identifier,
            file: file, line: line)
    }

    /// FBSnapshotVerifyView: a still of `view` as it is.
    public func FBSnapshotVerifyView(
        _ view: UIView, identifier: String = "", file: StaticString = #file, line: UInt = #line
    ) {
        record(view, identifier: identifier, frames: [{}], timestamps: [])
    }

    private func record(_ view: UIView, identifier: String, frames: [() -> Void], timestamps: [Double]) {
        do {
            let scene = try FrameRecording.scene(of: view, frames: frames)
            captures.append(SnapshotCapture(identifier: identifier, scene: scene, timestamps: timestamps))
        } catch {
            problems.append("\(error)")
        }
    }
}
