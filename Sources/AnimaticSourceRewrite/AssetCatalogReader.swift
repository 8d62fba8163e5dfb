import Foundation

/// An app's asset catalog (`Assets.xcassets`) as `UIColor(named:)` and `UIImage(named:)` on iOS
/// in light mode on an iPhone see it: each color set's and image set's name and the one entry
/// that device picks. Read at build time (the AnimaticRewrite plugin) from the `Contents.json`
/// files as Xcode writes them (Apple, "Asset Catalog Format Reference": Named Color Type, Image
/// Set Type, Group Type); the image files themselves are only named, and read when drawn.
public struct AssetCatalogContents: Equatable, Sendable {
    public struct NamedColor: Equatable, Sendable {
        /// The set's color space as the catalog names it ("srgb", "display-p3" …).
        public var space: String
        /// In that space: red, green, blue (or white) and alpha last.
        public var components: [Double]
        /// A system color the entry refers to (`"reference": "systemBlueColor"` → "systemBlue").
        public var systemReference: String?
    }

    public struct ImageFile: Equatable, Sendable {
        /// 1, 2 or 3 (`"scale": "2x"`); nil for a single-scale entry (a PDF or SVG).
        public var scale: Double?
        /// The file's absolute path.
        public var path: String
    }

    public struct NamedImage: Equatable, Sendable {
        /// The bitmap entries (PNG, JPEG …) for an iPhone in light mode, by scale.
        public var files: [ImageFile]
        /// Vector entries (PDF, SVG), which Animatic does not draw.
        public var vectorFiles: [String]
        /// `"template-rendering-intent"`: "template", "original" or nil (automatic).
        public var renderingIntent: String?
    }

    public var path: String
    public var colors: [String: NamedColor] = [:]
    public var images: [String: NamedImage] = [:]
    /// What could not be read, each with its file: warnings for the build log.
    public var problems: [String] = []
    /// `Contents.json` files that are not JSON objects, as `file:line:column: error: …`: the plugin
    /// fails the build on them (a typo would otherwise show only as magenta stand-ins at run time).
    public var errors: [String] = []

    /// Reads the catalog folder at `path`.
    public init(path: String) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
        readGroup(at: self.path, namespace: [])
    }

    /// A group (the catalog or a folder in it): its sets, and its folders, which add their name
    /// to the names inside when their `Contents.json` says `"provides-namespace": true`.
    private mutating func readGroup(at folder: String, namespace: [String]) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        for entry in entries {
            let path = folder + "/" + entry
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            let url = URL(fileURLWithPath: entry)
            let name = (namespace + [url.deletingPathExtension().lastPathComponent]).joined(separator: "/")
            switch url.pathExtension {
            // Xcode refuses two sets of one type and name; the first read (by path) is kept here.
            case "colorset" where colors[name] != nil, "imageset" where images[name] != nil:
                problems.append("\(path): a second \(url.pathExtension) named \"\(name)\"; the first is kept")
            case "colorset": readColorSet(at: path, name: name)
            case "imageset": readImageSet(at: path, name: name)
            case "":
                let providesNamespace =
                    (json(at: path + "/Contents.json", required: false)?["properties"] as? [String: Any])?[
                        "provides-namespace"] as? Bool ?? false
                readGroup(at: path, namespace: providesNamespace ? namespace + [entry] : namespace)
            default: continue  // app icons, data sets, symbol sets …: not what these initializers read
            }
        }
    }

    private mutating func json(at path: String, required: Bool = true) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else {
            if required { problems.append("\(path): no Contents.json") }
            return nil
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not JSON"
            let (line, column) = Self.lineAndColumn(of: reason, in: data)
            errors.append("\(path):\(line):\(column): error: asset catalog: Contents.json is not JSON: \(reason)")
            return nil
        }
        guard let object = parsed as? [String: Any] else {
            errors.append("\(path):1:1: error: asset catalog: Contents.json is not a JSON object")
            return nil
        }
        return object
    }

    /// Where Foundation's parser stopped, 1-based: its message says "around character N" (a byte
    /// offset from 0) or, for text that ends too soon, nothing, which is the end of the file.
    static func lineAndColumn(of reason: String, in data: Data) -> (line: Int, column: Int) {
        let bytes = [UInt8](data)
        var offset = bytes.count
        if let range = reason.range(of: "around character ") {
            let digits = reason[range.upperBound...].prefix { $0.isNumber }
            offset = min(Int(digits) ?? bytes.count, bytes.count)
        }
        let before = bytes[..<offset]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        // Columns count characters, as a compiler's do: UTF-8 continuation bytes are not one.
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    private mutating func readColorSet(at folder: String, name: String) {
        let file = folder + "/Contents.json"
        guard let contents = json(at: file) else { return }
        let entries = (contents["colors"] as? [[String: Any]]) ?? []
        // Xcode's template makes an empty AccentColor (slots with no color): nothing to read, nothing wrong.
        guard entries.contains(where: { $0["color"] != nil }) else { return }
        guard let entry = Self.iPhoneLightEntry(entries), let color = entry["color"] as? [String: Any] else {
            problems.append("\(file): no color for an iPhone in light mode (universal or iphone, no appearance)")
            return
        }
        if let reference = color["reference"] as? String {
            let system = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            colors[name] = NamedColor(space: "srgb", components: [], systemReference: system)
            return
        }
        switch AssetColorComponents.read(color) {
        case .success(let read): colors[name] = NamedColor(space: read.space, components: read.components)
        case .failure(let problem): problems.append("\(file): \(problem.message)")
        }
    }

    private mutating func readImageSet(at folder: String, name: String) {
        let file = folder + "/Contents.json"
        guard let contents = json(at: file) else { return }
        var image = NamedImage(files: [], vectorFiles: [], renderingIntent: nil)
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        image.renderingIntent = intent == "template" || intent == "original" ? intent : nil
        var ranks: [Int] = []
        for entry in (contents["images"] as? [[String: Any]]) ?? [] where Self.isForIPhoneInLight(entry) {
            guard let filename = entry["filename"] as? String else { continue }  // an empty slot
            let path = folder + "/" + filename
            let fileExtension = URL(fileURLWithPath: filename).pathExtension.lowercased()
            if fileExtension == "pdf" || fileExtension == "svg" {
                image.vectorFiles.append(path)
                continue
            }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }
            // Of two entries for one scale the more specific one wins (see `rank`).
            if let same = image.files.firstIndex(where: { $0.scale == scale }) {
                if Self.rank(entry) > ranks[same] { (image.files[same].path, ranks[same]) = (path, Self.rank(entry)) }
                continue
            }
            image.files.append(ImageFile(scale: scale, path: path))
            ranks.append(Self.rank(entry))
        }
        image.files.sort { ($0.scale ?? 1) < ($1.scale ?? 1) }
        images[name] = image
    }

    /// An entry an iPhone in light mode uses: idiom universal or iphone, and no appearance
    /// (dark or high contrast variants are `appearances`; light mode takes the "any" entry).
    static func isForIPhoneInLight(_ entry: [String: Any]) -> Bool {
        let idiom = entry["idiom"] as? String ?? "universal"
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        let lightOnly = appearances.allSatisfy { $0["value"] as? String == "light" }
        return (idiom == "universal" || idiom == "iphone") && lightOnly
    }

    /// The color entry an iPhone in light mode picks: the most specific (see `rank`).
    static func iPhoneLightEntry(_ entries: [[String: Any]]) -> [String: Any]? {
        entries.filter(isForIPhoneInLight).max { rank($0) < rank($1) }
    }

    /// How specifically an entry matches an iPhone in light mode: a "light" appearance over
    /// the "any" one, iphone over universal, then a display-P3 gamut over sRGB (every iPhone
    /// since the 7 has a P3 display).
    static func rank(_ entry: [String: Any]) -> Int {
        let light = !(entry["appearances"] as? [[String: Any]] ?? []).isEmpty
        return (light ? 4 : 0) + (entry["idiom"] as? String == "iphone" ? 2 : 0)
            + (entry["display-gamut"] as? String == "display-P3" ? 1 : 0)
    }
}
