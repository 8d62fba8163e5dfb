import Foundation

/// A damped harmonic oscillator as `CASpringAnimation` models it: a mass on a spring pulled
/// from 0 to the target 1, `m·x'' = −k·(x − 1) − c·x'`, with `x(0) = 0` and
/// `x'(0) = initialVelocity` (distances per second; positive moves toward the target, as
/// in CASpringAnimation and UIKit's `initialSpringVelocity`).
///
/// Requires `mass > 0`, `stiffness > 0`, `damping >= 0`.
public struct Spring: Sendable, Equatable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// ζ = c / (2√(k·m)): below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position at `time` seconds (times before 0 read as 0).
    public func value(at time: Double) -> Double { 1 + offset(at: max(time, 0)) }

    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        let (c, s) = basis(at: t)
        let y = -c + b * s
        return -decayRate * y + b * c + sigma * s
    }

    /// The earliest time from which `|x(t) − 1| <= 0.001` holds forever; `.infinity` for a
    /// spring that never settles (no damping or no stiffness).
    ///
    /// Exact rather than an envelope estimate: between consecutive extrema of x(t) the
    /// motion is monotonic, so the answer is the single threshold crossing inside the
    /// interval that follows the last extremum still outside the band; that crossing is
    /// found by bisection, and the returned time is on the settled side of it.
    public var settlingDuration: Double {
        let threshold = 0.001
        guard mass > 0, stiffness > 0, decayRate > 0 else { return .infinity }
        // Measured as callers will see it, on 1 + y, so rounding cannot put the returned
        // time a hair outside the band.
        let outside = { (t: Double) in abs(self.value(at: t) - 1) > threshold }
        let lower: Double
        var upper: Double?
        let extrema = extremumTimes(outside: outside)
        if let last = extrema.lastIndex(where: outside) {
            lower = extrema[last]
            upper = last + 1 < extrema.count ? extrema[last + 1] : nil
        } else {
            lower = 0
            upper = extrema.first
        }
        if upper == nil {
            // Past the last extremum |x − 1| only shrinks, so doubling brackets the crossing.
            var step = 1 / decayRate
            var candidate = lower + step
            while outside(candidate), step < 1e12 {
                step *= 2
                candidate = lower + step
            }
            upper = candidate
        }
        var lo = lower, hi = upper!
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            guard mid > lo, mid < hi else { break }
            if outside(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// iOS 17's spring of a perceptual duration and a bounce (`UIView.animate(springDuration:bounce:…)`,
    /// `UISpringTimingParameters(duration:bounce:)`, `CASpringAnimation(perceptualDuration:bounce:)`):
    /// mass 1, stiffness (2π / duration)², damping ratio 1 − bounce, or 1 / (1 + bounce) for a
    /// negative (overdamped) bounce. Apple's `Spring` reference gives `Spring(duration: 0.5, bounce: 0.3)`
    /// as mass 1.0, stiffness 157.9, damping 17.6, and (1, 100, 10) as duration 0.63, bounce 0.5, which
    /// these formulas give. A bounce of 1 or more would never settle: its ratio is held at 0.001.
    public static func perceptual(duration: Double, bounce: Double, initialVelocity: Double) -> Spring {
        precondition(duration > 0, "a spring needs a positive duration")
        let omega = 2 * Double.pi / duration
        let ratio = bounce >= 0 ? max(1 - bounce, 0.001) : 1 / max(1 + bounce, 0.001)
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
    /// runs. Apple does not document the mapping; this one uses mass 1, damping
    /// `2·ζ·√k` (so `dampingRatio == ζ`), and the stiffness k for which the motion settles
    /// (stays within 0.001 of the target) at `duration`: the animation's duration is the
    /// spring's settling time, as with CASpringAnimation's `settlingDuration`.
    ///
    /// With zero initial velocity the settling time scales exactly as `1/√k`, which gives k
    /// directly; a bisection on log k then lands on the stiffest-side edge, so the returned
    /// spring's `settlingDuration <= duration`. A ζ at or below 0 would never settle and is
    /// raised to 0.001; `duration` must be positive.
    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Spring {
        precondition(duration > 0, "a spring animation needs a positive duration")
        let zeta = max(dampingRatio, 0.001)
        func spring(_ k: Double) -> Spring {
            Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity)
        }
        func settlesInTime(_ k: Double) -> Bool { spring(k).settlingDuration <= duration }

        let unitTime = Spring(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0).settlingDuration
        let guess = (unitTime / duration) * (unitTime / duration)
        var lo = guess, hi = guess
        var factor = 1.0 + 1e-6
        if settlesInTime(guess) {
            repeat {
                lo /= factor
                factor *= factor
            } while settlesInTime(lo) && lo > 1e-12
        } else {
            repeat {
                hi *= factor
                factor *= factor
            } while !settlesInTime(hi) && hi < 1e12
        }
        for _ in 0..<200 {
            let mid = (lo * hi).squareRoot()
            guard mid > lo, mid < hi else { break }
            if settlesInTime(mid) { hi = mid } else { lo = mid }
        }
        return spring(hi)
    }

    // MARK: - Closed form
    //
    // With y = x − 1, y'' + 2α·y' + ω0²·y = 0, α = c/2m, ω0² = k/m. Writing σ = ω0² − α²,
    // y(t) = A·C(t) + B·S(t) with A = y(0) = −1, B = v0 + α·A and
    //   σ > 0: C = e^(−αt)·cos(ωt),  S = e^(−αt)·sin(ωt)/ω,   ω = √σ
    //   σ = 0: C = e^(−αt),          S = e^(−αt)·t
    //   σ < 0: C = e^(−αt)·cosh(ωt), S = e^(−αt)·sinh(ωt)/ω,  ω = √(−σ)
    // Because C' = −α·C − σ·S and S' = C − α·S, y' = −α·y + B·C + σ·S in every regime.
    // Dividing by ω inside S (instead of in B) keeps near-critical springs free of cancellation.

    private var decayRate: Double { damping / (2 * mass) }
    private var sigma: Double { stiffness / mass - decayRate * decayRate }
    private var b: Double { initialVelocity - decayRate }

    private func offset(at t: Double) -> Double {
        let (c, s) = basis(at: t)
        return -c + b * s
    }

    private func basis(at t: Double) -> (c: Double, s: Double) {
        let alpha = decayRate, sigma = sigma
        if sigma > 0 {
            let omega = sigma.squareRoot()
            let decay = exp(-alpha * t)
            return (decay * cos(omega * t), decay * sin(omega * t) / omega)
        }
        if sigma == 0 {
            let decay = exp(-alpha * t)
            return (decay, decay * t)
        }
        let omega = (-sigma).squareRoot()
        if omega * t < 20 {
            let decay = exp(-alpha * t)
            return (decay * cosh(omega * t), decay * sinh(omega * t) / omega)
        }
        // cosh alone would overflow for large ωt; the slow and fast exponentials don't.
        let slow = exp((omega - alpha) * t), fast = exp((-omega - alpha) * t)
        return ((slow + fast) / 2, (slow - fast) / (2 * omega))
    }

    /// The times t > 0 where y'(t) = 0, in order, up to and including the first one whose
    /// |y| is inside the band (|y| at extrema shrinks monotonically after the first).
    /// y' = P·C + Q·S with P = v0 and Q = σ − α·B.
    private func extremumTimes(outside: (Double) -> Bool) -> [Double] {
        let alpha = decayRate, sigma = sigma
        let p = initialVelocity, q = sigma - alpha * b
        if sigma > 0 {
            // P·cos θ + (Q/ω)·sin θ = R·cos(θ − ψ) vanishes at θ = ψ + π/2 + nπ.
            let omega = sigma.squareRoot()
            let psi = atan2(q / omega, p)
            var first = (psi + .pi / 2).truncatingRemainder(dividingBy: .pi)
            if first <= 0 { first += .pi }
            let time = { (n: Double) in (first + n * .pi) / omega }
            // |y| at the n-th extremum is K·e^(−α·t_n); jump close to the last one outside.
            let k0 = abs(offset(at: time(0))) * exp(alpha * time(0))
            var n = 0.0
            if k0 > 0.001 {
                let lastTime = log(k0 / 0.001) / alpha
                n = max(0, ((lastTime * omega - first) / .pi).rounded(.down) - 1)
                // Past 2^53 `n - 1 == n`: bound the walk so absurd springs end instead of spinning.
                var steps = 0
                while n > 0, !outside(time(n)), steps < 10_000 {
                    n -= 1
                    steps += 1
                }
                while outside(time(n + 1)), steps < 20_000 {
                    n += 1
                    steps += 1
                }
            }
            var result: [Double] = []
            if n > 0 || outside(time(0)) {
                result.append(time(n))
                result.append(time(n + 1))
            } else {
                result.append(time(0))
            }
            return result
        }
        // Without oscillation y' has at most one zero for t > 0.
        var t: Double?
        if sigma == 0 {
            if q != 0, -p / q > 0 { t = -p / q }
        } else if q != 0 {
            let omega = (-sigma).squareRoot()
            let ratio = -p * omega / q
            if ratio > 0, ratio < 1 { t = atanh(ratio) / omega }
        }
        return t.map { [$0] } ?? []
    }
}
