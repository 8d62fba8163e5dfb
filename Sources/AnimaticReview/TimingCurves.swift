import AnimaticCore
import Foundation

/// Every animated property of a timeline as numbers against time, one curve per view and
/// component (`center.y`, `layer.transform.rotation.z`), sampled finely for drawing and at
/// every frame for markers. Transforms are split into translation, scale and rotation
/// (degrees, unwrapped), as `animatic values --decompose` prints them.
public struct TimingCurves: Sendable {
    public typealias Unit = PropertyUnit

    public struct Curve: Sendable {
        public var viewID: String
        public var keyPath: String
        public var unit: Unit
        /// Values at `TimingCurves.sampleTimes` (NaN where the view does not exist yet).
        public var samples: [Double]
        /// Values at `TimingCurves.frameTimes`.
        public var frameValues: [Double]
        /// Times (seconds) of this property's keyframes.
        public var keyframeTimes: [Double]
        /// The values that read as 0 and 1 in the progress panel, when not the first and last
        /// sample: an interactive scene's transition start and end (a cancel ends where it began).
        public var ends: (start: Double, end: Double)? = nil
        public var label: String { "\(viewID).\(keyPath)" }

        /// The value at a time as the curve is drawn: linear between samples.
        public func value(at time: Double, sampleTimes: [Double]) -> Double {
            guard let j = sampleTimes.firstIndex(where: { $0 >= time }) else { return samples.last ?? .nan }
            guard j > 0 else { return samples[0] }
            let (t0, t1) = (sampleTimes[j - 1], sampleTimes[j])
            return samples[j - 1] + (samples[j] - samples[j - 1]) * (t1 > t0 ? (time - t0) / (t1 - t0) : 1)
        }

        /// 0 at the start value, 1 at the end value, so curves of any unit compare by shape.
        /// A property that ends near where it started (a bounce, an autoreverse) spans its range.
        public func normalized(_ values: [Double]) -> [Double] {
            if let ends, abs(ends.end - ends.start) > 1e-12 {
                return values.map { ($0 - ends.start) / (ends.end - ends.start) }
            }
            let finite = samples.filter(\.isFinite)
            guard let first = finite.first, let last = finite.last, let lo = finite.min(), let hi = finite.max() else {
                return values
            }
            let span = hi - lo
            // Up to half again the distance travelled (a spring's overshoot) reads as progress;
            // beyond that (out and back, keyframes that wander) the range is the scale.
            if span > 0, abs(last - first) * 1.5 >= span { return values.map { ($0 - first) / (last - first) } }
            return span > 0 ? values.map { ($0 - lo) / span } : values.map { _ in 0 }
        }
    }

    public let sceneName: String
    public let sampleTimes: [Double]
    public let frameTimes: [Double]
    public let curves: [Curve]
    public let transitionDuration: Double
    public let endTime: Double
    /// When `completeTransition:` runs (the first call), if it does.
    public let completionTime: Double?
    /// An interactive scene's release: when the finger lifts, and whether it finishes.
    public let release: (time: Double, finish: Bool)?

    public init(_ timeline: Timeline, samplesPerSecond: Double = 960) {
        sceneName = timeline.sceneName
        transitionDuration = timeline.transitionDuration
        endTime = timeline.endTime
        completionTime = timeline.completions.first.map { c in
            timeline.interaction.map { $0.wallTime(ofTransitionTime: c.time) } ?? c.time
        }
        release = timeline.interaction.map { ($0.clock.releaseTime, $0.interaction.release.finish) }
        frameTimes = (0..<timeline.frameCount).map { timeline.time(ofFrame: $0) }
        let count = max(2, Int(saturating: timeline.endTime * samplesPerSecond, rounding: .up) + 1)
        let dense = (0..<count).map { timeline.endTime * Double($0) / Double(count - 1) }
        // Frame times are sampled too, so the drawn curve passes exactly through each marker.
        sampleTimes = Array(Set(dense + frameTimes)).sorted()

        var curves: [Curve] = []
        for (id, property) in timeline.animatedProperties where property.isAnimatable {
            let dense = Self.components(of: property, view: id, at: sampleTimes, in: timeline)
            let atFrames = Self.components(of: property, view: id, at: frameTimes, in: timeline)
            let keyframes = Self.keyframeTimes(of: property, view: id, in: timeline)
            for (name, unit, values) in dense {
                let finite = values.filter(\.isFinite)
                guard let lo = finite.min(), let hi = finite.max(), hi - lo > 1e-9 * max(1, abs(hi)) else { continue }
                let frameValues = atFrames.first { $0.name == name }?.values ?? []
                var curve = Curve(
                    viewID: id, keyPath: name, unit: unit, samples: values, frameValues: frameValues,
                    keyframeTimes: keyframes)
                if timeline.interaction != nil {
                    let ends = Self.components(
                        of: property, view: id, at: [0, timeline.transitionDuration], in: timeline
                    ) { timeline.transitionPresentationValue(of: $0, view: $1, at: $2) }
                    if let pair = ends.first(where: { $0.name == name })?.values, pair.count == 2,
                        pair.allSatisfy(\.isFinite)
                    {
                        curve.ends = (pair[0], pair[1])
                    }
                }
                curves.append(curve)
            }
        }
        if let drive = timeline.interaction {
            // The gesture's progress, as update(_:) / fractionComplete hold it, then the release.
            curves.insert(
                Curve(
                    viewID: "interaction", keyPath: "progress", unit: .factor,
                    samples: sampleTimes.map(drive.progress(at:)),
                    frameValues: frameTimes.map(drive.progress(at:)), keyframeTimes: [], ends: (0, 1)), at: 0)
        }
        self.curves = curves
    }

    /// The value's numbers at each time, named and with their unit; transforms decomposed.
    static func components(
        of property: LayerProperty, view id: String, at times: [Double], in timeline: Timeline,
        value: (LayerProperty, String, Double) -> AnimatableValue? = { _, _, _ in nil }
    ) -> [(name: String, unit: Unit, values: [Double])] {
        let values = times.map { value(property, id, $0) ?? timeline.presentationValue(of: property, view: id, at: $0) }
        let keyPath = property.keyPath
        switch property.kind {
        case .transform:
            let series = TransformComponents.series(values.map { if case .transform(let t) = $0 { t } else { nil } })
            return TransformComponents.names.enumerated().map { i, name in
                (
                    keyPath + "." + name,
                    name.hasPrefix("rotation") ? .degrees : name.hasPrefix("scale") ? .factor : .points,
                    series.map { $0[i] }
                )
            }
        default:
            let names: [String]
            switch property.kind {
            case .point: names = [".x", ".y"]
            case .size: names = [".width", ".height"]
            case .rect: names = [".origin.x", ".origin.y", ".size.width", ".size.height"]
            case .color: names = [".red", ".green", ".blue", ".alpha"]
            default: names = [""]
            }
            let unit = property.definition.unit
            return names.enumerated().map { i, suffix in
                (keyPath + suffix, unit, values.map { $0?.components?[i] ?? .nan })
            }
        }
    }

    /// The times keyframe animations of this property pass their key times: the key time is a
    /// fraction of progress after the animation's timing function, inverted here by bisection.
    static func keyframeTimes(of property: LayerProperty, view id: String, in timeline: Timeline) -> [Double] {
        var out: [Double] = []
        for animation in timeline.animations where animation.viewID == id && animation.property == property {
            guard case .keyframes(let track, let timing) = animation.curve else { continue }
            for key in track.keyTimes {
                var lo = 0.0, hi = 1.0
                for _ in 0..<50 {
                    let mid = (lo + hi) / 2
                    if timing.progress(at: mid) < key { lo = mid } else { hi = mid }
                }
                let time = animation.begin + hi * animation.duration
                if time <= animation.end + Timeline.epsilon { out.append(time) }
            }
        }
        return out
    }
}

extension PropertyUnit {
    public var title: String {
        switch self {
        case .points: "points"
        case .degrees: "degrees"
        case .factor: "scale, alpha, color"
        }
    }
}
