import Foundation

/// This test process's folder under the system's temporary folder: every folder the tests make
/// goes in it, and it is removed when the process exits, so `swift test` leaves nothing behind
/// (a crashed run leaves `animatic-tests-<pid>`, which says what made it).
public let testProcessFolder: URL = {
    let url = processFolderURL()
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: processFolderURL()) }
    return url
}()

private func processFolderURL() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("animatic-tests-\(getpid())")
}

/// A new, empty folder in this test process's folder, named so that its contents say which tests
/// made it.
public func temporaryDirectory(prefix: String = "animatic-test") throws -> URL {
    let url = testProcessFolder.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
