import AnimaticCore
import CCairo

/// A 3D rendering context (CSS `transform-style: preserve-3d`, `CATransformLayer`).
///
/// A plain layer flattens its subtree into its own plane. A `preserves3D` layer does not:
/// its sublayers keep their 3D positions in the space of the nearest flattening ancestor
/// (the context's space: that ancestor's bounds space, including its sublayerTransform's
/// perspective). Each plain layer reached through preserves3D layers is one face of the
/// context: its own subtree is flattened into its plane (rendered as usual), and the faces
/// are ordered by depth with a BSP tree, splitting faces that intersect, then drawn back to
/// front into the flattening ancestor's plane.
///
/// A preserves3D layer draws nothing itself (no background, border, shadow or content);
/// its opacity multiplies each face's (no group), and masksToBounds does not apply.
struct ContextFace {
    /// The layer, its opacity multiplied by its preserves3D ancestors'.
    var layer: RenderLayer
    /// Its bounds space → the context's space (homogeneous, before perspective division).
    var transform: Transform3D
    /// Whether the back of the face is toward the viewer (through the flattening
    /// ancestor's own chain too).
    var flipped: Bool
    /// For a layer with a 3D transform that draws nothing itself and whose sublayers lie in
    /// its plane (`flattensTrivially`): those sublayers, each drawn as its own quad through the
    /// face's pieces (the face itself is only what the depth sort orders and cuts).
    var members: [ContextFace] = []
}

enum Context3D {
    /// The faces of the context rooted at the preserves3D layer `root`, whose map into the
    /// context's space is `level`, in tree drawing order (zPosition, then array order).
    /// Hidden layers, and back-facing single-sided layers with their subtrees, are left out
    /// unless `cull` is false.
    static func faces(root: RenderLayer, level: Transform3D, parentFlipped: Bool, cull: Bool = true) -> [ContextFace] {
        var out: [ContextFace] = []
        collect(root, level, opacity: 1, parentFlipped: parentFlipped, cull: cull, into: &out)
        return out
    }

    private static func collect(
        _ t: RenderLayer, _ m: Transform3D, opacity: Double, parentFlipped: Bool, cull: Bool,
        into out: inout [ContextFace]
    ) {
        guard !t.isSkipped else { return }
        if cull && !t.isDoubleSided && parentFlipped != m.isBackFacing { return }
        let opacity = opacity * min(1, t.opacity)
        let st = t.sublayerTransformOrNil
        for s in t.sublayersInDrawingOrder where !s.isSkipped {
            let sm = s.level(parentSublayerTransform: st).concatenating(m)
            if s.preserves3D || (s.flattensTrivially && s.transform.isAffineIn2D) {
                // A plain layer with a 2D transform that draws nothing itself: Core Animation
                // draws its sublayers straight into this context, each a face of its own.
                collect(s, sm, opacity: opacity, parentFlipped: parentFlipped, cull: cull, into: &out)
            } else {
                let flipped = parentFlipped != sm.isBackFacing
                if cull && flipped && !s.isDoubleSided { continue }
                var layer = s
                layer.opacity = min(1, s.opacity) * opacity
                var face = ContextFace(layer: layer, transform: sm, flipped: flipped)
                if s.flattensTrivially {
                    collect(s, sm, opacity: opacity, parentFlipped: parentFlipped, cull: cull, into: &face.members)
                }
                out.append(face)
            }
        }
    }
}

// MARK: Extents

extension Transform3D {
    /// Core Animation's `CATransform3DIsAffine`: no z terms, no perspective.
    var isAffineIn2D: Bool {
        let zTerms = [self[1, 3], self[1, 4], self[2, 3], self[2, 4], self[3, 1], self[3, 2], self[3, 4], self[4, 3]]
        return zTerms.allSatisfy { $0 == 0 } && self[3, 3] == 1 && self[4, 4] == 1
    }
}

extension RenderLayer {
    /// A plain layer that draws nothing itself (no background, content, border, shadow or
    /// mask, opacity 1, no clip) and whose sublayers all lie in its plane: flattening it is
    /// the same as drawing its sublayers as quads of their own.
    var flattensTrivially: Bool {
        guard !values.preserves3D, !sublayers.isEmpty, !hasBackground, !hasContent, !hasBorder, !hasShadow, mask == nil,
            !values.masksToBounds, values.opacity >= 1, sublayerTransformOrNil == nil, !values.mixesSublayers
        else { return false }
        return sublayers.allSatisfy { s in
            let m = s.transformToSuperlayer
            return s.isSkipped
                || (!s.preserves3D && m[1, 3] == 0 && m[2, 3] == 0 && m[4, 3] == 0 && m[1, 4] == 0 && m[2, 4] == 0
                    && m[4, 4] == 1)
        }
    }
}

extension RenderLayer {
    /// Its background covers its bounds fully opaque (square corners, opacity 1).
    var isOpaqueOverBounds: Bool {
        values.opacity >= 1 && values.backgroundColor.alpha >= 1 && clampedCornerRadius == 0 && values.bounds.width > 0
            && values.bounds.height > 0
    }

    /// Whether a plane extent is just the bounds (nothing drawn outside them).
    func extentIsBounds(_ extent: Rect) -> Bool {
        let e = 1e-6 * max(1, abs(values.bounds.maxX), abs(values.bounds.maxY))
        return extent.minX >= values.bounds.minX - e && extent.minY >= values.bounds.minY - e
            && extent.maxX <= values.bounds.maxX + e
            && extent.maxY <= values.bounds.maxY + e
    }

    /// It or a layer flattened into it casts a shadow.
    var subtreeHasShadow: Bool {
        if hasShadow && !values.preserves3D { return true }
        return sublayers.contains { !$0.isSkipped && $0.subtreeHasShadow }
    }

    /// The rectangle of this layer's own plane (bounds space) that its drawing can touch:
    /// bounds, text overhang, image overflow, sublayers (unless masksToBounds), and its own
    /// shadow when `includeOwnShadow`. Clamped to ±1e6 points.
    func planeExtent(includeOwnShadow: Bool = true) -> Rect {
        var box = DeviceBox()
        if values.preserves3D {
            // Draws nothing itself; its faces, projected into its own plane.
            for face in Context3D.faces(root: self, level: .identity, parentFlipped: false, cull: false) {
                box.add(Self.projectedBox(face.layer.planeExtent(), through: Homography(plane: face.transform)))
            }
        } else {
            let b = values.bounds
            switch content {
            case .text(let text):
                box.add(b.minX, b.minY)
                box.add(b.maxX, b.maxY)
                if let ink = TextExtent.ink(text, in: b) {
                    box.add(ink.minX, ink.minY)
                    box.add(ink.maxX, ink.maxY)
                }
            case .image(let image):
                let e = ImagePainter.extent(of: image, in: b)
                box.add(e.minX, e.minY)
                box.add(e.maxX, e.maxY)
            case .shape(let shape):
                box.add(b.minX, b.minY)
                box.add(b.maxX, b.maxY)
                if let e = ShapePainter.extent(shape) {
                    box.add(e.minX, e.minY)
                    box.add(e.maxX, e.maxY)
                }
            case .drawing(let drawn):
                box.add(b.minX, b.minY)
                box.add(b.maxX, b.maxY)
                if let e = DrawingPainter.extent(drawn, in: b) {
                    box.add(e.minX, e.minY)
                    box.add(e.maxX, e.maxY)
                }
            case .none, .gradient, .snapshot:
                box.add(b.minX, b.minY)
                box.add(b.maxX, b.maxY)
            }
            if !values.masksToBounds {
                let st = sublayerTransformOrNil
                for s in sublayers where !s.isSkipped {
                    let level = s.level(parentSublayerTransform: st)
                    if s.preserves3D {
                        for face in Context3D.faces(root: s, level: level, parentFlipped: false, cull: false) {
                            box.add(
                                Self.projectedBox(face.layer.planeExtent(), through: Homography(plane: face.transform)))
                        }
                    } else {
                        box.add(Self.projectedBox(s.planeExtent(), through: Homography(plane: level)))
                    }
                }
                if includeOwnShadow && hasShadow {
                    let body = box
                    box.add(
                        body.offset(values.shadow.offset.width, values.shadow.offset.height).outset(
                            1.5 * max(0, values.shadow.radius) + 1))
                }
            }
        }
        let limit = 1e6
        let clamped = box.intersection(DeviceBox(minX: -limit, minY: -limit, maxX: limit, maxY: limit))
        guard !clamped.isEmpty else { return Rect(values.bounds.minX, values.bounds.minY, 0, 0) }
        return Rect(clamped.minX, clamped.minY, clamped.maxX - clamped.minX, clamped.maxY - clamped.minY)
    }

    /// The box of `rect` projected through `h`, the part behind the eye cut away.
    static func projectedBox(_ rect: Rect, through h: Homography) -> DeviceBox {
        guard let region = ProjectedRegion(rect, through: h, viewport: nil) else { return DeviceBox() }
        let limit = 1e7
        return Polygon.bounds(region.dest).intersection(DeviceBox(minX: -limit, minY: -limit, maxX: limit, maxY: limit))
    }
}

/// Where a label's glyphs actually land, so a label that fits its bounds does not widen
/// the outline a projective layer is clipped and depth-sorted by.
enum TextExtent {
    /// The ink rectangle of `text` laid out in `bounds` exactly as TextPainter draws it,
    /// grown by a point for antialiasing; nil when nothing draws.
    static func ink(_ text: TextContent, in bounds: Rect) -> Rect? {
        guard !text.text.isEmpty, bounds.width > 0, text.font.size > 0 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextPainter.configure(layout, text, width: bounds.width, height: bounds.height)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        guard ink.width > 0, ink.height > 0 else { return nil }
        let scale = Double(PANGO_SCALE)
        let top = bounds.minY + (bounds.height - Double(logical.height) / scale) / 2 - Double(logical.y) / scale
        return Rect(
            bounds.minX + Double(ink.x) / scale - 1, top + Double(ink.y) / scale - 1,
            Double(ink.width) / scale + 2, Double(ink.height) / scale + 2)
    }
}

// MARK: BSP

/// How an edge of a (possibly split) face polygon came about.
enum EdgeKind: Equatable {
    /// An edge of the face's own outline: antialiased where it lies.
    case outer
    /// Made by a split, on the side drawn first: grown by a pixel under the side drawn
    /// later, so the two never leave a seam between them.
    case spill
    /// Made by a split, on the side drawn later: antialiased exactly over the other.
    case exact
}

/// A convex polygon of a face in the context's space, after perspective division: x, y in
/// the flattening layer's plane, z toward the viewer (larger is nearer; the view is
/// orthographic along z once perspective has been divided out).
struct BSPPolygon {
    var points: [SIMD3<Double>]
    var edges: [EdgeKind]
    var face: Int
    /// The face covers its outline opaquely, so a split piece may spill under its other half
    /// without showing; a translucent one would show the spill as a darker line.
    var opaque: Bool
    var normal: SIMD3<Double>
    var distance: Double

    init?(points: [SIMD3<Double>], face: Int, opaque: Bool = true) {
        guard points.count >= 3 else { return nil }
        // Newell's normal.
        var n = SIMD3<Double>(0, 0, 0)
        var c = SIMD3<Double>(0, 0, 0)
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            n.x += (a.y - b.y) * (a.z + b.z)
            n.y += (a.z - b.z) * (a.x + b.x)
            n.z += (a.x - b.x) * (a.y + b.y)
            c += a
        }
        let length = (n * n).sum().squareRoot()
        guard length > 1e-12, length.isFinite else { return nil }
        n /= length
        c /= Double(points.count)
        self.points = points
        self.edges = Array(repeating: .outer, count: points.count)
        self.face = face
        self.opaque = opaque
        self.normal = n
        self.distance = (n * c).sum()
    }

    var isSplit: Bool { edges.contains { $0 != .outer } }
}

enum BSPTree {
    /// Points within this distance (points of the context's space) of a plane count as on it.
    static let epsilon = 1e-3

    /// The polygons (in tree order) back to front, as Core Animation orders them (Stagehand's
    /// recordings, docs/fidelity.md): each list's node is its first polygon tilted out of the
    /// context's plane, else its first; coplanar polygons stay with the node in list order;
    /// polygons crossing the node's plane are split, and on each side the pieces follow the
    /// polygons the plane left whole. Without a tilted polygon equal depths keep tree order.
    static func backToFront(_ polygons: [BSPPolygon]) -> [BSPPolygon] {
        var out: [BSPPolygon] = []
        out.reserveCapacity(polygons.count)
        order(polygons[...], into: &out)
        return out
    }

    /// Whether the polygon's plane is tilted out of the context's plane (not parallel to it).
    static func isTilted(_ p: BSPPolygon) -> Bool { abs(p.normal.x) + abs(p.normal.y) > 1e-9 }

    private static func order(_ list: ArraySlice<BSPPolygon>, into out: inout [BSPPolygon]) {
        guard !list.isEmpty else { return }
        // The splitting plane: the first polygon tilted out of the context's plane, else the first.
        let r = list.firstIndex(where: isTilted) ?? list.startIndex
        let node = list[r]
        var rest = Array(list)
        rest.remove(at: r - list.startIndex)
        var coplanar = [node], front: [BSPPolygon] = [], back: [BSPPolygon] = []
        // Pieces cut here follow the polygons the plane did not cut, in the order they were cut.
        var frontCut: [BSPPolygon] = [], backCut: [BSPPolygon] = []
        // The viewer is at z = +∞: on the node's front side when its normal points up z.
        let viewerInFront = node.normal.z >= 0
        for p in rest {
            var distances = [Double](), sides = [Int]()
            distances.reserveCapacity(p.points.count)
            sides.reserveCapacity(p.points.count)
            var anyFront = false, anyBack = false
            for q in p.points {
                let d = (node.normal * q).sum() - node.distance
                distances.append(d)
                let side = d > epsilon ? 1 : (d < -epsilon ? -1 : 0)
                sides.append(side)
                if side > 0 { anyFront = true }
                if side < 0 { anyBack = true }
            }
            switch (anyFront, anyBack) {
            case (false, false): coplanar.append(p)
            case (true, false): front.append(p)
            case (false, true): back.append(p)
            case (true, true):
                // The piece on the far side is drawn first: it spills under the near one,
                // unless the face is translucent (both pieces then meet exactly).
                let farEdge: EdgeKind = p.opaque ? .spill : .exact
                let (f, b) = split(
                    p, distances: distances, sides: sides,
                    frontEdge: viewerInFront ? .exact : farEdge,
                    backEdge: viewerInFront ? farEdge : .exact)
                if let f { frontCut.append(f) }
                if let b { backCut.append(b) }
            }
        }
        front += frontCut
        back += backCut
        if viewerInFront {
            order(back[...], into: &out)
            out += coplanar
            order(front[...], into: &out)
        } else {
            order(front[...], into: &out)
            out += coplanar
            order(back[...], into: &out)
        }
    }

    /// Splits a convex polygon along the node's plane; each piece keeps the edge kinds of
    /// the edges it keeps a part of, and the new edge on the plane gets `frontEdge` or
    /// `backEdge`.
    static func split(_ p: BSPPolygon, distances: [Double], sides: [Int], frontEdge: EdgeKind, backEdge: EdgeKind) -> (
        BSPPolygon?, BSPPolygon?
    ) {
        var fp: [SIMD3<Double>] = [], fe: [EdgeKind] = []
        var bp: [SIMD3<Double>] = [], be: [EdgeKind] = []
        let n = p.points.count
        for i in 0..<n {
            let j = (i + 1) % n
            let si = sides[i], sj = sides[j]
            let a = p.points[i], edge = p.edges[i]
            if si >= 0 {
                fp.append(a)
                fe.append(si == 0 && sj < 0 ? frontEdge : edge)
            }
            if si <= 0 {
                bp.append(a)
                be.append(si == 0 && sj > 0 ? backEdge : edge)
            }
            if si * sj < 0 {
                let t = distances[i] / (distances[i] - distances[j])
                let x = a + (p.points[j] - a) * t
                fp.append(x)
                fe.append(si > 0 ? frontEdge : edge)
                bp.append(x)
                be.append(si < 0 ? backEdge : edge)
            }
        }
        var front = p, back = p
        front.points = fp
        front.edges = fe
        back.points = bp
        back.edges = be
        return (fp.count >= 3 ? front : nil, bp.count >= 3 ? back : nil)
    }
}

// MARK: Painting

extension LayerPainter {
    /// Where a projective layer lands: its plane extent and the visible part of it.
    struct Projection {
        var extent: Rect
        var region: ProjectedRegion

        init?(_ layer: RenderLayer, through h: Homography, viewport: DeviceBox) {
            guard !viewport.isEmpty else { return nil }
            extent = layer.planeExtent()
            guard let region = ProjectedRegion(extent, through: h, viewport: viewport) else { return nil }
            self.region = region
        }
    }

    /// Paints a layer whose map to the target is projective: flattened offscreen, warped,
    /// composited once with its opacity through its projected, clipped outline.
    func paintProjected(_ layer: RenderLayer, at p: LayerPlacement, cr: OpaquePointer) throws {
        let viewport = deviceClipExtents(cr)
        guard let projection = Projection(layer, through: p.toDevice, viewport: viewport) else { return }
        let region = projection.region
        guard
            let texture = try Warp.renderTexture(
                layer, extent: projection.extent, region: region, toTarget: p.toDevice, flipped: p.flipped,
                painter: self)
        else { return }
        defer { texture.release() }
        guard
            let image = try Warp.warp(
                texture, covering: region.dest, viewport: viewport, opacity: min(1, layer.opacity), surfaces: surfaces)
        else { return }
        defer { image.release() }
        Warp.fill(image, polygon: region.dest, antialias: layer.edgeAntialias, cr: cr)
    }
}

/// Seams: two antialiased polygons meeting along an edge each cover a boundary pixel
/// partly, and compositing one over the other lets the background show through
/// (conflation). The polygon drawn first grows under the edge by `spill` pixels — enough
/// to cover every pixel the edge crosses — and the one drawn later antialiases over it.
enum SharedEdges {
    static let spill = 1.5

    /// For each polygon (in drawing order), the edges that coincide on screen with an edge
    /// of a polygon drawn later in another group (another face) that covers its outline
    /// opaquely (`opaque`) and lies across the edge from it, so the spill can never show.
    /// Where the later polygon lies on the same side (a face folded over another, a cube's
    /// silhouette) nothing spills: the spill would stick out past the outline.
    static func mark(_ outlines: [[Vec2]], groups: [Int], opaque: [Bool]) -> [[Bool]] {
        var marks = outlines.map { [Bool](repeating: false, count: $0.count) }
        guard outlines.count > 1, opaque.contains(true) else { return marks }
        let boxes = outlines.map { Polygon.bounds($0).outset(0.5) }
        for i in outlines.indices {
            let a = outlines[i]
            for j in (i + 1)..<outlines.count where groups[j] != groups[i] && opaque[j] {
                guard !boxes[i].intersection(boxes[j]).isEmpty else { continue }
                let b = outlines[j]
                for e in a.indices where !marks[i][e] {
                    let p0 = a[e], p1 = a[(e + 1) % a.count]
                    for f in b.indices where coincide(p0, p1, b[f], b[(f + 1) % b.count]) && oppositeSides(p0, p1, a, b)
                    {
                        marks[i][e] = true
                        break
                    }
                }
            }
        }
        return marks
    }

    /// Whether convex polygons `a` and `b` lie on opposite sides of the line through p0, p1
    /// (judged by their centroids).
    static func oppositeSides(_ p0: Vec2, _ p1: Vec2, _ a: [Vec2], _ b: [Vec2]) -> Bool {
        func side(_ poly: [Vec2]) -> Double {
            let cx = poly.reduce(0) { $0 + $1.x } / Double(poly.count),
                cy = poly.reduce(0) { $0 + $1.y } / Double(poly.count)
            return (p1.x - p0.x) * (cy - p0.y) - (p1.y - p0.y) * (cx - p0.x)
        }
        return side(a) * side(b) < 0
    }

    /// Whether segment q lies along segment p (within 0.05 px) for more than half a pixel.
    static func coincide(_ p0: Vec2, _ p1: Vec2, _ q0: Vec2, _ q1: Vec2) -> Bool {
        let dx = p1.x - p0.x, dy = p1.y - p0.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.5 else { return false }
        let nx = -dy / length, ny = dx / length
        guard abs(nx * (q0.x - p0.x) + ny * (q0.y - p0.y)) < 0.05,
            abs(nx * (q1.x - p0.x) + ny * (q1.y - p0.y)) < 0.05
        else { return false }
        let t0 = (dx * (q0.x - p0.x) + dy * (q0.y - p0.y)) / length
        let t1 = (dx * (q1.x - p0.x) + dy * (q1.y - p0.y)) / length
        return min(length, max(t0, t1)) - max(0, min(t0, t1)) > 0.5
    }
}
