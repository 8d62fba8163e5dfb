import Animatic
import StagehandTesting

/// For explaining a frame: the transform Stagehand's interpolation gave the animated view
/// (QuadrantView) at each frame, m11…m44 in full precision, as the scene presents it.
@MainActor
func printTransforms(_ name: String, _ capture: SnapshotCapture) throws {
    let timeline = try Timeline.compile(capture.scene)
    for k in 0..<capture.frameCount {
        func find(_ layer: RenderLayer) -> RenderLayer? {
            layer.id.hasPrefix("QuadrantView") ? layer : layer.sublayers.lazy.compactMap(find).first
        }
        guard let layer = find(timeline.presentation(at: Double(k)).root) else { continue }
        let m = layer.transform.m.map { String(format: "%.17g", $0) }.joined(separator: " ")
        print("\(name)\t\(k)\t\(capture.timestamps.isEmpty ? 0 : capture.timestamps[k])\t\(m)")
    }
}
