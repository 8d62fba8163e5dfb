#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

/// Stand-ins for the app's pass list and detail controllers: the outlets the animator uses,
/// found by the screens file's ids, and the selected cell's layout frame.
final class PASViewController: UIViewController {
    var collectionView: UIView { view.subviews.first { $0.accessibilityIdentifier == "collection" }! }
    var selectedCellFrame: CGRect { CGRect(x: 10, y: 100, width: 300, height: 80) }
}

final class PASDetailViewController: UIViewController {
    var cardView: UIView { view.subviews.first { $0.accessibilityIdentifier == "detailCard" }! }
}
