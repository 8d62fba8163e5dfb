import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// What iOS adds to Foundation's classes and Core Foundation's keys, as an app's other files use them.
@MainActor
struct FoundationOnIOSTests {
    /// A view model as MVVM apps write it, in a file that imports only Foundation: iOS's Foundation
    /// names Combine's `Published` and `ObservableObject`. Setting the title once publishes the
    /// initial value and the new one, and tells the object's observers once, before the change.
    final class TitleModel: ObservableObject {
        @Published var title = "Inbox"
    }

    @Test func aViewModelImportingOnlyFoundationPublishesItsProperties() {
        let model = TitleModel()
        var titles: [String] = []
        var titleWhenTold: [String] = []
        let watching = model.$title.sink { titles.append($0) }
        let told = model.objectWillChange.sink { _ in titleWhenTold.append(model.title) }
        model.title = "Archive"
        #expect(titles == ["Inbox", "Archive"])
        #expect(titleWhenTold == ["Inbox"])
        _ = (watching, told)
    }

    @Test func anIndexPathBridgedToNSIndexPathKeepsItsSectionAndRow() {
        // IndexPath(row: 4, section: 2) is the index list [2, 4]: the section first, then the row.
        let bridged = IndexPath(row: 4, section: 2) as NSIndexPath
        #expect(bridged.section == 2 && bridged.row == 4 && bridged.item == 4)
        let made = NSIndexPath(row: 7, section: 1) as IndexPath
        #expect(made.section == 1 && made.row == 7)
        #expect(NSIndexPath(item: 3, section: 0).item == 3)
    }

    @Test func aKeyboardFramesNSValueReadsBackAsTheRectItBoxed() throws {
        // A keyboard notification as iOS posts it: the end frame boxed in an NSValue under
        // UIKeyboardFrameEndUserInfoKey; 291 pt high at the bottom of a 568 pt screen: y = 568 - 291 = 277.
        let end = CGRect(x: 0, y: 277, width: 320, height: 291)
        let note = Notification(
            name: UIResponder.keyboardDidChangeFrameNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end)])
        let frame = try #require((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(frame == end && 568 - frame.minY == 291)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(UIResponder.keyboardDidChangeFrameNotification.rawValue == "UIKeyboardDidChangeFrameNotification")
    }

    @Test func coreFoundationsBundleKeysAreTheInfoPlistKeys() {
        // Apple's values: the Info.plist keys CFBundleIdentifier, CFBundleVersion, CFBundleName.
        #expect(kCFBundleIdentifierKey as String == "CFBundleIdentifier")
        #expect(kCFBundleVersionKey as String == "CFBundleVersion")
        #expect(kCFBundleNameKey as String == "CFBundleName")
    }

    @Test func sceneSessionsAreEqualOnlyToThemselves() {
        let first = UISceneSession(role: .windowApplication), second = UISceneSession(role: .windowApplication)
        let sessions: Set<UISceneSession> = [first, second, first]
        #expect(sessions.count == 2 && sessions.contains(first) && first != second)
    }
}
