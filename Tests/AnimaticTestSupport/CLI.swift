import Foundation

/// Runs the built `animatic` binary (it sits next to the test bundle): the one runner every
/// test suite uses.
///
/// The child's environment is the test process's without `CI` and `ANIMATIC_*` (a run must not
/// depend on where the tests run: `CI` changes check's record mode and progress output), with
/// `environment` laid over it.
public enum CLI {
    public static let binary: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL,
        ]
        for dir in candidates {
            let url = dir.appendingPathComponent("animatic")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: ".build/debug/animatic")
    }()

    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The environment a run starts from, with `overrides` laid over it.
    public static func environment(_ overrides: [String: String] = [:]) -> [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != "CI" && !$0.key.hasPrefix("ANIMATIC_") }
            .merging(overrides) { $1 }
    }

    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = Self.environment(environment)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once, so a command that fills one cannot block on it.
        let errors = ErrorDrain(err.fileHandleForReading)
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = errors.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    public static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws
        -> Result
    {
        try run(arguments, in: URL(fileURLWithPath: directory), environment: environment)
    }
}

/// Reads a pipe to its end on another thread.
final class ErrorDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
