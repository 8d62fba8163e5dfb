/// `UITableViewController`: a controller whose view is its table view (made by `loadView`, the
/// screen's size), as in UIKit. The table holds the cells a test puts in (`setCell(_:at:)`).
open class UITableViewController: UIViewController {
    private var tableStyle: UITableView.Style = .plain
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() { view = UITableView(frame: UIScreen.main.bounds, style: tableStyle) }

    /// The view, as a table view (setting it replaces the view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
}
