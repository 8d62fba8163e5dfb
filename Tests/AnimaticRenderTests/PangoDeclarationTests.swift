import Foundation
import XCTest

/// CCairo declares the Pango/GLib calls it uses itself (see Sources/CCairo/pango-api.h) so that
/// consumers need no `-pthread` from pkg-config. These tests hold those declarations to the system
/// headers: a changed signature, enumerator value or struct size fails here, not as a wrong frame.
final class PangoDeclarationTests: XCTestCase {
    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
    private var declarations: URL { packageRoot.appendingPathComponent("Sources/CCairo/pango-api.h") }

    func testPrototypesAreCompatibleWithTheSystemHeaders() throws {
        let source = """
            #include <pango/pangocairo.h>
            #define ANIMATIC_PANGO_TYPES_FROM_SYSTEM_HEADERS
            #include "\(declarations.path)"
            """
        try compile(source)
    }

    func testEnumeratorsAndStructSizesMatchTheSystemHeaders() throws {
        let enumerators = try Self.enumerators(in: String(contentsOf: declarations, encoding: .utf8))
        XCTAssertGreaterThanOrEqual(enumerators.count, 20, "the enum parser found too few enumerators")
        XCTAssertEqual(enumerators.first { $0.name == "PANGO_WEIGHT_BOLD" }?.value, 700)
        XCTAssertEqual(enumerators.first { $0.name == "PANGO_ELLIPSIZE_END" }?.value, 3)
        var source = "#include <pango/pangocairo.h>\n"
        for enumerator in enumerators {
            source +=
                "_Static_assert(\(enumerator.name) == \(enumerator.value), \"\(enumerator.name) is not \(enumerator.value)\");\n"
        }
        source += """
            _Static_assert(PANGO_SCALE == 1024, "PANGO_SCALE");
            _Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle");
            _Static_assert(sizeof(PangoMatrix) == 6 * sizeof(double), "PangoMatrix");
            _Static_assert(sizeof(gboolean) == sizeof(int), "gboolean");
            """
        try compile(source)
    }

    func testAMismatchedPrototypeIsCaught() throws {
        let source = """
            #include <pango/pangocairo.h>
            void pango_layout_set_width(PangoLayout *layout, double width);
            """
        XCTAssertThrowsError(try compile(source))
    }

    /// Enumerators of every `typedef enum { … }` in a header, with C's implicit numbering.
    static func enumerators(in header: String) throws -> [(name: String, value: Int)] {
        var result: [(name: String, value: Int)] = []
        let bodies = try NSRegularExpression(pattern: #"typedef\s+enum\s*\{([^}]*)\}"#)
        let range = NSRange(header.startIndex..., in: header)
        for match in bodies.matches(in: header, range: range) {
            guard let body = Range(match.range(at: 1), in: header) else { continue }
            var next = 0
            for item in header[body].split(separator: ",") {
                let parts = item.split(separator: "=").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                guard let name = parts.first, !name.isEmpty else { continue }
                if parts.count == 2, let value = Int(parts[1]) { next = value }
                result.append((name, next))
                next += 1
            }
        }
        return result
    }

    private func compile(_ source: String) throws {
        let clang = ["/opt/swift/usr/bin/clang", "/usr/bin/clang", "/usr/bin/cc"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let clang else { throw XCTSkip("no C compiler to check the declarations with") }
        let flags = try run("/usr/bin/env", ["pkg-config", "--cflags", "pangocairo"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pango-decl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("check.c")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let arguments = ["-fsyntax-only", "-Werror"] + flags.split(separator: " ").map(String.init) + [file.path]
        _ = try run(clang, arguments)
    }

    private struct CompileFailure: Error, CustomStringConvertible { let description: String }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else { throw CompileFailure(description: text) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
