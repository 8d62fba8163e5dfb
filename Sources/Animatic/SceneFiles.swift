import Foundation

/// Expands command-line arguments into scene files: a file stands for itself, a directory for
/// every scene file directly inside it, in name order.
public enum SceneFiles {
    public static func expand(_ arguments: [String]) throws -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw SceneError("no such file or directory", at: SourceLocation(file: argument, line: 0, column: 0))
            }
            if isDirectory.boolValue {
                let names = try fm.contentsOfDirectory(atPath: argument).sorted()
                let scenes = names.filter {
                    SceneLoader.fileExtensions.contains(($0 as NSString).pathExtension.lowercased())
                }
                guard !scenes.isEmpty else { throw AnimaticError.noScenes(argument) }
                out += scenes.map { (argument as NSString).appendingPathComponent($0) }
            } else {
                out.append(argument)
            }
        }
        return out
    }
}
