import AnimaticCore
import AnimaticGolden
import AnimaticRender
import Foundation
import Testing

@Suite struct PixelDigestTests {
    /// xxHash's own command line (`xxhsum -H2`, xxHash 0.8.1) on the same bytes.
    @Test func xxh3IsTheReferenceImplementationsCanonicalHex() {
        #expect(PixelDigest.of([]) == "xxh3-128:99aa06d3014798d86001c324468d497f")
        #expect(PixelDigest.of(Array("abc".utf8)) == "xxh3-128:06b05ab6733a618578af5f94892f3950")
        #expect(PixelDigest.of([UInt8](repeating: 0, count: 1000)) == "xxh3-128:3fb94aea6d09b97224c1ea6074dd588c")
        // A recorded SHA-256 (64 hex digits) is answered in SHA-256.
        let sha = Digest.sha256(Array("abc".utf8))
        #expect(sha == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(PixelDigest.of(Array("abc".utf8), like: sha) == sha)
        #expect(PixelDigest.of(Array("abc".utf8), like: nil) == "xxh3-128:06b05ab6733a618578af5f94892f3950")
    }

    /// New manifests record XXH3 of each golden's pixels; a manifest recorded with SHA-256
    /// still checks, and a frame re-recorded into it gets the new digest beside the old ones.
    @Test func manifestsRecordXXH3AndOldSHA256ManifestsStillCheck() throws {
        let goldens = try temporaryGoldensPath()
        _ = try check(movingSquare(), goldens: goldens, record: .missing)
        let dir = (goldens as NSString).appendingPathComponent("square")
        let store = try GoldenStore(directory: goldens)
        let manifest = try #require(try store.manifest(scene: "square"))
        for entry in manifest.frames {
            let golden = try PNGEncoder.decode(
                try #require(bytes((dir as NSString).appendingPathComponent(entry.file))))
            #expect(entry.pixels == PixelDigest.of(golden.rgba))
            #expect(entry.pixels.count == "xxh3-128:".count + 32)
        }

        // As an earlier Animatic wrote it: the SHA-256 of each golden's pixels.
        var old = manifest
        for i in old.frames.indices {
            let golden = try PNGEncoder.decode(
                try #require(bytes((dir as NSString).appendingPathComponent(old.frames[i].file))))
            old.frames[i].pixels = Digest.sha256(golden.rgba)
        }
        let manifestPath = (dir as NSString).appendingPathComponent(GoldenManifest.fileName)
        try old.json().write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let r = try check(movingSquare(), goldens: goldens, record: .missing)
        #expect(r.frames.map(\.status) == Array(repeating: .passed, count: 5))
        #expect(r.written.isEmpty)
        #expect(try store.manifest(scene: "square") == old)

        // Frame 1 changes and is re-recorded: its entry takes XXH3, the others keep SHA-256.
        let golden1 = (dir as NSString).appendingPathComponent("frame-00001.png")
        try FileManager.default.removeItem(atPath: golden1)
        var withoutFrame1 = old
        withoutFrame1.frames.removeAll { $0.frame == 1 }
        try withoutFrame1.json().write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let again = try check(movingSquare(), goldens: goldens, record: .missing)
        #expect(again.frames.map(\.status) == [.passed, .recorded, .passed, .passed, .passed])
        let mixed = try #require(try store.manifest(scene: "square"))
        #expect(mixed.entry(frame: 1)?.pixels == manifest.entry(frame: 1)?.pixels)
        #expect(mixed.entry(frame: 0)?.pixels == old.entry(frame: 0)?.pixels)
        #expect(try check(movingSquare(), goldens: goldens, record: .never).frames.allSatisfy { $0.status == .passed })

        // `--record all` brings the old entries to the current digest; files stay as they are.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map {
            bytes((dir as NSString).appendingPathComponent($0))
        }
        let upgraded = try check(movingSquare(), goldens: goldens, record: .all)
        #expect(upgraded.frames.allSatisfy { $0.status == .passed })
        let current = try #require(try store.manifest(scene: "square"))
        #expect(current.frames.map(\.pixels) == manifest.frames.map(\.pixels))
        #expect(current.frames.map(\.file) == manifest.frames.map(\.file))
        let after = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().filter {
            $0 != GoldenManifest.fileName
        }
        #expect(after.map { bytes((dir as NSString).appendingPathComponent($0)) } == files.dropLast().map { $0 })
    }

    /// JUnit's per-frame time was 0 for every frame: it was set after the outcome was returned.
    @Test func eachFrameReportsTheTimeItTook() throws {
        let goldens = try temporaryGoldensPath()
        let r = try check(movingSquare(), goldens: goldens, record: .missing)
        #expect(r.frames.allSatisfy { $0.seconds > 0 })
    }
}
