/// An animation as `layer.add(_:forKey:)` adds it: a `CABasicAnimation`, `CAKeyframeAnimation`,
/// `CASpringAnimation` or `CAAnimationGroup`, with its `CAMediaTiming`. It never changes the
/// model: while it runs (and, with `removedOnCompletion: false` and a forwards fill, after) the
/// presentation value is its value; once removed the layer shows the model value again.
public struct ExplicitAnimation: Sendable {
    public enum Kind: Sendable {
        case basic(BasicValues)
        case keyframe(KeyframeValues)
        case spring(BasicValues, Spring)
        case group([ExplicitAnimation])
    }

    /// `fromValue`, `toValue`, `byValue` (nil when not set) of a key path.
    public struct BasicValues: Sendable {
        public var keyPath: PropertyPath
        public var from: AnimatableValue?
        public var to: AnimatableValue?
        public var by: AnimatableValue?
        public init(
            keyPath: PropertyPath, from: AnimatableValue? = nil, to: AnimatableValue? = nil, by: AnimatableValue? = nil
        ) {
            self.keyPath = keyPath
            self.from = from
            self.to = to
            self.by = by
        }
    }

    public struct KeyframeValues: Sendable {
        public var keyPath: PropertyPath
        public var values: [AnimatableValue]
        public var path: [KeyframePath.Element]?
        public var keyTimes: [Double]
        public var timingFunctions: [TimingFunction]
        public var calculationMode: KeyframeCalculationMode
        /// `rotationMode`: nil, `auto` (false) or `autoReverse` (true).
        public var rotationReversed: Bool?
        public init(
            keyPath: PropertyPath, values: [AnimatableValue] = [], path: [KeyframePath.Element]? = nil,
            keyTimes: [Double] = [],
            timingFunctions: [TimingFunction] = [], calculationMode: KeyframeCalculationMode = .linear,
            rotationReversed: Bool? = nil
        ) {
            self.keyPath = keyPath
            self.values = values
            self.path = path
            self.keyTimes = keyTimes
            self.timingFunctions = timingFunctions
            self.calculationMode = calculationMode
            self.rotationReversed = rotationReversed
        }
    }

    /// Core Animation's duration when `duration` is 0.
    public static let defaultDuration = 0.25

    public var kind: Kind
    /// Seconds; 0 means `defaultDuration`. A spring given `nil` lasts its settling duration.
    public var duration: Double
    /// Relative to the moment it is added (its group's start inside a group).
    public var beginTime: Double = 0
    public var timeOffset: Double = 0
    public var speed: Double = 1
    public var repeatCount: Double = 1
    public var repeatDuration: Double? = nil
    public var autoreverses = false
    public var fillMode: FillMode = .removed
    public var removedOnCompletion = true
    /// nil is linear pacing, as in Core Animation.
    public var timingFunction: TimingFunction? = nil
    public var additive = false
    public var cumulative = false
    public var location: SourceLocation

    public init(_ kind: Kind, duration: Double = 0, location: SourceLocation = .unknown) {
        self.kind = kind
        self.duration = duration
        self.location = location
    }

    /// The duration Core Animation uses.
    public var effectiveDuration: Double { duration > 0 ? duration : Self.defaultDuration }

    public func timing(begin: Double) -> MediaTiming {
        MediaTiming(
            begin: begin, duration: effectiveDuration, repeatCount: repeatCount, repeatDuration: repeatDuration,
            autoreverses: autoreverses, speed: speed, timeOffset: timeOffset, fillMode: fillMode)
    }
}

/// `- addAnimation: {to: VIEW, key: KEY, basic|keyframe|spring|group: …}`.
public struct AddAnimationStep: Sendable {
    public var viewID: String
    public var key: String?
    public var animation: ExplicitAnimation
    public init(viewID: String, key: String? = nil, animation: ExplicitAnimation) {
        self.viewID = viewID
        self.key = key
        self.animation = animation
    }
}

/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `UIView.transition(from:to:duration:options:completion:)`.
public struct ViewTransitionStep: Sendable {
    public enum Style: String, Sendable, CaseIterable {
        case none, crossDissolve, flipFromLeft, flipFromRight, flipFromTop, flipFromBottom
    }
    public enum Views: Sendable {
        /// `with:` a view, running `animations` inside the transition.
        case with(String, animations: [Step])
        /// `from:to:`: `to` replaces `from` in `from`'s superview (or, with
        /// `showHideTransitionViews`, `from` is hidden and `to` shown); `container` if given must be that superview.
        case replace(from: String, to: String, container: String?, showHide: Bool)
    }
    public var views: Views
    public var duration: Double
    public var style: Style
    public var curve: TimingFunction
    public var completion: [Step]
    public init(
        views: Views, duration: Double, style: Style, curve: TimingFunction = .easeInOut, completion: [Step] = []
    ) {
        self.views = views
        self.duration = duration
        self.style = style
        self.curve = curve
        self.completion = completion
    }
}

extension ViewTransitionStep {
    /// The views the step names, as written.
    public var viewIDs: [String] {
        switch views {
        case .with(let id, _): [id]
        case .replace(let from, let to, let container, _): (container.map { [$0] } ?? []) + [from, to]
        }
    }
}
