import AnimaticCore
import Foundation
import Testing

/// Issue 13: values that parse fine yet are absurd must end in a located error (exit 2), not a
/// Swift trap or a hang, and nothing may be written. Each scene runs in a child process with a
/// watchdog, so a regression that hangs fails the test instead of stalling the suite.
@Suite struct HostileInputTests {
    struct Outcome { var status: Int32; var stderr: String; var killedByWatchdog: Bool; var signalled: Bool; var stdout = "" }

    static func runGuarded(_ arguments: [String], in directory: URL, seconds: Double = 60) throws -> Outcome {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        // Standard output goes to a file, so a chatty command cannot block on a full pipe.
        let outFile = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-stdout-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outFile) }
        process.standardOutput = try FileHandle(forWritingTo: outFile)
        process.standardError = err
        try process.run()
        let killed = Killed()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if process.isRunning { killed.set(); kill(pid, SIGKILL) }
        }
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stderr: String(decoding: e, as: UTF8.self),
                       killedByWatchdog: killed.value, signalled: process.terminationReason == .uncaughtSignal,
                       stdout: (try? String(contentsOf: outFile, encoding: .utf8)) ?? "")
    }

    final class Killed: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        func set() { lock.lock(); flag = true; lock.unlock() }
        var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    }

    /// A one-square scene whose square carries `properties` and whose one step is `step`.
    static func scene(properties: String = "", step: String = "{animate: {duration: 0.2, set: {card.alpha: 0}}}", extra: String = "") -> String {
        """
        canvas: {size: [100, 100], scale: 1, fps: 10}
        from:
          id: home
          subviews:
            - {id: card, frame: [10, 10, 20, 20], backgroundColor: "#FF0000"\(properties)}
        \(extra)to: {id: detail}
        transition:
          duration: 0.2
          steps:
            - \(step)
        """
    }

    /// Writes `yaml`, runs `validate` and `render` on it, and expects exit 2 with `message` at
    /// `line:column` ({dir} stands for the scene's folder), within the watchdog, and no output folder.
    func expectRefused(_ yaml: String, _ message: String, at line: Int, _ column: Int, commands: [String] = ["validate", "render"],
                       prepare: (URL) throws -> Void = { _ in }, watchdog seconds: Double = 60,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let dir = try temporaryDirectory()
        try prepare(dir)
        try yaml.write(to: dir.appendingPathComponent("hostile.yaml"), atomically: true, encoding: .utf8)
        for command in commands {
            let r = try Self.runGuarded(command == "render" ? ["render", "hostile.yaml", "--out", "out"] : [command, "hostile.yaml"], in: dir, seconds: seconds)
            #expect(!r.killedByWatchdog, "\(command) hung", sourceLocation: sourceLocation)
            #expect(!r.signalled, "\(command) crashed: \(r.stderr)", sourceLocation: sourceLocation)
            #expect(r.status == 2, "\(command): \(r.stderr)", sourceLocation: sourceLocation)
            let expected = message.replacingOccurrences(of: "{dir}", with: dir.standardized.path)
            #expect(r.stderr.contains("hostile.yaml:\(line):\(column): error: \(expected)\n"), "\(command): \(r.stderr)", sourceLocation: sourceLocation)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "render wrote output", sourceLocation: sourceLocation)
    }

    @Test func hugeSpringMassIsRefusedWhereWritten() throws {
        // Before: `validate` never returned (an extremum counter that cannot decrease past 2^53).
        try expectRefused(Self.scene(step: "{animate: {spring: {mass: 1e300}, set: {card.alpha: 0}}}"),
                          "mass must be in 1e-06…1000000, got 1e+300", at: 10, 33)
        try expectRefused(Self.scene(step: "{animate: {spring: {stiffness: 1e300}, set: {card.alpha: 0}}}"),
                          "stiffness must be in 1e-06…1000000, got 1e+300", at: 10, 38)
    }

    @Test func absurdShadowRadiusIsRefusedWhereWritten() throws {
        // Before: 1e300 trapped converting the blur kernel size, 1e9 hung blurring.
        try expectRefused(Self.scene(step: "{animate: {duration: 0.2, set: {card.layer.shadowRadius: 1e300}}}"),
                          "layer.shadowRadius must be at most 1000, got 1e+300", at: 10, 64)
        try expectRefused(Self.scene(step: "{animate: {duration: 0.2, set: {card.layer.shadowRadius: 1e9}}}"),
                          "layer.shadowRadius must be at most 1000, got 1000000000.0", at: 10, 64)
    }

    @Test func hugeLabelWidthIsRefusedWhereWritten() throws {
        // Before: a label 1e16 points wide trapped converting its text layout width.
        try expectRefused(Self.scene(step: "{animate: {duration: 0.2, set: {card.frame: [0, 0, 1e16, 20]}}}"),
                          "a size must be at most 100000 points, got 1e+16 in frame", at: 10, 51)
    }

    @Test func imagePathThatIsAFIFOIsRefusedWithoutOpeningIt() throws {
        // Before: the render blocked forever in open(2) on the FIFO.
        let yaml = Self.scene(properties: ", kind: imageView, image: pipe.png")
        try expectRefused(yaml, "image {dir}/pipe.png is not a regular file (a FIFO or other special file)", at: 5, 95, prepare: { dir in
            #expect(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o644) == 0)
        })
    }

    @Test func pngDeclaringSixteenThousandPixelsASideIsRefusedBeforeDecoding() throws {
        // A 33-byte header claiming 16384×16384 pixels: refused at read time, nothing allocated.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let yaml = Self.scene(properties: ", kind: imageView, image: bomb.png")
        try expectRefused(yaml, "image {dir}/bomb.png is a 16384×16384 PNG; at most 8192 pixels a side", at: 5, 95, prepare: { dir in
            try Data(header).write(to: dir.appendingPathComponent("bomb.png"))
        })
    }

    @Test func collectionViewWithATinyItemSizeValidates() throws {
        // Before: (width + spacing) / (1e-300 + 0) columns trapped converting to Int.
        let dir = try temporaryDirectory()
        let yaml = Self.scene(properties: ", kind: collectionView, itemSize: [1e-300, 1e-300], spacing: 0, items: 3")
        try yaml.write(to: dir.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        let r = try Self.runGuarded(["validate", "tiny.yaml"], in: dir)
        #expect(!r.killedByWatchdog && !r.signalled, "\(r.stderr)")
        #expect(r.status == 0, "\(r.stderr)")
    }
}

extension HostileInputTests {
    @Test func aliasExpansionBeyondTheBudgetIsRefusedAtItsKey() throws {
        // "Billion laughs": 9 levels of 10 aliases each expand to 10^9 nodes from 11 lines.
        var lines = ["canvas: {size: [100, 100], scale: 1, fps: 10}", "from:", "  id: home", "  subviews: &l0 [{id: a}]"]
        lines += ["to:", "  id: detail", "  subviews:"]
        for level in 1...9 { lines.append("    - &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]") }
        lines += ["transition: {duration: 0.2, steps: []}"]
        try expectRefused(lines.joined(separator: "\n"), "'to' expands to more than 200000 YAML nodes once aliases (*name) are expanded", at: 5, 1)
    }
}

extension HostileInputTests {
    @Test func snapshotsOfSnapshotsDoublingPastTheBudgetAreRefusedAtTheirStep() throws {
        // Level i boxes two snapshots a, b of the snapshot view s(i−1) and snapshots the box. A
        // snapshot view is its own layer, one slice layer and the frozen content: s(i−1) is
        // 2 + L(i−1), a and b each 2 + (2 + L(i−1)), the box 1 + 2·(4 + L(i−1)). So
        // L(i) = 9 + 2·L(i−1) with L(0) = 1 (the card): L(i) = 10·2^i − 9; L(13) = 81,911 fits in
        // 100,000, L(14) = 163,831 does not.
        var lines = ["canvas: {size: [100, 100], scale: 1, fps: 10}", "from:", "  id: home", "  subviews:",
                     "    - {id: card, frame: [10, 10, 20, 20], backgroundColor: \"#FF0000\"}", "to: {id: detail}",
                     "transition:", "  duration: 0.2", "  steps:", "    - {snapshot: card, as: s0, afterScreenUpdates: true}"]
        var failing = 0
        for level in 1...20 {
            lines += ["    - {snapshot: s\(level - 1), as: a\(level)}", "    - {snapshot: s\(level - 1), as: b\(level)}",
                      "    - {create: {id: box\(level), frame: [0, 0, 20, 20]}, in: null}",
                      "    - {add: a\(level), to: box\(level)}", "    - {add: b\(level), to: box\(level)}",
                      "    - {snapshot: box\(level), as: s\(level), afterScreenUpdates: true}"]
            if level == 14 { failing = lines.count }
        }
        try expectRefused(lines.joined(separator: "\n"),
                          "snapshot 's14' of 'box14' would hold more than 100000 layers (snapshots of snapshots and resizable snapshots multiply their content)",
                          at: failing, 7)
    }
}

extension HostileInputTests {
    @Test func nestedResizableSnapshotsPastTheBudgetAreRefusedAtTheirStep() throws {
        // r(i) is a resizable snapshot of r(i−1) with four 1 pt caps: nine slices, each a slice
        // layer over the frozen content. The frozen content of r(i) is r(i−1)'s layer:
        // F(i) = 1 + 9·(1 + F(i−1)) with F(0) = 1 (the card): 19, 181, 1639, 14761. Drawn nine
        // times, F(3) = 14,751 fits in 100,000; F(4) = 132,849 does not.
        var lines = ["canvas: {size: [100, 100], scale: 1, fps: 10}", "from:", "  id: home", "  subviews:",
                     "    - {id: card, frame: [10, 10, 20, 20], backgroundColor: \"#FF0000\"}", "to: {id: detail}",
                     "transition:", "  duration: 0.2", "  steps:"]
        var failing = 0
        for level in 0...12 {
            let source = level == 0 ? "card" : "r\(level - 1)"
            lines.append("    - {resizableSnapshot: {of: \(source), rect: [0, 0, 20, 20], capInsets: [1, 1, 1, 1]}, as: r\(level)}")
            if level == 4 { failing = lines.count }
        }
        try expectRefused(lines.joined(separator: "\n"),
                          "snapshot 'r4' of 'r3' would hold more than 100000 layers (snapshots of snapshots and resizable snapshots multiply their content)",
                          at: failing, 7)
    }
}

extension HostileInputTests {
    @Test func viewsPastTheBudgetAfterRepeatsAreRefusedAtTheViewThatHoldsThem() throws {
        // 10,000 repeat copies (the repeat limit) of a view with 10 subviews: 110,000 views under
        // 'home', over the 100,000 budget; no single copy is, so 'home' is named.
        let inner = (0..<10).map { "{id: \"c${i}_\($0)\"}" }.joined(separator: ", ")
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
                - {repeat: {count: 10000}, subviews: [{id: "c${i}", subviews: [\(inner)]}]}
            to: {id: detail}
            transition: {duration: 0.2, steps: []}
            """
        try expectRefused(yaml, "'home' and the views it contains make the scene more than 100000 views (templates, includes and repeats multiply views)",
                          at: 3, 3)
    }
}

extension HostileInputTests {
    @Test func includedFileThatIsAFIFOIsRefusedWithoutOpeningIt() throws {
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
                - {include: pipe.yaml}
            to: {id: detail}
            transition: {duration: 0.2, steps: []}
            """
        try expectRefused(yaml, "{dir}/pipe.yaml is not a regular file (a FIFO or other special file)", at: 5, 17, prepare: { dir in
            #expect(mkfifo(dir.appendingPathComponent("pipe.yaml").path, 0o644) == 0)
        })
    }

    @Test func includedDirectoryIsRefused() throws {
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
                - {include: folder.yaml}
            to: {id: detail}
            transition: {duration: 0.2, steps: []}
            """
        try expectRefused(yaml, "{dir}/folder.yaml is not a regular file (a directory)", at: 5, 17, prepare: { dir in
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder.yaml"), withIntermediateDirectories: false)
        })
    }
}

extension HostileInputTests {
    @Test func cubicPacedKeyframesWithHugeValuesRenderWithoutTrapping() throws {
        // Arc lengths of 1e300-sized segments overflow to infinity; the paced lookup then meets
        // NaN, which Int(saturating:) maps to segment 0 instead of trapping.
        let dir = try temporaryDirectory()
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
                - {id: card, frame: [10, 10, 20, 20], backgroundColor: "#FF0000"}
            to: {id: detail}
            transition:
              duration: 0.2
              steps:
                - keyframes:
                    duration: 0.2
                    mode: cubicPaced
                    frames:
                      - {start: 0, duration: 0.3, set: {card.center: [1e300, 1e300]}}
                      - {start: 0.3, duration: 0.3, set: {card.center: [-1e300, 5]}}
                      - {start: 0.6, duration: 0.4, set: {card.center: [3, 1e308]}}
                    completion: [{completeTransition: true}]
            """
        try yaml.write(to: dir.appendingPathComponent("paced.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["validate", "paced.yaml"], ["values", "paced.yaml"], ["render", "paced.yaml", "--out", "out"]] {
            let r = try Self.runGuarded(arguments, in: dir)
            #expect(!r.killedByWatchdog && !r.signalled, "\(arguments[0]): \(r.stderr)")
            #expect(r.status == 0, "\(arguments[0]): \(r.stderr)")
        }
    }
}
