import Animatic
import Foundation

/// Where a command that writes one file per scene (sheet, plot, export) writes it: `-o PATH`,
/// or `output/<scene>/<name>` next to the frames. Files in the default place are Animatic's own
/// and are replaced; a path the user named that already exists is replaced only with
/// `--overwrite`. With several scenes, `-o` names a folder laid out as the default one.
struct OutputTarget {
    var options: OutputOptions

    func file(scene: String, name: String, sceneCount: Int) throws -> OutputFile {
        let path: String
        if let explicit = options.output {
            path =
                sceneCount > 1
                ? ((explicit as NSString).appendingPathComponent(scene) as NSString).appendingPathComponent(name)
                : explicit
        } else {
            path = OutputNames.defaultPath(scene: scene, name: name)
        }
        let file = OutputFile(
            path, replacing: options.output == nil || options.overwrite, fileSystem: commandFileSystem())
        try checked { try file.check() }
        return file
    }
}

extension OutputFile {
    /// Writes the whole file, any failure as the command's error.
    func write(_ bytes: [UInt8], what: String? = nil) throws {
        try checked(what: what) { try write(bytes) }
    }
}

/// A file-system failure as the command's error, in its own words (it names the path).
func checked<T>(what: String? = nil, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let failure as CLIFailure {
        throw failure
    } catch {
        throw CLIFailure(message: what.map { "cannot write \($0): \(error)" } ?? "\(error)", code: 2)
    }
}
