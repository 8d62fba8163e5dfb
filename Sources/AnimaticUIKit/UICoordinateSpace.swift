import AnimaticCore
import Foundation

/// `UICoordinateSpace`: what points and rects convert between, a view or the screen. The
/// recording's screen holds one full-screen window in portrait, so the screen's space
/// (`UIScreen.coordinateSpace`) is the window's, and its fixed space (`fixedCoordinateSpace`,
/// portrait-up) is the same. iOS's protocol refines `NSObjectProtocol`; here any class may adopt it.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

// A view converts to another view directly; to any other space through the screen's (its window's).
extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return coordinateSpace.convert(convert(point, to: nil), from: UIScreen.main.coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return convert(coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace), from: nil)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return coordinateSpace.convert(convert(rect, to: nil), from: UIScreen.main.coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return convert(coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace), from: nil)
    }
}

/// The screen's coordinate space: the window's. Converting to or from another space goes
/// through that space's own conversion to the window.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, to: self)
    }
}

extension UIScreen {
    /// The screen's space: the recording's window's (one full-screen window).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
    /// Portrait-up, as the recording always is: the same as `coordinateSpace`.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
}
