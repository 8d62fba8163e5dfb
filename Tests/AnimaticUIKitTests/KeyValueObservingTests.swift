import Animatic
import AnimaticUIKit
import Testing

/// A scroll view subclass observed through its own key path root, as PanModal's and
/// DeckTransition's scroll views are.
final class FeedView: UIScrollView {}

/// Key-value observing as iOS apps write it (`observe(\.x, options:) { … }`): the handler runs
/// when the property's setter runs, with the values its options ask for.
@MainActor
struct KeyValueObservingTests {
    @Test func initialNewAndOldAsDocumented() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [(new: CGRect?, old: CGRect?, prior: Bool)] = []
        let observation = view.observe(\.frame, options: [.initial, .new, .old]) { observed, change in
            #expect(observed === view)
            #expect(change.kind == .setting)
            changes.append((change.newValue, change.oldValue, change.isPrior))
        }
        // `.initial`: once, before `observe` returns, with the new value only.
        #expect(changes.count == 1)
        #expect(changes[0].new == CGRect(x: 0, y: 0, width: 10, height: 10) && changes[0].old == nil)
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(changes.count == 2)
        #expect(changes[1].new == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(changes[1].old == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(changes[1].prior == false)
        // As KVO on iOS: `frame`'s observers hear `frame`'s setter, not `center`'s.
        view.center = CGPoint(x: 100, y: 100)
        #expect(changes.count == 2)
        observation.invalidate()
        view.frame = .zero
        #expect(changes.count == 2)
    }

    @Test func priorAndNoOptionsAndRelease() {
        let view = UIView()
        var alphas: [(new: CGFloat?, old: CGFloat?, prior: Bool)] = []
        var observation: NSKeyValueObservation? = view.observe(\.alpha, options: [.prior, .old]) { _, change in
            alphas.append((change.newValue, change.oldValue, change.isPrior))
        }
        view.alpha = 0.5
        // `.prior`: a call before the change (old value, as `.old` asks), then the change.
        #expect(alphas.count == 2)
        #expect(alphas[0].prior && alphas[0].old == 1 && alphas[0].new == nil)
        #expect(!alphas[1].prior && alphas[1].old == 1 && alphas[1].new == nil)
        _ = observation
        observation = nil
        view.alpha = 0.2
        #expect(alphas.count == 2)

        var calls = 0
        let plain = view.observe(\.transform) { _, change in
            calls += 1
            #expect(change.newValue == nil && change.oldValue == nil)
        }
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(calls == 1)
        plain.invalidate()
    }

    /// PanModal: `scrollView?.observe(\.contentOffset, options: .old) { scrollView, change in … }` on
    /// a subclass, and a handler that sets the property again (the nested change is delivered too).
    @Test func scrollViewSubclassContentOffset() {
        let feed = FeedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var offsets: [CGPoint?] = []
        let observation = feed.observe(\.contentOffset, options: .old) { scrollView, change in
            offsets.append(change.oldValue)
            if scrollView.contentOffset.y < 0 { scrollView.contentOffset = .zero }
        }
        feed.contentOffset = CGPoint(x: 0, y: 30)
        #expect(offsets == [CGPoint.zero])
        feed.setContentOffset(CGPoint(x: 0, y: -10), animated: false)
        #expect(offsets == [CGPoint.zero, CGPoint(x: 0, y: 30), CGPoint(x: 0, y: -10)])
        #expect(feed.contentOffset == .zero)
        var sizes = 0
        let size = feed.observe(\.contentSize) { _, _ in sizes += 1 }
        feed.contentSize = CGSize(width: 100, height: 400)
        #expect(sizes == 1)
        observation.invalidate()
        size.invalidate()
    }

    /// In a recording, a handler's writes are recorded as the animator's own: DeckTransition
    /// keeps a view's alpha in step with another view's transform. The handler runs inside the
    /// `UIView.animate` block that sets the transform, so its write animates with it.
    @Test func handlerWritesInARecordingAnimateWithTheBlock() throws {
        var observation: NSKeyValueObservation?
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let card = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
            card.accessibilityIdentifier = "card"
            let shade = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            shade.accessibilityIdentifier = "shade"
            to.addSubview(card)
            to.addSubview(shade)
            observation = card.observe(\.transform, options: [.new]) { _, change in
                shade.alpha = change.newValue == .identity ? 1 : 0
            }
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) },
                completion: { _ in context.completeTransition(true) })
        }
        observation?.invalidate()
        let timeline = try Timeline.compile(scene)
        func alpha(at t: Double) -> Double? {
            timeline.presentationState(of: "shade", at: t, model: timeline.model(at: t))?.opacity
        }
        #expect(alpha(at: 0) == 1)
        #expect(alpha(at: 0.5) == 0.5)
        #expect(alpha(at: 1) == 0)
    }

    /// A key path whose changes are not delivered (a layer's, a controller's) compiles, makes its
    /// `.initial` call, and is reported at the call in a recording.
    @Test func unmodelledKeyPathsAreReported() throws {
        let view = UIView()
        var initial: CGFloat?
        let observation = view.layer.observe(\.cornerRadius, options: [.initial, .new]) { _, change in
            initial = change.newValue
        }
        #expect(initial == 0)
        observation.invalidate()
        var error: RecordingError?
        do {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                _ = to.layer.observe(\.opacity) { _, _ in }
                context.completeTransition(true)
            }
        } catch let caught as RecordingError {
            error = caught
        }
        #expect(error?.problems.first?.message.contains("key-value observing of CALayer") == true)
        #expect(error?.problems.first?.location.line == #line - 7)
    }
}
