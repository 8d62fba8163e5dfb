import Animatic
import AnimaticCore
import AnimaticReview
import Foundation
import Testing

@Suite struct DecomposeTests {
    @Test func counterclockwiseTurnReadsNegativeDegrees() throws {
        let t = try timeline(
            """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
                - {id: box, frame: [40, 40, 20, 20], backgroundColor: "#FF0000"}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - animate: {duration: 1, curve: linear, set: {box.transform: [{rotate: -50}, {scale: 2}]}}
                - completeTransition: true
            """)
        let export = ValuesExport(t, decompose: true)
        for row in export.rows {
            let values = Dictionary(
                uniqueKeysWithValues: row.views.first { $0.id == "box" }!.values.map { ($0.keyPath, $0.value) })
            #expect(values["layer.transform"] == nil)
            guard case .number(let rz) = values["layer.transform.rotation.z"],
                case .number(let sx) = values["layer.transform.scale.x"]
            else {
                Issue.record("no rotation.z/scale.x in frame \(row.frame)")
                continue
            }
            let f = row.time
            #expect(abs(rz - (-50 * f)) < 1e-6, "frame \(row.frame): \(rz)")
            #expect(abs(sx - (1 + f)) < 1e-6)
        }
        let csv = export.csv()
        #expect(csv.contains("10,1,box,layer.transform.rotation.z,-50\n"))
    }

    @Test func aWholeTurnKeepsCounting() throws {
        // Keyframes every 90°: each segment turns the short way, 360° in all.
        let t = try timeline(
            """
            canvas: {size: [100, 100], scale: 1, fps: 20}
            from:
              id: home
              subviews:
                - {id: box, frame: [40, 40, 20, 20], backgroundColor: "#FF0000"}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - keyframes:
                    duration: 1
                    curve: linear
                    frames:
                      - {start: 0, duration: 0.25, set: {box.transform: [{rotate: 90}]}}
                      - {start: 0.25, duration: 0.25, set: {box.transform: [{rotate: 180}]}}
                      - {start: 0.5, duration: 0.25, set: {box.transform: [{rotate: 270}]}}
                      - {start: 0.75, duration: 0.25, set: {box.transform: [{rotate: 360}]}}
                - completeTransition: true
            """)
        let rz = ValuesExport(t, decompose: true).rows.map { row -> Double in
            guard
                case .number(let v) = row.views[0].values.first(where: { $0.keyPath == "layer.transform.rotation.z" })?
                    .value
            else { return .nan }
            return v
        }
        #expect(rz.count == 21)
        for (i, v) in rz.enumerated() { #expect(abs(v - 360 * Double(i) / 20) < 1e-6, "frame \(i): \(v)") }
    }

    @Test func unwrapAddsWholeTurns() {
        #expect(TransformComponents.unwrapDegrees([0, -5, -10]) == [0, -5, -10])
        #expect(TransformComponents.unwrapDegrees([170, -170, -150, 179, -179]) == [170, 190, 210, 179, 181])
    }
}
