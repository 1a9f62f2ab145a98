import Controllers
import Declarative
import Foundation
import Hosting
import Table

/// Seed 000's table: SwiftUI-shaped cells hosted in table cells, a complicated cell
/// every sixth row and "Title Title Title" repeated `row % 20 + 1` times in the others,
/// in the cells of one of the article's approaches.
public final class HostingDemoSource: TableViewDataSource {
    public let rows: Int
    public let approach: HostingDemo.Approach
    /// The controller the containment approach adds hosting controllers to.
    weak var parentController: ViewController?

    init(rows: Int, approach: HostingDemo.Approach, parentController: ViewController?) {
        self.rows = rows
        self.approach = approach
        self.parentController = parentController
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch approach {
        case .sizeThatFits, .fixedSize:
            // The first attempt; `fixed-size` adds the article's `fixedSize` to both views.
            let fixed = approach == .fixedSize
            if indexPath.row % 6 == 0 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "SizeThatFitsHostingCell<ComplicatedCellView>",
                                                         for: indexPath) as! SizeThatFitsHostingCell<AnyView>
                let view = ComplicatedCellView(value: indexPath.row)
                cell.set(rootView: fixed ? AnyView(view.fixedSize(horizontal: false, vertical: true)) : AnyView(view))
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "SizeThatFitsHostingCell<CellView>", for: indexPath)
                as! SizeThatFitsHostingCell<AnyView>
            let view = HostingDemo.cellView(row: indexPath.row)
            cell.set(rootView: fixed ? AnyView(view.fixedSize(horizontal: false, vertical: true)) : AnyView(view))
            return cell
        case .constraints, .containment:
            if indexPath.row % 6 == 0 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "HostingCell<ComplicatedCellView>", for: indexPath)
                    as! HostingCell<ComplicatedCellView>
                set(ComplicatedCellView(value: indexPath.row), in: cell)
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "HostingCell<CellView>", for: indexPath)
                as! HostingCell<CellView>
            set(HostingDemo.cellView(row: indexPath.row), in: cell)
            return cell
        }
    }

    private func set<V: Declarative.View>(_ view: V, in cell: HostingCell<V>) {
        if approach == .containment, let parentController {
            cell.set(rootView: view, parentController: parentController)
        } else {
            cell.set(rootView: view)
        }
    }
}

public enum HostingDemo {
    /// The article's ways of hosting a declarative view in a cell, in its order of telling.
    public enum Approach: String, CaseIterable, Sendable {
        /// Pinned to the content view with constraints, re-measured when the root view
        /// changes (`HostingCell.set(rootView:)`): right heights, clear of the notch.
        case constraints
        /// The same, with the hosting controller a child of the table's controller
        /// (`set(rootView:parentController:)`), the article's final code.
        case containment
        /// `sizeThatFits` and `layoutSubviews` by hand: the table's height proposal of
        /// 0 collapses the complicated row and no text wraps.
        case sizeThatFits = "size-that-fits"
        /// The same with `fixedSize(horizontal: false, vertical: true)` on both views:
        /// right heights, but under the notch on a phone on its side.
        case fixedSize = "fixed-size"
    }

    /// The article's simple cell for a row.
    public static func cellView(row: Int) -> CellView {
        CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
    }

    /// Fills `tableView` with `rows` hosted rows in `approach`'s cells; keep the
    /// returned data source alive. `parentController` is the parent the containment
    /// approach adds hosting controllers to.
    public static func install(in tableView: TableView, rows: Int = 100, approach: Approach = .constraints,
                               parentController: ViewController? = nil) -> AnyObject {
        tableView.register(HostingCell<ComplicatedCellView>.self, forCellReuseIdentifier: "HostingCell<ComplicatedCellView>")
        tableView.register(HostingCell<CellView>.self, forCellReuseIdentifier: "HostingCell<CellView>")
        tableView.register(SizeThatFitsHostingCell<AnyView>.self, forCellReuseIdentifier: "SizeThatFitsHostingCell<ComplicatedCellView>")
        tableView.register(SizeThatFitsHostingCell<AnyView>.self, forCellReuseIdentifier: "SizeThatFitsHostingCell<CellView>")
        let source = HostingDemoSource(rows: rows, approach: approach, parentController: parentController)
        tableView.dataSource = source
        return source
    }

    /// A new cell configured for a row, outside any table (the constraints approach).
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
