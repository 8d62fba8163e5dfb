import AnimaticCore
import Foundation
import Yams

/// Reads scene files (YAML; JSON is YAML too) into `Scene` values. Every error names the file,
/// line and column, and what was expected there.
public enum SceneLoader {
    public static let fileExtensions = ["yaml", "yml", "json"]

    public static func load(path: String) throws(SceneError) -> Scene {
        try load(path: path, screensOnly: false)
    }

    /// A screens file for a Swift animator (AnimaticUIKit's `TransitionScene`): a scene file
    /// whose `transition` may be left out; the animator's recording takes its place.
    public static func loadScreens(path: String) throws(SceneError) -> Scene {
        try load(path: path, screensOnly: true)
    }

    public static func load(path: String, screensOnly: Bool) throws(SceneError) -> Scene {
        let url = URL(fileURLWithPath: path)
        if let problem = RegularFile.problem(path, maxBytes: RegularFile.maxTextBytes),
            FileManager.default.fileExists(atPath: path)
        {
            throw SceneError(problem, at: SourceLocation(file: path, line: 0, column: 0))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneError("cannot read scene file", at: SourceLocation(file: path, line: 0, column: 0))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError("scene file is not UTF-8 text", at: SourceLocation(file: path, line: 0, column: 0))
        }
        return try parse(
            text, file: path, name: url.deletingPathExtension().lastPathComponent,
            baseDirectory: url.deletingLastPathComponent().path, screensOnly: screensOnly)
    }

    public static func parse(
        _ text: String, file: String = "<scene>", name: String = "scene", baseDirectory: String = ".",
        screensOnly: Bool = false
    ) throws(SceneError) -> Scene {
        // Caught before YAML, whose error for them points elsewhere or says nothing.
        if let mistakes = SceneError.combined(
            CommonMistakes.unquotedColors(in: text, file: file) + CommonMistakes.swiftGeometry(in: text, file: file))
        {
            throw mistakes
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw SceneError("the scene file is empty", at: SourceLocation(file: file, line: 1, column: 1))
            }
            root = node
            try YAMLBudget.check(root, file: file)
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw SceneError("cannot parse: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var parser = SceneParser(file: file, baseDirectory: baseDirectory)
        let scene = try parser.scene(YNode(node: root, file: file), name: name, screensOnly: screensOnly)
        try ViewSpec.checkBudget([scene.from, scene.to])
        return scene
    }

    static func yamlError(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let where_ = context.map { " \($0.text)" } ?? ""
            return SceneError(
                "invalid YAML: \(problem)\(where_)",
                at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams's context text is the whole document: the keys and the mapping's place say it.
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return SceneError(
                "duplicate key\(duplicates.count == 1 ? "" : "s") \(keys) in the mapping whose first key is here",
                at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        default:
            return SceneError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

struct SceneParser {
    let file: String
    let baseDirectory: String
    /// How many templates deep this parser is, and in which.
    var depth = 0
    var templateName: String? = nil
    /// The files being included around the current one, to catch a file that includes itself.
    var includeStack: [String] = []
    /// The container's size, for the default frames of UIKit view kinds (UIKitKinds.swift).
    var canvasSize = Canvas().size
    /// What `completeTransition: "!transitionWasCancelled"` reads: the interaction's release cancels.
    var transitionWasCancelled = false
    /// What templates and includes have copied in so far, shared by every parser of the scene.
    var expansion = ExpansionBudget()

    static let topKeys = [
        "name", "description", "seed", "canvas", "operation", "from", "to", "transition", "goldens", "navigation",
        "presentation", "interaction",
    ]
    static let viewKeys = ["id", "kind", "subviews", "layer", "transitionType"]
    static let stepKeys =
        [
            "insert", "below", "above", "at", "in", "add", "to", "create", "remove", "set", "animate",
            "keyframes", "completeTransition", "snapshot", "resizableSnapshot", "as", "afterScreenUpdates",
            "requireMatchingTypes", "use", "after", "steps",
        ] + explicitActionKeys
    static let actionKeys =
        [
            "insert", "add", "create", "remove", "set", "animate", "keyframes", "completeTransition",
            "snapshot", "resizableSnapshot", "requireMatchingTypes", "use", "after",
        ] + explicitActionKeys

    /// `screensOnly`: a screens file for a Swift animator, where `transition` may be left out.
    mutating func scene(_ n: YNode, name: String, screensOnly: Bool = false) throws(SceneError) -> Scene {
        var f = try n.fields(
            "a scene", allowed: Self.topKeys, required: screensOnly ? ["from", "to"] : ["from", "to", "transition"])
        var canvas = Canvas()
        if let c = f["canvas"] { canvas = try self.canvas(c) }
        canvasSize = canvas.size
        var scope = ExpressionScope()
        scope.canvas = canvas.size
        if let s = f["seed"] {
            let seed = try s.int("a whole number, the seed of random(a, b)")
            guard seed >= 0 else { throw s.fail("a seed is a whole number ≥ 0") }
            scope.seed = UInt64(seed)
        }
        f = f.scoped(scope)
        let operation =
            try f["operation"].map { (o: YNode) throws(SceneError) -> TransitionOperation in
                try ValueParser.choice(o, TransitionOperation.self, "operation")
            } ?? .present
        // Each part is read even when an earlier one has errors, so one run reports them all.
        var errors = ErrorList()
        func collect<T>(_ read: () throws(SceneError) -> T) -> T? {
            do throws(SceneError) { return try read() } catch {
                errors.add(error)
                return nil
            }
        }
        let interaction = collect { () throws(SceneError) -> Interaction? in
            try f["interaction"].map { (i: YNode) throws(SceneError) in try self.interaction(i, canvas: canvas) }
        }
        if let release = interaction??.release { transitionWasCancelled = !release.finish }
        let from = collect { () throws(SceneError) in try view(f["from"]!, defaultID: "from") }
        let to = collect { () throws(SceneError) in try view(f["to"]!, defaultID: "to") }
        let script = collect { () throws(SceneError) -> TransitionScript in
            // A screens file (for a Swift animator) may leave the transition out.
            guard let transition = f["transition"] else { return TransitionScript(duration: 0, steps: []) }
            let t = try transition.fields(
                "transition", allowed: ["duration", "steps"], required: ["duration", "steps"])
            let duration = try t["duration"]!.double("a duration in seconds")
            guard duration >= 0 else { throw t["duration"]!.fail("a duration must be ≥ 0") }
            return TransitionScript(duration: duration, steps: try self.steps(t["steps"]!))
        }
        try errors.throwIfAny()
        guard let from, let to, let script else { throw n.fail("the scene has errors") }
        let sceneName = try f["name"]?.string("a name") ?? name
        if let problem = FileNameRule.problem(with: sceneName) {
            // The name becomes the scene's folder under --out and --goldens.
            let message =
                "scene name \(problem); it names the scene's folder, so it must be one file name (no '/', no leading dot)"
            throw f["name"]?.fail(message) ?? n.fail(message + " (the name comes from the file name; set 'name:')")
        }
        var scene = Scene(
            name: sceneName, canvas: canvas, operation: operation, from: from, to: to,
            transition: script)
        if let g = f["goldens"] { scene.goldens = try goldenSettings(g) }
        scene.interaction = interaction ?? nil
        scene.diagnostics = expansion.diagnostics
        try controllers(f, into: &scene)
        return scene
    }

    func canvas(_ n: YNode) throws(SceneError) -> Canvas {
        let f = try n.fields("canvas", allowed: ["device", "size", "scale", "fps", "background"])
        var c = Canvas()
        if let d = f["device"] {
            // A device's screen and scale; `size` or `scale` given too override its values.
            let id = try d.string("a device")
            guard let device = DevicePreset.named(id) else {
                throw d.fail(
                    "unknown device '\(id)'; expected one of: "
                        + DevicePreset.all.map(\.id).joined(separator: ", "))
            }
            c.size = device.size
            c.scale = device.scale
        }
        if let s = f["size"] {
            let v = try s.numbers(count: 2, "a size [width, height] in points")
            guard v[0] > 0, v[1] > 0 else { throw s.fail("canvas size must be positive") }
            c.size = Size(v[0], v[1])
        }
        if let s = f["scale"] {
            c.scale = try s.double("a scale in pixels per point")
            guard c.scale > 0 else { throw s.fail("scale must be positive") }
        }
        if let s = f["fps"] {
            c.fps = try s.double("frames per second")
            guard c.fps >= 1, c.fps <= Canvas.maxFPS else {
                throw s.fail("fps must be in 1…\(Int(Canvas.maxFPS)), got \(c.fps)")
            }
        }
        if let b = f["background"] { c.background = try ValueParser.color(b) }
        if let problem = c.problem { throw n.fail(problem) }
        return c
    }

    // MARK: Views

    func view(_ n: YNode, defaultID: String? = nil) throws(SceneError) -> ViewSpec {
        if n.mappingKeys.contains("include") { return try included(n, defaultID: defaultID) }
        if let kindView = try uikitView(n, defaultID: defaultID) { return kindView }
        let entries = try n.entries("a view")
        var id = defaultID
        var kind = ViewKind.view
        var subviews: [ViewSpec] = []
        var mask: ViewSpec?
        var transitionType: String?
        var changes: [(order: Int, change: Change)] = []
        // Each key is read even when one before it has errors, so one run reports them all.
        var errors = ErrorList()
        for (key, keyNode, value) in entries {
            do throws(SceneError) {
                switch key {
                case "id":
                    id = try Self.viewID(value, "a view id")
                case "kind": kind = try ValueParser.choice(value, ViewKind.self, "view kind")
                case "transitionType": transitionType = try value.string("a type name that templates match views by")
                case "subviews": subviews += try self.subviews(value)
                case "layer":
                    for (lk, lkNode, lv) in try value.entries("layer") {
                        if lk == "mask" {
                            // `layer.mask`: a view of its own, in this view's bounds space.
                            guard lv.isMapping else {
                                throw lv.fail(
                                    "layer.mask is a view: {id: …, kind: shape, frame: […], layer: {path: …}}")
                            }
                            mask = try view(lv)
                            continue
                        }
                        changes.append(try change("layer." + lk, keyNode: lkNode, value: lv, expectingIn: "layer"))
                    }
                default:
                    changes.append(try change(key, keyNode: keyNode, value: value, expectingIn: "a view"))
                }
            } catch {
                errors.add(error)
            }
        }
        try errors.throwIfAny()
        guard let id else { throw n.fail("a view needs an 'id'") }
        let sorted = changes.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(
            \.element.change)
        for c in sorted {
            if case .content(let content) = c, !content.kinds.contains(kind) {
                throw n.fail(
                    "'\(content.keyPath)' needs kind: \(content.kinds.map(\.rawValue).joined(separator: " or ")) (view '\(id)' is a \(kind.rawValue))"
                )
            }
        }
        var spec = ViewSpec(
            id: id, kind: kind, changes: sorted, subviews: subviews, location: n.location,
            transitionType: transitionType)
        spec.mask = mask
        return spec
    }

    /// A view spec's property, with the order it applies in: the anchor point before the
    /// frame, so the frame given is where the untransformed view sits.
    func change(_ key: String, keyNode: YNode, value: YNode, expectingIn what: String) throws(SceneError) -> (
        order: Int, change: Change
    ) {
        let c = try parseChange(
            key, keyNode: keyNode, value: value,
            candidates: Self.viewKeys + PropertyPath.allSpellings + ContentChange.allKeys, what: what)
        let path: PropertyPath
        switch c {
        case .property(let p, _), .computed(let p, _): path = p
        default: return (5, c)
        }
        switch path.root {
        case .layer(.anchorPoint), .layer(.anchorPointZ): return (0, c)
        case .frame: return (1, c)
        case .layer(.bounds): return (2, c)
        case .layer(.position): return (3, c)
        default: return (4, c)
        }
    }

    func parseChange(_ key: String, keyNode: YNode, value: YNode, candidates: [String], what: String) throws(SceneError)
        -> Change
    {
        if ContentChange.allKeys.contains(key) { return try content(key, value) }
        guard let path = PropertyPath.resolve(key) else {
            throw keyNode.fail("unknown key '\(key)' in \(what)\(Suggestion.didYouMean(key, in: candidates))")
        }
        if path.valueKind == .path { return .property(path, try ValueParser.value(value, kind: .path)) }
        if value.isMapping, let frame = try contextFrameReference(path, value) { return frame }
        if let computed = try computedChange(path, value) { return computed }
        if value.isMapping { return try reference(path, value) }
        let v = try ValueParser.value(value, kind: path.valueKind)
        try checkSize(path, v, value)
        return .property(path, v)
    }

    /// `{frameOf: ID}` or `{centerOf: ID}`, with an optional `in: SPACE`.
    func reference(_ path: PropertyPath, _ n: YNode) throws(SceneError) -> Change {
        let f = try n.fields("a reference to another view's geometry", allowed: ["frameOf", "centerOf", "in"])
        let space = try f["in"]?.string("a view id")
        let reference: GeometryReference
        if let id = f["frameOf"] {
            reference = .frameOf(try id.string("a view id"), in: space)
        } else if let id = f["centerOf"] {
            reference = .centerOf(try id.string("a view id"), in: space)
        } else {
            throw n.fail("expected {frameOf: ID} or {centerOf: ID}")
        }
        guard reference.kind == path.valueKind, f["frameOf"] == nil || f["centerOf"] == nil else {
            throw n.fail("\(path) takes \(path.valueKind.expectation); frameOf gives a rect, centerOf a point")
        }
        // Another view's geometry only means something as a place: a frame, bounds or center.
        let placeable: [PropertyPath.Root] = [.frame, .layer(.bounds), .layer(.position)]
        guard path.fields.isEmpty, placeable.contains(path.root) else {
            throw n.fail("frameOf and centerOf go with frame, bounds and center, not \(path)")
        }
        return .reference(path, reference)
    }

    func checkSize(_ path: PropertyPath, _ value: AnimatableValue, _ n: YNode) throws(SceneError) {
        switch path.root {
        case .frame, .layer(.bounds): break
        default:
            if case .layer(let p) = path.root, [.cornerRadius, .borderWidth, .shadowRadius].contains(p),
                case .number(let v) = value
            {
                if v < 0 { throw n.fail("\(path) must be ≥ 0, got \(v)") }
                if v > SceneLimits.maxRadius {
                    throw n.fail("\(path) must be at most \(Int(SceneLimits.maxRadius)), got \(v)")
                }
            }
            if path.root == .layer(.opacity), case .number(let v) = value, !(0...1).contains(v) {
                throw n.fail("alpha must be in 0…1, got \(v)")
            }
            return
        }
        var sizes: [Double] = []
        switch value {
        case .rect(let r): sizes = [r.width, r.height]
        case .size(let s): sizes = [s.width, s.height]
        case .number(let v) where path.fields.last == "width" || path.fields.last == "height": sizes = [v]
        default: break
        }
        if let negative = sizes.first(where: { $0 < 0 }) {
            throw n.fail("a size cannot be negative, got \(negative) in \(path)")
        }
        if let huge = sizes.first(where: { $0 > SceneLimits.maxSize }) {
            throw n.fail("a size must be at most \(Int(SceneLimits.maxSize)) points, got \(huge) in \(path)")
        }
    }

    func content(_ key: String, _ n: YNode) throws(SceneError) -> Change {
        switch key {
        case "text":
            let text = try n.string("text")
            let length = text.unicodeScalars.count
            guard length <= SceneLimits.maxTextLength else {
                throw n.fail(
                    "text is \(length) characters long; a label holds at most \(SceneLimits.maxTextLength) "
                        + "(all of it is shaped and laid out to draw it)")
            }
            return .content(.text(text))
        case "textColor": return .content(.textColor(try ValueParser.color(n)))
        case "font": return .content(.font(try ValueParser.font(n)))
        case "textAlignment":
            return .content(.textAlignment(try ValueParser.choice(n, TextAlignment.self, "text alignment")))
        case "numberOfLines":
            let lines = try n.int("a number of lines (0 for unlimited)")
            guard lines >= 0 else { throw n.fail("numberOfLines must be ≥ 0") }
            return .content(.numberOfLines(lines))
        case "contentMode": return .content(.contentMode(try ValueParser.choice(n, ContentMode.self, "content mode")))
        case "layer.contentsGravity":
            let name = try n.string("a contents gravity")
            guard let mode = ContentMode.gravities.first(where: { $0.0 == name })?.1 else {
                throw n.fail(
                    "unknown contents gravity '\(name)'\(Suggestion.didYouMean(name, in: ContentMode.gravities.map(\.0))); expected one of: \(ContentMode.gravities.map(\.0).joined(separator: ", "))"
                )
            }
            return .content(.contentMode(mode))
        case "layer.type": return .content(.gradientType(try ValueParser.choice(n, GradientType.self, "gradient type")))
        case "layer.fillRule": return .content(.fillRule(try ValueParser.choice(n, FillRule.self, "fill rule")))
        case "layer.lineCap": return .content(.lineCap(try ValueParser.choice(n, LineCap.self, "line cap")))
        case "layer.lineJoin": return .content(.lineJoin(try ValueParser.choice(n, LineJoin.self, "line join")))
        case "layer.cornerCurve":
            return .content(.cornerCurve(try ValueParser.choice(n, CornerCurve.self, "corner curve")))
        case "layer.maskedCorners":
            var corners: CornerMask = []
            for item in try n.array(
                "a list of corners (layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, layerMaxXMaxYCorner)"
            ) {
                let name = try item.string("a corner name")
                guard let corner = CornerMask.names.first(where: { $0.0 == name })?.1 else {
                    throw item.fail(
                        "unknown corner '\(name)'\(Suggestion.didYouMean(name, in: CornerMask.names.map(\.0))); expected layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner or layerMaxXMaxYCorner"
                    )
                }
                corners.insert(corner)
            }
            return .content(.maskedCorners(corners))
        default:  // image
            let raw = try n.string("an image path (PNG or JPEG), relative to the scene file")
            let path =
                raw.hasPrefix("/")
                ? raw : URL(fileURLWithPath: baseDirectory).appendingPathComponent(raw).standardized.path
            guard FileManager.default.fileExists(atPath: path) else { throw n.fail("image not found: \(path)") }
            if let problem = RegularFile.problem(path, maxBytes: RegularFile.maxImageBytes) {
                throw n.fail("image \(problem)")
            }
            switch RegularFile.head(path, count: 24) {
            case .success: break
            case .failure(let refusal): throw n.fail("image \(refusal.message)")
            }
            guard let header = ImageHeader.read(path: path) else {
                throw n.fail("image \(path) is neither a PNG nor a JPEG (or its header is cut short)")
            }
            if let problem = header.problem { throw n.fail("image \(path) is \(problem)") }
            return .content(.image(path))
        }
    }

    /// A view id as written: one word of letters, digits, `_` and `-`. A dot would split a key
    /// path (`card.alpha`), and a comma, quote or line break would break the CSV `values`
    /// writes (a column per field, a row per line).
    static func viewID(_ n: YNode, _ what: String) throws(SceneError) -> String {
        let id = try n.string(what)
        let isWord =
            !id.isEmpty
            && id.unicodeScalars.allSatisfy { c in
                c == "_" || c == "-" || c.properties.isAlphabetic || c.properties.numericType != nil
            }
        guard isWord else {
            throw n.fail(
                "a view id is one word of letters, digits, '_' and '-' (no dots, spaces, commas, quotes or line breaks), "
                    + "got \(JSONText.quoted(id))")
        }
        return id
    }

    // MARK: Steps

    func step(_ n: YNode) throws(SceneError) -> Step {
        let f = try n.fields("a step", allowed: Self.stepKeys)
        let actions = f.order.filter(Self.actionKeys.contains)
        guard actions.count == 1, let action = actions.first, let v = f[action] ?? f.values[action] else {
            throw n.fail("a step has exactly one of: \(Self.actionKeys.joined(separator: ", "))")
        }
        let extra = f.order.filter { !Self.actionKeys.contains($0) }
        let allowedExtra: [String] =
            switch action {
            case "insert": ["below", "above", "at", "in"]
            case "add": ["to"]
            case "create": ["in"]
            case "snapshot": ["as", "afterScreenUpdates"]
            case "resizableSnapshot": ["as"]
            case "after": ["steps"]
            default: []
            }
        if let bad = extra.first(where: { !allowedExtra.contains($0) }) {
            throw f.values[bad]!.fail("'\(bad)' does not go with '\(action)'")
        }
        let at = n.location
        switch action {
        case "insert":
            let id = try v.string("a view id")
            var position = InsertPosition.top
            let relations = ["below", "above", "at"].filter { f[$0] != nil }
            guard relations.count <= 1 else { throw n.fail("insert takes one of below, above or at") }
            if let b = f["below"] { position = .below(try b.string("a view id")) }
            if let a = f["above"] { position = .above(try a.string("a view id")) }
            if let i = f["at"] { position = .index(try i.int("a subview index")) }
            if f["in"] != nil, relations.first == "below" || relations.first == "above" {
                throw n.fail("'in' is implied by below/above (the sibling's superview)")
            }
            return Step(.insert(viewID: id, parent: try f["in"]?.string("a view id"), position: position), at: at)
        case "add":
            return Step(
                .insert(
                    viewID: try v.string("a view id"),
                    parent: try f["to"]?.string("a view id") ?? ModelTree.containerID, position: .top), at: at)
        case "create":
            // `in: null`: made but in no hierarchy yet, as `UIView(frame:)` before `addSubview`.
            let inNothing = f.values["in"]?.isNull == true
            return Step(
                .create(
                    try view(v), parent: inNothing ? nil : try f["in"]?.string("a view id") ?? ModelTree.containerID),
                at: at)
        case "after":
            let delay = try v.double("a delay in seconds")
            guard delay >= 0 else { throw v.fail("a delay must be ≥ 0") }
            guard let steps = f["steps"] else {
                throw n.fail("'after' needs 'steps', the steps to run after the delay")
            }
            return Step(.after(delay: delay, steps: try self.steps(steps)), at: at)
        case "remove":
            return Step(.remove(viewID: try v.string("a view id")), at: at)
        case "set":
            return Step(.set(try assignments(v)), at: at)
        case "animate":
            return Step(.animate(try animation(v)), at: at)
        case "keyframes":
            return Step(.keyframes(try keyframes(v)), at: at)
        case "snapshot", "resizableSnapshot":
            return try snapshot(action, v, f, at: n)
        case "addAnimation", "removeAnimation", "removeAllAnimations", "transition":
            return try explicitStep(action, v, at: n)
        case "requireMatchingTypes":
            var ids: [String] = []
            for item in try v.array("a list of view ids") { ids.append(try item.string("a view id")) }
            return Step(.requireMatchingTypes(ids, template: templateName ?? "requireMatchingTypes"), at: at)
        default:  // completeTransition
            if let word = try? v.string(), Self.notCancelledWords.contains(word) {
                return Step(.completeTransition(!transitionWasCancelled), at: at)
            }
            return Step(.completeTransition(try v.bool()), at: at)
        }
    }

    /// `- snapshot: ID` with `as: NEW` and `afterScreenUpdates`, or
    /// `- resizableSnapshot: {of: ID, rect: [x, y, w, h], capInsets: [top, left, bottom, right], afterScreenUpdates}`
    /// with `as: NEW`.
    func snapshot(_ action: String, _ v: YNode, _ f: Fields, at n: YNode) throws(SceneError) -> Step {
        guard let nameNode = f["as"] else { throw n.fail("\(action) needs 'as: NEW_ID', the id of the snapshot view") }
        let name = try Self.viewID(nameNode, "a new view id")
        if action == "snapshot" {
            return Step(
                .snapshot(
                    of: try v.string("the id of the view to snapshot"), name: name,
                    afterScreenUpdates: try f["afterScreenUpdates"]?.bool() ?? false, rect: nil, capInsets: .zero),
                at: n.location)
        }
        let r = try v.fields(
            "resizableSnapshot", allowed: ["of", "rect", "capInsets", "afterScreenUpdates"], required: ["of", "rect"])
        let rectValues = try r["rect"]!.numbers(count: 4, "a rect [x, y, width, height] in the view's bounds")
        guard rectValues[2] >= 0, rectValues[3] >= 0 else { throw r["rect"]!.fail("a size cannot be negative") }
        var insets = EdgeInsets.zero
        if let c = r["capInsets"] {
            let i = try c.numbers(count: 4, "cap insets [top, left, bottom, right]")
            guard i.allSatisfy({ $0 >= 0 }) else { throw c.fail("cap insets cannot be negative") }
            insets = EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
        return Step(
            .snapshot(
                of: try r["of"]!.string("the id of the view to snapshot"), name: name,
                afterScreenUpdates: try r["afterScreenUpdates"]?.bool() ?? false,
                rect: Rect(rectValues[0], rectValues[1], rectValues[2], rectValues[3]), capInsets: insets),
            at: n.location)
    }

    /// `{viewID.keyPath: value, …}`.
    func assignments(_ n: YNode) throws(SceneError) -> [Assignment] {
        if n.isSequence || n.mappingKeys.contains("repeat") { return try assignmentList(n) }
        var out: [Assignment] = []
        var errors = ErrorList()
        for (key, keyNode, value) in try n.entries("a mapping of VIEW.keyPath to values") {
            do throws(SceneError) {
                guard let dot = key.firstIndex(of: ".") else {
                    throw keyNode.fail("expected VIEW.keyPath (like card.frame.origin.y), got '\(key)'")
                }
                let id = String(key[..<dot]), path = String(key[key.index(after: dot)...])
                let change = try parseChange(
                    path, keyNode: keyNode, value: value,
                    candidates: PropertyPath.allSpellings + ContentChange.allKeys, what: "view '\(id)'")
                out.append(Assignment(viewID: id, change: change, location: keyNode.location))
            } catch {
                errors.add(error)
            }
        }
        try errors.throwIfAny()
        return out
    }

    func animation(_ n: YNode) throws(SceneError) -> AnimationStep {
        let f = try n.fields(
            "animate",
            allowed: [
                "duration", "delay", "curve", "spring", "set", "completion",
                "beginFromCurrentState", "repeatCount", "autoreverses",
            ])
        guard f["curve"] == nil || f["spring"] == nil else { throw n.fail("animate takes curve or spring, not both") }
        var duration = try f["duration"]?.double("a duration in seconds")
        let delay = try f["delay"]?.double("a delay in seconds") ?? 0
        if let d = duration, d < 0 { throw f["duration"]!.fail("duration must be ≥ 0") }
        guard delay >= 0 else { throw f["delay"]!.fail("delay must be ≥ 0") }
        var timing = AnimationTiming.curve(.easeInOut)
        if let c = f["curve"] { timing = .curve(try ValueParser.timing(c)) }
        if let s = f["spring"] {
            let spring = try self.spring(s, duration: duration)
            timing = .spring(spring)
            if duration == nil {
                guard spring.settlingDuration.isFinite else {
                    throw s.fail("this spring never settles (no damping); give the animation a duration")
                }
                duration = spring.settlingDuration
            }
        }
        guard let duration else { throw n.fail("animate needs 'duration' (seconds)") }
        let repeatCount = try f["repeatCount"]?.double("a repeat count") ?? 1
        guard repeatCount > 0, repeatCount <= 10_000 else {
            throw f["repeatCount"]!.fail("repeatCount must be in (0, 10000]")
        }
        return AnimationStep(
            duration: duration, delay: delay, timing: timing,
            assignments: try f["set"].map { (s: YNode) throws(SceneError) -> [Assignment] in try assignments(s) } ?? [],
            completion: try f["completion"].map { (c: YNode) throws(SceneError) -> [Step] in try steps(c) } ?? [],
            beginFromCurrentState: try f["beginFromCurrentState"]?.bool() ?? false,
            repeatCount: repeatCount, autoreverses: try f["autoreverses"]?.bool() ?? false)
    }

    func spring(_ n: YNode, duration: Double?) throws(SceneError) -> Spring {
        let f = try n.fields("spring", allowed: ["dampingRatio", "initialVelocity", "mass", "stiffness", "damping"])
        let velocity = try f["initialVelocity"]?.double("an initial velocity") ?? 0
        if let ratio = f["dampingRatio"] {
            guard f["mass"] == nil, f["stiffness"] == nil, f["damping"] == nil else {
                throw n.fail(
                    "a spring is either {dampingRatio, initialVelocity} (UIView) or {mass, stiffness, damping, initialVelocity} (CASpringAnimation)"
                )
            }
            let zeta = try ratio.double("a damping ratio")
            guard zeta > 0 else { throw ratio.fail("dampingRatio must be > 0") }
            guard let duration, duration > 0 else {
                throw n.fail("a UIView spring {dampingRatio} needs the animation's duration")
            }
            return Spring.uikit(duration: duration, dampingRatio: zeta, initialVelocity: velocity)
        }
        return try n.springParameters(f)
    }

    func keyframes(_ n: YNode) throws(SceneError) -> KeyframeStep {
        let f = try n.fields(
            "keyframes", allowed: ["duration", "delay", "mode", "curve", "frames", "completion"],
            required: ["duration", "frames"])
        let duration = try f["duration"]!.double("a duration in seconds")
        let delay = try f["delay"]?.double("a delay in seconds") ?? 0
        guard duration >= 0, delay >= 0 else { throw n.fail("duration and delay must be ≥ 0") }
        var frames: [Keyframe] = []
        for item in try keyframeItems(f["frames"]!) {
            let k = try item.fields(
                "a keyframe", allowed: ["start", "duration", "set"], required: ["start", "duration", "set"])
            let start = try k["start"]!.double("a relative start time in 0…1")
            let d = try k["duration"]!.double("a relative duration in 0…1")
            guard (0...1).contains(start), (0...1).contains(d), start + d <= 1 + 1e-9 else {
                throw item.fail("a keyframe's start and duration are relative (0…1) and must end by 1")
            }
            frames.append(
                Keyframe(start: start, duration: d, assignments: try assignments(k["set"]!), location: item.location))
        }
        return KeyframeStep(
            duration: duration, delay: delay,
            mode: try f["mode"].map { (m: YNode) throws(SceneError) -> KeyframeCalculationMode in
                try ValueParser.choice(m, KeyframeCalculationMode.self, "calculation mode")
            } ?? .linear,
            curve: try f["curve"].map { (c: YNode) throws(SceneError) -> TimingFunction in try ValueParser.timing(c) }
                ?? .easeInOut,
            frames: frames,
            completion: try f["completion"].map { (c: YNode) throws(SceneError) -> [Step] in try steps(c) } ?? [])
    }
}
