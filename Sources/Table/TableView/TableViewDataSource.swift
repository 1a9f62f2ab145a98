import Foundation
import Views

/// Supplies a table's sections, rows and cells (`UITableViewDataSource`).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for the row, from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A plain title for the section's header (none by default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A plain title for the section's footer (none by default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Heights, section views and display events of a table (`UITableViewDelegate`).
///
/// Heights default to the table's properties: `rowHeight` (automatic: the cell's
/// fitting height) and `estimatedRowHeight` (automatic: learned from measured rows).
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
