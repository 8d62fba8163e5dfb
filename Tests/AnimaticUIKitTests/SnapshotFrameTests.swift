import Animatic
import AnimaticUIKit
import Testing

/// Where a snapshot view starts in a recording: at frame origin zero with the original's bounds
/// (or the rect's size), as iOS gives it (docs/uikit-surface.md, "Snapshots").
@MainActor
struct SnapshotFrameTests {
    /// A 100 × 50 red card at (20, 60) in the white `from`: its snapshot's frame reads
    /// (0, 0, 100, 50); added to the container unmoved it covers x 0 … 100, y 0 … 50, so the pixel
    /// at (50, 25) is red and the card's own place (70, 85) shows the white `from` beneath.
    @Test func aSnapshotStartsAtOriginZeroWithTheOriginalsSize() throws {
        var read = CGRect.null
        let scene = try record { context in
            let from = context.view(forKey: .from)!
            let card = UIView(frame: CGRect(x: 20, y: 60, width: 100, height: 50))
            card.backgroundColor = .red
            from.addSubview(card)
            let snapshot = card.snapshotView(afterScreenUpdates: true)!
            read = snapshot.frame
            card.isHidden = true
            context.containerView.addSubview(snapshot)
            context.completeTransition(true)
        }
        #expect(read == CGRect(x: 0, y: 0, width: 100, height: 50))
        let frame = try Rasterizer().render(try Timeline.compile(scene).presentation(at: 0))
        let scale = scene.canvas.scale
        let inside = frame.pixel(x: Int(50 * scale), y: Int(25 * scale))
        let original = frame.pixel(x: Int(70 * scale), y: Int(85 * scale))
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0)
        #expect(original.r == 255 && original.g == 255 && original.b == 255)
    }

    /// A strip cut with `resizableSnapshotView(from:)` at y = 100 is 320 × 50 at origin zero; an
    /// animator offsets it by the strip's own y, as a strip transition does, so it lands back on
    /// y 100 … 150 (a second offset would put it at 200).
    @Test func aResizableSnapshotStartsAtOriginZeroWithTheRectsSize() throws {
        var read = CGRect.null
        _ = try record { context in
            let from = context.view(forKey: .from)!
            let strip = from.resizableSnapshotView(
                from: CGRect(x: 0, y: 100, width: 320, height: 50), afterScreenUpdates: false, withCapInsets: .zero)!
            read = strip.frame
            strip.frame = strip.frame.offsetBy(dx: 0, dy: 100)
            context.containerView.addSubview(strip)
            context.completeTransition(true)
        }
        #expect(read == CGRect(x: 0, y: 0, width: 320, height: 50))
    }
}
