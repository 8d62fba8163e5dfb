import Foundation

/// Where a review command writes: `-o PATH`, or `output/<scene>/<name>` next to the frames.
/// Files under the default folder are Animatic's own and are replaced; a path the user named
/// that already exists is replaced only with `--overwrite`.
struct OutputTarget {
    var explicit: String?
    var overwrite: Bool
    static let defaultFolder = "output"

    /// The path for one scene's output. With several scenes, `-o` names a folder laid out as
    /// the default one: `DIR/<scene>/<name>`.
    func path(scene: String, name: String, sceneCount: Int) throws -> String {
        let path: String
        if let explicit {
            path = sceneCount > 1 ? ((explicit as NSString).appendingPathComponent(scene) as NSString).appendingPathComponent(name) : explicit
            if !overwrite, FileManager.default.fileExists(atPath: path) {
                throw CLIFailure(message: "\(path) already exists; pass --overwrite to replace it", code: 2)
            }
        } else {
            path = ((Self.defaultFolder as NSString).appendingPathComponent(scene) as NSString).appendingPathComponent(name)
        }
        return path
    }
}

/// Writes a file through a temporary file in the same folder and a rename, so a failure never
/// leaves half a file.
func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    let fm = FileManager.default
    let folder = (path as NSString).deletingLastPathComponent
    do {
        if !folder.isEmpty { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let temporary = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp")
        guard fm.createFile(atPath: temporary, contents: Data(bytes)) else { throw CLIFailure(message: "cannot write \(path)", code: 2) }
        if rename(temporary, path) != 0 {
            try? fm.removeItem(atPath: temporary)
            throw CLIFailure(message: "cannot write \(path): \(String(cString: strerror(errno)))", code: 2)
        }
    } catch let failure as CLIFailure {
        throw failure
    } catch {
        throw CLIFailure(message: "cannot write \(path): \(error.localizedDescription)", code: 2)
    }
}
