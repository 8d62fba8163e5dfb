import AnimaticCore

/// The moments of a transition a designer looks at, instead of evenly spaced frames: the start,
/// when the motion is fastest, the peak of an overshoot, when it has settled, and the end. Found
/// on every animated curve's normalized progress (0 at its start value, 1 at its end value), so
/// curves of any unit count alike.
public struct KeyMoments: Sendable {
    public struct Moment: Sendable, Equatable {
        public var name: String
        public var time: Double
    }

    /// Within this share of the distance travelled of its end, a curve counts as settled.
    public static let settledWithin = 0.005

    public let moments: [Moment]

    public init(_ timeline: Timeline) {
        let curves = TimingCurves(timeline, samplesPerSecond: 960)
        let times = curves.sampleTimes
        let progress = curves.curves.filter { $0.viewID != "interaction" }.map { $0.normalized($0.samples) }
        var moments = [Moment(name: "start", time: 0)]

        // The fastest change of progress, over every curve.
        var fastest: (speed: Double, time: Double)? = nil
        for p in progress {
            for i in 1..<max(1, p.count) where p[i].isFinite && p[i - 1].isFinite {
                let dt = times[i] - times[i - 1]
                guard dt > 0 else { continue }
                let speed = abs(p[i] - p[i - 1]) / dt
                if speed > (fastest?.speed ?? 0) { fastest = (speed, (times[i] + times[i - 1]) / 2) }
            }
        }
        if let fastest { moments.append(Moment(name: "fastest", time: fastest.time)) }

        // The farthest past the end value.
        var peak: (over: Double, time: Double)? = nil
        for p in progress {
            for (i, v) in p.enumerated() where v.isFinite && v - 1 > (peak?.over ?? Self.settledWithin) {
                peak = (v - 1, times[i])
            }
        }
        if let peak {
            let percent = Int(saturating: peak.over * 100, rounding: .toNearestOrAwayFromZero)
            moments.append(Moment(name: "overshoot \(percent) %", time: peak.time))
        }

        // The earliest time after which every curve stays within `settledWithin` of its end.
        var settled = 0.0
        for p in progress {
            if let last = p.lastIndex(where: { $0.isFinite && abs($0 - 1) > Self.settledWithin }) {
                settled = max(settled, times[min(last + 1, times.count - 1)])
            }
        }
        if settled > 0, settled < curves.endTime - 1e-9 { moments.append(Moment(name: "settled", time: settled)) }
        if let done = curves.completionTime, done > 0, done < curves.endTime - 1e-9 {
            moments.append(Moment(name: "completeTransition", time: done))
        }
        moments.append(Moment(name: "end", time: curves.endTime))
        self.moments = moments.sorted { $0.time < $1.time }
    }

    /// One frame per moment (the nearest), each shown once, with the names of the moments it shows.
    public func frames(in timeline: Timeline) -> [(index: Int, time: Double, name: String)] {
        var out: [(index: Int, time: Double, name: String)] = []
        let last = timeline.frameCount - 1
        for m in moments {
            let index = min(
                last, max(0, Int(saturating: m.time * timeline.canvas.fps, rounding: .toNearestOrAwayFromZero)))
            if let i = out.firstIndex(where: { $0.index == index }) {
                out[i].name += ", " + m.name
            } else {
                out.append((index, timeline.time(ofFrame: index), m.name))
            }
        }
        return out
    }
}
