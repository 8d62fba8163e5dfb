import AnimaticUIKit
import Foundation
import Testing

/// An "Open in Safari" activity as a UIKit-extensions library writes one (SweetUIKit's).
private final class OpenInSafariActivity: UIActivity {
    var url: URL?
    var finished: Bool?

    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.openInSafari") }
    override var activityTitle: String? { "Open in Safari" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is URL }
    }
    override func prepare(withActivityItems activityItems: [Any]) {
        url = activityItems.compactMap { $0 as? URL }.first
    }
    override func perform() { activityDidFinish(url != nil) }
    override func activityDidFinish(_ completed: Bool) { finished = completed }
}

@MainActor
struct ActivityTests {
    @Test func aSubclassSaysWhatItIsAndDoes() {
        let activity = OpenInSafariActivity()
        let items: [Any] = ["title", URL(string: "https://example.com")!]
        #expect(activity.canPerform(withActivityItems: items) && !activity.canPerform(withActivityItems: ["title"]))
        activity.prepare(withActivityItems: items)
        activity.perform()
        #expect(activity.finished == true && activity.url?.host == "example.com")
        #expect(OpenInSafariActivity.activityCategory == .share && UIActivity.activityCategory == .action)
        #expect(!UIActivity().canPerform(withActivityItems: items) && UIActivity().activityType == nil)
    }

    @Test func systemActivityTypesAreUIKitsStrings() {
        // UIActivity.h's constants, as UIKit's share sheet reports them.
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
        #expect(UIActivity.ActivityType.postToTencentWeibo.rawValue == "com.apple.UIKit.activity.TencentWeibo")
        let sheet = UIActivityViewController(activityItems: [], applicationActivities: [OpenInSafariActivity()])
        sheet.excludedActivityTypes = [.airDrop, .print]
        var reported: UIActivity.ActivityType?
        sheet.completionWithItemsHandler = { type, _, _, _ in reported = type }
        sheet.completionWithItemsHandler?(.mail, true, nil, nil)
        #expect(reported == .mail && sheet.excludedActivityTypes?.count == 2)
    }
}
