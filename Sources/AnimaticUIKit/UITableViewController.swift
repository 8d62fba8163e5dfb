/// `UITableViewController`: a controller whose view is its table view (made by `loadView`, the
/// screen's size), as in UIKit. The table holds the cells a test puts in (`setCell(_:at:)`).
/// As on iOS it is its table's data source and delegate, whose methods an app's controller
/// overrides; nothing calls them in a recording (no layout runs), and they answer UIKit's defaults.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var tableStyle: UITableView.Style = .plain
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        (table.dataSource, table.delegate) = (self, self)
        view = table
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// The view, as a table view (setting it replaces the view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
}
