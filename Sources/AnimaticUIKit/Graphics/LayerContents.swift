import AnimaticCore

/// `CALayer.contentsGravity`'s names (`CALayer.h`).
public struct CALayerContentsGravity: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
}

extension CALayer {
    /// `contents`: a `CGImage` drawn in an image context shows that snapshot piece, placed by
    /// `contentsGravity` and `contentsRect`; nil shows none. Anything else is reported.
    public var contents: Any? {
        get { view.attachments.contents }
        set {
            view.attachments.contents = newValue
            showContents()
        }
    }

    /// Pixels per point of the contents, for the gravities that keep their natural size
    /// (1 by default, as Core Animation's; UIKit sets an image view's to its image's scale).
    public var contentsScale: CGFloat {
        get { view.attachments.contentsScale }
        set {
            view.attachments.contentsScale = newValue > 0 && newValue.isFinite ? newValue : 1
            if view.attachments.contents != nil { showContents() }
        }
    }

    /// The part of the contents that stretches (the rest keeps its size at the edges: nine-part
    /// stretching). Kept; contents shown with another rect than the whole are reported on screen,
    /// as they are drawn stretched whole.
    public var contentsCenter: CGRect {
        get { view.attachments.contentsCenter }
        set { view.attachments.contentsCenter = newValue }
    }

    public var contentsGravity: CALayerContentsGravity {
        get {
            let mode = view.state.image?.contentMode ?? .scaleToFill
            return CALayerContentsGravity(rawValue: ContentMode.gravities.first { $0.1 == mode }?.0 ?? "resize")
        }
        set {
            guard let mode = ContentMode.gravities.first(where: { $0.0 == newValue.rawValue })?.1 else {
                return reportValue("CALayer.contentsGravity \"\(newValue.rawValue)\"")
            }
            view.write(.contentMode(mode))
        }
    }

    private func showContents() {
        switch view.attachments.contents {
        case nil:
            view.writeContents(nil)
        case let image as CGImage:
            let scale = Double(view.attachments.contentsScale)
            view.writeContents(
                image.shownContents(size: Size(Double(image.width) / scale, Double(image.height) / scale)))
        case let other:
            // Core Animation shows only a CGImage (or an IOSurface); a UIImage shows nothing.
            Recording.recorder?.report(
                "layer.contents set to a \(type(of: other)), which Core Animation does not show (set a CGImage: image.cgImage)"
            )
            view.writeContents(nil)
        }
    }
}

extension CGImage {
    /// What a layer shows for this image: a cut of a snapshot image or of a drawing, or
    /// nothing for a blank one. A PNG as contents is reported (an image view shows one) and
    /// shows nothing here.
    @MainActor
    func shownContents(size: Size) -> Change? {
        switch source.origin {
        case .blank: return nil
        case .snapshot(let id): return .contents(ContentsImage(snapshotID: id, rect: source.region, size: size))
        case .drawing(let drawing): return .drawing(DrawnContent(drawing: drawing, crop: source.region, size: size))
        case .file(let path):
            Recording.recorder?.report(
                "an image from a file (\(path)) as layer.contents is not modelled; show it in a UIImageView")
            return nil
        }
    }
}
