import AnimaticCore
import Foundation
import Synchronization

/// Progress of a long command on standard error. On a terminal: one line, redrawn in place,
/// with frames done, frames per second and the time left. Without a terminal, or when `CI`
/// is set: one summary line per scene as it finishes, flushed at once (logs stream).
final class Progress: Sendable {
    private struct State {
        var scene = ""
        var sceneFrames = 0
        var sceneDone = 0
        var sceneStart = Date()
        var totalDone = 0
        var lastDraw = Date.distantPast
    }

    let command: String
    let totalFrames: Int
    let interactive: Bool
    private let start = Date()
    private let state = Mutex(State())

    init(command: String, totalFrames: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.command = command
        self.totalFrames = totalFrames
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        interactive = isatty(STDERR_FILENO) != 0 && !ci
    }

    func begin(scene: String, frames: Int) {
        state.withLock { s in
            s.scene = scene
            s.sceneFrames = frames
            s.sceneDone = 0
            s.sceneStart = Date()
        }
        draw(force: true)
    }

    /// One more frame done (any thread).
    func frameDone(_ count: Int = 1) {
        state.withLock { s in
            s.sceneDone += count
            s.totalDone += count
        }
        draw(force: false)
    }

    /// The scene is finished: on a terminal the line moves on; otherwise its summary line.
    func end(scene: String, frames: Int? = nil, seconds: Double? = nil, note: String = "") {
        let (done, elapsed) = state.withLock { s in (s.sceneDone, Date().timeIntervalSince(s.sceneStart)) }
        let frames = frames ?? done, seconds = seconds ?? elapsed
        if interactive {
            draw(force: true)
        } else {
            let rate = seconds > 0 ? Double(frames) / seconds : 0
            write(
                String(
                    format: "%@ %@: %@ in %.2f s (%.1f frames/s)%@\n", command, scene, counted(frames, "frame"),
                    seconds, rate, note))
        }
    }

    /// Clears the terminal line before the command prints its results.
    func finish() {
        if interactive { write("\r\u{1B}[2K") }
    }

    private func draw(force: Bool) {
        guard interactive else { return }
        let line: String? = state.withLock { s in
            let now = Date()
            guard force || now.timeIntervalSince(s.lastDraw) >= 0.1 else { return nil }
            s.lastDraw = now
            let elapsed = now.timeIntervalSince(start)
            let rate = elapsed > 0 ? Double(s.totalDone) / elapsed : 0
            let left = rate > 0 ? Double(max(0, totalFrames - s.totalDone)) / rate : 0
            return String(
                format: "\r\u{1B}[2K%@ %@  %d/%d frames  %.1f frames/s  %.1f s left", command, s.scene, s.totalDone,
                totalFrames, rate, left)
        }
        if let line { write(line) }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
