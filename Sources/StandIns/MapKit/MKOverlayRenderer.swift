// Renderers draw overlays into the map's tiles. A map view here never asks its delegate for one
// (no map is drawn), so a renderer keeps what the app sets; its conversions between map points
// and its own drawing space, and its path drawing into a context the app hands it, are MapKit's.

public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }

@preconcurrency @MainActor
open class MKOverlayRenderer: NSObject {
    public let overlay: MKOverlay
    open var alpha: CGFloat = 1
    open var blendMode = CGBlendMode.normal
    open var contentScaleFactor: CGFloat { 1 }

    public init(overlay: MKOverlay) { self.overlay = overlay }
    /// Apps write `MKOverlayRenderer()` as a delegate's fallback: a renderer of an empty shape.
    public override convenience init() { self.init(overlay: MKPolyline(mapPoints: [])) }

    /// The renderer's space has its origin at the overlay's bounding rect's top-left corner, one
    /// point per map point (a zoom scale of 1).
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: origin.x + Double(point.x), y: origin.y + Double(point.y))
    }
    open func rect(for mapRect: MKMapRect) -> CGRect {
        let origin = point(for: mapRect.origin)
        return CGRect(x: origin.x, y: origin.y, width: mapRect.width, height: mapRect.height)
    }
    open func mapRect(for rect: CGRect) -> MKMapRect {
        let origin = mapPoint(for: rect.origin)
        return MKMapRect(origin: origin, size: MKMapSize(width: Double(rect.width), height: Double(rect.height)))
    }
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }
    open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ mapRect: MKMapRect) {}
    open func setNeedsDisplay(_ mapRect: MKMapRect, zoomScale: MKZoomScale) {}
}

open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    open var lineWidth: CGFloat = 0
    open var lineJoin = CGLineJoin.round
    open var lineCap = CGLineCap.round
    open var miterLimit: CGFloat = 10
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
    open var shouldRasterize = false
    private var madePath: CGPath?

    /// Made by `createPath()` when first asked for, as MapKit does.
    open var path: CGPath! {
        get {
            if madePath == nil { createPath() }
            return madePath
        }
        set { madePath = newValue }
    }
    open func createPath() {}
    open func invalidatePath() { madePath = nil }

    /// Line widths are in screen points: in map points they grow as the zoom scale shrinks.
    open func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        context.setStrokeColor((strokeColor ?? .clear).cgColor)
        context.setLineWidth(lineWidth / zoomScale)
        context.setLineJoin(lineJoin)
        context.setLineCap(lineCap)
        context.setMiterLimit(miterLimit)
        if let lineDashPattern {
            context.setLineDash(
                phase: lineDashPhase / zoomScale, lengths: lineDashPattern.map { CGFloat($0.doubleValue) / zoomScale })
        }
    }
    open func applyFillProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        context.setFillColor((fillColor ?? .clear).cgColor)
    }
    open func strokePath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.strokePath()
    }
    open func fillPath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.fillPath()
    }
    open override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
        guard let path else { return }
        if fillColor != nil {
            applyFillProperties(to: context, atZoomScale: zoomScale)
            fillPath(path, in: context)
        }
        if strokeColor != nil {
            applyStrokeProperties(to: context, atZoomScale: zoomScale)
            strokePath(path, in: context)
        }
    }

    /// The points as a path in the renderer's space, closed for a polygon.
    func path(through points: [MKMapPoint], closed: Bool) -> CGPath {
        let path = CGMutablePath()
        for (index, mapPoint) in points.enumerated() {
            if index == 0 { path.move(to: point(for: mapPoint)) } else { path.addLine(to: point(for: mapPoint)) }
        }
        if closed && !points.isEmpty { path.closeSubpath() }
        return path
    }
}

open class MKPolylineRenderer: MKOverlayPathRenderer {
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    public var polyline: MKPolyline { overlay as? MKPolyline ?? MKPolyline(mapPoints: []) }
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
    open override func createPath() {
        path = self.path(through: polyline.mapPoints, closed: false)
    }
}

open class MKGradientPolylineRenderer: MKPolylineRenderer {
    open private(set) var locations: [NSNumber] = []
    open private(set) var colors: [UIColor] = []
    open func setColors(_ colors: [UIColor], locations: [CGFloat]) {
        self.colors = colors
        self.locations = locations.map { NSNumber(value: Double($0)) }
    }
}

open class MKPolygonRenderer: MKOverlayPathRenderer {
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    public var polygon: MKPolygon { overlay as? MKPolygon ?? MKPolygon(mapPoints: []) }
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
    open override func createPath() {
        path = self.path(through: polygon.mapPoints, closed: true)
    }
}

open class MKCircleRenderer: MKOverlayPathRenderer {
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    public var circle: MKCircle { overlay as? MKCircle ?? MKCircle(center: CLLocationCoordinate2D(), radius: 0) }
    public init(circle: MKCircle) { super.init(overlay: circle) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
    /// The circle fills the overlay's bounding square, the renderer's space starting at its corner.
    open override func createPath() {
        let side = circle.boundingMapRect.width
        path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: side, height: side), transform: nil)
    }
}

open class MKMultiPolygonRenderer: MKOverlayPathRenderer {
    public var multiPolygon: MKMultiPolygon { overlay as? MKMultiPolygon ?? MKMultiPolygon([]) }
    public init(multiPolygon: MKMultiPolygon) { super.init(overlay: multiPolygon) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
}

open class MKMultiPolylineRenderer: MKOverlayPathRenderer {
    public var multiPolyline: MKMultiPolyline { overlay as? MKMultiPolyline ?? MKMultiPolyline([]) }
    public init(multiPolyline: MKMultiPolyline) { super.init(overlay: multiPolyline) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
}

open class MKTileOverlayRenderer: MKOverlayRenderer {
    public init(tileOverlay overlay: MKTileOverlay) { super.init(overlay: overlay) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
    open func reloadData() {}
}
