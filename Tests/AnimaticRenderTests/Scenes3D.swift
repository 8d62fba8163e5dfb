import AnimaticCore
import Foundation
@testable import AnimaticRender

/// 3D scenes shared by the projection, preserves3D and look tests.
enum Scenes3D {
    static let orange = Color(red: 1, green: 0.55, blue: 0.1)
    static let purple = Color(red: 0.45, green: 0.2, blue: 0.85)

    /// A solid layer of `size` centered at `center`.
    static func card(_ id: String, center: Point, size: Size, color: Color?) -> RenderLayer {
        var l = RenderLayer(id: id, bounds: Rect(0, 0, size.width, size.height), position: center)
        l.backgroundColor = color ?? .clear
        return l
    }

    /// A label filling `size`, dark text on `color`.
    static func labelCard(_ id: String, text: String, center: Point, size: Size, color: Color) -> RenderLayer {
        var l = card(id, center: center, size: size, color: color)
        l.cornerRadius = 16
        l.borderWidth = 3
        l.borderColor = Color(white: 0.1)
        var label = RenderLayer(
            id: "\(id)-label", bounds: Rect(0, 0, size.width - 20, 60), position: Point(size.width / 2, size.height / 2)
        )
        label.content = .text(
            TextContent(text: text, font: Font(size: 40, weight: .bold), color: .white, alignment: .center))
        l.sublayers = [label]
        return l
    }

    /// The root of a `width × height` canvas whose sublayers see perspective `distance`.
    static func stage(width: Double, height: Double, perspective distance: Double?, _ layers: [RenderLayer])
        -> RenderLayer
    {
        var root = RenderLayer(id: "root", bounds: Rect(0, 0, width, height), position: Point(width / 2, height / 2))
        if let d = distance { root.sublayerTransform = .perspective(d) }
        root.sublayers = layers
        return root
    }

    static func tree(width: Double, height: Double, scale: Double = 1, background: Color = .white, root: RenderLayer)
        -> PresentationTree
    {
        PresentationTree(size: Size(width, height), scale: scale, background: background, root: root)
    }

    /// The classic flip: a container turned `degrees` about y holds a single-sided front
    /// and a single-sided back (pre-turned half a revolution).
    static func cardFlip(degrees: Double, preserves3D: Bool = false, scale: Double = 1) -> PresentationTree {
        var container = card("container", center: Point(200, 200), size: Size(200, 260), color: nil)
        container.preserves3D = preserves3D
        container.transform = .rotation(degrees * .pi / 180, 0, 1, 0)
        var front = labelCard("front", text: "Front", center: Point(100, 130), size: Size(200, 260), color: orange)
        front.isDoubleSided = false
        var back = labelCard("back", text: "Back", center: Point(100, 130), size: Size(200, 260), color: purple)
        back.transform = .rotation(.pi, 0, 1, 0)
        back.isDoubleSided = false
        container.sublayers = [front, back]
        return tree(
            width: 400, height: 400, scale: scale, background: Color(white: 0.93),
            root: stage(width: 400, height: 400, perspective: 500, [container]))
    }

    /// A cube of four side faces (front, right, back, left) of `side` points, in a
    /// preserves3D container turned by `yaw` about y and `pitch` about x.
    static func cube(yaw: Double, pitch: Double, side: Double = 160, scale: Double = 1) -> PresentationTree {
        var container = card("cube", center: Point(200, 200), size: Size(side, side), color: nil)
        container.preserves3D = true
        container.transform = Transform3D.rotation(yaw * .pi / 180, 0, 1, 0).concatenating(
            .rotation(pitch * .pi / 180, 1, 0, 0))
        let colors = [
            Color(red: 0.9, green: 0.25, blue: 0.2), Color(red: 0.2, green: 0.65, blue: 0.3),
            Color(red: 0.2, green: 0.4, blue: 0.9), Color(red: 0.95, green: 0.75, blue: 0.1),
        ]
        let names = ["1", "2", "3", "4"]
        container.sublayers = (0..<4).map { i in
            var face = labelCard(
                "face\(i)", text: names[i], center: Point(side / 2, side / 2), size: Size(side, side), color: colors[i])
            face.cornerRadius = 0
            // Out to the cube's surface, then turned to its side.
            face.transform = Transform3D.translation(0, 0, side / 2).concatenating(
                .rotation(Double(i) * .pi / 2, 0, 1, 0))
            face.isDoubleSided = false
            return face
        }
        return tree(
            width: 400, height: 400, scale: scale, background: Color(white: 0.93),
            root: stage(width: 400, height: 400, perspective: 600, [container]))
    }

    /// A door hinged on its left edge, swung `degrees` about y (positive opens toward the
    /// viewer on the right), perspective 500.
    static func door(degrees: Double, scale: Double = 1) -> PresentationTree {
        var door = labelCard(
            "door", text: "Door", center: Point(100, 200), size: Size(220, 300),
            color: Color(red: 0.25, green: 0.55, blue: 0.95))
        door.cornerRadius = 0
        door.anchorPoint = Point(0, 0.5)
        door.position = Point(90, 200)
        door.transform = .rotation(-degrees * .pi / 180, 0, 1, 0)
        door.shadow = Shadow(opacity: 0.35, radius: 12, offset: Size(0, 6))
        return tree(
            width: 400, height: 400, scale: scale, background: Color(white: 0.93),
            root: stage(width: 400, height: 400, perspective: 500, [door]))
    }

    /// An n × n checkerboard of sublayers (black where row + column is even, white
    /// otherwise) in a `side`-point layer.
    static func checkerboard(side: Double, cells n: Int) -> RenderLayer {
        var board = card("board", center: Point(side / 2, side / 2), size: Size(side, side), color: .white)
        let cell = side / Double(n)
        for r in 0..<n {
            for c in 0..<n where (r + c) % 2 == 0 {
                board.sublayers.append(
                    card(
                        "cell\(r)-\(c)", center: Point((Double(c) + 0.5) * cell, (Double(r) + 0.5) * cell),
                        size: Size(cell, cell), color: .black))
            }
        }
        return board
    }
}
