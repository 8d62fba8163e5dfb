/// `UIStatusBarStyle`, what `preferredStatusBarStyle` returns (UIKit's raw values). No status bar
/// is drawn in a recording: the style is kept and changes nothing.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
