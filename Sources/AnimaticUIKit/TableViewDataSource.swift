/// The table view's data source and delegate protocols, as apps' view controllers adopt them. As
/// with collection views (CollectionViewDataSource.swift), no layout runs in a recording, so nothing
/// calls them; UIKit's optional requirements have UIKit's defaults.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// UIKit's default: one section, no title.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit's default: the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}

extension UITableView {
    public static let automaticDimension: CGFloat = -1

    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// Kept, as a collection view's: what a dequeue would make is a plain cell (below).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}

    /// A plain `UITableViewCell` with `identifier`: a registered subclass or a storyboard's prototype
    /// cell is not made (see `UICollectionView.dequeueReusableCell`); reported in a recording.
    public func dequeueReusableCell(
        withIdentifier identifier: String, for indexPath: IndexPath,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UITableViewCell {
        reportPlainCell(identifier, file, line, column)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    public func dequeueReusableCell(
        withIdentifier identifier: String, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UITableViewCell? {
        reportPlainCell(identifier, file, line, column)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    private func reportPlainCell(_ identifier: String, _ file: String, _ line: Int, _ column: Int) {
        Recording.recorder?.report(
            "dequeueReusableCell(withIdentifier: \"\(identifier)\"): gives a plain UITableViewCell, "
                + "not the registered or storyboard cell", at: callSite(file, line, column))
    }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    public func beginUpdates() {}
    public func endUpdates() {}
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

/// Nibs are not loaded on Linux: kept for `register(_:forCellReuseIdentifier:)`.
@preconcurrency @MainActor
open class UINib {
    public let name: String
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }
}
