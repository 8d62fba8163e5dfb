import Animatic
import AnimaticUIKit
import Testing

/// The frame at `time` of `animator` presenting over a white screen (320 × 568 pt, scale 1).
@MainActor
func presentationFrame(of animator: some UIViewControllerAnimatedTransitioning, at time: Double) throws -> Frame {
    let from = UIViewController(), to = UIViewController()
    from.view.backgroundColor = .white
    let scene = try TransitionScene(
        from: from, to: to, animator: animator, operation: .present, canvas: Canvas(size: Size(320, 568), scale: 1)
    ).scene
    return try Rasterizer().render(Timeline.compile(scene).presentation(at: time))
}

/// Fixtures/PaletteSlideAnimator.swift imports PaletteKit, the app's own module, whose source
/// (Fixtures/PaletteKit/Palette.swift) AnimaticSources.txt lists under `@modules-in-target
/// PaletteKit`: the target compiles, and the module's color is what the frames show.
@MainActor
struct ModulesInTargetTests {
    @Test func theOwnModulesColorSlidesInAtTheLinearPosition() throws {
        // At t = 0.1 of a linear 0.4 s slide from x = 320: x = 320 − 320 × 0.25 = 240 pt.
        let frame = try presentationFrame(of: PaletteSlideAnimator(), at: 0.1)
        let ink = frame.pixel(x: 242, y: 300), before = frame.pixel(x: 237, y: 300)
        #expect(ink.r == 0x20 && ink.g == 0x60 && ink.b == 0xA0, "\(ink)")
        #expect(before.r == 255 && before.g == 255 && before.b == 255, "the presenting screen: \(before)")
    }
}

/// Fixtures/BridgingHeaderDropAnimator.swift imports nothing, as a file of an app whose bridging header
/// imports UIKit: it compiles (every rewritten file sees AnimaticUIKit) and draws as its code says.
@MainActor
struct ImplicitImportTests {
    @Test func aFileWithNoImportDropsItsScreenToTheLinearPosition() throws {
        // At t = 0.125 of a linear 0.5 s drop from y = −568: y = −568 + 568 × 0.25 = −426, bottom edge 142.
        let frame = try presentationFrame(of: BridgingHeaderDropAnimator(), at: 0.125)
        let ink = frame.pixel(x: 160, y: 139), below = frame.pixel(x: 160, y: 145)
        #expect(ink.r == 0xC0 && ink.g == 0x30 && ink.b == 0x10, "\(ink)")
        #expect(below.r == 255 && below.g == 255 && below.b == 255, "the presenting screen: \(below)")
    }
}

/// Fixtures/CoreImageThroughUIKit.swift imports only UIKit and makes a `CIContext`, as on iOS, where
/// UIKit makes Core Image's names visible.
@MainActor
struct CoreImageThroughUIKitTests {
    @Test func aCropThroughCoreImageKeepsTheAskedPixels() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 8))
        }
        let cropped = try #require(coreImageCrop(of: image, to: CGRect(x: 2, y: 3, width: 4, height: 5)))
        #expect(cropped.width == 4 && cropped.height == 5)
    }
}

/// Fixtures/ManagedExtensionLayer.swift declares `@NSManaged` properties in an extension, where a
/// stored wrapper cannot go: they compile, read zero (nil) until set, and keep what is set.
@MainActor
struct ManagedExtensionPropertyTests {
    @Test func extensionManagedPropertiesStartAtZeroAndKeepTheirValues() {
        let layer = PulseLayer(), other = PulseLayer()
        #expect(layer.pulse == 0 && layer.label == nil)
        layer.pulse = 0.75
        layer.label = "beat"
        #expect(layer.pulse == 0.75 && layer.label == "beat")
        #expect(other.pulse == 0, "each object keeps its own")
    }
}

/// The same fixture declares a private UIKit method `@NSManaged` (no body: the Objective-C runtime
/// finds UIKit's). Here it has no implementation: the call returns zero (false) and a recording
/// that reaches it reports it, rather than scrolling silently or not at all.
@MainActor
struct ManagedMethodTests {
    @Test func aManagedMethodReturnsZeroOutsideARecording() {
        #expect(UIScrollView(frame: .zero).scrollToTopIfPossible(animated: false) == false)
    }

    @Test func aRecordingThatCallsAManagedMethodReportsIt() {
        do {
            _ = try TransitionScene(
                from: UIViewController(), to: UIViewController(), animator: ScrollToTopAnimator(),
                operation: .present)
            Issue.record("the recording did not report the @NSManaged method")
        } catch {
            #expect("\(error)".contains("UIScrollView._scrollToTopIfPossible is declared @NSManaged"), "\(error)")
        }
    }
}

/// Fixtures/ThenStyle.swift adopts its protocol with `extension NSObject: Then {}`, as Then does:
/// that reaches every view, layer and gesture recognizer, which are NSObjects here as on iOS, so
/// `.then { }` configures each.
@MainActor
struct NSObjectConformanceTests {
    @Test func viewsLayersAndRecognizersAdoptWhatNSObjectAdopts() throws {
        let card = thenStyleCard()
        #expect(card.backgroundColor == .systemBlue && card.layer.cornerRadius == 12)
        let title = try #require(card.subviews.first as? UILabel)
        #expect(title.text == "Then" && title.frame == CGRect(x: 16, y: 16, width: 100, height: 20))
        #expect((card.layer.sublayers?.last as? CAShapeLayer)?.lineWidth == 3)
        #expect((card.gestureRecognizers?.first as? UITapGestureRecognizer)?.numberOfTapsRequired == 2)
    }
}
