import AnimaticUIKit
import Foundation

// Compiled, never run: everyday calls of iOS 13–17 (async animations, UIKit Dynamics, property animators, paths, transforms, text, compositional layouts, diffable data sources, context menus), written from Apple's
// documentation as an app's code writes them around a transition, not taken from any corpus file
// (docs/census.md, "Everyday calls by area"). The test target fails to build when one stops
// compiling; what they do is tested in ModernUIKitTests and ModernCollectionsTests.

@MainActor func everydayAnimationAndCollections(v: UIView, a: UIView, b: UIView) async {
    // iOS 13's async forms, as an async function calls them (the task resumes at their completion).
    await UIView.animate(withDuration: 0.3) { v.alpha = 0 }
    await UIView.transition(
        from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
    let finished = await UIView.transition(
        with: v, duration: 0.3, options: .transitionFlipFromLeft, animations: { v.alpha = 1 })
    _ = finished
    try? await Task.sleep(nanoseconds: 100_000_000)
    try? await Task.sleep(for: .milliseconds(100))
    UIView.animate(
        withDuration: 0.3, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction, .curveLinear, .autoreverse]
    ) {
    } completion: { _ in
    }
    UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { v.alpha = 0 }
    UIView.setAnimationsEnabled(false)
    _ = UIView.areAnimationsEnabled
    _ = UIView.inheritedAnimationDuration
    let animator = UIDynamicAnimator(referenceView: v)
    let snap = UISnapBehavior(item: a, snapTo: .zero)
    snap.damping = 0.5
    animator.addBehavior(snap)
    let gravity = UIGravityBehavior(items: [a])
    gravity.magnitude = 2
    let collision = UICollisionBehavior(items: [a])
    collision.translatesReferenceBoundsIntoBoundary = true
    let push = UIPushBehavior(items: [a], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    let attach = UIAttachmentBehavior(item: a, attachedToAnchor: .zero)
    attach.length = 10
    let item = UIDynamicItemBehavior(items: [a])
    item.elasticity = 0.5
    item.addLinearVelocity(.zero, for: a)
    animator.removeAllBehaviors()
    let pa = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.alpha = 0 }
    pa.addAnimations({ v.alpha = 1 }, delayFactor: 0.5)
    pa.pausesOnCompletion = true
    pa.startAnimation(afterDelay: 0.2)
    pa.pauseAnimation()
    pa.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    pa.stopAnimation(false)
    pa.finishAnimation(at: .current)
    _ = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.3, delay: 0, options: [], animations: { v.alpha = 0 })
    let tf = CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)
    var pt: [Float] = [0, 0]
    tf.getControlPoint(at: 1, values: &pt)
    CATransaction.setAnimationDuration(0.3)
    _ = CATransaction.animationDuration()
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 1, y: 1))
    path.addQuadCurve(to: .zero, controlPoint: .zero)
    path.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
    path.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: true)
    path.close()
    path.append(UIBezierPath(ovalIn: .zero))
    path.apply(CGAffineTransform(scaleX: 2, y: 2))
    _ = path.bounds
    _ = path.contains(.zero)
    _ = path.reversing()
    path.usesEvenOddFillRule = true
    path.lineWidth = 2
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    path.setLineDash([2, 2], count: 2, phase: 0)
    let cg = CGMutablePath()
    cg.addRoundedRect(in: .zero, cornerWidth: 2, cornerHeight: 2)
    cg.addEllipse(in: .zero)
    cg.addRect(.zero)
    cg.addLines(between: [.zero, .zero])
    _ = cg.boundingBox

    _ = CGPath(roundedRect: .zero, cornerWidth: 1, cornerHeight: 1, transform: nil)
    let t = CGAffineTransform.identity.translatedBy(x: 1, y: 1).scaledBy(x: 2, y: 2).rotated(by: 0.5)
    _ = t.a + t.b + t.c + t.d + t.tx + t.ty
    _ = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    var t3 = CATransform3DIdentity
    t3.m34 = -1 / 500
    t3 = CATransform3DRotate(t3, .pi / 2, 0, 1, 0)
    t3 = CATransform3DScale(t3, 0.5, 0.5, 1)
    t3 = CATransform3DTranslate(t3, 0, 0, 10)
    t3 = CATransform3DConcat(t3, CATransform3DMakeScale(1, 1, 1))
    _ = CATransform3DIsIdentity(t3)
    _ = CATransform3DGetAffineTransform(t3)
    _ = CATransform3DMakeAffineTransform(t)
    _ = CATransform3DInvert(t3)
    _ = CATransform3DEqualToTransform(t3, t3)
    let attr = NSMutableAttributedString(
        string: "hi",
        attributes: [
            .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red, .kern: 1.2,
            .paragraphStyle: NSParagraphStyle.default,
        ])
    attr.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 2))
    let ps = NSMutableParagraphStyle()
    ps.lineSpacing = 4
    ps.alignment = .center
    ps.lineHeightMultiple = 1.2
    _ = attr.boundingRect(
        with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
        options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    _ = ("hi" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    _ = "hi".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: nil)
    ("hi" as NSString).draw(at: .zero, withAttributes: nil)
    ("hi" as NSString).draw(in: .zero, withAttributes: nil)
    let layout = UICollectionViewCompositionalLayout { section, env in
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let s = NSCollectionLayoutSection(group: group)
        s.interGroupSpacing = 8
        s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        s.orthogonalScrollingBehavior = .continuous
        _ = env.container.contentSize
        return s
    }
    let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let reg = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }
    let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
        cv.dequeueConfiguredReusableCell(using: reg, for: ip, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    await ds.apply(snapshot, animatingDifferences: false)
    let interaction = UIContextMenuInteraction(delegate: EverydayMenuDelegate())
    v.addInteraction(interaction)
    let gen = UISelectionFeedbackGenerator()
    gen.selectionChanged()
    _ = v.window?.windowScene?.statusBarManager?.statusBarFrame.height
    _ = v.window?.safeAreaInsets.top
    _ = UIApplication.shared.delegate
    _ = Bundle.main.bundleIdentifier
    _ = UIDevice.current.systemVersion
    _ = ProcessInfo.processInfo.isLowPowerModeEnabled
    try? await Task.sleep(nanoseconds: 1_000_000)
    try? await Task.sleep(for: .milliseconds(100))
}

final class EverydayMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(title: "", children: []) }
    }
}
