//  Animators written as an iOS app writes them, with what Linux's compiler refuses
//  (@objc, dynamic, #selector, @IBOutlet) and old-style timers: compiled through the
//  AnimaticRewrite plugin, unchanged. Line numbers matter to the tests (call sites).
import UIKit
import QuartzCore
import os
import Foundation

/// Slides the incoming screen in from the right in five steps, one per tick of a repeating
/// `Timer` with a target and selector, 0.1 s apart.
@objc(TickerAnimator) final class TickerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    @objc dynamic var steps = 0
    @IBOutlet weak var badge: UIView?
    private var context: UIViewControllerContextTransitioning?
    private let log = Logger(subsystem: "fixture", category: "ticker")

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)!
        to.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(to)
        context = transitionContext
        guard responds(to: #selector(step(_:))) else { return }
        Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(step(_:)), userInfo: nil, repeats: true)
        os_log("ticker started", type: .debug)
    }

    @objc func step(_ timer: Timer) {
        guard let context = context, let to = context.view(forKey: .to) else { return }
        steps += 1
        to.frame.origin.x = context.containerView.bounds.width * CGFloat(5 - steps) / 5
        log.debug("step \(self.steps, privacy: .public)")
        if steps == 5 {
            timer.invalidate()
            context.completeTransition(true)
        }
    }
}

/// Moves a 20 pt badge right at 200 pt/s from a `CADisplayLink` callback, reading the link's
/// `timestamp`; the transition completes at 0.5 s.
final class DisplayLinkAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var link: CADisplayLink?
    private let badge = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
    private var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        badge.accessibilityIdentifier = "badge"
        transitionContext.containerView.addSubview(badge)
        context = transitionContext
        link = CADisplayLink(target: self, selector: #selector(DisplayLinkAnimator.tick(_:)))
        link?.add(to: .main, forMode: .common)
    }

    @objc private func tick(_ link: CADisplayLink) {
        badge.frame.origin.x = 200 * CGFloat(link.timestamp)
        if link.timestamp >= 0.5 - 1e-9 {
            link.invalidate()
            context?.completeTransition(true)
        }
    }
}

/// Scatters three dots at random places, with `arc4random_uniform` and `CGFloat.random(in:)`,
/// and fades the screen in, with a layer animation from 0.5 named by `#keyPath` on top.
final class ConfettiAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let to = transitionContext.view(forKey: .to)!
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        for index in 0..<3 {
            let x = CGFloat.random(in: 0...280), y = CGFloat(arc4random_uniform(500))
            let dot = UIView(frame: CGRect(x: x, y: y, width: 10, height: 10))
            dot.backgroundColor = .systemPink
            dot.accessibilityIdentifier = "dot-\(index)"
            to.addSubview(dot)
        }
        let pulse = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        pulse.fromValue = 0.5
        pulse.toValue = 1
        pulse.duration = 0.3
        UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
            transitionContext.completeTransition(true)
        }
        to.layer.add(pulse, forKey: "pulse")
    }
}
