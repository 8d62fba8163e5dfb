import AnimaticCore
import CCairo

/// Walks a layer tree and paints it into a cairo context, with Core Animation's rules:
/// background, then (inside the masksToBounds clip) content and sublayers in zPosition
/// order, then the border on top; the shadow behind everything; group opacity.
struct LayerPainter {
    /// The frame's offscreen pixels so far, shared by every painter of one frame.
    var budget = FrameBudget()
    /// Points to pixels on the screen: the scale snapshots are captured at, whatever the
    /// scale of the surface being drawn (a 3D texture, a shadow's body).
    var screenScale: Double
    /// The worker's snapshot images, kept from frame to frame.
    var snapshots: SnapshotImages
    /// The worker's memory for short-lived offscreen surfaces.
    var surfaces: SurfacePool
    /// The worker's laid-out labels.
    var texts: TextLayouts

    /// Paints a tree whose root has no superlayer: `toDevice` maps the root's superlayer
    /// space (the canvas in points, or a snapshot's source space) to pixels.
    func paintRoot(_ root: RenderLayer, toDevice: Homography, cr: OpaquePointer) throws {
        if root.preserves3D {
            // A preserves3D root: a 3D rendering context flattened onto the target.
            try paintContext(
                root, level: root.transformToSuperlayer, parentToDevice: toDevice, parentFlipped: false, cr: cr)
        } else if let placement = root.placement(
            parentToDevice: toDevice, parentSublayerTransform: nil, parentFlipped: false)
        {
            try paint(root, at: placement, cr: cr)
        }
    }

    /// Paints `layer` and its subtree. `cr`'s clip is the ancestors' clip; its matrix is
    /// whatever the caller left (each layer sets its own).
    func paint(_ layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer) throws {
        guard let m = p.affine else {
            // A perspective map: flattened offscreen and warped (see Warp).
            try paintProjected(layer, at: p, cr: cr)
            return
        }
        if m.xy != 0 || m.yx != 0, Warp.isPlainSnapshot(layer) {
            // A turned snapshot image: the warp sampler draws it in one pass, where cairo
            // would composite a transformed image row by row through its general path.
            try paintProjected(layer, at: p, cr: cr)
            return
        }
        if layer.hasShadow {
            try paintWithShadow(layer, at: p, cr: cr)
        } else if layer.opacity < 1 && needsGroup(layer) {
            // allowsGroupOpacity (UIKit's default since iOS 7): the subtree composites
            // first, then fades as one image, so overlapping sublayers do not show through.
            cairo_save(cr)
            defer { cairo_restore(cr) }
            clipToDrawing(layer, at: p, cr: cr)
            cairo_push_group(cr)
            do {
                try paintBody(layer, at: p, cr: cr, alpha: 1)
            } catch {
                cairo_pattern_destroy(cairo_pop_group(cr))
                throw error
            }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, layer.opacity)
        } else {
            // At most one thing draws: its alpha can carry the opacity directly.
            try paintBody(layer, at: p, cr: cr, alpha: min(1, layer.opacity))
        }
    }

    /// Clips to the whole pixels a layer's drawing can touch, when that is cheap to know
    /// (`drawingBox`), so the group cairo pushes for its opacity is no larger: a group is as
    /// large as the clip, and an explode fades 180 pieces, each through a group the size of
    /// the canvas until then (most of its time went to clearing them). Whole pixels, so no
    /// coverage changes: the pixels are the same.
    private func clipToDrawing(_ layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer) {
        guard let box = drawingBox(layer, at: p) else { return }
        let r = box.outset(1).pixelRect
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(r.x0), Double(r.y0), Double(max(0, r.width)), Double(max(0, r.height)))
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }

    /// A device box holding everything `layer` draws at `p` (shadows excepted: the caller has
    /// none), or nil when it is not known cheaply: a masksToBounds layer draws within its
    /// bounds; a layer without content (background and border lie within its bounds) within
    /// its bounds and its sublayers' boxes, if they are all affinely placed and as simple.
    func drawingBox(_ layer: RenderLayer, at p: LayerPlacement) -> DeviceBox? {
        guard p.affine != nil, !layer.hasShadow else { return nil }
        var box = DeviceBox()
        box.add(layer.bounds, through: p.matrix)
        if layer.masksToBounds { return box }
        guard !layer.hasContent else { return nil }
        let st = layer.sublayerTransformOrNil
        // Sublayers tilted into a 3D context are warped, with edges spilled under neighbors.
        if case .context = SiblingDepth.order(layer.sublayersInDrawingOrder, parentSublayerTransform: st) { return nil }
        for s in layer.sublayers where !s.isSkipped {
            if s.preserves3D { return nil }
            guard
                let sp = s.placement(parentToDevice: p.toDevice, parentSublayerTransform: st, parentFlipped: p.flipped)
            else { continue }
            guard let sb = drawingBox(s, at: sp) else { return nil }
            box.add(sb)
        }
        return box
    }

    /// More than one element draws, so fading each separately would differ from fading
    /// the composite.
    private func needsGroup(_ layer: RenderLayer) -> Bool {
        if layer.sublayers.contains(where: { !$0.isSkipped }) { return true }
        let elements = (layer.hasBackground ? 1 : 0) + (layer.hasContent ? 1 : 0) + (layer.hasBorder ? 1 : 0)
        return elements > 1
    }

    /// The layer itself without its shadow, through its mask if it has one: everything it
    /// draws is composited, then kept where the mask layer (drawn in this layer's bounds
    /// space) is opaque, by the mask's alpha.
    func paintBody(_ layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer, alpha: Double) throws {
        guard layer.mask != nil else {
            try paintUnmasked(layer, at: p, cr: cr, alpha: alpha)
            return
        }
        try paintMasked(layer, at: p, cr: cr) { try paintUnmasked(layer, at: p, cr: cr, alpha: alpha) }
    }

    /// What `draw` paints, kept where `layer`'s mask (drawn in the layer's bounds space) is
    /// opaque, by the mask's alpha.
    private func paintMasked(
        _ layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer, draw: () throws -> Void
    ) throws {
        // A hidden or transparent mask, or one seen edge-on, lets nothing through.
        guard let mask = layer.mask,
            let maskPlacement = mask.placement(
                parentToDevice: p.toDevice, parentSublayerTransform: nil, parentFlipped: p.flipped)
        else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_push_group(cr)
        do {
            try draw()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        do {
            try paint(mask, at: maskPlacement, cr: cr)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        guard let maskPattern = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(maskPattern) }
        // Both groups' patterns map back through the user space they were pushed in, which
        // is still current here.
        cairo_set_source(cr, content)
        cairo_mask(cr, maskPattern)
    }

    /// Background, clipped content and sublayers, border. `alpha` multiplies every color
    /// (used only when a single element draws).
    private func paintUnmasked(_ layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer, alpha: Double) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var m = p.matrix
        cairo_set_matrix(cr, &m)
        let bounds = layer.bounds
        let radius = layer.clampedCornerRadius
        // The outline's edges (background, border, clip, and content that fills the bounds); a
        // shape's path and text keep their own antialiasing, as in a layer's backing store.
        let edges = layer.outlineAntialias
        cairo_set_antialias(cr, edges)

        if layer.backgroundColor.alpha > 0 {
            let background = layer.backgroundColor
            Path.layerOutline(cr, layer, bounds, radius: radius)
            setSource(cr, background, alpha: alpha)
            cairo_fill(cr)
        }

        let sublayers = layer.sublayersInDrawingOrder
        if layer.hasContent || !sublayers.isEmpty {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if layer.masksToBounds {
                Path.layerOutline(cr, layer, bounds, radius: radius)
                cairo_clip(cr)
            }
            // An image that fails to decode or a gradient cairo cannot make is the view's
            // error, reported at its line, not a bare message.
            do {
                switch layer.content {
                case .none: break
                case .text(let text):
                    // Only text that may land in the clip is drawn, so only it can fail.
                    if TextPainter.mayShow(text, in: bounds, cr: cr) {
                        try TextPainter.checkReach(text, cr: cr, of: layer)
                    }
                    TextPainter.draw(text, in: bounds, cr: cr, alpha: alpha, layouts: texts)
                case .image(let image): try ImagePainter.draw(image, in: bounds, cr: cr, alpha: alpha)
                case .gradient(let gradient):
                    try GradientPainter.draw(gradient, in: bounds, cr: cr, alpha: alpha, surfaces: surfaces)
                case .shape(let shape):
                    try budget.spendDashes(ShapePainter.dashSegments(shape), of: layer)
                    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
                    ShapePainter.draw(shape, cr: cr, alpha: alpha)
                    cairo_set_antialias(cr, edges)
                case .snapshot(let snapshot): try drawSnapshot(snapshot, of: layer, cr: cr, alpha: alpha)
                case .drawing(let drawn):
                    try budget.spendDashes(DrawingPainter.dashSegments(drawn), of: layer)
                    DrawingPainter.draw(drawn, in: bounds, cr: cr, alpha: alpha)
                }
            } catch var error as RenderError {
                error.viewID = error.viewID ?? layer.id
                throw error
            }
            try paintSublayers(sublayers, of: layer, at: p, cr: cr)
        }

        if layer.hasBorder {
            // CALayer draws the border inside the bounds, over content and sublayers: the
            // even-odd region between the rounded bounds and the bounds inset by the width.
            let w = layer.borderWidth
            Path.layerOutline(cr, layer, bounds, radius: radius)
            let inner = Rect(bounds.minX + w, bounds.minY + w, bounds.width - 2 * w, bounds.height - 2 * w)
            if inner.width > 0 && inner.height > 0 {
                Path.layerOutline(cr, layer, inner, radius: max(0, radius - w))
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            setSource(cr, layer.borderColor, alpha: alpha)
            cairo_fill(cr)
        }
    }

    /// Draws sublayers flattened into the plane of `layer`, placed affinely at `p`, in
    /// Core Animation's sibling order (SiblingDepth): parallel siblings back to front by
    /// depth; siblings tilted in 3D as one depth-sorted rendering context.
    private func paintSublayers(
        _ sublayers: [RenderLayer], of layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer
    ) throws {
        let sublayerTransform = layer.sublayerTransformOrNil
        switch SiblingDepth.order(sublayers, parentSublayerTransform: sublayerTransform) {
        case .parallel(let ordered) where layer.mixesSublayers:
            try paintMixed(ordered, parent: p, sublayerTransform: sublayerTransform, cr: cr)
        case .parallel(let ordered):
            let clip = deviceClipExtents(cr)
            for sublayer in ordered {
                guard
                    let placement = sublayer.placement(
                        parentToDevice: p.toDevice, parentSublayerTransform: sublayerTransform, parentFlipped: p.flipped
                    )
                else { continue }
                guard mayDraw(sublayer, at: placement, within: clip) else { continue }
                try paint(sublayer, at: placement, cr: cr)
            }
        case .context:
            // The layer as the context's root: its sublayers (and theirs, through preserves3D
            // layers) are the faces; it draws nothing itself here, and its own opacity and
            // facing were applied by the caller.
            var stage = layer
            stage.preserves3D = true
            stage.opacity = 1
            stage.isDoubleSided = true
            try paintContext(stage, level: .identity, parentToDevice: p.toDevice, parentFlipped: p.flipped, cr: cr)
        }
    }

    /// Each sublayer into its own group, added onto the others with CAIRO_OPERATOR_ADD inside
    /// one more group, which then goes over what is behind as usual.
    private func paintMixed(
        _ ordered: [RenderLayer], parent p: LayerPlacement, sublayerTransform: Transform3D?, cr: OpaquePointer
    ) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_push_group(cr)
        for sublayer in ordered {
            guard
                let placement = sublayer.placement(
                    parentToDevice: p.toDevice, parentSublayerTransform: sublayerTransform, parentFlipped: p.flipped)
            else { continue }
            cairo_push_group(cr)
            do {
                try paint(sublayer, at: placement, cr: cr)
            } catch {
                cairo_pattern_destroy(cairo_pop_group(cr))
                cairo_pattern_destroy(cairo_pop_group(cr))
                throw error
            }
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    // MARK: Shadow

    /// Renders the layer offscreen, derives the shadow from the alpha of that image (as
    /// Core Animation does without a shadowPath: background, content and sublayers all
    /// cast it), blurs it, and composites shadow then layer, faded together by opacity.
    private func paintWithShadow(_ layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer) throws {
        let geometry = ShadowGeometry(layer.shadow, matrix: p.matrix)
        let visible = deviceClipExtents(cr)
        guard !visible.isEmpty else { return }
        // Pixels of the layer that show directly, or through the offset, blurred shadow.
        var needed = visible
        needed.add(visible.offset(-geometry.dx, -geometry.dy).outset(Double(geometry.margin)))
        var drawn = subtreeExtent(layer, at: p)
        if let box = layer.shadowPath.controlBox { drawn.add(box, through: p.matrix) }
        let bodyRect = needed.intersection(drawn.outset(2)).pixelRect
        guard !bodyRect.isEmpty else { return }
        try budget.spend(
            FrameBudget.area(bodyRect.width, bodyRect.height, times: layer.shadowPath.isEmpty ? 1 : 2), on: .shadow,
            of: layer)
        let factor = geometry.sigma >= ShadowBlur.minimumSigma ? ShadowBlur.downsampleFactor(sigma: geometry.sigma) : 1
        // The mask is at device resolution, one sample spacing wider on each side than the blur,
        // and only over what can show.
        let shown = visible.pixelRect
        let maskSide = { (side: Int, clip: Int) in max(1, min(side + 2 * geometry.margin + 2 * factor + 2, clip)) }
        try budget.spend(
            FrameBudget.area(maskSide(bodyRect.width, shown.width), maskSide(bodyRect.height, shown.height)),
            on: .shadowMask, of: layer)

        let body = try surfaces.surface(width: bodyRect.width, height: bodyRect.height, purpose: "shadow body")
        defer { cairo_surface_destroy(body) }
        cairo_surface_set_device_offset(body, Double(-bodyRect.x0), Double(-bodyRect.y0))
        do {
            let bodyCR = cairo_create(body)
            defer { cairo_destroy(bodyCR) }
            // A mask clips the shadow as well as the layer (iOS; material-components' shadow layer
            // relies on it), so the body is drawn unmasked and the mask applies to both below.
            try paintUnmasked(layer, at: p, cr: bodyCR!, alpha: 1)
            try checkStatus(bodyCR!)
        }
        cairo_surface_flush(body)
        cairo_surface_set_device_offset(body, 0, 0)

        // With a shadowPath the shadow is that path's shape (filled), not what the layer draws.
        let shadowShape =
            layer.shadowPath.isEmpty ? nil : try pathSurface(layer.shadowPath, matrix: p.matrix, rect: bodyRect)
        defer { if let shadowShape { cairo_surface_destroy(shadowShape) } }
        let mask = try ShadowBlur.shadowMask(
            alphaOf: shadowShape ?? body, rect: bodyRect, sigma: geometry.sigma, margin: geometry.margin,
            alpha: layer.shadow.color.alpha * layer.shadow.opacity, dx: geometry.dx, dy: geometry.dy, clip: shown,
            surfaces: surfaces)
        defer { cairo_surface_destroy(mask.surface) }

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        let group = layer.opacity < 1
        if group { cairo_push_group(cr) }
        let composite = {
            try paintShadowAndBody(layer, at: p, shadowMask: mask, body: body, bodyRect: bodyRect, cr: cr)
        }
        do {
            if layer.mask == nil { try composite() } else { try paintMasked(layer, at: p, cr: cr, draw: composite) }
        } catch {
            if group { cairo_pattern_destroy(cairo_pop_group(cr)) }
            throw error
        }
        if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, layer.opacity)
        }
    }

    /// The blurred shadow, then the body over it, in device space.
    private func paintShadowAndBody(
        _ layer: RenderLayer, at p: LayerPlacement, shadowMask mask: ShadowMask, body: OpaquePointer,
        bodyRect: PixelRect, cr: OpaquePointer
    ) throws {
        cairo_save(cr)
        if layer.masksToBounds {
            // The layer's own clip applies to its shadow too: on iOS, clipsToBounds hides
            // the shadow outside the (rounded) bounds.
            var m = p.matrix
            cairo_set_matrix(cr, &m)
            cairo_set_antialias(cr, layer.outlineAntialias)
            Path.layerOutline(cr, layer, layer.bounds, radius: layer.clampedCornerRadius)
            cairo_identity_matrix(cr)
            cairo_clip(cr)
        }
        if let interior = ShadowOcclusion.opaqueInterior(of: layer, matrix: p.matrix)?.intersection(bodyRect),
            !interior.isEmpty
        {
            ShadowOcclusion.clipOut(interior, cr: cr)
        }
        // The mask carries the shadow's whole alpha (opacity and colour alpha, rounded down as
        // iOS does); the source is the colour, opaque.
        let c = layer.shadow.color
        cairo_set_source_rgba(cr, clamp01(c.red), clamp01(c.green), clamp01(c.blue), 1)
        // The mask is already offset and at device resolution: one byte per pixel.
        cairo_mask_surface(cr, mask.surface, Double(mask.originX), Double(mask.originY))
        cairo_restore(cr)
        cairo_set_source_surface(cr, body, Double(bodyRect.x0), Double(bodyRect.y0))
        cairo_paint(cr)
    }

    /// `path` filled opaque black (nonzero winding) through `matrix`, over the device pixels `rect`.
    private func pathSurface(_ path: ShapePath, matrix: cairo_matrix_t, rect: PixelRect) throws -> OpaquePointer {
        let surface = try surfaces.surface(width: rect.width, height: rect.height, purpose: "shadow path")
        cairo_surface_set_device_offset(surface, Double(-rect.x0), Double(-rect.y0))
        if let cr = cairo_create(surface) {
            var m = matrix
            cairo_set_matrix(cr, &m)
            ShapePainter.addPath(path, cr: cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        cairo_surface_set_device_offset(surface, 0, 0)
        return surface
    }

    /// Whether anything of `layer`'s subtree (its shadow included) can land inside `clip`:
    /// a sublayer wholly outside its ancestors' clip is not walked at all. An explode's 180
    /// snapshot pieces each hold the whole frozen screen under a piece-sized clip; without
    /// this every piece laid out and drew every view of the screen. The extent is a bound
    /// on what the subtree draws (`subtreeExtent`), grown by a pixel for antialiasing, so
    /// skipping changes no pixel.
    private func mayDraw(_ layer: RenderLayer, at p: LayerPlacement, within clip: DeviceBox) -> Bool {
        guard p.affine != nil else { return true }
        var box = subtreeExtent(layer, at: p, textPad: 2)
        if layer.hasShadow {
            let g = ShadowGeometry(layer.shadow, matrix: p.matrix)
            box.add(box.offset(g.dx, g.dy).outset(Double(g.margin)))
        }
        return !box.outset(1).intersection(clip).isEmpty
    }

    /// The device-space box the layer's body (not its own shadow) can touch; text is given
    /// `textPad` font sizes beyond its bounds (TextPainter's own test for skipping uses 2).
    private func subtreeExtent(_ layer: RenderLayer, at p: LayerPlacement, textPad: Double = 1) -> DeviceBox {
        var box = DeviceBox()
        switch layer.content {
        case .text(let text):
            // Glyphs may overhang the bounds (italics, a line taller than the bounds).
            box.add(layer.bounds, pad: text.font.size * textPad, through: p.matrix)
        case .image(let image):
            box.add(ImagePainter.extent(of: image, in: layer.bounds), through: p.matrix)
        case .shape(let shape):
            box.add(layer.bounds, through: p.matrix)
            if let e = ShapePainter.extent(shape) { box.add(e, through: p.matrix) }
        case .snapshot(let snapshot):
            box.add(layer.bounds, through: p.matrix)
            // Contents placed by a gravity that keeps their size can overflow the bounds.
            if snapshot.contents != nil {
                for part in snapshot.parts(in: layer.bounds) { box.add(part.target, through: p.matrix) }
            }
        case .drawing(let drawn):
            box.add(layer.bounds, through: p.matrix)
            if let e = DrawingPainter.extent(drawn, in: layer.bounds) { box.add(e, through: p.matrix) }
        case .none, .gradient:
            box.add(layer.bounds, through: p.matrix)
        }
        if layer.masksToBounds { return box }
        let sublayerTransform = layer.sublayerTransformOrNil
        for sublayer in layer.sublayers {
            if sublayer.preserves3D {
                let level = sublayer.level(parentSublayerTransform: sublayerTransform)
                for face in Context3D.faces(root: sublayer, level: level, parentFlipped: p.flipped) {
                    let h = Homography(plane: face.transform).concatenating(p.toDevice)
                    box.add(RenderLayer.projectedBox(face.layer.planeExtent(), through: h))
                }
                continue
            }
            guard
                let sp = sublayer.placement(
                    parentToDevice: p.toDevice, parentSublayerTransform: sublayerTransform, parentFlipped: p.flipped)
            else { continue }
            guard sp.affine != nil else {
                // Projective: its projected outline, shadow included (it is in its plane).
                box.add(RenderLayer.projectedBox(sublayer.planeExtent(), through: sp.toDevice))
                continue
            }
            var sub = subtreeExtent(sublayer, at: sp, textPad: textPad)
            if sublayer.hasShadow {
                let g = ShadowGeometry(sublayer.shadow, matrix: sp.matrix)
                sub.add(sub.offset(g.dx, g.dy).outset(Double(g.margin)))
            }
            box.add(sub)
        }
        return box
    }
}

/// A shadow in device pixels.
struct ShadowGeometry {
    /// The offset, through the layer's transform (the shadow belongs to the layer's plane).
    var dx, dy: Double
    /// Gaussian standard deviation in device pixels, `sigmaPerRadius` × `shadowRadius`.
    var sigma: Double
    /// How far the blur spreads, in whole pixels (3σ, rounded up, plus one).
    var margin: Int

    /// Measured on iOS, not CSS's reading (σ = r / 2, half as wide): material-components'
    /// shadows recorded on iOS 11.2 (two shadows of known radius per image, elevations 6 to 24),
    /// modelled with the alpha rounded down to 8 bits, fit σ / r = 0.98 (picked on elevations 6
    /// and 18, checked on 12 and 24: every pixel within 2 levels); docs/fidelity.md.
    static let sigmaPerRadius = 0.98

    init(_ shadow: Shadow, matrix m: cairo_matrix_t) {
        dx = m.xx * shadow.offset.width + m.xy * shadow.offset.height
        dy = m.yx * shadow.offset.width + m.yy * shadow.offset.height
        let linearScale = abs(m.xx * m.yy - m.yx * m.xy).squareRoot()
        sigma = max(0, shadow.radius) * Self.sigmaPerRadius * linearScale
        if !sigma.isFinite { sigma = 0 }
        margin = sigma >= ShadowBlur.minimumSigma ? Int(saturating: min(4096, 3 * sigma), rounding: .up) + 1 : 0
    }
}

extension RenderLayer {
    /// Core Animation antialiases a layer's outline only when the layer asks
    /// (`allowsEdgeAntialiasing`, false by default): otherwise each pixel is in or out by its
    /// centre, turned or not. Stagehand's recordings on iOS 15.2 and 18.0 show it for rotated,
    /// skewed and 3D layers and for untransformed views at fractional positions.
    var edgeAntialias: cairo_antialias_t {
        values.allowsEdgeAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE
    }

    /// For the outline drawn with cairo (background, border, clip): rounded corners are smooth
    /// on iOS, so a layer with a corner radius keeps antialiasing, its straight edges included
    /// (iOS draws those hard; drawing both kinds in one outline is not done yet, docs/fidelity.md).
    var outlineAntialias: cairo_antialias_t {
        clampedCornerRadius > 0 ? CAIRO_ANTIALIAS_DEFAULT : edgeAntialias
    }
}

enum Path {
    /// A rectangle whose `corners` are rounded by `radius` (already clamped), circular or
    /// continuous, as a new sub-path, clockwise from the top-left corner's end.
    static func roundedRect(
        _ cr: OpaquePointer, _ r: Rect, radius: Double, corners: CornerMask = .all, curve: CornerCurve = .circular
    ) {
        guard radius > 0, !corners.isEmpty else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        if curve == .continuous {
            continuousRect(cr, r, radius: radius, corners: corners)
            return
        }
        let pi = Double.pi
        cairo_new_sub_path(cr)
        func corner(_ c: CornerMask, _ x: Double, _ y: Double, _ cx: Double, _ cy: Double, _ a0: Double) {
            if corners.contains(c) { cairo_arc(cr, cx, cy, radius, a0, a0 + pi / 2) } else { cairo_line_to(cr, x, y) }
        }
        corner(.maxXMinY, r.maxX, r.minY, r.maxX - radius, r.minY + radius, -pi / 2)
        corner(.maxXMaxY, r.maxX, r.maxY, r.maxX - radius, r.maxY - radius, 0)
        corner(.minXMaxY, r.minX, r.maxY, r.minX + radius, r.maxY - radius, pi / 2)
        corner(.minXMinY, r.minX, r.minY, r.minX + radius, r.minY + radius, pi)
        cairo_close_path(cr)
    }

    /// How far along each edge a continuous corner reaches, in radii.
    static let continuousReach = 1.52866483

    /// iOS's continuous corners: per corner two cubics easing into a circular middle (the
    /// control points PaintCode measured from iOS 7's `UIBezierPath(roundedRect:cornerRadius:)`),
    /// symmetric about the corner's diagonal. The radius is limited so the corners fit.
    static func continuousRect(_ cr: OpaquePointer, _ r: Rect, radius: Double, corners: CornerMask) {
        let k = min(radius, min(r.width, r.height) / 2 / continuousReach)
        // One corner's points as (along u, along v) in radii, the corner at the origin: the
        // incoming edge arrives along u (so its points have negative u), the outgoing edge
        // leaves along v.
        let track: [(Double, Double)] = [
            (-1.52866483, 0), (-1.08849323, 0), (-0.86840689, 0), (-0.66993427, 0.06549600),
            (-0.63149399, 0.07491100), (-0.37282392, 0.16905899), (-0.16906013, 0.37282401), (-0.07491100, 0.63149399),
            (-0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
        ]
        // Corners clockwise from the top right: the corner point and the unit vectors u (the
        // incoming edge's direction) and v (the outgoing edge's).
        let frames: [(CornerMask, Double, Double, (Double, Double), (Double, Double))] = [
            (.maxXMinY, r.maxX, r.minY, (1, 0), (0, 1)),
            (.maxXMaxY, r.maxX, r.maxY, (0, 1), (-1, 0)),
            (.minXMaxY, r.minX, r.maxY, (-1, 0), (0, -1)),
            (.minXMinY, r.minX, r.minY, (0, -1), (1, 0)),
        ]
        cairo_new_sub_path(cr)
        for (mask, cx, cy, u, v) in frames {
            func point(_ p: (Double, Double)) -> (Double, Double) {
                (cx + k * (p.0 * u.0 + p.1 * v.0), cy + k * (p.0 * u.1 + p.1 * v.1))
            }
            guard corners.contains(mask) else {
                cairo_line_to(cr, cx, cy)
                continue
            }
            let p = track.map(point)
            cairo_line_to(cr, p[0].0, p[0].1)
            cairo_curve_to(cr, p[1].0, p[1].1, p[2].0, p[2].1, p[3].0, p[3].1)
            cairo_line_to(cr, p[4].0, p[4].1)
            cairo_curve_to(cr, p[5].0, p[5].1, p[6].0, p[6].1, p[7].0, p[7].1)
            cairo_line_to(cr, p[8].0, p[8].1)
            cairo_curve_to(cr, p[9].0, p[9].1, p[10].0, p[10].1, p[11].0, p[11].1)
        }
        cairo_close_path(cr)
    }

    /// The layer's own rounded bounds (or `rect` inset from them, with `radius`); an aliased
    /// outline (no corner radius) as the pixels `PixelCentreRule` gives it.
    static func layerOutline(_ cr: OpaquePointer, _ layer: RenderLayer, _ rect: Rect, radius: Double) {
        guard layer.outlineAntialias == CAIRO_ANTIALIAS_NONE else {
            roundedRect(cr, rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
            return
        }
        PixelCentreRule.addPixels(of: rect, rows: PixelCentreRule.clipRows(cr), cr: cr)
    }
}

/// The current clip's bounding box in device pixels.
func deviceClipExtents(_ cr: OpaquePointer) -> DeviceBox {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return DeviceBox(minX: x1, minY: y1, maxX: x2, maxY: y2)
}

func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : max(0, min(1, v)) }

func setSource(_ cr: OpaquePointer, _ c: Color, alpha: Double) {
    cairo_set_source_rgba(cr, clamp01(c.red), clamp01(c.green), clamp01(c.blue), clamp01(c.alpha * alpha))
}

func checkStatus(_ cr: OpaquePointer) throws {
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError("cairo: \(String(cString: cairo_status_to_string(status)))")
    }
}
