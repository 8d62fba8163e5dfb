import Foundation
import Testing

@Suite struct ErrorListCLITests {
    /// Three mistakes, one in an included screen: every command that reads the scene prints all
    /// three, each located, the included one with a note at the include, and exits 2.
    @Test func everyErrorIsPrintedWithItsPlace() throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try "id: inbox\nsubviews:\n  - {id: row, frame: [0, 0, 10, 10], alpah: 1}\n"
            .write(to: dir.appendingPathComponent("screens/inbox.yaml"), atomically: true, encoding: .utf8)
        try """
        canvas: {size: [100, 100], scale: 1, fps: 10}
        from: {include: screens/inbox.yaml}
        to: {id: detail}
        transition:
          duration: 0.2
          steps:
            - set: {row.center.x: "${widht / 2}"}
            - animate: {duration: 0.2, curv: linear, set: {row.alpha: 0}}
        """.write(to: dir.appendingPathComponent("three.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["validate", "three.yaml"], ["render", "three.yaml", "--out", "out"]] {
            let command = arguments[0]
            let r = try CLI.run(arguments, in: dir)
            #expect(r.status == 2, "\(command)")
            let lines = r.stderr.split(separator: "\n")
            let errors = lines.filter { $0.contains(": error: ") }
            #expect(errors.count == 3, "\(command): \(r.stderr)")
            #expect(errors.first?.hasSuffix("unknown key 'alpah' in a view (did you mean 'alpha'?)") == true)
            #expect(errors.first?.contains("screens/inbox.yaml:3:38:") == true)
            #expect(lines.contains { $0 == "three.yaml:2:17: note: included here" }, "\(command): \(r.stderr)")
            #expect(errors.contains { $0.hasPrefix("three.yaml:7:30: error: unknown name 'widht'") })
            #expect(errors.contains { $0.hasPrefix("three.yaml:8:32: error: unknown key 'curv'") })
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/three").path))
    }
}
