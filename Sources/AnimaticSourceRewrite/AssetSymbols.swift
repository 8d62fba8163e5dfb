/// Xcode 15's generated asset symbols for a catalog's color and image sets: `ColorResource` and
/// `ImageResource` statics, and with the framework extensions (the project's
/// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES`) `UIColor` and `UIImage`
/// statics. Names follow what Xcode writes in `GeneratedAssetSymbols.swift` (read in apps'
/// generated files): words split at anything not a letter or digit, the first lowercased up to its
/// last leading capital (`DSAction` → `dsAction`), the others capitalized (`Trip_Status_Bar` →
/// `tripStatusBar`); a last word `Color` (colors) or `Image` (images) dropped when it is a word of
/// its own or a capitalized end (`AccentColor` → `accent`, `adult_products_image` →
/// `adultProducts`, but `welcomeVCimage` stays); a leading digit gets `_` (`10_back_arm` →
/// `_10BackArm`). A folder that provides a namespace is an enum of the resources inside.
public enum AssetSymbols {
    public enum Kind: Sendable {
        case color, image

        var suffix: String { self == .color ? "Color" : "Image" }
    }

    /// The symbol Xcode generates for the set named `name` (its last path component when
    /// namespaced), or nil when nothing is left of it.
    public static func symbol(for name: String, kind: Kind?) -> String? {
        var words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        if let kind, words.count > 1, words.last?.lowercased() == kind.suffix.lowercased() {
            words.removeLast()
        } else if let kind, let last = words.last, last.count > kind.suffix.count, last.hasSuffix(kind.suffix) {
            let stem = String(last.dropLast(kind.suffix.count))
            words[words.count - 1] = stem
        }
        guard let first = words.first else { return nil }
        var symbol = lowercasedLeadingCapitals(first)
        for word in words.dropFirst() {
            symbol += word.prefix(1).uppercased() + word.dropFirst()
        }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// `HomeBackground` → `homeBackground`, `DSAction` → `dsAction`, `URL` → `url`.
    static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix(while: \.isUppercase).count
        guard capitals > 0 else { return word }
        // Before a lowercase letter, the last capital starts the next word.
        let lowered =
            capitals > 1 && capitals < characters.count && characters[capitals].isLowercase
            ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// UIColor's and UIImage's own class properties: Xcode leaves out a framework extension symbol
    /// that would be one of them ("resolves to a conflicting UIColor symbol") and keeps the resource.
    static let uiColorClassProperties: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "lightText", "darkText", "groupTableViewBackground",
        "viewFlipsideBackground", "scrollViewTexturedBackground", "underPageBackground", "label", "secondaryLabel",
        "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue", "systemOrange",
        "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint",
        "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "tintColor",
    ]
    static let uiImageClassProperties: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark"]

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "rethrows", "super",
        "self", "Self", "throw", "throws", "true", "try",
    ]

    /// The generated declarations for the catalogs' sets (first catalog's set wins a name), as lines.
    public static func declarations(colors: [String], images: [String], frameworkExtensions: Bool) -> [String] {
        var lines: [String] = []
        lines += resources(type: "ColorResource", names: colors, kind: .color)
        lines += resources(type: "ImageResource", names: images, kind: .image)
        lines += [
            "extension UIColor {",
            "    convenience init(resource: ColorResource) {",
            "        self.init(named: resource.animaticName, from: animaticAssetCatalogs)!",
            "    }",
        ]
        if frameworkExtensions {
            lines += frameworkStatics(type: "UIColor", names: colors, kind: .color, taken: uiColorClassProperties)
        }
        lines += [
            "}", "",
            "extension UIImage {",
            "    convenience init(resource: ImageResource) {",
            "        self.init(named: resource.animaticName, from: animaticAssetCatalogs)!",
            "    }",
        ]
        if frameworkExtensions {
            lines += frameworkStatics(type: "UIImage", names: images, kind: .image, taken: uiImageClassProperties)
        }
        lines += ["}", ""]
        return lines
    }

    /// `extension ColorResource { static let brand = … }`, namespaces as nested enums.
    static func resources(type: String, names: [String], kind: Kind) -> [String] {
        var tree = Namespace()
        for name in Set(names).sorted() { tree.insert(name.split(separator: "/").map(String.init), name: name) }
        return ["extension \(type) {"] + tree.lines(type: type, kind: kind, indent: "    ") + ["}", ""]
    }

    /// `static var brand: UIColor { .init(resource: .brand) }` for each set outside a namespace.
    static func frameworkStatics(type: String, names: [String], kind: Kind, taken: Set<String>) -> [String] {
        var used = taken
        var lines: [String] = []
        for name in Set(names).sorted() where !name.contains("/") {
            guard let symbol = symbol(for: name, kind: kind), used.insert(symbol).inserted else { continue }
            lines.append("    static var \(symbol): \(type) { .init(resource: .\(symbol)) }")
        }
        return lines
    }

    /// The sets of a catalog by folder: a namespace's sets are its enum's.
    struct Namespace {
        var sets: [(symbolName: String, name: String)] = []
        var children: [String: Namespace] = [:]

        mutating func insert(_ path: [String], name: String) {
            if path.count == 1 {
                sets.append((path[0], name))
            } else {
                children[path[0], default: Namespace()].insert(Array(path.dropFirst()), name: name)
            }
        }

        func lines(type: String, kind: Kind, indent: String) -> [String] {
            var used: Set<String> = []
            var lines: [String] = []
            for child in children.keys.sorted() {
                // A folder is named as written, capitalized (`AppIcon`, `Colors`): no suffix dropped.
                guard let enumName = AssetSymbols.symbol(for: child, kind: nil).map(capitalized),
                    used.insert(enumName).inserted
                else { continue }
                lines.append("\(indent)enum \(enumName) {")
                lines += children[child]!.lines(type: type, kind: kind, indent: indent + "    ")
                lines.append("\(indent)}")
            }
            for set in sets {
                guard let symbol = AssetSymbols.symbol(for: set.symbolName, kind: kind), used.insert(symbol).inserted
                else { continue }
                let literal = AssetCatalogSwift.literal(set.name)
                lines.append("\(indent)static let \(symbol) = \(type)(name: \(literal), bundle: .main)")
            }
            return lines
        }

        /// A namespace's enum is named as Xcode names it: the folder's name, capitalized.
        func capitalized(_ symbol: String) -> String {
            symbol.hasPrefix("`")
                ? symbol.replacingOccurrences(of: "`", with: "").capitalizedFirst : symbol.capitalizedFirst
        }
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
