import AnimaticRender
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
        try hostile.expectRefused(
            linked, "image {dir}/mem.png cannot be read: input/output error", at: 5, 95,
            prepare: { dir in
                try FileManager.default.createSymbolicLink(
                    atPath: dir.appendingPathComponent("mem.png").path,
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
        try hostile.expectRefused(
            yaml, "centerOf names 'a', the view being declared; a view cannot take its geometry from itself",
            at: 2, 7)
    }

    @Test func centerOfAViewOfTheOtherScreenIsRefusedInADeclaration() throws {
        // The `to` screen is made after the `from` screen, so a `from` view's declaration cannot
        // see it; a step can.
        let yaml = HostileInputTests.scene(properties: ", center: {centerOf: to}")
        try hostile.expectRefused(
            yaml,
            "centerOf names 'detail', which is not made yet where 'card' is declared (views are made in file order, the from screen before the to screen); set it in a step instead",
            at: 5, 7)
    }
}

extension HostileRound3Tests {
    /// A shape whose path is one arc, drawn on the square's place.
    static func arcScene(_ arc: String) -> String {
        HostileInputTests.scene(
            properties: ", kind: shape, layer: {path: {arc: {center: [10, 10], radius: 8, \(arc)}}}"
        )
        .replacingOccurrences(of: "backgroundColor: \"#FF0000\", ", with: "")
    }

    @Test(arguments: [
        "startAngle: 0, endAngle: 1e12", "startAngle: 1e300, endAngle: 0",
        "startAngle: 0, endAngle: -1e300, clockwise: false",
    ])
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

extension HostileRound3Tests {
    /// `count` rounds of: snapshot `a` (after screen updates) and add the snapshot into `a`, so
    /// each snapshot holds all the ones before it.
    static func snapshotsIntoTheirView(_ count: Int, canvas: Int = 100, scale: Int = 1) -> String {
        """
        canvas: {size: [\(canvas), \(canvas)], scale: \(scale), fps: 10}
        from:
          id: home
          subviews:
            - {id: a, frame: [0, 0, \(canvas), \(canvas)], backgroundColor: "#FF0000"}
        to: {id: detail}
        transition:
          duration: 0.2
          steps:
            - repeat: {count: \(count)}
              steps:
                - {snapshot: a, as: "s${i}", afterScreenUpdates: true}
                - {add: "s${i}", to: a}
            - {completeTransition: true}
        """
    }

    @Test func nestedSnapshotImagesAreDrawnOnceAFrame() throws {
        // 60 snapshots of 600×600 pixels, each holding the ones before: past the 16 M pixels a
        // worker keeps, so the images were let go while the next one still needed them, and
        // each level drew the levels below it again (frame 0 hung; 385 copies of a smaller
        // view took over 40 s).
        let dir = try temporaryDirectory()
        try Self.snapshotsIntoTheirView(60, canvas: 200, scale: 3).write(
            to: dir.appendingPathComponent("nest.yaml"), atomically: true, encoding: .utf8)
        let r = try HostileInputTests.runGuarded(
            ["render", "nest.yaml", "--out", "out", "--frames", "0-0", "--no-lint"], in: dir,
            seconds: 60, memoryMiB: 2048)
        #expect(!r.killedByWatchdog && !r.signalled, "\(r.stderr)")
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func snapshotsNestedPastTheDepthBudgetAreRefusedAtTheStep() throws {
        // Before: 400 copies nest 400 deep (each holds the one before); 5,000 snapshots of
        // snapshots overflowed the renderer's stack (SIGSEGV).
        try hostile.expectRefused(
            Self.snapshotsIntoTheirView(400),
            "snapshot 's100' of 'a' nests snapshot images 101 deep; at most 100 (a snapshot of a snapshot of …)",
            at: 12, 11, memoryMiB: 2048)
        var chain = HostileInputTests.scene(step: "{snapshot: card, as: s0}")
        for i in 1..<5000 { chain += "\n    - {snapshot: s\(i - 1), as: s\(i)}" }
        try hostile.expectRefused(
            chain + "\n    - {add: s4999}",
            "snapshot 's100' of 's99' nests snapshot images 101 deep; at most 100 (a snapshot of a snapshot of …)",
            at: 110, 7, memoryMiB: 2048)
    }

    @Test func snapshotsPastTheSceneLayerBudgetAreRefusedAtTheStep() throws {
        // 1,000 subviews snapshotted 600 times freeze 600,600 layers, past 500,000: the 500th
        // snapshot (s499) goes over. Before, 10,000 snapshots each holding the ones before made
        // `validate` quadratic (19.5 s at 10,000; 2.8 GB at 3,000 after screen updates).
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
                - {id: a, frame: [0, 0, 100, 100], subviews: [{repeat: {count: 1000}, subviews: [{id: "c${i}"}]}]}
            to: {id: detail}
            transition:
              duration: 0.2
              steps:
                - repeat: {count: 600}
                  steps: [{snapshot: a, as: "s${i}"}]
            """
        try hostile.expectRefused(
            yaml,
            "snapshot 's499' of 'a' takes the layers the scene's snapshots draw past 500000 (each snapshot draws its view's tree whole, with the snapshots already added to it)",
            at: 11, 15, memoryMiB: 2048)
    }
}

extension HostileRound3Tests {
    @Test func labelTextPastTheBudgetIsRefusedWhereWritten() throws {
        // Before: 10 MB of text without spaces took 31 s and 1.9 GB to draw one frame.
        let text = String(repeating: "x", count: 200_000)
        let yaml = HostileInputTests.scene(properties: ", kind: label, text: \(text)")
        try hostile.expectRefused(
            yaml,
            "text is 200000 characters long; a label holds at most 100000 (all of it is shaped and laid out to draw it)",
            at: 5, 90, memoryMiB: 2048)
    }

    @Test func fontSizePastFreeTypesReachIsRefusedWhereWritten() throws {
        // Before: `validate` said ok and the render failed with "cairo: error occurred in
        // libfreetype" (1e300 added Pango-CRITICAL lines).
        for (size, said) in [("100000", "100000.0"), ("1e300", "1e+300")] {
            let yaml = HostileInputTests.scene(properties: ", kind: label, text: Hi, font: {size: \(size)}")
            try hostile.expectRefused(yaml, "a font size must be at most 10000 points, got \(said)", at: 5, 107)
        }
    }
}

extension HostileRound3Tests {
    @Test func dashesPastTheFrameBudgetAreRefusedAtTheShape() throws {
        // Before: 3.2 billion dashes along an 8e6-point rect took about 7 s a frame.
        let yaml = HostileInputTests.scene(
            properties: ", kind: shape, layer: {path: {rect: [0, 0, 8e6, 8e6]}, strokeColor: black, "
                + "fillColor: clear, lineDashPattern: [0.01, 0.01]}"
        )
        .replacingOccurrences(of: "backgroundColor: \"#FF0000\", ", with: "")
        try hostile.expectRefused(
            yaml,
            "at 0.0 s: the dashes of 'card' (3200000000 of them: its lineDashPattern is tiny against its path) take this frame past 1000000 dashes",
            at: 5, 7, commands: ["render"], memoryMiB: 2048)
    }

    @Test func anImageThatFailsToDecodeIsReportedAtItsView() throws {
        // A PNG whose header is whole and whose data is not: cairo's "out of memory" came
        // without a place.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0x5A, count: 64)
        let yaml = HostileInputTests.scene(properties: ", kind: imageView, image: bad.png")
        let words = "cannot read image {dir}/bad.png: its image data is corrupt or cut short (the PNG does not decode)"
        let write: (URL) throws -> Void = { dir in try Data(header).write(to: dir.appendingPathComponent("bad.png")) }
        try hostile.expectRefused(yaml, "at 0.0 s: " + words, at: 5, 7, commands: ["render"], prepare: write)
        // `validate` decodes every image a render would draw, so it finds this too.
        try hostile.expectRefused(yaml, words, at: 5, 7, commands: ["validate"], prepare: write)
    }
}

extension HostileRound3Tests {
    @Test func viewIDsThatAreNoWordAreRefusedWhereWritten() throws {
        // Before: "x,y" and "p\nq" were accepted, and `values --format csv` wrote rows with an
        // extra column or split in two.
        for (written, quoted) in [("\"x,y\"", "\"x,y\""), ("\"p\\nq\"", "\"p\\nq\""), ("'a\"b'", "\"a\\\"b\"")] {
            let yaml = HostileInputTests.scene().replacingOccurrences(of: "{id: card,", with: "{id: \(written),")
                .replacingOccurrences(of: "card.alpha", with: "home.alpha")
            try hostile.expectRefused(
                yaml,
                "a view id is one word of letters, digits, '_' and '-' (no dots, spaces, commas, quotes or line breaks), got \(quoted)",
                at: 5, 12, commands: ["validate"])
        }
        let snapshot = HostileInputTests.scene(step: "{snapshot: card, as: \"s,1\"}")
        try hostile.expectRefused(
            snapshot,
            "a view id is one word of letters, digits, '_' and '-' (no dots, spaces, commas, quotes or line breaks), got \"s,1\"",
            at: 10, 28, commands: ["validate"])
    }
}

extension HostileRound3Tests {
    @Test func matchedViewFromAViewToItselfIsRefusedAtTheUse() throws {
        // Before: "<template matched-view>:20:29: duplicate key", a place in no file.
        let yaml = HostileInputTests.scene(step: "{use: matched-view, source: card, target: card}")
        try hostile.expectRefused(
            yaml, "template 'matched-view' needs 'target' to be another view than 'source'; both are 'card'",
            at: 10, 49, commands: ["validate"])
    }
}

extension HostileRound3Tests {
    @Test func aFontFamilyNotInstalledIsReportedAtItsLabel() throws {
        // Before: the render's error named the font but no place in the scene, and `validate`
        // said ok.
        let yaml = HostileInputTests.scene(properties: ", kind: label, text: Hi, font: {family: NoSuchFamily}")
        let dir = try temporaryDirectory()
        try yaml.write(to: dir.appendingPathComponent("font.yaml"), atomically: true, encoding: .utf8)
        let r = try HostileInputTests.runGuarded(["render", "font.yaml", "--out", "out", "--no-lint"], in: dir)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(
            r.stderr.contains("font.yaml:5:7: error: at 0.0 s: font 'NoSuchFamily' is not installed"), "\(r.stderr)")
        let v = try HostileInputTests.runGuarded(["validate", "font.yaml"], in: dir)
        #expect(v.status == 2, "\(v.stderr)")
        #expect(v.stderr.contains("font.yaml:5:7: error: font 'NoSuchFamily' is not installed"), "\(v.stderr)")
    }

    @Test func aRadialGradientOfAnAbsurdEllipseRenders() throws {
        // Before: an ellipse 1e-300 wide and 1e300 tall failed the render with "cairo: out of
        // memory". Now it is no ellipse at all: the last color, as a zero radius draws.
        let dir = try temporaryDirectory()
        let yaml = HostileInputTests.scene(
            properties: ", kind: gradient, layer: {type: radial, colors: [\"#FF0000\", \"#0000FF\"], "
                + "startPoint: [0, 0], endPoint: [1e-300, 1e300]}")
        try yaml.write(to: dir.appendingPathComponent("grad.yaml"), atomically: true, encoding: .utf8)
        let r = try HostileInputTests.runGuarded(
            ["render", "grad.yaml", "--out", "out", "--no-lint"], in: dir, memoryMiB: 2048)
        #expect(!r.killedByWatchdog && !r.signalled, "\(r.stderr)")
        #expect(r.status == 0, "\(r.stderr)")
    }
}

extension HostileRound3Tests {
    @Test func textScaledPastFreeTypesReachIsRefusedAtItsLabel() throws {
        // Before: a 17 pt label under a scale of 2000 on a 3× canvas (102,000 pixels per em)
        // failed the frame with "cairo: error occurred in libfreetype", naming nothing.
        let yaml = HostileInputTests.scene(properties: ", kind: label, text: Hi, transform: [{scale: 2000}]")
            .replacingOccurrences(of: "scale: 1, fps", with: "scale: 3, fps")
        try hostile.expectRefused(
            yaml,
            "at 0.0 s: the text of 'card' would be drawn 102000 pixels per em; at most 32767 (its font size times every scale above it)",
            at: 5, 7, commands: ["render"])
    }
}

extension HostileRound3Tests {
    /// Found by a 50-minute fuzz run: the snapshot of a rounded view 2.2e-308 pt wide mapped into
    /// its image by a factor near 1e308, and cairo's arc flattening never finished (255 s for one
    /// frame in a debug build, past the fuzzer's 30 s in release).
    @Test func aSnapshotOfAViewFarUnderAPixelRendersAtOnce() throws {
        let yaml = HostileInputTests.scene(
            properties: ", layer: {cornerRadius: 10}",
            step: "{snapshot: card, as: shot, afterScreenUpdates: true}\n    - add: shot"
        )
        .replacingOccurrences(of: "frame: [10, 10, 20, 20]", with: "frame: [10, 10, 2.2250738585072014e-308, 20]")
        let dir = try temporaryDirectory()
        try yaml.write(to: dir.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        let r = try HostileInputTests.runGuarded(
            ["render", "tiny.yaml", "--out", "out", "--no-lint"], in: dir, seconds: 20)
        #expect(!r.killedByWatchdog, "render hung")
        #expect(r.status == 0, "\(r.stderr)")
        let frame = try PNGEncoder.decode(
            [UInt8](Data(contentsOf: dir.appendingPathComponent("out/tiny/frame-00000.png"))))
        #expect(frame.width == 100)
    }
}
