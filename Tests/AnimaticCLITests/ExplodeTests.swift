import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// The gallery's explode (CEExplodeAnimationController, written with repeat and random), checked
/// against the animator's own arithmetic done here again.
@Suite struct ExplodeTests {
    static let sceneFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes/gallery-explode.yaml").path

    /// The regions of the animator's loops: x outer, y inner, while x < width, y < height.
    static func regions(width: Double, height: Double) -> [(column: Int, row: Int, rect: Rect)] {
        let xFactor = 10.0, yFactor = xFactor * height / width
        var out: [(Int, Int, Rect)] = []
        var column = 0
        var x = 0.0
        while x < width {
            var row = 0
            var y = 0.0
            while y < height {
                out.append((column, row, Rect(x, y, width / xFactor, height / yFactor)))
                y += height / yFactor
                row += 1
            }
            x += width / xFactor
            column += 1
        }
        return out
    }

    @Test func piecesSitOnTheirRegionsAndFlyByTheSeededOffsets() throws {
        let scene = try SceneLoader.load(path: Self.sceneFile)
        let t = try Timeline.compile(scene)
        let regions = Self.regions(width: 320, height: 568)
        #expect(regions.count == 10 * 18)
        // On screen at t = 0 (the model already holds the animation's end values).
        let model = t.model(at: 0)
        for (column, row, rect) in regions {
            let piece = t.presentationState(of: "piece\(column)_\(row)", at: 0, model: model)
            let frame = try #require(piece?.frame)
            #expect(
                abs(frame.minX - rect.minX) < 1e-9 && abs(frame.minY - rect.minY) < 1e-9 && frame.size == rect.size,
                "piece\(column)_\(row)")
            #expect(piece?.opacity == 1)
        }
        // The offsets: random(-100, 100) twice on one line, keyed by file, line, column and the
        // loop indices (column, row), drawn by SplitMix64 (ExpressionTests.referenceRandom's twin).
        let text = try String(contentsOfFile: Self.sceneFile, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineIndex = try #require(lines.firstIndex { $0.contains("offsetBy: [\"${random(-100, 100)}\"") })
        let line = lines[lineIndex]
        let first = line.range(of: "random")!
        let second = line[first.upperBound...].range(of: "random")!
        let columns = [first.lowerBound, second.lowerBound].map { line.distance(from: line.startIndex, to: $0) + 1 }
        let end = t.model(at: 0.999)
        for (column, row, rect) in regions {
            let key = "gallery-explode.yaml:\(lineIndex + 1):"
            let dx = reference(-100, 100, seed: 2014, key: key + "\(columns[0]):\(column):\(row)")
            let dy = reference(-100, 100, seed: 2014, key: key + "\(columns[1]):\(column):\(row)")
            let piece = try #require(end.views["piece\(column)_\(row)"])
            #expect(abs(piece.position.x - (rect.midX + dx)) < 1e-9 && abs(piece.position.y - (rect.midY + dy)) < 1e-9)
            #expect(piece.opacity == 0)
        }
        // The completion removed every piece once the second's animation ended.
        let after = t.model(at: 1.001)
        #expect(regions.allSatisfy { !after.isInHierarchy("piece\($0.column)_\($0.row)") })
    }

    @Test func atTheStartThePiecesShowTheFromScreenAsItWas() throws {
        let scene = try SceneLoader.load(path: Self.sceneFile)
        let exploding = try Rasterizer().render(Timeline.compile(scene).presentation(at: 0))
        var still = scene
        still.transition.steps = []
        let screen = try Rasterizer().render(Timeline.compile(still).presentation(at: 0))
        // Each piece's center pixel and one near its corner show what the screen shows there.
        var checked = 0
        for (_, _, rect) in Self.regions(width: 320, height: 568) where rect.maxY <= 568 {
            for (x, y) in [(rect.midX, rect.midY), (rect.minX + 3, rect.minY + 3)] {
                let px = Int(x * 2), py = Int(y * 2)
                #expect(same(exploding.pixel(x: px, y: py), screen.pixel(x: px, y: py)), "at (\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked == 2 * 10 * 17)
    }

    /// Pieces cut from a snapshot that is never added, moved to one another's places: each
    /// shows its own part of the screen, wherever it is.
    @Test func aPieceShowsItsOwnPartOfTheSnapshotWhereverItGoes() throws {
        let yaml = """
            canvas: {size: [200, 200], scale: 1, background: "#FFFFFF"}
            from:
              id: home
              subviews:
                - {id: a, frame: [0, 0, 100, 100], backgroundColor: "#FF0000"}
                - {id: b, frame: [100, 0, 100, 100], backgroundColor: "#00FF00"}
                - {id: c, frame: [0, 100, 100, 100], backgroundColor: "#0000FF"}
            to: {id: detail}
            transition:
              duration: 0
              steps:
                - snapshot: from
                  as: whole
                - repeat: {rows: 2, columns: 2}
                  steps:
                    - resizableSnapshot: {of: whole, rect: ["${column * 100}", "${row * 100}", 100, 100]}
                      as: "piece${row}_${column}"
                    - add: "piece${row}_${column}"
                    # Each piece goes to the diagonally opposite place.
                    - set: {"piece${row}_${column}.frame": ["${(1 - column) * 100}", "${(1 - row) * 100}", 100, 100]}
                - remove: from
            """
        let f = try renderFrame(yaml, at: 0)
        #expect(same(f.pixel(x: 150, y: 150), red))  // a (top left) now bottom right
        #expect(same(f.pixel(x: 50, y: 150), green))  // b (top right) now bottom left
        #expect(same(f.pixel(x: 150, y: 50), blue))  // c (bottom left) now top right
        #expect(same(f.pixel(x: 50, y: 50), white))  // the empty quarter: the window's background
    }

    func reference(_ a: Double, _ b: Double, seed: UInt64, key: String) -> Double {
        var h: UInt64 = 14_695_981_039_346_656_037
        for byte in Array(key.utf8) {
            h ^= UInt64(byte)
            h = h &* 1_099_511_628_211
        }
        var z = (seed ^ h) &+ 11_400_714_819_323_198_485
        z = (z ^ (z >> 30)) &* 13_787_848_793_156_543_929
        z = (z ^ (z >> 27)) &* 10_723_151_780_598_845_931
        z ^= z >> 31
        return a + (b - a) * (Double(z >> 11) / 9_007_199_254_740_992)
    }
}
