import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import Foundation
import Testing

@Suite struct GoldenSettingsTests {
    @Test func theGoldensKeyIsRead() throws {
        let s = try scene(
            movingSquare(
                goldens:
                    "goldens: {at: [0, 0.1, 0.25], tolerance: {deltaE: 1.5, pixels: 20, ratio: 0.001, antialiasing: ignore}}"
            ))
        #expect(s.goldens?.times == [0, 0.1, 0.25])
        #expect(
            s.goldens?.tolerance
                == ToleranceOverride(deltaE: 1.5, maxPixels: 20, maxRatio: 0.001, ignoresAntialiasing: true))
        let every = try scene(movingSquare(goldens: "goldens: {every: 3}"))
        #expect(every.goldens?.every == 3)
        let t = try Timeline.compile(every)
        #expect(Sampling(every.goldens).frames(in: t).map(\.index) == [0, 3, 4])
        #expect(Sampling.times([0.1, 0.12, 0.3]).frames(in: t).map(\.index) == [1, 3])
        #expect(Sampling(nil).frames(in: t).count == 5)
    }

    @Test(arguments: [
        ("goldens: {at: [0], every: 2}", "not both"),
        ("goldens: {every: 0}", "must be ≥ 1"),
        ("goldens: {at: [-1]}", "golden time must be in"),
        ("goldens: {tolerence: {}}", "did you mean 'tolerance'"),
        ("goldens: {tolerance: {deltaE: -1}}", "deltaE must be in"),
        ("goldens: {tolerance: {ratio: 2}}", "ratio is a share"),
        ("goldens: {tolerance: {antialiasing: ignor}}", "did you mean 'ignore'"),
        ("goldens: {tolerance: {pixel: 3}}", "did you mean 'pixels'"),
    ])
    func badGoldensAreLocatedErrors(yaml: String, message: String) throws {
        do {
            _ = try scene(movingSquare(goldens: yaml), file: "bad.yaml")
            Issue.record("expected an error for \(yaml)")
        } catch {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.location.file == "bad.yaml")
            #expect(error.location.line == 12)
        }
    }

    @Test func sceneToleranceLiesOverTheCallers() throws {
        let s = try scene(movingSquare(goldens: "goldens: {tolerance: {pixels: 3}}"))
        let c = checker("/tmp", record: .never, tolerance: ToleranceOverride(deltaE: 2, maxPixels: 100))
        #expect(c.tolerance(for: s) == Tolerance(deltaE: 2, maxPixels: 3))
        #expect(checker("/tmp", record: .never).tolerance(for: try scene(movingSquare())) == .exact)
    }
}

@Suite struct FontPinningTests {
    @Test func interResolvesToItsOwnFile() throws {
        let font = try FontPinning.resolve(family: "Inter", weight: 700, italic: false)
        #expect(font.family == "Inter")
        #expect(font.style.contains("Bold"))
        #expect(font.file.hasSuffix(".otf") || font.file.hasSuffix(".ttf"))
        #expect(font.sha256.count == 16)
        #expect(!font.version.isEmpty)
    }

    @Test func aFamilyThatIsNotInstalledFailsInsteadOfFallingBack() throws {
        do {
            _ = try FontPinning.resolve(family: "Helvetica Nowhere", weight: 400, italic: false)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("'Helvetica Nowhere' is not installed"))
            #expect(error.message.contains("fall back to"))
        }
        #expect(throws: RenderError.self) { try FontPinning.resolve(family: "sans-serif", weight: 400, italic: false) }
    }

    @Test func renderingALabelInAMissingFontFails() throws {
        var root = RenderLayer(id: "root", bounds: Rect(0, 0, 100, 40), position: Point(50, 20))
        var label = RenderLayer(id: "label", bounds: Rect(0, 0, 100, 40), position: Point(50, 20))
        label.content = .text(TextContent(text: "Hello", font: Font(family: "Helvetica Nowhere", size: 17)))
        root.sublayers = [label]
        let tree = PresentationTree(size: Size(100, 40), scale: 1, background: .white, root: root)
        #expect(throws: RenderError.self) { try FontPinning.verify(tree) }
        // The rasterizer alone fails too rather than drawing another font.
        #expect(throws: RenderError.self) { try Rasterizer().render(tree) }
        // The golden check names the font.
        let yaml = """
            canvas: {size: [100, 40], scale: 1, fps: 10}
            from: {id: home, subviews: [{id: l, kind: label, frame: [0, 0, 100, 40], text: Hi, font: {family: Helvetica Nowhere}}]}
            to: {id: detail}
            transition: {duration: 0.1, steps: []}
            """
        let r = try check(yaml, goldens: try temporaryGoldensPath(), record: .missing)
        #expect(r.error?.contains("'Helvetica Nowhere' is not installed") == true)
        #expect(r.frames.allSatisfy { $0.status == .error })
    }

    @Test func theEnvironmentIsReadAtRunTime() {
        let env = RenderEnvironment.current()
        for v in [env.cairo, env.pixman, env.pango, env.harfbuzz, env.freetype, env.fontconfig, env.libpng] {
            #expect(v.split(separator: ".").count == 3 && v.split(separator: ".").allSatisfy { Int($0) != nil }, "\(v)")
        }
        var other = env
        other.freetype = "1.0.0"
        #expect(env.differences(to: other) == ["freetype \(env.freetype) → 1.0.0"])
    }
}
