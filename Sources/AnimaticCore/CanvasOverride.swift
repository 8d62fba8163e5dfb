/// A command line's `--fps` or `--scale` that the canvas cannot take.
public struct CanvasOverrideError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension Canvas {
    /// This canvas with a caller's frame rate and pixel density (`--fps`, `--scale`), checked
    /// as the scene's own `canvas:` is: the one place an override is applied.
    public func overriding(fps: Double?, scale: Double?) throws -> Canvas {
        var canvas = self
        if let fps {
            guard fps.isFinite, fps >= 1, fps <= Self.maxFPS else {
                throw CanvasOverrideError("--fps must be in 1…\(Int(Self.maxFPS)), got \(fps)")
            }
            canvas.fps = fps
        }
        if let scale {
            guard scale.isFinite, scale > 0 else { throw CanvasOverrideError("--scale must be positive, got \(scale)") }
            canvas.scale = scale
        }
        if let problem = canvas.problem {
            throw CanvasOverrideError(scale.map { "--scale \($0) makes an unusable canvas: \(problem)" } ?? problem)
        }
        return canvas
    }
}
