import Declarative
import Foundation
import Hosting
import Table

/// Seed 000's table: SwiftUI-shaped cells hosted in table cells, a complicated cell
/// every sixth row and "Title Title Title" repeated `row % 20 + 1` times in the others.
public final class HostingDemoSource: TableViewDataSource {
    public let rows: Int

    init(rows: Int) { self.rows = rows }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.row % 6 == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "HostingCell<ComplicatedCellView>", for: indexPath)
                as! HostingCell<ComplicatedCellView>
            cell.set(rootView: ComplicatedCellView(value: indexPath.row))
            return cell
        } else {
            let cell = tableView.dequeueReusableCell(withIdentifier: "HostingCell<CellView>", for: indexPath)
                as! HostingCell<CellView>
            cell.set(rootView: HostingDemo.cellView(row: indexPath.row))
            return cell
        }
    }
}

public enum HostingDemo {
    /// The article's simple cell for a row.
    public static func cellView(row: Int) -> CellView {
        CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
    }

    /// Fills `tableView` with `rows` hosted rows; keep the returned data source alive.
    public static func install(in tableView: TableView, rows: Int = 100) -> AnyObject {
        tableView.register(HostingCell<ComplicatedCellView>.self, forCellReuseIdentifier: "HostingCell<ComplicatedCellView>")
        tableView.register(HostingCell<CellView>.self, forCellReuseIdentifier: "HostingCell<CellView>")
        let source = HostingDemoSource(rows: rows)
        tableView.dataSource = source
        return source
    }

    /// A new cell configured for a row, outside any table.
    public static func freshCell(row: Int) -> TableViewCell {
        if row % 6 == 0 {
            let cell = HostingCell<ComplicatedCellView>()
            cell.set(rootView: ComplicatedCellView(value: row))
            return cell
        }
        let cell = HostingCell<CellView>()
        cell.set(rootView: cellView(row: row))
        return cell
    }
}
