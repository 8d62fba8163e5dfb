import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// Issue 13: values that parse fine yet are absurd must end in a located error (exit 2), not a
/// Swift trap or a hang, and nothing may be written. Each scene runs in a child process with a
/// watchdog, so a regression that hangs fails the test instead of stalling the suite.
@Suite struct HostileInputTests {
    struct Outcome {
        var status: Int32
        var stderr: String
        var killedByWatchdog: Bool
        var signalled: Bool
        var stdout = ""
    }

    /// `memoryMiB` caps the child's address space (`ulimit -v`), so a blow-up fails the test as
    /// a crash instead of taking the machine's memory.
    static func runGuarded(_ arguments: [String], in directory: URL, seconds: Double = 60, memoryMiB: Int? = nil) throws
        -> Outcome
    {
        let process = Process()
        if let memoryMiB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -v \(memoryMiB * 1024) && exec \"$0\" \"$@\"", CLI.binary.path] + arguments
        } else {
            process.executableURL = CLI.binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        // Both outputs go to files: a chatty command cannot block on a full pipe, and the test
        // never reads a pipe (Foundation's readDataToEndOfFile traps on EINTR, which the
        // children's exits deliver while many guarded runs go on in parallel).
        let outFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animatic-stdout-\(UUID().uuidString)")
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animatic-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        process.standardOutput = try FileHandle(forWritingTo: outFile)
        process.standardError = try FileHandle(forWritingTo: errFile)
        try process.run()
        let killed = Killed()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if process.isRunning {
                killed.set()
                kill(pid, SIGKILL)
            }
        }
        process.waitUntilExit()
        let e = (try? Data(contentsOf: errFile)) ?? Data()
        return Outcome(
            status: process.terminationStatus, stderr: String(decoding: e, as: UTF8.self),
            killedByWatchdog: killed.value, signalled: process.terminationReason == .uncaughtSignal,
            stdout: (try? String(contentsOf: outFile, encoding: .utf8)) ?? "")
    }

    final class Killed: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        func set() {
            lock.lock()
            flag = true
            lock.unlock()
        }
        var value: Bool {
            lock.lock()
            defer { lock.unlock() }
            return flag
        }
    }

    /// A one-square scene whose square carries `properties` and whose one step is `step`.
    static func scene(
        properties: String = "", step: String = "{animate: {duration: 0.2, set: {card.alpha: 0}}}", extra: String = ""
    ) -> String {
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
    func expectRefused(
        _ yaml: String, _ message: String, at line: Int, _ column: Int, commands: [String] = ["validate", "render"],
        prepare: (URL) throws -> Void = { _ in }, watchdog seconds: Double = 60, memoryMiB: Int? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let dir = try temporaryDirectory()
        try prepare(dir)
        try yaml.write(to: dir.appendingPathComponent("hostile.yaml"), atomically: true, encoding: .utf8)
        for command in commands {
            let r = try Self.runGuarded(
                command == "render" ? ["render", "hostile.yaml", "--out", "out"] : [command, "hostile.yaml"], in: dir,
                seconds: seconds,
                memoryMiB: memoryMiB)
            #expect(!r.killedByWatchdog, "\(command) hung", sourceLocation: sourceLocation)
            #expect(!r.signalled, "\(command) crashed: \(r.stderr)", sourceLocation: sourceLocation)
            #expect(r.status == 2, "\(command): \(r.stderr)", sourceLocation: sourceLocation)
            let expected = message.replacingOccurrences(of: "{dir}", with: dir.standardized.path)
            #expect(
                r.stderr.contains("hostile.yaml:\(line):\(column): error: \(expected)\n"), "\(command): \(r.stderr)",
                sourceLocation: sourceLocation)
        }
        #expect(
            !FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "render wrote output",
            sourceLocation: sourceLocation)
    }

    @Test func hugeSpringMassIsRefusedWhereWritten() throws {
        // Before: `validate` never returned (an extremum counter that cannot decrease past 2^53).
        try expectRefused(
            Self.scene(step: "{animate: {spring: {mass: 1e300}, set: {card.alpha: 0}}}"),
            "mass must be in 1e-06…1000000, got 1e+300", at: 10, 33)
        try expectRefused(
            Self.scene(step: "{animate: {spring: {stiffness: 1e300}, set: {card.alpha: 0}}}"),
            "stiffness must be in 1e-06…1000000, got 1e+300", at: 10, 38)
    }

    @Test func absurdShadowRadiusIsRefusedWhereWritten() throws {
        // Before: 1e300 trapped converting the blur kernel size, 1e9 hung blurring.
        try expectRefused(
            Self.scene(step: "{animate: {duration: 0.2, set: {card.layer.shadowRadius: 1e300}}}"),
            "layer.shadowRadius must be at most 1000, got 1e+300", at: 10, 64)
        try expectRefused(
            Self.scene(step: "{animate: {duration: 0.2, set: {card.layer.shadowRadius: 1e9}}}"),
            "layer.shadowRadius must be at most 1000, got 1000000000.0", at: 10, 64)
    }

    @Test func hugeLabelWidthIsRefusedWhereWritten() throws {
        // Before: a label 1e16 points wide trapped converting its text layout width.
        try expectRefused(
            Self.scene(step: "{animate: {duration: 0.2, set: {card.frame: [0, 0, 1e16, 20]}}}"),
            "a size must be at most 100000 points, got 1e+16 in frame", at: 10, 51)
    }

    @Test func imagePathThatIsAFIFOIsRefusedWithoutOpeningIt() throws {
        // Before: the render blocked forever in open(2) on the FIFO.
        let yaml = Self.scene(properties: ", kind: imageView, image: pipe.png")
        try expectRefused(
            yaml, "image {dir}/pipe.png is not a regular file (a FIFO or other special file)", at: 5, 95,
            prepare: { dir in
                #expect(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o644) == 0)
            })
    }

    @Test func pngDeclaringSixteenThousandPixelsASideIsRefusedBeforeDecoding() throws {
        // A 33-byte header claiming 16384×16384 pixels: refused at read time, nothing allocated.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let yaml = Self.scene(properties: ", kind: imageView, image: bomb.png")
        try expectRefused(
            yaml, "image {dir}/bomb.png is a 16384×16384 PNG; at most 8192 pixels a side", at: 5, 95,
            prepare: { dir in
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
        var lines = [
            "canvas: {size: [100, 100], scale: 1, fps: 10}", "from:", "  id: home", "  subviews: &l0 [{id: a}]",
        ]
        lines += ["to:", "  id: detail", "  subviews:"]
        for level in 1...9 {
            lines.append(
                "    - &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines += ["transition: {duration: 0.2, steps: []}"]
        try expectRefused(
            lines.joined(separator: "\n"),
            "'to' expands to more than 200000 YAML nodes once aliases (*name) are expanded", at: 5, 1)
    }
}

extension HostileInputTests {
    /// Level i boxes two snapshots a, b of the snapshot view s(i−1) and snapshots the box: as
    /// layer trees, 20 levels would be 10·2^20 layers. As images (as on iOS), each of the 61
    /// snapshots is drawn at most once, whatever it nests.
    @Test func snapshotsOfSnapshotsDoublingStayLinear() throws {
        var lines = [
            "canvas: {size: [100, 100], scale: 1, fps: 10}", "from:", "  id: home", "  subviews:",
            "    - {id: card, frame: [10, 10, 20, 20], backgroundColor: \"#FF0000\"}", "to: {id: detail}",
            "transition:", "  duration: 0.2", "  steps:", "    - {snapshot: card, as: s0, afterScreenUpdates: true}",
        ]
        for level in 1...20 {
            lines += [
                "    - {snapshot: s\(level - 1), as: a\(level)}", "    - {snapshot: s\(level - 1), as: b\(level)}",
                "    - {create: {id: box\(level), frame: [0, 0, 20, 20]}, in: null}",
                "    - {add: a\(level), to: box\(level)}", "    - {add: b\(level), to: box\(level)}",
                "    - {snapshot: box\(level), as: s\(level), afterScreenUpdates: true}",
            ]
        }
        lines += ["    - add: s20"]
        let timeline = try Timeline.compile(SceneLoader.parse(lines.joined(separator: "\n"), file: "inline.yaml"))
        let buffers = FrameBuffers()
        var frame = Frame(width: 0, height: 0, rgba: [])
        try Rasterizer().render(timeline.presentation(at: 0), into: &frame, buffers: buffers)
        #expect(buffers.snapshots.drawnCount <= 61, "\(buffers.snapshots.drawnCount) images")
        #expect(buffers.snapshots.drawnCount >= 21, "s20 draws through every level: \(buffers.snapshots.drawnCount)")
    }
}

extension HostileInputTests {
    /// r(i) is a resizable snapshot of r(i−1) with four 1 pt caps: as layer trees, nine slices a
    /// level, 9^12 copies of the card. As images, 13 images, each drawn once; r12 moved to
    /// (60, 60) shows the card's red.
    @Test func nestedResizableSnapshotsStayLinear() throws {
        var lines = [
            "canvas: {size: [100, 100], scale: 1, fps: 10}", "from:", "  id: home", "  subviews:",
            "    - {id: card, frame: [10, 10, 20, 20], backgroundColor: \"#FF0000\"}", "to: {id: detail}",
            "transition:", "  duration: 0.2", "  steps:",
        ]
        for level in 0...12 {
            let source = level == 0 ? "card" : "r\(level - 1)"
            lines.append(
                "    - {resizableSnapshot: {of: \(source), rect: [0, 0, 20, 20], capInsets: [1, 1, 1, 1]}, as: r\(level)}"
            )
        }
        lines += ["    - add: r12", "    - {set: {r12.frame: [60, 60, 20, 20]}}"]
        let timeline = try Timeline.compile(SceneLoader.parse(lines.joined(separator: "\n"), file: "inline.yaml"))
        let buffers = FrameBuffers()
        var frame = Frame(width: 0, height: 0, rgba: [])
        try Rasterizer().render(timeline.presentation(at: 0), into: &frame, buffers: buffers)
        #expect(buffers.snapshots.drawnCount == 13)
        for (x, y) in [(60, 60), (70, 70), (79, 79)] { #expect(same(frame.pixel(x: x, y: y), red), "(\(x), \(y))") }
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
        try expectRefused(
            yaml,
            "'home' and the views it contains make the scene more than 100000 views (templates, includes and repeats multiply views)",
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
        try expectRefused(
            yaml, "{dir}/pipe.yaml is not a regular file (a FIFO or other special file)", at: 5, 17,
            prepare: { dir in
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
        try expectRefused(
            yaml, "{dir}/folder.yaml is not a regular file (a directory)", at: 5, 17,
            prepare: { dir in
                try FileManager.default.createDirectory(
                    at: dir.appendingPathComponent("folder.yaml"), withIntermediateDirectories: false)
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
        for arguments in [
            ["validate", "paced.yaml"], ["values", "paced.yaml"], ["render", "paced.yaml", "--out", "out"],
        ] {
            let r = try Self.runGuarded(arguments, in: dir)
            #expect(!r.killedByWatchdog && !r.signalled, "\(arguments[0]): \(r.stderr)")
            #expect(r.status == 0, "\(arguments[0]): \(r.stderr)")
        }
    }
}
