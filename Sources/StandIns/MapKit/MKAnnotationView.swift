// The views MapKit shows for annotations. A map view here never asks its delegate for one (no
// map is shown), so they appear only where an app adds them itself; there, what MapKit draws
// (a marker's balloon, a pin, the annotation's image) is reported, and the rest keeps what the
// app sets.

public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
}

public enum MKAnnotationViewCollisionMode: Int, Sendable { case rectangle, circle, none }
public enum MKFeatureVisibility: Int, Sendable { case adaptive, hidden, visible }

@available(iOS, deprecated: 9.0, message: "Use pinTintColor")
public enum MKPinAnnotationColor: UInt, Sendable { case red, green, purple }

/// Posted when an annotation's title or subtitle changes, to update a callout (MKAnnotationView.h).
public let MKAnnotationCalloutInfoDidChangeNotification = "MKAnnotationCalloutInfoDidChangeNotification"

@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    public enum DragState: UInt, Sendable { case none, starting, dragging, canceling, ending }

    open private(set) var reuseIdentifier: String?
    open var annotation: MKAnnotation?
    /// Setting an image sizes the view to it, as MapKit does; MapKit draws the image, which is
    /// reported on screen.
    open var image: UIImage? {
        didSet {
            if let image { frame.size = image.size }
            contentNotDrawn = image == nil ? mapKitContent : "\(Self.self)'s image"
        }
    }
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var leftCalloutOffset = CGPoint.zero
    open var rightCalloutOffset = CGPoint.zero
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false
    open var canShowCallout = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var isDraggable = false
    open var dragState = DragState.none
    open var clusteringIdentifier: String?
    open var cluster: MKAnnotationView? { nil }
    open var displayPriority = MKFeatureDisplayPriority.required
    open var zPriority = MKAnnotationViewZPriority.defaultUnselected
    open var selectedZPriority = MKAnnotationViewZPriority.defaultSelected
    open var collisionMode = MKAnnotationViewCollisionMode.rectangle

    /// What MapKit draws in this kind of view with no image (a marker's balloon, a pin), if anything.
    var mapKitContent: String? { nil }

    public init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentNotDrawn = mapKitContent
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentNotDrawn = mapKitContent
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = mapKitContent
    }

    open func prepareForReuse() {}
    open func prepareForDisplay() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }
}

@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var titleVisibility = MKFeatureVisibility.adaptive
    open var subtitleVisibility = MKFeatureVisibility.adaptive
    open var animatesWhenAdded = false
    override var mapKitContent: String? { "MKMarkerAnnotationView's marker" }
}

@available(iOS, deprecated: 16.0, message: "Use MKMarkerAnnotationView")
@preconcurrency @MainActor
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor? = MKPinAnnotationView.redPinColor()
    open var animatesDrop = false
    @available(iOS, deprecated: 9.0, message: "Use pinTintColor")
    open var pinColor = MKPinAnnotationColor.red
    override var mapKitContent: String? { "MKPinAnnotationView's pin" }
    open class func redPinColor() -> UIColor { .systemRed }
    open class func greenPinColor() -> UIColor { .systemGreen }
    open class func purplePinColor() -> UIColor { .systemPurple }
}

/// The view for the user's location: never shown, as there is none.
@preconcurrency @MainActor
open class MKUserLocationView: MKAnnotationView {
    override var mapKitContent: String? { "MKUserLocationView's location dot" }
}
