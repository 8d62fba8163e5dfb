import Animatic
// Direct imports so incremental builds recompile this module when a re-exported one changes layout.
import AnimaticCore
import AnimaticFiles
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// Every file a command writes goes through one writer (`OutputFile`): whole or not at all, and
/// never over anything but a regular file.
@Suite struct OutputFileTests {
    /// The commands that write one file, each with the path it is told to write.
    static func writers(_ path: String) -> [[String]] {
        [
            ["sheet", "move.yaml", "-o", path, "--overwrite"],
            ["plot", "move.yaml", "-o", path, "--overwrite"],
            ["export", "move.yaml", "-o", path, "--overwrite"],
            ["check", "move.yaml", "--goldens", "goldens", "--junit", path],
            ["check", "move.yaml", "--goldens", "goldens", "--results", path],
        ]
    }

    /// As root, renaming over `/dev/null` replaced the machine's device (it happened): a FIFO, a
    /// symbolic link and a folder stand in for it here, and each must still be there, untouched.
    @Test func nothingButARegularFileIsWrittenOver() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try "kept".write(to: dir.appendingPathComponent("target.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("link").path, withDestinationPath: "target.txt")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("folder"), withIntermediateDirectories: true)
        for (name, kind, words) in [
            ("fifo", SafeFileSystem.ItemKind.other, "not a regular file"),
            ("link", .symbolicLink, "is a symbolic link"),
            ("folder", .directory, "is a folder"),
        ] {
            for arguments in Self.writers(name) {
                let r = try CLI.run(arguments, in: dir)
                #expect(r.status == 2, "\(arguments): \(r.stderr)")
                #expect(r.stderr.contains(words), "\(arguments): \(r.stderr)")
                #expect(SafeFileSystem.kind(of: dir.appendingPathComponent(name).path) == kind, "\(arguments)")
            }
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("target.txt"), encoding: .utf8) == "kept")
    }

    /// Without `--overwrite` a file the user named is not replaced; with it, it is, whole.
    @Test func aNamedFileIsReplacedOnlyWhenAsked() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        try "mine".write(to: dir.appendingPathComponent("s.png"), atomically: true, encoding: .utf8)
        let refused = try CLI.run(["sheet", "move.yaml", "-o", "s.png"], in: dir)
        #expect(refused.status == 2 && refused.stderr.contains("already exists; pass --overwrite"), "\(refused.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("s.png"), encoding: .utf8) == "mine")
        #expect(try CLI.run(["sheet", "move.yaml", "-o", "s.png", "--overwrite"], in: dir).status == 0)
        let png = try Data(contentsOf: dir.appendingPathComponent("s.png"))
        #expect(png.starts(with: [137, 80, 78, 71]))
    }

    /// A killed command leaves the earlier file or the whole new one, never part of one; the
    /// next run removes the temporaries a killed run left, and leaves a live writer's alone.
    @Test(arguments: ["sheet", "plot", "export", "junit"])
    func aKilledWriterLeavesTheOldFileOrTheNewOne(command: String) throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let arguments =
            command == "junit"
            ? ["check", "move.yaml", "--goldens", "goldens", "--junit", "out.bin"]
            : [command, "move.yaml", "-o", "out.bin", "--overwrite"]
        // Twice: a check's first run records its goldens, and its report says so.
        #expect(try CLI.run(arguments, in: dir).status == 0)
        #expect(try CLI.run(arguments, in: dir).status == 0)
        let new = try Data(contentsOf: dir.appendingPathComponent("out.bin"))
        let old = Data("old".utf8)
        let live = ".out.bin.\(getpid())-abc.tmp"
        var stop = 0, finished = false
        while !finished, stop < 40 {
            try old.write(to: dir.appendingPathComponent("out.bin"))
            try Data().write(to: dir.appendingPathComponent(live))
            let r = try CLI.run(arguments, in: dir, environment: ["ANIMATIC_TEST_STOP_AFTER_WRITES": "\(stop)"])
            finished = r.status == 0
            #expect(r.status == 0 || r.status == 137, "\(r.stderr)")
            let now = try Data(contentsOf: dir.appendingPathComponent("out.bin"))
            #expect(now == old || Self.isWhole(now, like: new, command), "\(command) after \(stop) changes")
            // The next run clears what the killed one left, and finishes the job.
            #expect(try CLI.run(arguments, in: dir).status == 0)
            #expect(Self.isWhole(try Data(contentsOf: dir.appendingPathComponent("out.bin")), like: new, command))
            let hidden = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
                $0.hasPrefix(".out.bin")
            }
            #expect(hidden == [live], "\(command) after \(stop) changes")
            stop += 1
        }
        #expect(finished)
        #expect(stop >= 2)
    }

    /// The new file, whole: the same bytes, or for a JUnit report (which records how long each
    /// frame took) the same lines up to their times.
    static func isWhole(_ data: Data, like new: Data, _ command: String) -> Bool {
        guard command == "junit" else { return data == new }
        func untimed(_ d: Data) -> String {
            String(decoding: d, as: UTF8.self).replacingOccurrences(
                of: #"time="[0-9.]+""#, with: "", options: .regularExpression
            )
            .replacingOccurrences(of: #"timestamp="[^"]*""#, with: "", options: .regularExpression)
        }
        return untimed(data) == untimed(new) && String(decoding: data, as: UTF8.self).hasSuffix("</testsuites>\n")
    }

    /// `--compare` takes a revision, never one of git's options: `--output=…` made git write a
    /// file outside every folder Animatic was given.
    @Test func aCompareRevisionIsNeverAnOptionOfGit() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let pwned = dir.appendingPathComponent("pwn").path
        for spec in ["--output=\(pwned):move.yaml", "-p:move.yaml", "HEAD --output=\(pwned):move.yaml"] {
            let r = try CLI.run(["review", "move.yaml", "--compare=\(spec)", "-o", "page"], in: dir)
            #expect(r.status == 2, "\(spec): \(r.stderr)")
            #expect(r.stderr.contains("is not a git revision"), "\(spec): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: pwned))
        }
    }
}

/// One meaning per option name across the commands, and errors in plain words with exit 2.
@Suite struct SharedOptionsTests {
    @Test func outAndOutputAreOneOption() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        for (flag, folder) in [("--out", "a"), ("--output", "b"), ("-o", "c")] {
            let r = try CLI.run(["render", "move.yaml", flag, folder], in: dir)
            #expect(r.status == 0, "\(flag): \(r.stderr)")
            #expect(
                FileManager.default.fileExists(
                    atPath: dir.appendingPathComponent("\(folder)/move/frame-00002.png").path))
        }
    }

    /// `--scale` is the frames' pixels per point everywhere; a sheet's own density is
    /// `--image-scale`.
    @Test func scaleIsTheCanvasScaleInEveryCommand() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let small = try CLI.run(["sheet", "move.yaml", "-o", "small.png", "--image-scale", "1"], in: dir)
        let large = try CLI.run(["sheet", "move.yaml", "-o", "large.png", "--image-scale", "2"], in: dir)
        #expect(small.status == 0 && large.status == 0, "\(small.stderr)\(large.stderr)")
        let smallPNG = try PNGEncoder.decode([UInt8](Data(contentsOf: dir.appendingPathComponent("small.png"))))
        let largePNG = try PNGEncoder.decode([UInt8](Data(contentsOf: dir.appendingPathComponent("large.png"))))
        #expect(largePNG.width == 2 * smallPNG.width)
        for command in [
            ["render", "move.yaml", "--out", "o"], ["sheet", "move.yaml", "-o", "x.png"],
            ["export", "move.yaml", "-o", "x.apng"], ["review", "move.yaml", "-o", "r"],
        ] {
            let r = try CLI.run(command + ["--scale", "100000"], in: dir)
            #expect(r.status == 2, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("--scale 100000.0 makes an unusable canvas"), "\(command): \(r.stderr)")
        }
    }

    @Test(arguments: [
        (["sheet", "move.yaml", "--columns", "0"], "--columns must be at least 1"),
        (["sheet", "move.yaml", "--image-scale", "9"], "--image-scale must be in (0, 8]"),
        (["export", "move.yaml", "--speed", "0"], "--speed must be in 0.01…100"),
        (["render", "move.yaml", "--fps", "-5"], "--fps must be in 1…240, got -5.0"),
        (["values", "move.yaml", "--fps", "-5"], "--fps must be in 1…240, got -5.0"),
        (["export", "move.yaml", "--scale", "-2"], "--scale must be positive, got -2.0"),
    ])
    func badValuesAreSaidInPlainWordsWithExitTwo(arguments: [String], words: String) throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(arguments, in: dir)
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(words), "\(arguments): \(r.stderr)")
        #expect(!r.stderr.contains("CLIFailure") && !r.stderr.contains("Missing value"), "\(arguments): \(r.stderr)")
    }
}

/// What the next run removes next to a file: the temporaries (and their logs) of writers whose
/// process is gone, and nothing else.
@Suite struct LeftTemporariesTests {
    @Test func onlyTheTemporariesOfDeadWritersAreRemoved() throws {
        let dir = try temporaryDirectory()
        // Above Linux's largest pid (2^22), so no process has it.
        let dead = "4194305", live = "\(getpid())"
        let removed = [".k.mp4.\(dead)-ab12.tmp", ".k.mp4.\(dead)-ab12.log.tmp"]
        let kept = [
            ".k.mp4.\(live)-cd34.tmp", ".k.mp4.\(live)-cd34.log.tmp", ".k.mp4.log.\(dead)-ef56.tmp",
            ".other.mp4.\(dead)-ab12.tmp", "k.mp4.\(dead)-ab12.tmp", ".k.mp4.notes.tmp",
        ]
        for name in removed + kept { try Data().write(to: dir.appendingPathComponent(name)) }
        try OutputFile(dir.appendingPathComponent("k.mp4").path, replacing: false).write([1, 2, 3])
        let now = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(now == Set(kept + ["k.mp4"]))
        #expect(OutputFile.companion(of: "a/.k.mp4.12-ab.tmp", suffix: "log") == "a/.k.mp4.12-ab.log.tmp")
    }
}

/// A command's file-system failure reaches the user as its plain words with the path: no
/// "Error:" prefix, no Foundation domain, and never the name of a hidden temporary.
@Suite struct PlainWriteErrorsTests {
    @Test(arguments: [
        ["sheet", "move.yaml", "-o", "blocker/s.png"], ["plot", "move.yaml", "-o", "blocker/p.png"],
        ["export", "move.yaml", "-o", "blocker/e.apng"], ["review", "move.yaml", "-o", "blocker/page"],
    ])
    func aFileInTheWayOfTheFolderIsSaidInPlainWords(arguments: [String]) throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        try "a file".write(to: dir.appendingPathComponent("blocker"), atomically: true, encoding: .utf8)
        let r = try CLI.run(arguments, in: dir)
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains("blocker"), "\(arguments): \(r.stderr)")
        for leak in ["Error:", "NSCocoaErrorDomain", "Error Domain", ".tmp", "CLIFailure"] {
            #expect(!r.stderr.contains(leak), "\(arguments): \(r.stderr)")
        }
    }
}

/// `check --at` past a scene's end is an error, as in render (issue 27): it sampled times past a
/// shortened scene's end silently.
@Suite struct CheckTimesTests {
    @Test func aCheckTimePastTheEndIsAnError() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", "move.yaml", "--goldens", "g", "--at", "0.1", "1.5"], in: dir)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("--at 1.5: move ends at 0.2 s (its last frame, 2)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("g").path), "goldens were written")
        #expect(try CLI.run(["check", "move.yaml", "--goldens", "g", "--at", "0.1", "0.2"], in: dir).status == 0)
    }
}
