// UIKit's names for the table and view-controller layers.
@_exported import Controllers
@_exported import Table

public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
public typealias UIViewController = ViewController
public typealias UITableViewController = TableViewController
public typealias UIWindow = Window
public typealias UIDevice = Device
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
