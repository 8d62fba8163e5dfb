import AnimaticCore
import AnimaticRender
import Testing

@Suite struct FontPinningRenderTests {
    /// A family that is not installed fails the render with its name, never a silent fallback.
    @Test func aMissingFontFailsTheRenderNamingIt() throws {
        var label = RenderLayer(id: "label", bounds: Rect(0, 0, 100, 30), position: Point(50, 15))
        label.content = .text(TextContent(text: "Hello", font: Font(family: "No Such Family Sans", size: 17)))
        var root = RenderLayer(id: "root", bounds: Rect(0, 0, 100, 30), position: Point(50, 15))
        root.sublayers = [label]
        let tree = PresentationTree(size: Size(100, 30), scale: 1, background: .white, root: root)
        #expect {
            _ = try Rasterizer().render(tree)
        } throws: { error in
            "\(error)".contains("No Such Family Sans")
        }
        // The system font (Inter) is installed and renders.
        label.content = .text(TextContent(text: "Hello"))
        root.sublayers = [label]
        _ = try Rasterizer().render(PresentationTree(size: Size(100, 30), scale: 1, background: .white, root: root))
    }
}
