/// The presentation value of every animated property at every frame, for tests and plots
/// (`animatic values`).
public struct ValuesExport: Sendable {
    public struct Row: Sendable {
        public var frame: Int
        public var time: Double
        /// view id → key path → value, in a stable order.
        public var views: [(id: String, values: [(keyPath: String, value: AnimatableValue)])]
    }

    public private(set) var rows: [Row]

    /// `decompose`: transforms as their translation, scale and rotation (degrees, unwrapped
    /// along the frames) under `<keyPath>.translation.x` …, not as 16 matrix entries.
    public init(_ timeline: Timeline, frames selection: FrameSelection = .all, decompose: Bool = false) {
        var byView: [(String, [LayerProperty])] = []
        for (id, property) in timeline.animatedProperties {
            if let i = byView.firstIndex(where: { $0.0 == id }) {
                byView[i].1.append(property)
            } else {
                byView.append((id, [property]))
            }
        }
        // A property moved only by explicit animations (`layer.add`, a scene's `addAnimation`) is
        // reported under the CALayer key path it was animated by (`layer.position`), not UIKit's.
        var explicitOnly = Set<String>(), implicit = Set<String>()
        for a in timeline.animations {
            let key = a.viewID + "\u{0}" + a.property.rawValue
            if a.isExplicit { explicitOnly.insert(key) } else { implicit.insert(key) }
        }
        explicitOnly.subtract(implicit)
        func keyPath(_ property: LayerProperty, of id: String) -> String {
            explicitOnly.contains(id + "\u{0}" + property.rawValue)
                ? "layer." + property.definition.layerKeyPath : property.keyPath
        }
        rows = selection.frames(in: timeline).map { frame in
            let model = timeline.model(at: frame.time)
            let views = byView.map { id, properties in
                // A view not in the model at this time (not yet created) has no values.
                guard let state = timeline.presentationState(of: id, at: frame.time, model: model) else {
                    return (id: id, values: [(keyPath: String, value: AnimatableValue)]())
                }
                var values = properties.map { (keyPath($0, of: id), $0.value(in: state)) }
                if properties.contains(.position) || properties.contains(.bounds) {
                    values.append(("frame", .rect(state.frame)))
                }
                return (id: id, values: values.map { (keyPath: $0.0, value: $0.1) })
            }
            // An interactive scene: the gesture's driven progress and the layer time it shows.
            let driven =
                timeline.interaction.map { drive in
                    [
                        (
                            id: "interaction",
                            values: [
                                (keyPath: "progress", value: AnimatableValue.number(drive.progress(at: frame.time))),
                                (keyPath: "layerTime", value: AnimatableValue.number(drive.layerTime(at: frame.time))),
                            ]
                        )
                    ]
                } ?? []
            return Row(frame: frame.index, time: frame.time, views: views + driven)
        }
        if decompose { decomposeTransforms() }
    }

    private mutating func decomposeTransforms() {
        var rows = self.rows
        // Every row lists the same views in the same order; a view not created yet has no values.
        for viewIndex in rows.first?.views.indices ?? 0..<0 {
            var keyPaths: [String] = []
            for row in rows {
                for (keyPath, value) in row.views[viewIndex].values
                where value.kind == .transform && !keyPaths.contains(keyPath) {
                    keyPaths.append(keyPath)
                }
            }
            for keyPath in keyPaths {
                let series = TransformComponents.series(
                    rows.map { row in
                        guard
                            case .transform(let t) = row.views[viewIndex].values.first(where: { $0.keyPath == keyPath }
                            )?.value
                        else { return nil }
                        return t
                    })
                for r in rows.indices {
                    guard let entry = rows[r].views[viewIndex].values.firstIndex(where: { $0.keyPath == keyPath })
                    else { continue }
                    let parts = zip(TransformComponents.names, series[r]).map {
                        (keyPath: keyPath + "." + $0, value: AnimatableValue.number($1))
                    }
                    rows[r].views[viewIndex].values.replaceSubrange(entry...entry, with: parts)
                }
            }
        }
        self.rows = rows
    }

    /// Numbers as numbers, points/sizes/rects as arrays, colors as [r, g, b, a] in 0…1,
    /// transforms as their 16 entries m11…m44.
    static func numbers(_ value: AnimatableValue) -> [Double] {
        switch value {
        case .transform(let t): return t.m
        case .bool(let b): return [b ? 1 : 0]
        default: return value.components ?? []
        }
    }

    static func json(_ x: Double) -> String { JSONText.number(x) }

    static func quoted(_ s: String) -> String { JSONText.quoted(s) }

    public func json() -> String {
        var lines: [String] = []
        for row in rows {
            let views = row.views.map { view in
                let entries = view.values.map { kp, value -> String in
                    let n = Self.numbers(value)
                    let encoded =
                        value.components?.count == 1 || value.kind == .bool
                        ? Self.json(n[0]) : "[" + n.map(Self.json).joined(separator: ", ") + "]"
                    return "\(Self.quoted(kp)): \(encoded)"
                }
                return "\(Self.quoted(view.id)): {\(entries.joined(separator: ", "))}"
            }
            lines.append(
                "  {\"frame\": \(row.frame), \"time\": \(Self.json(row.time)), \"views\": {\(views.joined(separator: ", "))}}"
            )
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// One line per frame, view and key path; the value's numbers are separated by spaces.
    public func csv() -> String {
        var out = "frame,time,view,keyPath,value\n"
        for row in rows {
            for view in row.views {
                for (kp, value) in view.values {
                    out +=
                        "\(row.frame),\(Self.json(row.time)),\(view.id),\(kp),\(Self.numbers(value).map(Self.json).joined(separator: " "))\n"
                }
            }
        }
        return out
    }
}
