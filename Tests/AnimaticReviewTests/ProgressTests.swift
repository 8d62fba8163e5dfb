import Foundation
import Testing

@Suite struct ProgressTests {
    @Test func aTerminalGetsOneLineRedrawnInPlace() throws {
        // `script` runs the command on a pseudo-terminal (util-linux, on every Debian).
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("/usr/bin/script is needed to give the command a terminal")
            return
        }
        let dir = try temporaryDirectory()
        try grayRamp.write(to: dir.appendingPathComponent("ramp.yaml"), atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(CLI.binary.path)' render ramp.yaml --out frames", "/dev/null"]
        process.currentDirectoryURL = dir
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Redrawn with a carriage return and an erase-line, ending at all frames done …
        #expect(text.contains("\r\u{1B}[2Krender ramp  11/11 frames  "), "\(text.debugDescription)")
        #expect(text.contains(" s left"))
        // … and no per-scene log line, which is for logs without a terminal.
        #expect(!text.contains("render ramp: 11 frames in"))
    }
}
