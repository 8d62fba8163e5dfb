import AnimaticCore

extension UINavigationController {
    /// The controller's toolbar (the same one each time), kept, not drawn.
    public var toolbar: UIToolbar! { ownToolbar }

    /// A bar shown or hidden while a recording runs changes pixels on iOS (the bar slides in or
    /// out, the content's safe area moves); Animatic draws the navigation bar only as the screens
    /// file gives it and no toolbar, so it says so instead.
    func reportBarChange(_ bar: String, from old: Bool, to new: Bool) {
        guard old != new, let recorder = Recording.recorder else { return }
        recorder.report(
            "UINavigationController's \(bar) was \(new ? "hidden" : "shown"), which Animatic does not draw "
                + "(a navigation bar comes only from the screens file, a toolbar never)")
    }
}

extension UINavigationBar {
    /// A library that animates its controller's bar itself (moving it out of sight as it hides)
    /// moves this view on iOS; here the bar on screen is the screens file's, which this is not, so
    /// the change is said rather than dropped. A bar the app makes and adds itself is a plain view.
    func reportControllersBarChange(_ property: String) {
        guard standsForControllersBar, let recorder = Recording.recorder else { return }
        recorder.report(
            "UINavigationController's navigationBar.\(property) changed in a recording: the bar Animatic draws "
                + "comes from the screens file and is not moved by it")
    }
}
