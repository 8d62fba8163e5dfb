import AnimaticCore
import Foundation

extension GoldenChecker {
    /// What changed in timing since the goldens were recorded, and where the scene's golden
    /// times no longer fit its length: a time past the new end shows the last frame instead,
    /// and a new ending past the last golden time is never compared.
    static func timingChanges(since recorded: TimingSummary?, in timeline: Timeline, sampling: Sampling) -> [String] {
        var lines = recorded.map { TimingDiff(from: $0, to: TimingSummary(timeline)).lines } ?? []
        guard case .times(let times) = sampling, let last = times.max() else { return lines }
        let end = timeline.endTime
        let past = times.filter { $0 > end + 1e-9 }
        if !past.isEmpty {
            let list = past.map { TimingText.seconds($0) }.joined(separator: ", ")
            lines.append("golden times past the scene's end (\(TimingText.seconds(end))): \(list) show its last frame")
        }
        if let old = recorded?.end, end > old + 1e-9, last < end - 1e-9 {
            lines.append(
                "the scene now ends at \(TimingText.seconds(end)) (was \(TimingText.seconds(old))): "
                    + "nothing after \(TimingText.seconds(last)) is compared; add a time to goldens.at")
        }
        return lines
    }
}
