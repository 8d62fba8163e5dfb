import AnimaticCore
import AnimaticFiles
import AnimaticRender
import Foundation

/// What a check decides about one rendered frame against its golden: no golden yet, the
/// recorded file with the same pixels (not decoded), identical, within the tolerance, or
/// different; and, as the record mode says, whether the frame is recorded instead.
struct FrameJudgement {
    let work: FrameWork
    var outcome: FrameWork.Outcome
    let actual: Frame
    let goldenPath: String

    var options: GoldenCheckOptions { work.options }
    var label: String { outcome.check.label }
    var index: Int { outcome.check.index }

    mutating func decide(entry: GoldenManifest.Entry?) {
        // A FIFO, device or folder where the golden should be is refused unopened: reading it
        // would block or never end, and recording over it would replace what a user made.
        let present: Data?
        switch RegularFile.readIfPresent(goldenPath, maxBytes: RegularFile.maxImageBytes) {
        case .success(let bytes): present = bytes
        case .failure(let refusal):
            outcome.check.message = "\(label): golden \(refusal.message)"
            return
        }
        guard let data = present else { return noGolden() }
        let bytes = [UInt8](data)
        if GoldenStore.isLFSPointer(bytes) {
            outcome.check.message = "\(label): \(GoldenFileError.lfsPointer(goldenPath))"
            return
        }
        if isTheRecordedFile(bytes, entry: entry) { return }
        compare(with: bytes)
    }

    private mutating func noGolden() {
        if options.record.writesMissing() {
            record()
            outcome.check.message = "\(label): recorded (no golden existed)"
        } else {
            outcome.check.status = .failed
            outcome.check.message =
                "\(label): no golden at \(goldenPath) (record mode never: run `animatic check … --record missing` "
                + "where goldens may be written, and commit them)"
            outcome.check.artifacts = work.writeArtifacts(index, actual: actual, expected: nil, diff: nil)
        }
        if options.keepImages {
            let full = outcome.check.status == .failed ? try? PNGEncoder.encode(actual, compressionLevel: 1) : nil
            outcome.check.images = FrameImages(thumbnail: thumbnail, expected: nil, actual: full, diff: nil)
        }
    }

    /// The fast path: the manifest's pixel digest equals the actual one and the file is the
    /// one recorded, so the golden need not be decoded.
    private mutating func isTheRecordedFile(_ bytes: [UInt8], entry: GoldenManifest.Entry?) -> Bool {
        guard let entry, let manifest = work.manifest, manifest.width == actual.width,
            manifest.height == actual.height, entry.pixels == outcome.actualDigest, Digest.sha256(bytes) == entry.png
        else { return false }
        outcome.goldenDigest = entry.pixels
        if options.record == .all, !PixelDigest.isCurrent(entry.pixels) {
            outcome.goldenDigest = PixelDigest.of(actual.rgba)
            outcome.upgradesDigest = true
        }
        pass("\(label): identical")
        return true
    }

    private mutating func compare(with bytes: [UInt8]) {
        let expected: Frame
        do { expected = try PNGEncoder.decode(bytes) } catch {
            outcome.check.message = "\(label): \(goldenPath) is not a readable PNG: \(error)"
            return
        }
        outcome.goldenDigest = PixelDigest.of(expected.rgba)
        let comparison = PixelComparison(expected: expected, actual: actual, tolerance: work.tolerance)
        if comparison.isIdentical { return pass("\(label): identical") }
        outcome.check.difference = Difference(comparison)
        let numbers = "\(comparison.summary); allowed: \(work.tolerance)"
        if comparison.passes {
            pass("\(label): within tolerance: \(numbers)")
            if options.record == .all {
                record()
                outcome.check.message = "\(label): re-recorded (was within tolerance: \(comparison.summary))"
            }
            return
        }
        let diff = DiffImage.make(expected: expected, actual: actual, comparison: comparison)
        if options.record.writesFailed() {
            record()
            outcome.check.message = "\(label): re-recorded (was: \(comparison.summary))"
        } else {
            outcome.check.status = .failed
            outcome.check.message = "\(label): \(numbers)"
            outcome.check.artifacts = work.writeArtifacts(index, actual: actual, expected: bytes, diff: diff)
        }
        if options.keepImages {
            outcome.check.images = FrameImages(
                thumbnail: thumbnail, expected: bytes,
                actual: try? PNGEncoder.encode(actual, compressionLevel: 1),
                diff: try? PNGEncoder.encode(diff, compressionLevel: 1))
        }
    }

    private mutating func pass(_ message: String) {
        outcome.check.status = .passed
        outcome.check.message = message
        if options.keepImages { outcome.check.images = FrameImages(thumbnail: thumbnail) }
    }

    /// The frame becomes the golden: its PNG at the goldens' level, its digest the current one.
    private mutating func record() {
        outcome.check.status = .recorded
        outcome.newPNG = try? PNGEncoder.encode(actual, compressionLevel: options.compressionLevel)
        if !PixelDigest.isCurrent(outcome.actualDigest) { outcome.actualDigest = PixelDigest.of(actual.rgba) }
    }

    private var thumbnail: [UInt8] {
        options.keepImages ? ((try? PNGEncoder.encode(DiffImage.thumbnail(actual), compressionLevel: 6)) ?? []) : []
    }
}
