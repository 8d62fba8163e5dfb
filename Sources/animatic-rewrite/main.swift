import AnimaticSourceRewrite
import Foundation

// animatic-rewrite INPUT.swift OUTPUT.swift [ORIGINAL-PATH] [--modules-in-target M,N] [--target FILE.swift...]
// Writes INPUT rewritten for AnimaticUIKit (see SourceRewrite) to OUTPUT, through a temporary
// file renamed into place, so a failed run never leaves half a file for the compiler. The files
// after --target are the whole target's (INPUT's original path among them): what they declare
// that INPUT's rewrite needs (RewriteTarget) is read from them. The modules after
// --modules-in-target are compiled in the same target: their imports become AnimaticUIKit's.
// animatic-rewrite --asset-catalogs OUTPUT.swift [--asset-symbol-extensions] CATALOG.xcassets...
// Writes the asset catalogs' colors and images, the initializers that find them and Xcode's
// generated asset symbols (with the flag, UIColor's and UIImage's too) as Swift
// (AssetCatalogSwift); what cannot be read is a warning in the build log, and a Contents.json that
// is not JSON an error with its line and column (exit 1, nothing written): the build stops there.
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--asset-catalogs", arguments.count >= 2 {
    let symbolExtensions = arguments.dropFirst(2).first == "--asset-symbol-extensions"
    let catalogs = arguments.dropFirst(symbolExtensions ? 3 : 2).map { AssetCatalogContents(path: $0) }
    for problem in catalogs.flatMap(\.problems) {
        FileHandle.standardError.write(Data("warning: asset catalog: \(problem)\n".utf8))
    }
    let errors = catalogs.flatMap(\.errors)
    guard errors.isEmpty else {
        FileHandle.standardError.write(Data(errors.map { $0 + "\n" }.joined().utf8))
        exit(1)
    }
    do {
        try writeReplacing(arguments[1], with: AssetCatalogSwift.generate(catalogs, symbolExtensions: symbolExtensions))
    } catch {
        FileHandle.standardError.write(Data("\(arguments[1]):1:1: error: \(error.localizedDescription)\n".utf8))
        exit(2)
    }
    exit(0)
}
var targetFiles: [String] = []
if let flag = arguments.firstIndex(of: "--target") {
    targetFiles = Array(arguments[(flag + 1)...])
    arguments = Array(arguments[..<flag])
}
var modulesInTarget: Set<String> = []
if let flag = arguments.firstIndex(of: "--modules-in-target"), flag + 1 < arguments.count {
    modulesInTarget = Set(arguments[flag + 1].split(separator: ",").map(String.init))
    arguments.removeSubrange(flag...(flag + 1))
}
guard arguments.count == 2 || arguments.count == 3 else {
    FileHandle.standardError.write(
        Data(
            ("usage: animatic-rewrite INPUT.swift OUTPUT.swift [ORIGINAL-PATH] [--modules-in-target M,N]"
                + " [--target FILE.swift...]\n").utf8))
    exit(2)
}
let input = arguments[0], output = arguments[1]
let original = arguments.count == 3 ? arguments[2] : input
var reading = input
do {
    let source = try String(contentsOfFile: input, encoding: .utf8)
    var files: [(path: String, source: String)] = []
    for file in targetFiles {
        reading = file
        files.append((file, file == original ? source : try String(contentsOfFile: file, encoding: .utf8)))
    }
    reading = input
    var target = files.isEmpty ? RewriteTarget() : RewriteTarget(files: files)
    target.modulesInTarget = modulesInTarget
    let rewritten = SourceRewrite.rewrite(source, path: original, target: target)
    try writeReplacing(output, with: rewritten)
} catch {
    FileHandle.standardError.write(Data("\(reading):1:1: error: \(error.localizedDescription)\n".utf8))
    exit(2)
}

/// The whole text at `output`, through a temporary file renamed into place.
func writeReplacing(_ output: String, with text: String) throws {
    let temporary = output + ".tmp-\(getpid())"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    if FileManager.default.fileExists(atPath: output) { try FileManager.default.removeItem(atPath: output) }
    try FileManager.default.moveItem(atPath: temporary, toPath: output)
}
