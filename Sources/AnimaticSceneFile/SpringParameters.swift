import AnimaticCore

extension YNode {
    /// mass, stiffness, damping and initialVelocity of a CASpringAnimation-style spring, each
    /// checked against SceneLimits where it was written.
    func springParameters(_ f: Fields) throws(SceneError) -> Spring {
        func read(_ key: String, _ what: String, default value: Double, in range: ClosedRange<Double>)
            throws(SceneError) -> Double
        {
            guard let node = f[key] else { return value }
            let v = try node.double(what)
            guard range.contains(v) else {
                throw node.fail(
                    "\(key) must be in \(Self.limitText(range.lowerBound))…\(Self.limitText(range.upperBound)), got \(v)"
                )
            }
            return v
        }
        let mass = try read("mass", "a mass", default: 1, in: SceneLimits.springParameters)
        let stiffness = try read("stiffness", "a stiffness", default: 100, in: SceneLimits.springParameters)
        let damping = try read("damping", "a damping", default: 10, in: SceneLimits.springDamping)
        let v = SceneLimits.maxSpringVelocity
        let velocity = try read("initialVelocity", "an initial velocity", default: 0, in: -v...v)
        return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    static func limitText(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e7 ? String(Int(saturating: x)) : "\(x)"
    }
}
