import AnimaticUIKit
import Foundation

// Compiled, never run: everyday calls of iOS 13–17 (springs, Dynamic Type, appearance, symbol images, layers, windows), written from Apple's
// documentation as an app's code writes them around a transition, not taken from any corpus file
// (docs/census.md, "Everyday calls by area"). The test target fails to build when one stops
// compiling; what they do is tested in ModernUIKitTests and ModernCollectionsTests.

@MainActor func everydayAppearanceAndLayers(
    ctx: UIViewControllerContextTransitioning, vc: UIViewController, nav: UINavigationController
) {
    let v = UIView()
    let s1 = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.3)
    _ = s1.perceptualDuration
    UIView.animate(springDuration: 0.5, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: []) { v.alpha = 0 }
    UIView.animate(springDuration: 0.5, bounce: 0.2) { v.alpha = 0 }
    let c = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    let c2 = UIColor(dynamicProvider: { _ in .red })
    _ = c.resolvedColor(with: vc.traitCollection)
    _ = (c2, UIColor.label, UIColor.secondarySystemBackground, UIColor.systemGroupedBackground, UIColor.separator)
    _ = UIColor.systemGray5
    _ = UIColor.tertiaryLabel
    _ = UIColor.systemFill
    _ = UIColor.opaqueSeparator
    _ = UIColor.placeholderText
    _ = UIColor.link
    _ = UIColor.systemIndigo
    _ = UIColor.systemTeal
    _ = UIColor.systemMint
    _ = UIColor.systemCyan
    _ = UIColor.systemBrown
    _ = UIColor.tintColor
    v.overrideUserInterfaceStyle = .dark
    vc.overrideUserInterfaceStyle = .dark
    v.directionalLayoutMargins = .zero
    v.insetsLayoutMarginsFromSafeArea = false
    v.preservesSuperviewLayoutMargins = true
    _ = v.effectiveUserInterfaceLayoutDirection == .rightToLeft
    _ = UIView.userInterfaceLayoutDirection(for: v.semanticContentAttribute)
    let f1 = UIFont.preferredFont(forTextStyle: .headline)
    let f2 = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
    let f3 = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
    let f4 = UIFont.italicSystemFont(ofSize: 12)
    let f5 = UIFontMetrics(forTextStyle: .body).scaledFont(for: f4)
    let f6 = UIFont.systemFont(ofSize: 12, weight: .bold).withSize(14)
    let f7 = f6.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
    _ = (f1, f2, f3, f5, f7, f6.lineHeight, f6.pointSize, f6.ascender, f6.descender, f6.capHeight)
    let label = UILabel()
    label.adjustsFontForContentSizeCategory = true
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    label.font = .preferredFont(forTextStyle: .largeTitle)
    let cfg = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
    let img = UIImage(systemName: "xmark", withConfiguration: cfg)
    let img2 = UIImage(systemName: "xmark")?.withTintColor(.red, renderingMode: .alwaysOriginal)
    let img3 = img2?.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
    let img4 = img3?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .body))
    _ = (img, img4)
    let iv = UIImageView()
    iv.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 10))
    _ = UIImage(named: "x")?.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
    _ = UIImage(named: "x")?.withAlignmentRectInsets(.zero)
    _ = UIImage(named: "x")?.imageFlippedForRightToLeftLayoutDirection()
    _ = UIImage(named: "x")?.withHorizontallyFlippedOrientation()
    let rep = CAReplicatorLayer()
    rep.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
    rep.instanceDelay = 0.1
    rep.instanceColor = UIColor.red.cgColor
    rep.instanceAlphaOffset = -0.1
    rep.preservesDepth = true
    let em = CAEmitterLayer()
    let cell = CAEmitterCell()
    cell.birthRate = 10
    cell.lifetime = 2
    cell.velocity = 100
    cell.contents = UIImage(named: "x")?.cgImage
    em.emitterCells = [cell]
    em.emitterPosition = .zero
    em.emitterShape = .line
    em.emitterSize = CGSize(width: 10, height: 1)
    let tl = CATextLayer()
    tl.string = "hi"
    tl.fontSize = 12
    tl.alignmentMode = .center
    tl.contentsScale = UIScreen.main.scale
    tl.isWrapped = true
    tl.truncationMode = .end
    let tr = CATransformLayer()
    tr.addSublayer(tl)
    let w = UIWindow(frame: .zero)
    _ = w.windowScene
    _ = w.rootViewController
    w.makeKeyAndVisible()
    _ = UIApplication.shared.windows.first { $0.isKeyWindow }
    _ = UIApplication.shared.keyWindow
    _ = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows
    _ = UIApplication.shared.statusBarOrientation
    _ = UIDevice.current.userInterfaceIdiom == .pad
    _ = UIDevice.current.orientation.isLandscape
    _ = UIScreen.main.nativeScale
}
