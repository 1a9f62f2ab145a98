// UIKit's names for the table and view-controller layers.
@_exported import Controllers
@_exported import Table

/// UIKit's `UITableView`: `TableView` here.
public typealias UITableView = TableView
/// UIKit's `UIScrollView`: `ScrollView` here, the table's superclass.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: `ScrollViewDelegate` here (`UITableViewDelegate` refines it).
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UITableViewCell`: `TableViewCell` here.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewHeaderFooterView`: `TableViewHeaderFooterView` here.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's `UITableViewDataSource`: `TableViewDataSource` here.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`: `TableViewDelegate` here.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UITableViewDiffableDataSource`: `TableViewDiffableDataSource` here.
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `NSDiffableDataSourceSnapshot`: `DiffableDataSourceSnapshot` here.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `UIViewController`: `ViewController` here.
public typealias UIViewController = ViewController
/// UIKit's `UITableViewController`: `TableViewController` here.
public typealias UITableViewController = TableViewController
/// UIKit's `UIWindow`: `Window` here.
public typealias UIWindow = Window
/// UIKit's `UINavigationController`: `NavigationController` here.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationBar`: `NavigationBar` here.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UINavigationItem`: `NavigationItem` here.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIBarButtonItem`: `BarButtonItem` here (with `primaryAction`; no `#selector`).
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UIDevice`: `Device` here.
public typealias UIDevice = Device
/// UIKit's `UIViewControllerTransitionCoordinator`: `ViewControllerTransitionCoordinator` here.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
