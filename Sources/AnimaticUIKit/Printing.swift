import Foundation

// UIKit's printing, as apps' other files set it up (docs/census.md, tenth step). No printer is
// reachable from a recording, and the print sheet UIKit shows is not drawn: presenting it is
// reported at the call.

/// A print job's settings: kept.
@preconcurrency @MainActor
open class UIPrintInfo {
    /// Apple's raw values.
    public enum OutputType: Int, Sendable { case general, photo, grayscale, photoGrayscale }
    public enum Orientation: Int, Sendable { case portrait, landscape }
    public enum Duplex: Int, Sendable { case none, longEdge, shortEdge }
    open var outputType: OutputType = .general
    open var jobName = ""
    open var orientation: Orientation = .portrait
    open var duplex: Duplex = .none
    public init(dictionary: [AnyHashable: Any]?) {}
    open class func printInfo() -> UIPrintInfo { UIPrintInfo(dictionary: nil) }
}

/// The shared print controller: what to print is kept; its sheet is not shown.
@preconcurrency @MainActor
open class UIPrintInteractionController {
    public static let shared = UIPrintInteractionController()
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, Error?) -> Void
    open var printInfo: UIPrintInfo?
    open var printingItem: Any?
    open var printingItems: [Any]?
    open var showsNumberOfCopies = true
    open var showsPaperSelectionForLoadedPapers = false
    open class var isPrintingAvailable: Bool { false }
    /// Apple: shows the print sheet (on an iPhone, sliding up from the bottom). Not drawn here:
    /// reported, and the completion is told nothing was printed.
    @discardableResult
    open func present(
        animated: Bool, completionHandler completion: CompletionHandler? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Bool {
        reportNotModelled(
            "UIPrintInteractionController.present(animated:completionHandler:): the print sheet is not drawn "
                + "in Animatic", file: file, line: line, column: column)
        completion?(self, false, nil)
        return false
    }
    open func dismiss(animated: Bool) {}
}

@available(swift, obsoleted: 4.2, renamed: "UIPrintInfo.OutputType")
public typealias UIPrintInfoOutputType = UIPrintInfo.OutputType
@available(swift, obsoleted: 4.2, renamed: "UIPrintInfo.Orientation")
public typealias UIPrintInfoOrientation = UIPrintInfo.Orientation
