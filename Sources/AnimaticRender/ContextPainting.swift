import AnimaticCore
import CCairo

/// Where one drawn face of a 3D rendering context lands in the target.
struct FaceGeometry {
    var toDevice: Homography
    var affine: cairo_matrix_t?
    var extent: Rect
    var region: ProjectedRegion

    /// Nil when nothing of the face is visible or its map is degenerate.
    init?(_ face: ContextFace, parentToDevice hp: Homography, viewport: DeviceBox) {
        let h = Homography(plane: face.transform).concatenating(hp)
        extent = face.layer.planeExtent()
        guard h.isFinite, let region = ProjectedRegion(extent, through: h, viewport: viewport) else { return nil }
        self.region = region
        toDevice = h
        if let a = h.effectiveAffine(over: face.layer.bounds) {
            guard let m = a.affineCairoMatrix else { return nil }
            affine = m
            toDevice = a
        }
    }

    /// The visible part of `face` in the context's space, divided by w, as a BSP polygon.
    func polygon(_ face: ContextFace, index: Int) -> BSPPolygon? {
        var points: [SIMD3<Double>] = []
        for v in region.source {
            let q = face.transform.project(x: v.x, y: v.y)
            points.append(SIMD3(q.x, q.y, q.z))
        }
        let opaque = face.layer.isOpaqueOverBounds && face.layer.extentIsBounds(extent)
        return BSPPolygon(points: points, face: index, opaque: opaque)
    }
}

extension LayerPainter {
    /// Paints the 3D rendering context rooted at the preserves3D layer `root` into the
    /// plane of its flattening ancestor, whose map to the target is the affine `parentToDevice`;
    /// `level` maps `root` into that ancestor's (3D) bounds space.
    func paintContext(
        _ root: RenderLayer, level: Transform3D, parentToDevice hp: Homography, parentFlipped: Bool, cr: OpaquePointer
    ) throws {
        let faces = Context3D.faces(root: root, level: level, parentFlipped: parentFlipped)
        guard !faces.isEmpty else { return }
        let viewport = deviceClipExtents(cr)
        guard !viewport.isEmpty else { return }

        // What is painted: each face itself, or its members (see ContextFace.members).
        var drawn: [ContextFace] = []
        var parts: [[Int]] = []
        for face in faces {
            let members = face.members.isEmpty ? [face] : face.members
            parts.append(Array(drawn.count..<(drawn.count + members.count)))
            drawn += members
        }
        let geometry = drawn.map { FaceGeometry($0, parentToDevice: hp, viewport: viewport) }
        var polygons: [BSPPolygon] = []
        for (index, face) in faces.enumerated() {
            let g =
                face.members.isEmpty
                ? geometry[parts[index][0]] : FaceGeometry(face, parentToDevice: hp, viewport: viewport)
            if let polygon = g?.polygon(face, index: index) { polygons.append(polygon) }
        }

        let ordered = polygons.count > 1 ? BSPTree.backToFront(polygons) : polygons
        // Outlines in target pixels, and the outer edges another face drawn later shares.
        let outlines = ordered.map { piece in
            piece.points.map { p in Vec2(p.x * hp.h11 + p.y * hp.h21 + hp.h31, p.x * hp.h12 + p.y * hp.h22 + hp.h32) }
        }
        var shared = SharedEdges.mark(outlines, groups: ordered.map(\.face), opaque: ordered.map(\.opaque))
        // Aliased outlines take whole pixels by their centres, so pieces meeting on an edge tile
        // it exactly: nothing spills (a spill would show past a vertex).
        for (i, piece) in ordered.enumerated() where faces[piece.face].layer.edgeAntialias == CAIRO_ANTIALIAS_NONE {
            shared[i] = shared[i].map { _ in false }
        }
        // An affine face that must spill over an outer edge goes through the warp, whose
        // clamped texels continue its edge; all its pieces then do, so they match.
        var warped = geometry.map { $0?.affine == nil }
        for (i, piece) in ordered.enumerated() where shared[i].contains(true) {
            for d in parts[piece.face] { warped[d] = true }
        }

        var images: [Int: Warp.Image] = [:]
        defer { for image in images.values { image.release() } }
        for (i, piece) in ordered.enumerated() {
            for d in parts[piece.face] {
                guard let g = geometry[d] else { continue }
                let part = PiecePart(
                    face: drawn[d], geometry: g, piece: piece, outline: outlines[i], shared: shared[i],
                    warped: warped[d], member: !faces[piece.face].members.isEmpty)
                try paint(part, image: &images[d], viewport: viewport, cr: cr)
            }
        }
    }

    /// One drawn face through one piece of the BSP order.
    struct PiecePart {
        var face: ContextFace
        var geometry: FaceGeometry
        var piece: BSPPolygon
        /// The piece's outline in target pixels.
        var outline: [Vec2]
        /// Its outer edges that spill under a face drawn later.
        var shared: [Bool]
        var warped: Bool
        /// A member of the piece's face: drawn within its own outline too.
        var member: Bool
    }

    private func paint(_ part: PiecePart, image: inout Warp.Image?, viewport: DeviceBox, cr: OpaquePointer) throws {
        let face = part.face, g = part.geometry, piece = part.piece
        let placement = LayerPlacement(toDevice: g.toDevice, affine: g.affine, flipped: face.flipped)
        let spills = piece.isSplit || part.shared.contains(true)
        let aliased = face.layer.edgeAntialias == CAIRO_ANTIALIAS_NONE
        let offsets = piece.edges.indices.map { e -> Double in
            switch piece.edges[e] {
            case .spill: aliased ? 0 : SharedEdges.spill
            case .exact: 0
            case .outer: part.shared[e] ? SharedEdges.spill : 0
            }
        }
        if !part.warped {
            if !spills {
                try paint(face.layer, at: placement, cr: cr)
                return
            }
            // A piece of an affine face: the face drawn through its piece's outline
            // (its own outline stays antialiased by its drawing: the clip keeps off it).
            let grow = piece.edges.map { kind -> Double in
                kind == .exact || (kind == .spill && aliased) ? 0 : SharedEdges.spill
            }
            let clip = Polygon.offsetEdges(part.outline, by: grow)
            guard clip.count >= 3 else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if aliased {
                // Whole pixels: the layer drawn as usual into a group, which then fills them (a
                // clip would change how cairo rasterizes the layer's own antialiased drawing).
                cairo_push_group(cr)
                do {
                    try paint(face.layer, at: placement, cr: cr)
                } catch {
                    cairo_pattern_destroy(cairo_pop_group(cr))
                    throw error
                }
                cairo_pop_group_to_source(cr)
                cairo_identity_matrix(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                cairo_new_path(cr)
                PixelCentreRule.addPixels(of: clip, rows: PixelCentreRule.clipRows(cr), cr: cr)
                cairo_fill(cr)
                return
            }
            cairo_identity_matrix(cr)
            cairo_set_antialias(cr, face.layer.edgeAntialias)
            Warp.path(clip, cr: cr)
            cairo_clip(cr)
            try paint(face.layer, at: placement, cr: cr)
            return
        }
        try fillWarped(part, image: &image, offsets: spills ? offsets : nil, viewport: viewport, cr: cr)
    }

    /// A drawn face through the warp: its texture warped once (kept in `image` for its other
    /// pieces), filled through its whole outline, or through the piece's outline grown by `offsets`
    /// (a member also within its own outline).
    private func fillWarped(
        _ part: PiecePart, image: inout Warp.Image?, offsets: [Double]?, viewport: DeviceBox, cr: OpaquePointer
    ) throws {
        let face = part.face, g = part.geometry
        if image == nil {
            guard
                let texture = try Warp.renderTexture(
                    face.layer, extent: g.extent, region: g.region, toTarget: g.toDevice, flipped: face.flipped,
                    painter: self)
            else { return }
            defer { texture.release() }
            image = try Warp.warp(
                texture, covering: g.region.dest, viewport: viewport, opacity: face.layer.opacity, surfaces: surfaces)
        }
        guard let image else { return }
        guard let offsets else {
            Warp.fill(image, polygon: g.region.dest, antialias: face.layer.edgeAntialias, cr: cr)
            return
        }
        var polygon = Polygon.offsetEdges(part.outline, by: offsets)
        if part.member { polygon = Polygon.intersection(polygon, g.region.dest) }
        guard polygon.count >= 3 else { return }
        Warp.fill(image, polygon: polygon, antialias: face.layer.edgeAntialias, cr: cr)
    }
}
