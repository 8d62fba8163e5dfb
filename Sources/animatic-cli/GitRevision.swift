import Animatic
import Foundation

/// A git revision named on the command line (`--compare HEAD~1:scenes/x.yaml`). It is checked
/// as a revision and handed to git after `--end-of-options`, so it can never be read as one of
/// git's options (`--output=…` would make git write a file anywhere).
struct GitRevision {
    let name: String

    init(_ name: String) throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "~^@{}._/-+"))
        guard !name.isEmpty, !name.hasPrefix("-"), name.unicodeScalars.allSatisfy(allowed.contains) else {
            throw CLIFailure(
                message: "--compare: '\(name)' is not a git revision (a branch, tag, commit or HEAD~1)", code: 2)
        }
        self.name = name
    }

    /// The bytes of `path` (relative to the current folder) at this revision, read by git in
    /// the repository that holds the path's folder.
    func show(_ path: String) throws -> Data {
        let folder = SafeFileSystem.folder(of: path)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "show", "--end-of-options", "\(name):./\(file)"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch {
            throw CLIFailure(message: "--compare \(name):\(path): cannot run git (is it installed?)", code: 2)
        }
        let text = out.fileHandleForReading.readDataToEndOfFile()
        let problem = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let words = String(decoding: problem, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CLIFailure(message: "--compare \(name):\(path): git show failed: \(words)", code: 2)
        }
        return text
    }
}
