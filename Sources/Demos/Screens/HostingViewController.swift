import Controllers
import Foundation
import Table
import Views

/// Seed 000's `TableViewController`: declarative cells (`CellView`, and
/// `ComplicatedCellView` every sixth row) hosted in cells of one of the article's
/// approaches (``HostingDemo/Approach``), sized by their layouts.
public final class HostingViewController: TableViewController {
    private let rows: Int
    /// How the cells host their content.
    public let approach: HostingDemo.Approach
    private var source: AnyObject?

    public init(rows: Int = 100, approach: HostingDemo.Approach = .constraints) {
        self.rows = rows
        self.approach = approach
        super.init(style: .plain)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The demo's data source takes over from the controller.
        source = HostingDemo.install(in: tableView, rows: rows, approach: approach, parentController: self)
    }
}
