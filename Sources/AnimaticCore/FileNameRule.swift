/// What a name from a scene or a manifest must be to become one file or folder name: the
/// name is joined to a folder the user chose (`--out`, `--goldens`), so it may not climb out
/// of it, name a hidden file (Animatic's own staging folders and temporary files start with a
/// dot), or hide control characters in a listing.
public enum FileNameRule {
    /// Long enough for any scene, short enough that `.<name>.staging-<pid>-<n>` stays under
    /// the 255-byte limit of Linux and macOS file systems.
    public static let maxBytes = 200

    /// Why `name` cannot be one path component, or nil when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "'\(name)' names a folder, not a file" }
        if name.contains("/") || name.contains("\\") { return "'\(name)' contains a path separator" }
        if name.hasPrefix(".") { return "'\(name)' starts with a dot (hidden names are Animatic's own)" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "contains a control character"
        }
        if name.utf8.count > maxBytes { return "is longer than \(maxBytes) bytes" }
        return nil
    }
}
