import Foundation
import Table
import Views

/// A view controller whose view is a table, and which is that table's data source
/// and delegate (`UITableViewController`).
///
/// Override the data source and delegate methods you need; the defaults give no
/// rows and leave heights to the table's properties (self-sizing).
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with.
    public let style: TableView.Style

    /// A controller whose view is a table in `style` (`UITableViewController(style:)`).
    public init(style: TableView.Style = .plain) {
        self.style = style
        super.init()
    }

    /// A plain table's controller (`init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A plain table's controller from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        style = .plain
        super.init(coder: coder)
    }

    /// The controller's view, as a table.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes a table of ``style`` with this controller as its data source and delegate.
    open override func loadView() {
        let table = TableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: Data source

    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Delegate

    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// The scroll view delegate's default (`scrollViewDidScroll(_:)`); override it in your subclass.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// The data source or delegate default; override it in your subclass, as with `UITableViewController`.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// Starts or ends editing, and the table with it (`setEditing(_:animated:)`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }
}
