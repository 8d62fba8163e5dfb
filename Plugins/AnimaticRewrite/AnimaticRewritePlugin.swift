import Foundation
import PackagePlugin

/// A build-tool plugin: the target that applies it compiles the app's Swift files named in its
/// `AnimaticSources.txt` (one path a line, relative to that file; `#` starts a comment) through
/// `animatic-rewrite`, which drops what needs the Objective-C runtime (`@objc`, `dynamic`,
/// `@IBOutlet` …) and turns `#selector` into AnimaticUIKit's `Selector`. Each file's rewrite
/// reads the target's other files too (`@objc optional` requirements and their uses, classes and
/// their extensions). The app's files stay as they are; the rewritten copies live in the plugin's
/// work directory and are compiled into the target, with `#sourceLocation` pointing diagnostics
/// at the originals. A listed asset catalog (`Assets.xcassets`) becomes one generated file
/// with its colors and images, which `UIColor(named:)` and `UIImage(named:)` in the target find
/// (AssetCatalogSwift). A line `@modules-in-target M N` says the listed files include the sources
/// of the modules M and N (an app's own modules, compiled with the animator in one target): their
/// `import M` lines then import AnimaticUIKit. A line `@asset-symbol-extensions` says the app's
/// project generates Xcode's asset symbol extensions (`UIColor.brand` as well as `ColorResource.brand`).
@main
struct AnimaticRewritePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let list = target.directoryURL.appending(path: "AnimaticSources.txt")
        guard FileManager.default.fileExists(atPath: list.path) else {
            Diagnostics.error(
                "\(target.name) applies AnimaticRewrite but has no AnimaticSources.txt listing the app's files")
            return []
        }
        let tool = try context.tool(named: "animatic-rewrite")
        let folder = list.deletingLastPathComponent()
        var commands: [Command] = []
        var usedNames: Set<String> = []
        var sources: [URL] = []
        var catalogs: [URL] = []
        var modulesInTarget: [String] = []
        var symbolExtensions = false
        for (number, line) in try String(contentsOf: list, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let entry =
                line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            guard !entry.isEmpty else { continue }
            if entry.hasPrefix("@") {
                let words = entry.split(whereSeparator: \.isWhitespace).map(String.init)
                if words == ["@asset-symbol-extensions"] {
                    symbolExtensions = true
                    continue
                }
                guard words.first == "@modules-in-target", words.count > 1,
                    words.dropFirst().allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
                else {
                    Diagnostics.error(
                        "\(list.path):\(number + 1):1: error: expected `@modules-in-target` and module names or `@asset-symbol-extensions`, found \(entry)"
                    )
                    continue
                }
                modulesInTarget += words.dropFirst()
                continue
            }
            let source = entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : folder.appending(path: entry)
            guard FileManager.default.fileExists(atPath: source.path) else {
                Diagnostics.error("\(list.path):\(number + 1):1: error: no file at \(source.path)")
                continue
            }
            if source.pathExtension == "xcassets" { catalogs.append(source) } else { sources.append(source) }
        }
        // Every file's rewrite reads the whole target (`--target`): an `@objc optional`
        // requirement and its uses, or a class and its extension, may be in different files.
        let targetFiles = sources.map(\.standardizedFileURL.path)
        for source in sources {
            var name = source.deletingPathExtension().lastPathComponent
            while !usedNames.insert(name).inserted { name += "_" }
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name).rewritten.swift")
            commands.append(
                .buildCommand(
                    displayName: "Rewriting \(source.lastPathComponent) for AnimaticUIKit",
                    executable: tool.url,
                    arguments: [source.path, output.path, source.standardizedFileURL.path]
                        + (modulesInTarget.isEmpty
                            ? [] : ["--modules-in-target", modulesInTarget.joined(separator: ",")])
                        + ["--target"] + targetFiles,
                    inputFiles: sources + [list],
                    outputFiles: [output]
                ))
        }
        if !catalogs.isEmpty {
            // Every Contents.json is an input, so editing a color or an image set writes the file again.
            let contents = catalogs.flatMap { catalog in
                (FileManager.default.enumerator(atPath: catalog.path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix("Contents.json") }.map { catalog.appending(path: $0) }
            }
            let output = context.pluginWorkDirectoryURL.appending(path: "AnimaticAssetCatalogs.swift")
            commands.append(
                .buildCommand(
                    displayName:
                        "Reading \(catalogs.map(\.lastPathComponent).joined(separator: ", ")) for AnimaticUIKit",
                    executable: tool.url,
                    arguments: ["--asset-catalogs", output.path]
                        + (symbolExtensions ? ["--asset-symbol-extensions"] : [])
                        + catalogs.map(\.standardizedFileURL.path),
                    inputFiles: contents + [list],
                    outputFiles: [output]
                ))
        }
        return commands
    }
}
