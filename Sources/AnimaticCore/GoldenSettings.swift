/// How different a rendered frame may be from its golden and still pass.
///
/// Two levels, as in pixelmatch and Playwright, but with a perceptual unit:
/// - `deltaE`: a pixel *differs* when its color difference to the golden pixel, in CIEDE2000
///   ΔE (both composited over white and over black, the larger of the two, so alpha counts),
///   is larger than this. 0 means any visible difference; about 1 is the smallest difference a
///   trained eye sees side by side, 2.3 a "just noticeable difference".
/// - `maxPixels` and `maxRatio`: how many pixels may differ, as a count and as a share of the
///   frame (0…1). Both apply when both are given; when neither is, no pixel may differ.
/// - `ignoresAntialiasing`: differing pixels on an edge in either image (pixelmatch's
///   anti-aliasing test) are counted apart and do not count against the limits.
///
/// The default, `exact`, lets no pixel differ at all: rendering is deterministic on one platform.
public struct Tolerance: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var deltaE: Double
    public var maxPixels: Int?
    public var maxRatio: Double?
    public var ignoresAntialiasing: Bool

    public init(deltaE: Double = 0, maxPixels: Int? = nil, maxRatio: Double? = nil, ignoresAntialiasing: Bool = false) {
        self.deltaE = deltaE
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    public static let exact = Tolerance()

    /// Whether `differing` pixels out of `total` are within the limits.
    public func allows(differing: Int, of total: Int) -> Bool {
        if maxPixels == nil, maxRatio == nil { return differing == 0 }
        if let maxPixels, differing > maxPixels { return false }
        if let maxRatio, Double(differing) > maxRatio * Double(max(total, 1)) { return false }
        return true
    }

    /// No visible difference allowed anywhere.
    public var isExact: Bool { deltaE == 0 && !allows(differing: 1, of: Int(Int32.max)) }

    /// "at most 20 px with ΔE00 > 1.5, anti-aliasing ignored"; "no pixel with ΔE00 > 0".
    public var description: String {
        let over = "with ΔE00 > \(Self.short(deltaE))"
        var text =
            switch (maxPixels, maxRatio) {
            case (nil, nil): "no pixel \(over)"
            case (let p?, nil): "at most \(p) px \(over)"
            case (nil, let r?): "at most \(Self.short(r * 100)) % of pixels \(over)"
            case (let p?, let r?): "at most \(p) px and \(Self.short(r * 100)) % of pixels \(over)"
            }
        if ignoresAntialiasing { text += ", anti-aliasing ignored" }
        return text
    }

    public static func short(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : String(x)
    }
}

/// A partial tolerance: the fields a scene file or a command line sets, laid over another.
public struct ToleranceOverride: Sendable, Equatable, Hashable {
    public var deltaE: Double?
    public var maxPixels: Int?
    public var maxRatio: Double?
    public var ignoresAntialiasing: Bool?

    public init(deltaE: Double? = nil, maxPixels: Int? = nil, maxRatio: Double? = nil, ignoresAntialiasing: Bool? = nil)
    {
        self.deltaE = deltaE
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    public var isEmpty: Bool { deltaE == nil && maxPixels == nil && maxRatio == nil && ignoresAntialiasing == nil }

    /// `base` with every field this override sets replaced.
    public func applied(to base: Tolerance) -> Tolerance {
        var t = base
        if let deltaE { t.deltaE = deltaE }
        if let maxPixels { t.maxPixels = maxPixels }
        if let maxRatio { t.maxRatio = maxRatio }
        if let ignoresAntialiasing { t.ignoresAntialiasing = ignoresAntialiasing }
        return t
    }
}

/// The scene file's `goldens:` key: which frames golden tests sample, and the scene's own
/// tolerance (laid over the command line's or the caller's).
public struct GoldenSettings: Sendable, Equatable {
    /// `at:` times in seconds; each maps to the nearest frame, rendered at exactly that time.
    public var times: [Double]?
    /// `every: n`: frames 0, n, 2n, … and the last frame.
    public var every: Int?
    public var tolerance: ToleranceOverride?
    /// `motion: true`: a record also keeps every frame as `motion.apng`, for the golden player
    /// (review only: a check compares the sampled frames, never the motion).
    public var motion: Bool?

    public init(
        times: [Double]? = nil, every: Int? = nil, tolerance: ToleranceOverride? = nil, motion: Bool? = nil
    ) {
        self.times = times
        self.every = every
        self.tolerance = tolerance
        self.motion = motion
    }
}
