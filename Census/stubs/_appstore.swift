// Stand-ins for the AppStore demo's GlobalConstants, its cell and its two view controllers.
import AnimaticUIKit

enum GlobalConstants {
    static let cardCornerRadius: CGFloat = 16
    static let dismissalAnimationDuration = 0.6
    static let cardVerticalExpandingStyle: CardVerticalExpandingStyle = .fromTop
    static let isEnabledWeirdTopInsetsFix = true
    static let isEnabledDebugAnimatingViews = false
    enum CardVerticalExpandingStyle { case fromTop, fromCenter }
}

final class CardCollectionViewCell: UICollectionViewCell {
    func resetTransform() { transform = .identity }
}

final class HomeViewController: UIViewController {}

final class CardDetailViewController: UIViewController {
    let cardContentView = UIView()
    let scrollView = UIScrollView()
    var isFontStateHighlighted = true
    lazy var cardBottomToRootBottomConstraint = cardContentView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
}

extension UIView {
    /// The demo's helper: pins the view's edges to another view's with Auto Layout.
    func edges(to view: UIView, top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: view.topAnchor, constant: top),
            leftAnchor.constraint(equalTo: view.leftAnchor, constant: left),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: bottom),
            rightAnchor.constraint(equalTo: view.rightAnchor, constant: right),
        ])
    }
}
