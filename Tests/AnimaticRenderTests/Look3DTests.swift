import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

/// Frames for a human to look at: written to $ANIMATIC_LOOK (e.g. /tmp/render3d-look) when
/// set. Each must also render without error and deterministically.
@Suite struct Look3DTests {
    @Test func cardFlipFrames() throws {
        for degrees in [0.0, 60, 120, 180] {
            let f = try render(Scenes3D.cardFlip(degrees: degrees, scale: 2))
            look(f, "flip-\(Int(degrees))")
            let p = try render(Scenes3D.cardFlip(degrees: degrees, preserves3D: true, scale: 2))
            look(p, "flip-\(Int(degrees))-preserves3d")
        }
    }

    @Test func cubeFrames() throws {
        for (yaw, pitch) in [(30.0, -20.0), (-50.0, 15.0), (45.0, 0.0)] {
            let f = try render(Scenes3D.cube(yaw: yaw, pitch: pitch, scale: 2))
            look(f, "cube-\(Int(yaw))-\(Int(pitch))")
        }
    }

    @Test func doorFrames() throws {
        for degrees in [0.0, 30, 60, 80] {
            let f = try render(Scenes3D.door(degrees: degrees, scale: 2))
            look(f, "door-\(Int(degrees))")
        }
    }

    @Test func checkerboardFrames() throws {
        var board = Scenes3D.checkerboard(side: 240, cells: 8)
        board.position = Point(200, 200)
        board.transform = .rotation(60 * .pi / 180, 1, 0, 0)
        let f = try render(
            Scenes3D.tree(
                width: 400, height: 400, scale: 2, background: Color(red: 0.6, green: 0.8, blue: 0.6),
                root: Scenes3D.stage(width: 400, height: 400, perspective: 400, [board])))
        look(f, "checkerboard")
    }
}
