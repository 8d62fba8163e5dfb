import Animatic
import Combine
import Foundation
import Testing

/// Combine (OpenCombine) in a recording: schedulers and timers on the recording's clock, so what a
/// pipeline does to views lands at the time iOS would run it. Times worked out from the code.
@MainActor
struct CombineTests {
    final class Progress: ObservableObject {
        @Published var value: CGFloat = 0
    }

    /// `delay(for: .seconds(0.5), scheduler: DispatchQueue.main)` then a sink that sets alpha 0:
    /// the write lands at t = 0.5, so alpha is 1 at 0.4 and 0 at 0.6.
    @Test func aDelayOnTheMainQueueRunsOnTheRecordingsClock() throws {
        var kept: Set<AnyCancellable> = []
        let scene = try record { context in
            let toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            Just(0).delay(for: .seconds(0.5), scheduler: DispatchQueue.main)
                .sink { alpha in
                    toView.alpha = CGFloat(alpha)
                    context.completeTransition(true)
                }
                .store(in: &kept)
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 0.4).views["to"]?.opacity == 1)
        #expect(timeline.model(at: 0.6).views["to"]?.opacity == 0)
    }

    /// `Timer.publish(every: 0.25, on: .main, in: .common).autoconnect().prefix(2)`: fires at 0.25
    /// and 0.5 and then finishes; each fire moves the view 10 pt right, so x is 0 at 0.2, 10 at
    /// 0.3, 20 at 0.6 and still 20 at 0.9.
    @Test func aTimerPublisherFiresEveryIntervalAfterConnecting() throws {
        var kept: Set<AnyCancellable> = []
        let scene = try record { context in
            let toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            var fires: CGFloat = 0
            Timer.publish(every: 0.25, on: .main, in: .common).autoconnect().prefix(2)
                .sink(
                    receiveCompletion: { _ in context.completeTransition(true) },
                    receiveValue: { _ in
                        fires += 1
                        toView.frame.origin.x = 10 * fires
                    }
                )
                .store(in: &kept)
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 0.2).views["to"]?.frame.origin.x == 0)
        #expect(timeline.model(at: 0.3).views["to"]?.frame.origin.x == 10)
        #expect(timeline.model(at: 0.6).views["to"]?.frame.origin.x == 20)
        #expect(timeline.model(at: 0.9).views["to"]?.frame.origin.x == 20)
    }

    /// An `ObservableObject`'s `@Published` value received on `RunLoop.main` inside an animation
    /// block's completion: set at 0, it arrives on the next turn, at the same time, and its sink's
    /// `UIView.animate(withDuration: 0.4)` runs from 0 to 0.4 (alpha ½ at 0.2, linear).
    @Test func aPublishedValueReceivedOnTheMainRunLoopArrivesOnTheNextTurn() throws {
        var kept: Set<AnyCancellable> = []
        let progress = Progress()
        var changes = 0
        progress.objectWillChange.sink { changes += 1 }.store(in: &kept)
        let scene = try record { context in
            let toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            progress.$value.dropFirst().receive(on: RunLoop.main)
                .sink { value in
                    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
                        toView.alpha = value
                    } completion: {
                        context.completeTransition($0)
                    }
                }
                .store(in: &kept)
            progress.value = 0
        }
        let timeline = try Timeline.compile(scene)
        #expect(changes == 1)
        #expect(abs((onScreenOpacity(of: "to", in: timeline, at: 0.2) ?? -1) - 0.5) < 1e-9)
        #expect(timeline.model(at: 0.4).views["to"]?.opacity == 0)
    }

    /// `NotificationCenter.default.publisher(for:)` delivers each post while subscribed and
    /// stops observing when cancelled.
    @Test func notificationsArePublishedUntilCancelled() {
        let name = Notification.Name("CombineTests.ping")
        var received = 0
        let subscription = NotificationCenter.default.publisher(for: name).sink { _ in received += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        subscription.cancel()
        NotificationCenter.default.post(name: name, object: nil)
        #expect(received == 2)
    }
}

/// The opacity of the layer `id` on screen (the presentation, mid-animation) at `time`.
func onScreenOpacity(of id: String, in timeline: Timeline, at time: Double) -> Double? {
    func find(_ layer: RenderLayer) -> RenderLayer? {
        layer.id == id ? layer : layer.sublayers.lazy.compactMap(find).first
    }
    return find(timeline.presentation(at: time).root)?.values.opacity
}
