import AnimaticCore
import AnimaticGolden

extension GoldenTimeline {
    /// A timeline's facts and its tracks at every frame: `values --decompose` turned around,
    /// one track per view and key path (not the derived `frame`, nor an interaction's layer
    /// time), values rounded to 1/10 000. What `check` records next to the goldens and the
    /// review page draws its timeline from.
    public init(_ timeline: Timeline) {
        let rows = ValuesExport(timeline, decompose: true).rows
        var order: [String] = []
        var tracks: [String: Track] = [:]
        for (frame, row) in rows.enumerated() {
            for view in row.views {
                for (keyPath, value) in view.values where keyPath != "frame" && keyPath != "layerTime" {
                    let key = view.id + "\u{0}" + keyPath
                    if tracks[key] == nil {
                        order.append(key)
                        tracks[key] = Track(
                            view: view.id, keyPath: keyPath, values: Array(repeating: nil, count: rows.count))
                    }
                    tracks[key]?.values[frame] = ValuesExport.numbers(value).map(Self.rounded)
                }
            }
        }
        let completion = timeline.completions.first.map {
            timeline.interaction?.wallTime(ofTransitionTime: $0.time) ?? $0.time
        }
        self.init(
            scene: timeline.sceneName, fps: timeline.canvas.fps, frameCount: timeline.frameCount,
            endTime: timeline.endTime, transitionDuration: timeline.transitionDuration, completion: completion,
            release: timeline.interaction.map {
                Release(time: $0.clock.releaseTime, finish: $0.interaction.release.finish)
            },
            tracks: order.compactMap { tracks[$0] })
    }
}
