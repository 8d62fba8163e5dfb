import AnimaticTestSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// commands on its fd 3, answers on fd 4, each message JSON ended by a NUL). Key presses and
/// mouse clicks go through `Input.dispatchKeyEvent`/`dispatchMouseEvent`, the path real input
/// takes (trusted events, focus, default actions), not events a script makes up.
final class Chromium {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private var pid: pid_t = 0
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 1
    private let profile: URL
    private(set) var session: String?

    static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    init() throws {
        guard let executable = Self.executable else {
            throw Failure(description: "chromium is not installed (scripts/install-deps.sh installs Debian's chromium)")
        }
        profile = testProcessFolder.appendingPathComponent("animatic-chromium-\(UUID().uuidString)")
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 3)
        posix_spawn_file_actions_adddup2(&actions, output[1], 4)
        posix_spawn_file_actions_addclose(&actions, input[1])
        posix_spawn_file_actions_addclose(&actions, output[0])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
            "--user-data-dir=\(profile.path)", "--window-size=1400,1200", "about:blank",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        close(input[0])
        close(output[1])
        toBrowser = input[1]
        fromBrowser = output[0]
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(status)") }
    }

    deinit {
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the attached page unless `browser`) and returns its result.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], browser: Bool = false) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if !browser, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
            written += n
        }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == id else { continue }  // events and other replies
            if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            }
            // A guard against a browser that stopped answering, not a measurement.
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 60_000) > 0 else {
                throw Failure(description: "chromium did not answer within 60 s")
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
            buffer += chunk[..<n]
        }
    }

    /// Opens a page in a new tab, attaches to it and waits until it has loaded.
    func open(_ url: URL) throws {
        let target = try send("Target.createTarget", ["url": url.absoluteString], browser: true)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], browser: true)
        session = attached["sessionId"] as? String
        try send("Page.bringToFront")
        for _ in 0..<600 {
            // A new tab starts on about:blank, already complete; wait for the page itself.
            if try evaluate("location.href === \(quoted(url.absoluteString)) && document.readyState") as? String
                == "complete"
            {
                return
            }
            usleep(50_000)
        }
        throw Failure(description: "\(url) did not finish loading")
    }

    /// The value of a JavaScript expression in the page.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    func press(_ key: String, code: Int, shift: Bool = false) throws {
        let modifiers = shift ? 8 : 0
        try send(
            "Input.dispatchKeyEvent",
            ["type": "rawKeyDown", "key": key, "code": key, "windowsVirtualKeyCode": code, "modifiers": modifiers])
        try send(
            "Input.dispatchKeyEvent",
            ["type": "keyUp", "key": key, "code": key, "windowsVirtualKeyCode": code, "modifiers": modifiers])
    }

    func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// Moves the mouse there, no button down (hover).
    func move(x: Double, y: Double) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y, "button": "none"])
    }

    /// The element's box in the viewport: left, top, width, height.
    func box(_ selector: String) throws -> [Double] {
        guard
            let box = try evaluate(
                "(() => { const r = document.querySelector(\(quoted(selector))).getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()"
            ) as? [Double]
        else {
            throw Failure(description: "no element \(selector)")
        }
        return box
    }

    /// Clicks the middle of the element a CSS selector finds.
    func click(_ selector: String, atFraction fraction: Double = 0.5) throws {
        guard
            let box = try evaluate(
                "(() => { const r = document.querySelector(\(quoted(selector))).getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()"
            ) as? [Double]
        else {
            throw Failure(description: "no element \(selector)")
        }
        try click(x: box[0] + box[2] * fraction, y: box[1] + box[3] / 2)
    }

    func quoted(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast()
            .description
    }
}
