import AnimaticCore

/// Layer kinds the model does not draw: they compile, and adding one to a view in the
/// recording is reported rather than drawn wrong.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    override var unmodeledKind: String? { "CAReplicatorLayer" }
}

@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    override var unmodeledKind: String? { "CAEmitterLayer" }
}
