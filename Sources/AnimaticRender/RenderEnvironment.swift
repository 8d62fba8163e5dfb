import AnimaticCore
import CCairo
import Synchronization
import Foundation

/// The versions of the libraries and fonts that decide a frame's pixels. Golden tests record it
/// next to the goldens, and when a check fails on a machine whose versions differ they say so.
public struct RenderEnvironment: Sendable, Equatable, Codable {
    public var cairo: String
    public var pixman: String
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    public var fontconfig: String
    public var libpng: String
    /// The fonts the frames used, as fontconfig resolved them.
    public var fonts: [ResolvedFont]

    public init(
        cairo: String, pixman: String, pango: String, harfbuzz: String, freetype: String,
        fontconfig: String, libpng: String, fonts: [ResolvedFont] = []
    ) {
        self.cairo = cairo
        self.pixman = pixman
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.fontconfig = fontconfig
        self.libpng = libpng
        self.fonts = fonts
    }

    /// This process's libraries, read at run time (not the headers built against).
    public static func current(fonts: [ResolvedFont] = []) -> RenderEnvironment {
        RenderEnvironment(
            cairo: String(cString: cairo_version_string()),
            pixman: String(cString: pixman_version_string()),
            pango: String(cString: pango_version_string()),
            harfbuzz: String(cString: hb_version_string()),
            freetype: freetypeVersion,
            fontconfig: Self.fontconfigVersion,
            libpng: libpngVersion,
            fonts: fonts)
    }

    static let freetypeVersion: String = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }()

    /// libpng's run-time version number (10640 → 1.6.40).
    static var libpngVersion: String {
        let v = Int(png_access_version_number())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }

    static var fontconfigVersion: String {
        let v = Int(FcGetVersion())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }

    /// The differences that can change pixels, one line each ("pango 1.50.12 → 1.52.1"), from
    /// `self` (where goldens were recorded) to `other` (this machine). Font paths are not
    /// compared (they differ between systems); family, style, version and file digest are.
    public func differences(to other: RenderEnvironment) -> [String] {
        var out: [String] = []
        let pairs: [(String, String, String)] = [
            ("cairo", cairo, other.cairo), ("pixman", pixman, other.pixman), ("pango", pango, other.pango),
            ("harfbuzz", harfbuzz, other.harfbuzz), ("freetype", freetype, other.freetype),
            ("fontconfig", fontconfig, other.fontconfig),
        ]
        for (name, a, b) in pairs where a != b { out.append("\(name) \(a) → \(b)") }
        for font in fonts {
            guard let mine = other.fonts.first(where: { $0.request == font.request }) else { continue }
            if mine.file != font.file || mine.version != font.version || mine.sha256 != font.sha256 {
                out.append("font \(font.request): \(font.summary) → \(mine.summary)")
            }
        }
        return out
    }
}

/// A font as fontconfig resolved it for a label's family, weight and slant.
public struct ResolvedFont: Sendable, Equatable, Hashable, Codable {
    /// "Inter 700 italic": what the scene asked for.
    public var request: String
    /// The matched font's family and style ("Inter", "Bold").
    public var family: String
    public var style: String
    public var file: String
    /// The font's `head` table revision ("4.000"), as fontconfig reads it.
    public var version: String
    /// SHA-256 of the font file, the first 16 hex digits.
    public var sha256: String

    public var summary: String { "\(family) \(style) \(version) (\((file as NSString).lastPathComponent), \(sha256))" }
}

/// Pins fonts: a label's family must resolve, through fontconfig, to a font of that family.
/// Otherwise fontconfig would fall back silently to whatever this machine has (DejaVu Sans
/// on Debian), and frames would differ from machine to machine; a render fails instead.
public enum FontPinning {
    /// Generic families resolve to different fonts on different machines by design.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "cursive",
        "fantasy", "system-ui", "emoji", "math",
    ]

    /// fontconfig's answers do not change while the process runs, and asking is slow
    /// (fontconfig's set-up, then a SHA-256 of the font file): each request is answered once
    /// per process. The lock is held while fontconfig is asked, so workers starting together
    /// wait for one answer instead of each computing it.
    private static let cache = Mutex<[String: Result<ResolvedFont, RenderError>]>([:])

    /// The font fontconfig picks for the family, weight (100…900) and slant; throws a
    /// `RenderError` naming the family and what it would fall back to when the match is
    /// another family. Cached per process.
    public static func resolve(family: String, weight: Int, italic: Bool) throws(RenderError) -> ResolvedFont {
        let key = "\(family) \(weight)\(italic ? " italic" : "")"
        let result = cache.withLock { answers in
            if let known = answers[key] { return known }
            let answer = match(family: family, weight: weight, italic: italic, request: key)
            answers[key] = answer
            return answer
        }
        return try result.get()
    }

    public static func resolve(_ font: Font) throws(RenderError) -> ResolvedFont {
        try resolve(
            family: font.family ?? TextPainter.defaultFamily, weight: font.weight.numericWeight, italic: font.italic)
    }

    /// Resolves every label's font in the tree (throwing on the first that is not installed)
    /// and returns the fonts used, in first-use order.
    @discardableResult
    public static func verify(_ tree: PresentationTree) throws(RenderError) -> [ResolvedFont] {
        var out: [ResolvedFont] = []
        var stack = [tree.root]
        while let layer = stack.popLast() {
            if case .text(let text) = layer.content, !text.text.isEmpty {
                let font: ResolvedFont
                do {
                    font = try resolve(text.font)
                } catch {
                    // Reported at the label's line.
                    var located = error
                    located.viewID = layer.id
                    throw located
                }
                if !out.contains(font) { out.append(font) }
            }
            stack.append(contentsOf: layer.sublayers.reversed())
        }
        return out
    }

    private static func match(family: String, weight: Int, italic: Bool, request: String) -> Result<
        ResolvedFont, RenderError
    > {
        guard let pattern = FcPatternCreate() else {
            return .failure(RenderError("fontconfig: cannot create a pattern"))
        }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else {
            return .failure(
                RenderError(
                    "font '\(family)' is not installed and fontconfig found no font at all; install it (Debian: fonts-inter for Inter)"
                ))
        }
        defer { FcPatternDestroy(matched) }
        var families: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(matched, FC_FAMILY, index, &value) == FcResultMatch, let value {
            families.append(String(cString: value))
            index += 1
        }
        func string(_ object: String) -> String {
            var v: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(matched, object, 0, &v) == FcResultMatch, let v else { return "" }
            return String(cString: v)
        }
        let file = string(FC_FILE), style = string(FC_STYLE)
        let fallback = "\(families.first ?? "?") \(style) (\(file))"
        if genericFamilies.contains(family.lowercased()) {
            return .failure(
                RenderError(
                    "font family '\(family)' is generic: it resolves to a different font on each machine (here \(fallback)); name an installed family such as Inter"
                ))
        }
        guard families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
            return .failure(
                RenderError(
                    "font '\(family)' is not installed: fontconfig would fall back to \(fallback), and frames would differ between machines; install '\(family)' (Debian: fonts-inter for Inter) or use an installed family"
                ))
        }
        var version: Int32 = 0
        FcPatternGetInteger(matched, FC_FONTVERSION, 0, &version)
        let resolved = ResolvedFont(
            request: request,
            family: families.first(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) ?? family,
            style: style, file: file, version: String(format: "%.3f", Double(version) / 65536),
            sha256: fileDigest(file).map { String($0.prefix(16)) } ?? "unreadable")
        return .success(resolved)
    }

    private static func fileDigest(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return Digest.sha256(data.withUnsafeBytes { UnsafeRawBufferPointer($0) })
    }
}

/// SHA-256 through OpenSSL's libcrypto: C speed in debug builds too, and the CPU's SHA
/// instructions where it has them. `check` hashes every frame's pixels (3–4 MB): GLib's
/// portable SHA-256 took more of a matching frame's time than rendering it.
public enum Digest {
    /// Lowercase hex, as the manifests record it.
    public static func sha256(_ bytes: UnsafeRawBufferPointer) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let empty: UInt8 = 0
        let ok = withUnsafePointer(to: empty) { fallback in
            EVP_Digest(
                bytes.baseAddress ?? UnsafeRawPointer(fallback), bytes.count, &digest, &length, EVP_sha256(), nil)
        }
        guard ok == 1, length == 32 else { return "" }
        return hex(digest)
    }

    public static func sha256(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { sha256($0) }
    }

    /// Lowercase hex, two digits a byte.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// The digest a golden manifest records of a frame's pixels (its RGBA bytes), named by its
/// algorithm: `xxh3-128:` and 32 hex digits (xxHash's XXH3, 128 bits, in its canonical
/// big-endian form), or, in manifests recorded before it, 64 hex digits of SHA-256.
///
/// A pixel digest only has to tell a changed frame from its golden, never to resist someone
/// forging one (the PNG itself is the golden; a mismatch only means decoding it), and SHA-256
/// of a 3 MB frame took a third of a matching frame's check: XXH3 hashes it at memory speed.
public enum PixelDigest {
    public static let xxh3Prefix = "xxh3-128:"

    /// The digest new manifests record.
    public static func of(_ rgba: [UInt8]) -> String {
        rgba.withUnsafeBytes { xxh3($0) }
    }

    /// The digest of `rgba` by the algorithm `recorded` was made with, to compare with it
    /// (the current one when there is no recorded digest).
    public static func of(_ rgba: [UInt8], like recorded: String?) -> String {
        guard let recorded, !isCurrent(recorded) else { return of(rgba) }
        return Digest.sha256(rgba)
    }

    public static func isCurrent(_ digest: String) -> Bool { digest.hasPrefix(xxh3Prefix) }

    public static func xxh3(_ bytes: UnsafeRawBufferPointer) -> String {
        let hash = XXH3_128bits(bytes.baseAddress, bytes.count)
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, hash)
        return xxh3Prefix + withUnsafeBytes(of: &canonical.digest) { Digest.hex($0) }
    }
}

extension FontPinning {
    /// Puts the cairo context into an error state so that the render throws (cairo's own
    /// status, "file not found", is the nearest it has: the font's file is not there).
    /// `verify(_:)` before rendering gives the full message.
    static func failRender(_ cr: OpaquePointer) {
        guard let missing = cairo_image_surface_create_from_png("/nonexistent/animatic-unpinned-font.png") else {
            return
        }
        cairo_set_source_surface(cr, missing, 0, 0)
        cairo_surface_destroy(missing)
    }
}
