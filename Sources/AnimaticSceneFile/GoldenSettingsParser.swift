import AnimaticCore

/// The scene file's `goldens:` key:
///
/// ```yaml
/// goldens:
///   at: [0, 0.1, 0.25, 0.5, 1.0]     # seconds; or  every: 3  (frames 0, 3, 6, … and the last)
///   tolerance: {deltaE: 1, pixels: 20, ratio: 0.001, antialiasing: ignore}
///   motion: true                     # a record also keeps every frame (motion.apng), for review
/// ```
extension SceneParser {
    static let goldenKeys = ["at", "every", "tolerance", "motion"]
    static let toleranceKeys = ["deltaE", "pixels", "ratio", "antialiasing"]

    func goldenSettings(_ n: YNode) throws(SceneError) -> GoldenSettings {
        let f = try n.fields("goldens", allowed: Self.goldenKeys)
        var settings = GoldenSettings()
        if f["at"] != nil, f["every"] != nil { throw f["every"]!.fail("goldens takes 'at' or 'every', not both") }
        if let at = f["at"] {
            var times: [Double] = []
            let items = at.isSequence ? try at.array("a list of times in seconds") : [at]
            guard !items.isEmpty else { throw at.fail("goldens.at needs at least one time") }
            for item in items {
                let t = try item.double("a time in seconds")
                guard t >= 0, t <= Timeline.maxDuration else {
                    throw item.fail("a golden time must be in 0…\(Int(Timeline.maxDuration)) s, got \(t)")
                }
                times.append(t)
            }
            settings.times = times
        }
        if let every = f["every"] {
            let k = try every.int("a whole number of frames")
            guard k >= 1 else { throw every.fail("goldens.every must be ≥ 1, got \(k)") }
            settings.every = k
        }
        if let t = f["tolerance"] { settings.tolerance = try tolerance(t) }
        if let m = f["motion"] { settings.motion = try m.bool() }
        return settings
    }

    func tolerance(_ n: YNode) throws(SceneError) -> ToleranceOverride {
        let f = try n.fields("a tolerance", allowed: Self.toleranceKeys)
        var t = ToleranceOverride()
        if let d = f["deltaE"] {
            let v = try d.double("a CIEDE2000 color difference (0 = any visible difference)")
            guard v >= 0, v <= 100 else { throw d.fail("deltaE must be in 0…100, got \(v)") }
            t.deltaE = v
        }
        if let p = f["pixels"] {
            let v = try p.int("a number of pixels")
            guard v >= 0 else { throw p.fail("pixels must be ≥ 0, got \(v)") }
            t.maxPixels = v
        }
        if let r = f["ratio"] {
            let v = try r.double("a share of the frame's pixels in 0…1")
            guard (0...1).contains(v) else { throw r.fail("ratio is a share of the frame's pixels in 0…1, got \(v)") }
            t.maxRatio = v
        }
        if let a = f["antialiasing"] {
            let word = try a.string("count or ignore")
            switch word {
            case "count": t.ignoresAntialiasing = false
            case "ignore": t.ignoresAntialiasing = true
            default:
                throw a.fail(
                    "unknown antialiasing '\(word)'\(Suggestion.didYouMean(word, in: ["count", "ignore"])); expected count or ignore"
                )
            }
        }
        return t
    }
}
