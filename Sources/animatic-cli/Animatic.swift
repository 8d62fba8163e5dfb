import Animatic
// Direct imports so incremental builds recompile this module when a re-exported one changes layout.
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import ArgumentParser
import Foundation

@main
struct AnimaticCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animatic",
        abstract: "Renders iOS view-controller transitions offscreen, frame by frame.",
        discussion: "Exit status: 0 success, 1 a check failed, 2 bad input or usage.",
        version: AnimaticVersion.current,
        subcommands: [
            Render.self, Values.self, Validate.self, LintCommand.self, Bench.self, Check.self, MergeReports.self,
            References.self,
        ]
            + reviewCommands
    )

    /// Usage errors exit 2 like bad input does, not ArgumentParser's 64; every error a command
    /// throws is printed as its plain words (a CLIFailure with its own exit status).
    static func main() async {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // --help and --version end here too, with success. An error thrown from `validate()`
            // is printed by its description.
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            fail(fullMessage(for: error), code: 2)
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as CLIFailure {
            fail(error.message, code: error.code)
        } catch  where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            // Help asked for by the command itself (the root has no run of its own).
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            fail(fullMessage(for: error), code: 2)
        } catch {
            fail("\(error)", code: 2)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(code)
    }
}

/// The one error the commands report: plain words (a path, a `file:line:column`, what was
/// expected) and an exit status. Thrown from `validate()` too, where ArgumentParser prints it
/// by its description.
struct CLIFailure: Error, CustomStringConvertible {
    var message: String
    var code: Int32
    var description: String { message }
    static func badInput(_ error: Error) -> CLIFailure { CLIFailure(message: "\(error)", code: 2) }
}

/// Loads and compiles scenes, turning every failure into a clear bad-input error.
func loadTimelines(_ paths: [String], canvas: CanvasOptions? = nil) throws -> [Timeline] {
    try loadScenes(paths, canvas: canvas).map(\.timeline)
}

func loadTimelines(_ paths: [String], frameRate: FrameRateOption) throws -> [Timeline] {
    try loadScenes(paths, fps: frameRate.fps, scale: nil).map(\.timeline)
}

func loadScenes(_ paths: [String], canvas: CanvasOptions? = nil) throws -> [(scene: Scene, timeline: Timeline)] {
    try loadScenes(paths, fps: canvas?.fps, scale: canvas?.scale)
}

private func loadScenes(_ paths: [String], fps: Double?, scale: Double?) throws -> [(scene: Scene, timeline: Timeline)]
{
    do {
        return try SceneFiles.expand(paths).map { path in
            var scene = try SceneLoader.load(path: path)
            scene.canvas = try scene.canvas.overriding(fps: fps, scale: scale)
            return (scene, try Timeline.compile(scene))
        }
    } catch let failure as CLIFailure {
        throw failure
    } catch {
        throw CLIFailure.badInput(error)
    }
}

/// `--frames A-B` or `--at T…` (not both) as a frame selection.
func frameSelection(frames: String?, at times: [Double] = []) throws -> FrameSelection {
    if let frames {
        guard times.isEmpty else { throw CLIFailure(message: "use --frames or --at, not both", code: 2) }
        guard let range = FrameSelection.parseRange(frames) else {
            throw CLIFailure(message: "--frames expects A-B or A (frame indices), got '\(frames)'", code: 2)
        }
        return .range(range)
    }
    guard !times.isEmpty else { return .all }
    guard times.allSatisfy({ $0 >= 0 && $0 <= Timeline.maxDuration }) else {
        throw CLIFailure(message: "--at times must be in 0…\(Int(Timeline.maxDuration)) seconds", code: 2)
    }
    return .times(times)
}
