import AnimaticCore

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    var core: Point { Point(Double(x), Double(y)) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var core: Size { Size(Double(width), Double(height)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
    var core: Rect { Rect(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)) }
}

extension UIEdgeInsets {
    var core: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension PropertyPath {
    static func layer(_ property: LayerProperty) -> PropertyPath { PropertyPath(root: .layer(property)) }
    static let frame = PropertyPath(root: .frame)
}

/// Where a UIKit call was written: `#fileID`, `#line`, `#column` captured by its default arguments.
func callSite(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}
