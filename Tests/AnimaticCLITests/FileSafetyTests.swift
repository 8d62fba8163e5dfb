import Animatic
// Direct imports so incremental builds recompile this module when a re-exported one changes layout.
import AnimaticCore
import AnimaticFiles
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// Every file under a folder, path → bytes, hidden ones included.
func snapshot(_ folder: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return out }
    while let item = walker.nextObject() as? String {
        let url = folder.appendingPathComponent(item)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            out[item] = try? Data(contentsOf: url)
        } else {
            out[item + "/"] = Data()
        }
    }
    return out
}

/// The scene `name` in `color` (three frames at 10 fps).
func namedScene(_ name: String, color: String = "#FF0000") -> String {
    "name: \(name)\n" + movingSquare.replacingOccurrences(of: "#FF0000", with: color)
}

/// Holds an exclusive lock on a folder as another animatic would.
final class HeldLock {
    let fd: Int32
    init(_ path: String) {
        fd = open(path, O_RDONLY | O_DIRECTORY)
        precondition(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
    }
    deinit { close(fd) }
}

@Suite struct FileSafetyTests {
    @Test(arguments: ["'../escaped'", "'..'", "''", ".hidden", "a/b", "'x\\ty'"])
    func sceneNamesThatAreNotOneFileNameAreRejectedWithTheirLocation(name: String) throws {
        let dir = try temporaryDirectory()
        try
            ("canvas: {size: [100, 100], scale: 1, fps: 10}\nname: \(name)\n"
            + movingSquare.split(separator: "\n").dropFirst().joined(separator: "\n"))
            .write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        for arguments in [
            ["render", "move.yaml", "--out", "out/inner"], ["validate", "move.yaml"],
            ["check", "move.yaml", "--goldens", "out/inner", "--record", "all"],
        ] {
            let r = try CLI.run(arguments, in: dir)
            #expect(r.status == 2, "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains("move.yaml:2:7: error: scene name"), "\(arguments): \(r.stderr)")
        }
        // Nothing written anywhere: not under out, not next to it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["move.yaml", "out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).isEmpty)
    }

    @Test func aSceneBuiltInSwiftWithABadNameIsRejectedBeforeAnyWrite() throws {
        var scene = try SceneLoader.parse(movingSquare)
        scene.name = "../escaped"
        #expect(throws: SceneError.self) { try Timeline.compile(scene) }
        #expect(FileNameRule.problem(with: "../escaped") != nil && FileNameRule.problem(with: "move-01 v2") == nil)
    }

    @Test func overwriteNeverRemovesAFolderAtAFramePath() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let inner = dir.appendingPathComponent("out/move/frame-00001.png/mine.txt")
        try FileManager.default.createDirectory(
            at: inner.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: inner)
        for extra in [[], ["--frames", "1"]] {
            let r = try CLI.run(["render", "move.yaml", "--out", "out", "--overwrite"] + extra, in: dir)
            #expect(r.status == 2, "\(extra)")
            #expect(r.stderr.contains("out/move/frame-00001.png is not a frame file"), "\(r.stderr)")
            #expect(try Data(contentsOf: inner) == Data("keep me".utf8))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path) == ["move"])
        }
        // A file of the user's in the scene folder is not swept away by a whole-folder swap either.
        try FileManager.default.removeItem(at: inner.deletingLastPathComponent())
        try Data("notes".utf8).write(to: dir.appendingPathComponent("out/move/notes.txt"))
        let r = try CLI.run(["render", "move.yaml", "--out", "out", "--overwrite"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("notes.txt is not a frame file"), "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("out/move/notes.txt")) == Data("notes".utf8))
    }

    @Test func overwriteOfAFullRenderRemovesFramesTheNewRenderDoesNotMake() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "move.yaml", "--out", "out", "--fps", "20"], in: dir).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/move").path).count == 5)
        #expect(try CLI.run(["render", "move.yaml", "--out", "out", "--overwrite"], in: dir).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/move").path).sorted()
                == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path) == ["move"])
    }

    @Test func overwriteKeepsTheReviewFilesNextToTheFrames() throws {
        // sheet.png and review.html are Animatic's own (sheet, review, watch write them next
        // to the frames): a whole-folder re-render carries them over instead of refusing.
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "move.yaml", "--out", "out", "--fps", "20"], in: dir).status == 0)
        try Data("sheet".utf8).write(to: dir.appendingPathComponent("out/move/sheet.png"))
        try Data("page".utf8).write(to: dir.appendingPathComponent("out/move/review.html"))
        let r = try CLI.run(["render", "move.yaml", "--out", "out", "--overwrite"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/move").path).sorted()
                == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "review.html", "sheet.png"])
        #expect(try Data(contentsOf: dir.appendingPathComponent("out/move/sheet.png")) == Data("sheet".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path) == ["move"])
    }

    /// A render killed after every possible number of file changes leaves `out/move` exactly
    /// as it was or exactly as the finished render makes it, and the next run removes what the
    /// killed one left behind.
    @Test(arguments: [false, true]) func aKilledRenderLeavesTheOldFramesOrTheNewOnes(partial: Bool) throws {
        let dir = try temporaryDirectory()
        try namedScene("move").write(to: dir.appendingPathComponent("red.yaml"), atomically: true, encoding: .utf8)
        try namedScene("move", color: "#0000FF").write(
            to: dir.appendingPathComponent("blue.yaml"), atomically: true, encoding: .utf8)
        let selection = partial ? ["--frames", "1-2"] : []
        #expect(try CLI.run(["render", "red.yaml", "--out", "old"], in: dir).status == 0)
        #expect(try CLI.run(["render", "blue.yaml", "--out", "old", "--overwrite"] + selection, in: dir).status == 0)
        let new = snapshot(dir.appendingPathComponent("old/move"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("old"))
        #expect(try CLI.run(["render", "red.yaml", "--out", "old"], in: dir).status == 0)
        let old = snapshot(dir.appendingPathComponent("old/move"))
        #expect(old.count == 3 && new.count == 3 && old != new)

        var finished = false
        var stop = 0
        while !finished, stop < 60 {
            let out = dir.appendingPathComponent("out-\(stop)")
            try FileManager.default.copyItem(at: dir.appendingPathComponent("old"), to: out)
            let r = try CLI.run(
                ["render", "blue.yaml", "--out", out.lastPathComponent, "--overwrite"] + selection, in: dir,
                environment: ["ANIMATIC_TEST_STOP_AFTER_WRITES": "\(stop)"])
            finished = r.status == 0
            #expect(r.status == 0 || r.status == 137, "\(r.stderr)")
            let now = snapshot(out.appendingPathComponent("move"))
            if partial {
                // Frames are renamed in one by one: each is whole, old or new.
                #expect(Set(now.keys) == Set(old.keys), "after \(stop) changes")
                for (name, bytes) in now {
                    #expect(bytes == old[name] || bytes == new[name], "\(name) after \(stop) changes")
                }
            } else {
                let isOldOrNew = now == old || now == new
                #expect(isOldOrNew, "after \(stop) changes: \(now.keys.sorted())")
            }
            // The next run cleans up after the killed one and finishes the job.
            let again = try CLI.run(
                ["render", "blue.yaml", "--out", out.lastPathComponent, "--overwrite"] + selection, in: dir)
            #expect(again.status == 0, "\(again.stderr)")
            let endsAsNew = snapshot(out.appendingPathComponent("move")) == new
            #expect(endsAsNew)
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["move"], "after \(stop) changes")
            stop += 1
        }
        #expect(finished)
        #expect(stop >= (partial ? 5 : 6))  // staging folder, frames, the swap or moves, the clean-up
    }

    @Test func aKilledFirstRenderLeavesNothingOrEverything() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        var stop = 0, finished = false
        while !finished, stop < 40 {
            let r = try CLI.run(
                ["render", "move.yaml", "--out", "out-\(stop)"], in: dir,
                environment: ["ANIMATIC_TEST_STOP_AFTER_WRITES": "\(stop)"])
            finished = r.status == 0
            let frames =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: dir.appendingPathComponent("out-\(stop)/move").path)) ?? []
            #expect(
                frames.isEmpty || frames.sorted() == ["frame-00000.png", "frame-00001.png", "frame-00002.png"],
                "after \(stop)")
            stop += 1
        }
        #expect(finished)
    }

    @Test func staleFoldersOfAKilledRunAreRemovedOrPutBack() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let gone: Int32 = 4_000_000  // above Linux's default pid_max: never a running process
        for name in [".move.staging-\(gone)-1f", ".other.staging-\(gone)-2", ".move.rendering-\(UUID().uuidString)"] {
            try FileManager.default.createDirectory(
                at: out.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("half".utf8).write(to: out.appendingPathComponent(name + "/frame-00000.png"))
        }
        // Killed between the two renames of a swap: the earlier frames wait under an `old` name.
        let old = out.appendingPathComponent(".move.old-\(gone)-3a")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try Data("earlier".utf8).write(to: old.appendingPathComponent("frame-00001.png"))
        try Data("mine".utf8).write(to: out.appendingPathComponent(".keep"))
        // Look-alikes Animatic did not make stay, and do not stop the render.
        let strange = [".move.staging-\(gone)-7", "....staging-\(gone)-8"]
        for name in strange {
            try FileManager.default.createDirectory(
                at: out.appendingPathComponent(name + "/sub"), withIntermediateDirectories: true)
        }
        let r = try CLI.run(["render", "move.yaml", "--out", "out"], in: dir)
        // The earlier frames are back in place, and (no --overwrite) not replaced.
        #expect(r.status == 2 && r.stderr.contains("already exists"), "\(r.stderr)")
        #expect(try Data(contentsOf: out.appendingPathComponent("move/frame-00001.png")) == Data("earlier".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                == ([".keep", "move"] + strange).sorted())
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(strange[0] + "/sub").path))
        #expect(try CLI.run(["render", "move.yaml", "--out", "out", "--overwrite"], in: dir).status == 0)
    }

    @Test func aSecondWriterIntoTheSameFolderFailsNamingTheFirst() throws {
        let dir = try temporaryDirectory()
        try namedScene("move").write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        for (folder, arguments) in [
            ("out", ["render", "move.yaml", "--out", "out"]),
            ("goldens", ["check", "move.yaml", "--goldens", "goldens", "--record", "missing"]),
        ] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            let lock = HeldLock(dir.appendingPathComponent(folder).path)
            let r = try CLI.run(arguments, in: dir, environment: ["ANIMATIC_LOCK_WAIT": "0"])
            #expect(r.status == 2)
            #expect(
                (r.stdout + r.stderr).contains("\(folder) is in use by another animatic (pid \(getpid()))"),
                "\(r.stdout)\(r.stderr)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(folder).path).isEmpty)
            withExtendedLifetime(lock) {}
        }
        // Once the lock is free, the same commands work.
        #expect(try CLI.run(["render", "move.yaml", "--out", "out"], in: dir).status == 0)
    }

    @Test func aFullDiskIsSaidInPlainWordsAndLeavesNoPartialOutput() throws {
        let dir = try temporaryDirectory()
        try namedScene("move").write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(
            ["render", "move.yaml", "--out", "out"], in: dir, environment: ["ANIMATIC_TEST_FULL_DISK_AFTER_WRITES": "2"]
        )
        #expect(r.status == 2)
        #expect(r.stderr.contains("no space left on device while writing out/move/frame-0000"), "\(r.stderr)")
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
        // Not even the output folder the render made is left.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}

@Suite struct SafeFileSystemTests {
    @Test func errorsSayWhatHappenedInPlainWordsWithThePath() {
        #expect(
            "\(FileSystemError(errno: ENOSPC, "writing", "out/move/frame-00003.png"))"
                == "no space left on device while writing out/move/frame-00003.png")
        #expect("\(FileSystemError(errno: EROFS, "removing", "g/x"))" == "read-only file system while removing g/x")
        #expect("\(FileSystemError(errno: EACCES, "writing", "a"))" == "permission denied while writing a")
    }

    @Test func pathsStayInsideTheirRootAfterSymbolicLinks() throws {
        let dir = try temporaryDirectory()
        let root = dir.appendingPathComponent("root"), outside = dir.appendingPathComponent("outside")
        for folder in [root.appendingPathComponent("inner"), outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("out"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("in"), withDestinationURL: root.appendingPathComponent("inner"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("inner/passwd"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        let contained = ContainedRoot(root.path)
        #expect(try contained.path("inner", "frame-00000.png") == root.path + "/inner/frame-00000.png")
        #expect(try contained.path("in", "frame-00000.png") == root.path + "/in/frame-00000.png")
        #expect(try contained.path("new", "deeper", "x.png") == root.path + "/new/deeper/x.png")
        #expect(throws: FileSystemError.self) { try contained.path("out", "frame-00000.png") }
        #expect(throws: FileSystemError.self) { try contained.pathForReading("inner", "passwd") }
        for bad in ["..", ".", "", "a/b"] { #expect(throws: FileSystemError.self) { try contained.path(bad) } }
    }

    @Test func aSecondLockOnAFolderFailsNamingTheHolder() throws {
        let dir = try temporaryDirectory()
        do {
            let first = try DirectoryLock.acquire(dir.path, wait: 0)
            #expect { try DirectoryLock.acquire(dir.path, wait: 0) } throws: {
                "\($0)".contains("in use by another animatic (this process)")
            }
            withExtendedLifetime(first) {}
        }
        _ = try DirectoryLock.acquire(dir.path, wait: 0)  // released with the first
    }

    @Test func atomicWritesLeaveNoTemporaryFileWhenTheyFail() throws {
        let dir = try temporaryDirectory()
        let full = SafeFileSystem {
            if $0.kind == .rename { throw FileSystemError(errno: ENOSPC, "renaming", $0.path) }
        }
        #expect(throws: FileSystemError.self) { try full.writeAtomically([1, 2, 3], to: dir.path + "/a.bin") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        try SafeFileSystem().writeAtomically([1, 2, 3], to: dir.path + "/a.bin")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.bin"])
        #expect(FileManager.default.contents(atPath: dir.path + "/a.bin") == Data([1, 2, 3]))
    }
}
