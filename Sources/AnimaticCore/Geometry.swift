/// Points, sizes and rectangles in points (UIKit's unit), as CGPoint/CGSize/CGRect.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(0, 0)
    public var description: String { "(\(x), \(y))" }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(0, 0)
    public var description: String { "(\(width), \(height))" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }
    public static let zero = Rect(0, 0, 0, 0)

    /// The smallest rect containing the points (UIKit's frame of a transformed rect).
    public init(bounding points: [Point]) {
        let xs = points.map(\.x), ys = points.map(\.y)
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        self.init(minX, minY, (xs.max() ?? 0) - minX, (ys.max() ?? 0) - minY)
    }

    public var corners: [Point] { [Point(minX, minY), Point(maxX, minY), Point(minX, maxY), Point(maxX, maxY)] }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// UIEdgeInsets: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
