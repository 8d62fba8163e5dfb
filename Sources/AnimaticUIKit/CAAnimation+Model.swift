import AnimaticCore

/// `CAAnimation` objects as the model's `ExplicitAnimation`: key paths as Core Animation spells
/// them (`position.y`, `transform.rotation.y`, `path`, `strokeEnd`), values as Swift passes
/// them (`CGFloat`, `CGPoint`, `CGColor`, `CATransform3D`, `CGPath`), angles in radians.
@MainActor
extension CAAnimation {
    struct Unmodeled: Error { let message: String }

    /// `beginTime` in the layer's time becomes seconds after `now` for a top-level animation
    /// (0 stays "now", as Core Animation sets it to the current time when added); inside a
    /// group it is relative to the group already.
    func model(now: Double?, at location: SourceLocation) throws(Unmodeled) -> ExplicitAnimation {
        var a = ExplicitAnimation(try kind(at: location), duration: duration, location: location)
        if let now { a.beginTime = beginTime == 0 ? 0 : beginTime - now } else { a.beginTime = beginTime }
        a.timeOffset = timeOffset
        guard speed > 0 else {
            throw Unmodeled(message: "speed \(speed): only speeds above 0 are modeled (a paused animation never ends)")
        }
        a.speed = Double(speed)
        // Core Animation: a repeat count of 0 (and no repeat duration) plays once.
        a.repeatCount = repeatCount > 0 ? Double(repeatCount) : 1
        a.repeatDuration = repeatDuration > 0 ? repeatDuration : nil
        guard a.repeatCount.isFinite else {
            throw Unmodeled(message: "repeatCount .infinity repeats forever; Animatic renders transitions that end")
        }
        a.autoreverses = autoreverses
        a.fillMode = FillMode(rawValue: fillMode.rawValue) ?? .removed
        a.removedOnCompletion = isRemovedOnCompletion
        a.timingFunction = timingFunction?.function
        if let p = self as? CAPropertyAnimation {
            a.additive = p.isAdditive
            a.cumulative = p.isCumulative
        }
        return a
    }

    private func kind(at location: SourceLocation) throws(Unmodeled) -> ExplicitAnimation.Kind {
        switch self {
        case let group as CAAnimationGroup:
            var children: [ExplicitAnimation] = []
            for child in group.animations ?? [] { children.append(try child.model(now: nil, at: location)) }
            return .group(children)
        case let spring as CASpringAnimation:
            return .spring(try spring.basicValues(), spring.spring)
        case let basic as CABasicAnimation:
            return .basic(try basic.basicValues())
        case let keyframe as CAKeyframeAnimation:
            return .keyframe(try keyframe.keyframeValues())
        default:
            throw Unmodeled(message: "\(type(of: self)) is not modeled (CATransition and custom subclasses)")
        }
    }
}

@MainActor
extension CAPropertyAnimation {
    /// The model's path and whether its numbers are angles (radians here, degrees there).
    func modelKeyPath() throws(CAAnimation.Unmodeled) -> (PropertyPath, isAngle: Bool) {
        let spelling = keyPath ?? ""
        guard let path = PropertyPath.resolve(layerKeyPath: spelling) else {
            throw CAAnimation.Unmodeled(
                message: "key path \"\(spelling)\" is not an animatable CALayer key path Animatic models")
        }
        if case .layer(let p) = path.root, [.rotationX, .rotationY, .rotationZ].contains(p) { return (path, true) }
        return (path, false)
    }

    func modelValue(_ value: Any, for path: PropertyPath, isAngle: Bool) throws(CAAnimation.Unmodeled)
        -> AnimatableValue
    {
        guard let v = Self.animatable(value, kind: path.valueKind) else {
            throw CAAnimation.Unmodeled(
                message: "\(type(of: value)) is not a value for \"\(keyPath ?? "")\" (\(path.valueKind.expectation))")
        }
        if isAngle, case .number(let radians) = v { return .number(radians * 180 / .pi) }
        return v
    }

    static func animatable(_ value: Any, kind: ValueKind) -> AnimatableValue? {
        switch value {
        case let v as CGFloat: return kind == .number ? .number(Double(v)) : nil
        case let v as Double: return kind == .number ? .number(v) : nil
        case let v as Float: return kind == .number ? .number(Double(v)) : nil
        case let v as Int: return kind == .number ? .number(Double(v)) : kind == .bool ? .bool(v != 0) : nil
        case let v as Bool: return kind == .bool ? .bool(v) : kind == .number ? .number(v ? 1 : 0) : nil
        case let v as NSNumber:
            return kind == .bool ? .bool(v.boolValue) : kind == .number ? .number(v.doubleValue) : nil
        case let v as NSValue: return v.geometry.flatMap { animatable($0, kind: kind) }
        case let v as CGPoint: return kind == .point ? .point(v.core) : nil
        case let v as CGSize: return kind == .size ? .size(v.core) : nil
        case let v as CGRect: return kind == .rect ? .rect(v.core) : nil
        case let v as CGColor: return kind == .color ? .color(v.color) : nil
        case let v as UIColor: return kind == .color ? .color(v.color) : nil
        case let v as CATransform3D: return kind == .transform ? .transform(v.core) : nil
        case let v as CGAffineTransform:
            return kind == .transform ? .transform(CATransform3DMakeAffineTransform(v).core) : nil
        case let v as CGPath: return kind == .path ? .path(v.shape) : nil
        case let v as UIBezierPath: return kind == .path ? .path(v.shape) : nil
        case let v as [Any]:
            if kind == .colors {
                let colors = v.compactMap(CAGradientLayer.color)
                return colors.count == v.count ? .colors(colors) : nil
            }
            if kind == .numbers {
                let numbers = v.compactMap { animatable($0, kind: .number) }.compactMap { n -> Double? in
                    if case .number(let d) = n { return d } else { return nil }
                }
                return numbers.count == v.count ? .numbers(numbers) : nil
            }
            return nil
        default: return nil
        }
    }
}

@MainActor
extension CABasicAnimation {
    func basicValues() throws(CAAnimation.Unmodeled) -> ExplicitAnimation.BasicValues {
        let (path, isAngle) = try modelKeyPath()
        func value(_ v: Any?) throws(CAAnimation.Unmodeled) -> AnimatableValue? {
            guard let v else { return nil }
            return try modelValue(v, for: path, isAngle: isAngle)
        }
        return ExplicitAnimation.BasicValues(
            keyPath: path, from: try value(fromValue), to: try value(toValue), by: try value(byValue))
    }
}

@MainActor
extension CAKeyframeAnimation {
    func keyframeValues() throws(CAAnimation.Unmodeled) -> ExplicitAnimation.KeyframeValues {
        let (modelPath, isAngle) = try modelKeyPath()
        var k = ExplicitAnimation.KeyframeValues(keyPath: modelPath)
        if let path {
            guard modelPath.valueKind == .point else {
                throw CAAnimation.Unmodeled(
                    message: "CAKeyframeAnimation.path animates a point key path (position), not \"\(keyPath ?? "")\"")
            }
            k.path = KeyframePath.elements(of: path.shape)
        } else {
            var values: [AnimatableValue] = []
            for v in self.values ?? [] { values.append(try modelValue(v, for: modelPath, isAngle: isAngle)) }
            k.values = values
        }
        k.keyTimes = (keyTimes ?? []).map(\.doubleValue)
        k.timingFunctions = (timingFunctions ?? []).map(\.function)
        k.calculationMode = KeyframeCalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        let shaping = [tensionValues, continuityValues, biasValues].compactMap { $0 }.joined()
        if [.cubic, .cubicPaced].contains(calculationMode), shaping.contains(where: { $0.doubleValue != 0 }) {
            throw CAAnimation.Unmodeled(
                message: "CAKeyframeAnimation tensionValues/continuityValues/biasValues: the cubic curve is drawn "
                    + "with them all 0")
        }
        k.rotationReversed = rotationMode.map { $0 == .rotateAutoReverse }
        return k
    }
}

extension CALayer {
    /// Records an `addAnimation` step: the animation changes what is drawn, never the model.
    public func add(
        _ anim: CAAnimation, forKey key: String?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard let recorder = Recording.recorder else { return }
        recorder.location = location
        let model: ExplicitAnimation
        do { model = try anim.model(now: recorder.now, at: location) } catch {
            return recorder.report("CALayer.add(_:forKey:) (\(type(of: anim))): \(error.message)", at: location)
        }
        guard view.isBound else {
            // Core Animation runs an animation once its layer is in a layer tree: a layer made in the
            // animator and animated before it is a sublayer or a mask starts when it joins. Its
            // transaction still waits for it.
            recorder.extendTransactions(to: model.timing(begin: recorder.now + model.beginTime).activeEnd)
            view.attachments.pendingAnimations.append(
                PendingAnimation(key: key, model: model, object: anim, location: location))
            return
        }
        recorder.addAnimation(
            AddAnimationStep(viewID: view.animaticID, key: key, animation: model), object: anim, at: location)
    }
    public func removeAnimation(forKey key: String, file: String = #fileID, line: Int = #line, column: Int = #column) {
        view.attachments.pendingAnimations.removeAll { $0.key == key }
        guard let recorder = Recording.recorder, view.isBound else { return }
        recorder.removeAnimation(of: view.animaticID, key: key, at: callSite(file, line, column))
    }
    /// Removes UIView animations of the layer too, as Core Animation does.
    public func removeAllAnimations(file: String = #fileID, line: Int = #line, column: Int = #column) {
        view.attachments.pendingAnimations.removeAll()
        guard let recorder = Recording.recorder, view.isBound else { return }
        recorder.removeAnimation(of: view.animaticID, key: nil, at: callSite(file, line, column))
    }
    /// The animation added under `key` while it is in the layer (until its end when removed on completion).
    public func animation(forKey key: String) -> CAAnimation? {
        Recording.recorder?.liveAnimations(of: view.animaticID).first { $0.key == key }?.object
    }
    public func animationKeys() -> [String]? {
        let keys = (Recording.recorder?.liveAnimations(of: view.animaticID) ?? []).compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
}

/// An animation added to a layer not yet in the recording, added when the layer joins.
struct PendingAnimation {
    let key: String?
    let model: ExplicitAnimation
    let object: CAAnimation
    let location: SourceLocation
}
