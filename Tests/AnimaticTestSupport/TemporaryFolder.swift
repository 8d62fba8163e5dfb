import Foundation

/// A new, empty folder under the system's temporary folder, named so that leftovers say which
/// tests made them.
public func temporaryDirectory(prefix: String = "animatic-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
