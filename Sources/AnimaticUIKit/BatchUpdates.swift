import Foundation

// Batch updates and layout-fitting sizes that current apps' controllers call around their
// transitions (docs/census.md, fifteenth step). Animatic's collection and table views lay out no
// items, so a batch changes no pixel; its blocks run as UIKit runs them.

extension UICollectionView {
    /// Apple: `updates` runs at once; `completion` after the batch's animations, with true. No item
    /// is laid out here, so nothing animates: it runs on the main queue's next turn.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion)
    }
    /// A nib's view is not made (nibs are not read); dequeueing its identifier gives a plain view, reported.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {}
}

extension UITableView {
    /// As `UICollectionView.performBatchUpdates(_:completion:)` (iOS 11).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion)
    }
}

/// A batch: `updates` at once, `completion(true)` on the main queue's next turn.
@MainActor
private func runBatch(_ updates: (() -> Void)?, _ completion: ((Bool) -> Void)?) {
    updates?()
    guard let completion else { return }
    DispatchQueue.main.async { completion(true) }
}

extension UIView {
    /// `UILayoutFittingExpandedSize`: Apple documents it as the largest target size, without a value;
    /// on the iPhone Simulator it reads {10000, 10000}.
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)
}
