import Foundation
import Testing

/// Issue 28, hostile input round 3: files that stat as regular yet fail to read, references
/// that name no view yet, and geometry, text or snapshots whose cost explodes. Each ends in a
/// located error (exit 2) within the watchdog, and nothing is written.
@Suite struct HostileRound3Tests {
    let hostile = HostileInputTests()

    @Test func imageThatFailsToReadIsRefusedWhereNamed() throws {
        // Before: /proc/self/mem stats as an empty regular file, and reading its header trapped
        // in FileHandle (`try!` on EIO). A link to it is followed and refused the same way.
        let yaml = HostileInputTests.scene(properties: ", kind: imageView, image: /proc/self/mem")
        try hostile.expectRefused(yaml, "image /proc/self/mem cannot be read: input/output error", at: 5, 95)
        let linked = HostileInputTests.scene(properties: ", kind: imageView, image: mem.png")
        try hostile.expectRefused(linked, "image {dir}/mem.png cannot be read: input/output error", at: 5, 95, prepare: { dir in
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("mem.png").path,
                                                       withDestinationPath: "/proc/self/mem")
        })
    }

    @Test func centerOfTheViewBeingDeclaredIsRefused() throws {
        // Before: the reference resolved to no view, gave a zero rect, and storing that rect
        // into `center` failed a precondition.
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from: {id: a, center: {centerOf: from}}
            to: {id: detail}
            transition: {duration: 0.2, steps: [{completeTransition: true}]}
            """
        try hostile.expectRefused(yaml, "centerOf names 'a', the view being declared; a view cannot take its geometry from itself",
                                  at: 2, 7)
    }

    @Test func centerOfAViewOfTheOtherScreenIsRefusedInADeclaration() throws {
        // The `to` screen is made after the `from` screen, so a `from` view's declaration cannot
        // see it; a step can.
        let yaml = HostileInputTests.scene(properties: ", center: {centerOf: to}")
        try hostile.expectRefused(yaml, "centerOf names 'detail', which is not made yet where 'card' is declared (views are made in file order, the from screen before the to screen); set it in a step instead",
                                  at: 5, 7)
    }
}

extension HostileRound3Tests {
    /// A shape whose path is one arc, drawn on the square's place.
    static func arcScene(_ arc: String) -> String {
        HostileInputTests.scene(properties: ", kind: shape, layer: {path: {arc: {center: [10, 10], radius: 8, \(arc)}}}")
            .replacingOccurrences(of: "backgroundColor: \"#FF0000\", ", with: "")
    }

    @Test(arguments: ["startAngle: 0, endAngle: 1e12", "startAngle: 1e300, endAngle: 0", "startAngle: 0, endAngle: -1e300, clockwise: false"])
    func arcsOfHugeSweepsDrawOneCircle(_ angles: String) throws {
        // Before: endAngle 1e12 split into 1.1e10 cubics (an abort allocating 3.8 GB); start
        // 1e300 added 2π to the end angle forever.
        let dir = try temporaryDirectory()
        try Self.arcScene(angles).write(to: dir.appendingPathComponent("arc.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["validate", "arc.yaml"], ["render", "arc.yaml", "--out", "out"]] {
            let r = try HostileInputTests.runGuarded(arguments, in: dir, seconds: 30, memoryMiB: 2048)
            #expect(!r.killedByWatchdog && !r.signalled, "\(arguments[0]): \(r.stderr)")
            #expect(r.status == 0, "\(arguments[0]): \(r.stderr)")
        }
    }
}
