import AnimaticCore

// UIKit's drawing calls that go through the current image context. Choosing colors changes
// no pixels; filling and stroking do, and are reported there (see `CGContext`).

extension UIColor {
    public func setFill() {}
    public func setStroke() {}
    public func set() {}
}

@MainActor
public func UIRectFill(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
    UIGraphicsGetCurrentContext()?.notModelled("UIRectFill(_:)", callSite(file, line, column))
}

@MainActor
public func UIRectFrame(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
    UIGraphicsGetCurrentContext()?.notModelled("UIRectFrame(_:)", callSite(file, line, column))
}

extension UIBezierPath {
    public func fill(file: String = #fileID, line: Int = #line, column: Int = #column) {
        UIGraphicsGetCurrentContext()?.notModelled("UIBezierPath.fill()", callSite(file, line, column))
    }
    public func stroke(file: String = #fileID, line: Int = #line, column: Int = #column) {
        UIGraphicsGetCurrentContext()?.notModelled("UIBezierPath.stroke()", callSite(file, line, column))
    }
    /// A clip changes no pixels by itself; what is drawn under it is reported.
    public func addClip() { UIGraphicsGetCurrentContext()?.clip(to: .zero) }
}
