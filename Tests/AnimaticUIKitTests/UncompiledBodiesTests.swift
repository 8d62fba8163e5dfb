import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// What the census's fifth measure puts in place of a body it could not compile (docs/census.md,
/// "The file with failing bodies reported"): reached, it is reported or it stops, never silent.
@MainActor
struct UncompiledBodiesTests {
    /// A cell as the census would copy it from a sibling file: `show` called SomePod's loader.
    final class PhotoCell: UIView {
        func show(_ url: URL) {
            animaticReportUncompiledBody("PhotoCell.show", file: "Gallery/Photos/PhotoCell.swift", needs: "SomePod")
        }
    }

    @Test func aReplacedBodyReachedInARecordingIsReportedAndTheRestRecords() {
        let messages = problems { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let cell = PhotoCell()
            to.addSubview(cell)
            cell.show(URL(string: "https://example.com/a.png")!)
            cell.alpha = 0.5
            context.completeTransition(true)
        }
        // One call reached, so one report; it names the member, its file and the module.
        #expect(messages.count == 1)
        #expect(
            messages.first
                == "PhotoCell.show (Gallery/Photos/PhotoCell.swift) was not compiled (the modules the census dropped: "
                + "SomePod); it did nothing here")
    }

    @Test func aReplacedBodyNotReachedReportsNothing() {
        let messages = problems { context in
            _ = PhotoCell()
            context.completeTransition(true)
        }
        #expect(messages.isEmpty)
    }
}

/// A body that must produce a value stops the program with its message (an exit test: a child
/// process runs the call).
struct UncompiledBodyStopTests {
    @Test func aBodyThatMustProduceAValueStopsWithItsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            animaticStopAtUncompiledBody("PhotoCell.caption", file: "Gallery/Photos/PhotoCell.swift", needs: "SomePod")
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "error: PhotoCell.caption (Gallery/Photos/PhotoCell.swift) was not compiled (the modules the census "
                    + "dropped: SomePod) and must produce a value or initialize: Animatic stops here"))
        #expect(result?.exitStatus == .exitCode(1))
    }
}
