import Animatic
import AnimaticUIKit
import Testing

/// A button showing only an image (a close button's cross, a back chevron): UIKit draws it at its
/// size, centred in the bounds less `contentEdgeInsets` and `imageEdgeInsets`. The image here is a
/// 20 × 10 pt red block at scale 1; the button 60 × 40 pt at (100, 100), on the white `from` screen.
@MainActor
struct ButtonImageTests {
    static let block: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
    }()

    /// The red pixels' box (in points) of a recording with `configure`'s button.
    func redBox(_ configure: @escaping @MainActor (UIButton) -> Void) throws -> (ClosedRange<Int>, ClosedRange<Int>)? {
        let scene = try record { context in
            let from = context.view(forKey: .from)!
            context.containerView.addSubview(from)
            let button = UIButton(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
            configure(button)
            from.addSubview(button)
            context.completeTransition(true)
        }
        let tree = try Timeline.compile(scene).presentation(at: 0)
        let frame = try Rasterizer().render(tree)
        let k = Int(tree.scale)
        var xs: [Int] = [], ys: [Int] = []
        for y in stride(from: 0, to: frame.height, by: k) {
            for x in stride(from: 0, to: frame.width, by: k) {
                let c = frame.pixel(x: x, y: y)
                if c.r > 200 && c.g < 50 && c.b < 50 { (xs, ys) = (xs + [x / k], ys + [y / k]) }
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    @Test func anImageAloneIsCentredAtItsSize() throws {
        // (100 + 30 − 10, 100 + 20 − 5) = (120, 115) to (140, 125).
        let box = try #require(try redBox { $0.setImage(Self.block, for: .normal) })
        #expect(box.0 == 120...139 && box.1 == 115...124)
    }

    @Test func theInsetsMoveItsRoom() throws {
        // Content insets left 10 and image insets top 6: the room is x 110…160, y 106…140, its
        // centre (135, 123), so the image is at (125, 118).
        let box = try #require(
            try redBox {
                $0.setImage(Self.block, for: .normal)
                $0.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
                $0.imageEdgeInsets = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
            })
        #expect(box.0 == 125...144 && box.1 == 118...127)
    }

    /// What UIKit draws otherwise is reported, not drawn in the image's own pixels: a system
    /// button's image (a template, tinted), an image beside a title, one larger than its room.
    @Test func otherButtonImagesAreReported() {
        let cases: [@MainActor (UIViewControllerContextTransitioning) -> UIButton] = [
            { _ in
                let button = UIButton(type: .system)
                button.setImage(Self.block, for: .normal)
                return button
            },
            { _ in
                let button = UIButton(type: .custom)
                button.setImage(Self.block, for: .normal)
                button.setTitle("Close", for: .normal)
                return button
            },
            { _ in
                let button = UIButton(type: .custom)
                button.setImage(Self.block, for: .normal)
                button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 20)
                return button
            },
        ]
        for make in cases {
            let messages = problems { context in
                let button = make(context)
                button.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
                context.containerView.addSubview(button)
                context.completeTransition(true)
            }
            #expect(messages.contains { $0.contains("UIButton's image") }, "\(messages)")
        }
        let original = problems { context in
            let button = UIButton(type: .system)
            button.setImage(Self.block.withRenderingMode(.alwaysOriginal), for: .normal)
            button.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
            context.containerView.addSubview(button)
            context.completeTransition(true)
        }
        #expect(original.isEmpty, "\(original)")
    }
}
