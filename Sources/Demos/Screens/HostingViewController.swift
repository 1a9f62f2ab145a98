import Controllers
import Foundation
import Table
import Views

/// Seed 000's `TableViewController`: declarative cells (`CellView`, and
/// `ComplicatedCellView` every sixth row) in `HostingCell`s, sized by their layouts.
public final class HostingViewController: TableViewController {
    private let rows: Int
    private var source: AnyObject?

    public init(rows: Int = 100) {
        self.rows = rows
        super.init(style: .plain)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The demo's data source takes over from the controller.
        source = HostingDemo.install(in: tableView, rows: rows)
    }
}
