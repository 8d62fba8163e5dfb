import Foundation

/// iOS 4–9's local notification (deprecated in iOS 10 for UserNotifications): what the app sets is
/// kept. No notification is delivered in a recording, as the UserNotifications stand-in denies
/// them: scheduling one keeps nothing, and `scheduledLocalNotifications` is empty.
@preconcurrency @MainActor
open class UILocalNotification: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    open var fireDate: Date?
    open var timeZone: TimeZone?
    open var repeatInterval: NSCalendar.Unit = []
    open var repeatCalendar: Calendar?
    open var alertBody: String?
    open var alertAction: String?
    open var alertTitle: String?
    /// UIKit's default: the alert has an action button.
    open var hasAction = true
    open var alertLaunchImage: String?
    open var category: String?
    open var soundName: String?
    open var applicationIconBadgeNumber = 0
    open var userInfo: [AnyHashable: Any]?
}

/// The sound of the system's notifications, Apple's string.
public let UILocalNotificationDefaultSoundName = "UILocalNotificationDefaultSoundName"

extension UIApplication {
    public func scheduleLocalNotification(_ notification: UILocalNotification) {}
    public func presentLocalNotificationNow(_ notification: UILocalNotification) {}
    public func cancelLocalNotification(_ notification: UILocalNotification) {}
    public func cancelAllLocalNotifications() {}
    public var scheduledLocalNotifications: [UILocalNotification]? {
        get { [] }
        set {}
    }
}
