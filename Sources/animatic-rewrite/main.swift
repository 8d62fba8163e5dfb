import AnimaticSourceRewrite
import Foundation

// animatic-rewrite INPUT.swift OUTPUT.swift [ORIGINAL-PATH]
// Writes INPUT rewritten for AnimaticUIKit (see SourceRewrite) to OUTPUT, through a temporary
// file renamed into place, so a failed run never leaves half a file for the compiler.
let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: animatic-rewrite INPUT.swift OUTPUT.swift [ORIGINAL-PATH]\n".utf8))
    exit(2)
}
let input = arguments[1], output = arguments[2]
let original = arguments.count == 4 ? arguments[3] : input
do {
    let source = try String(contentsOfFile: input, encoding: .utf8)
    let rewritten = SourceRewrite.rewrite(source, path: original)
    let temporary = output + ".tmp-\(getpid())"
    try Data(rewritten.utf8).write(to: URL(fileURLWithPath: temporary))
    if FileManager.default.fileExists(atPath: output) { try FileManager.default.removeItem(atPath: output) }
    try FileManager.default.moveItem(atPath: temporary, toPath: output)
} catch {
    FileHandle.standardError.write(Data("\(input):1:1: error: \(error.localizedDescription)\n".utf8))
    exit(2)
}
