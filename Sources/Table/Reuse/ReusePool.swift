import Foundation
import Views

/// The table's views off screen: the classes registered for reuse identifiers, the
/// cells and header/footer views waiting to be reused, and the views dequeued to
/// measure an item that layout has not placed yet.
///
/// Views come back in a defined order (items in ascending order, pools last in,
/// first out), never a hash table's, so which cell shows which row is the same in
/// every run.
struct ReusePool {
    private var cellClasses: [String: TableViewCell.Type] = [:]
    private var headerClasses: [String: TableViewHeaderFooterView.Type] = [:]
    private var cells: [String: [TableViewCell]] = [:]
    private var headers: [String: [TableViewHeaderFooterView]] = [:]
    private var titles: [TitleHeaderFooterView] = []
    /// Views obtained for measuring items in this layout pass, not yet placed.
    private var prepared: [Int: View] = [:]

    mutating func register(_ cellClass: TableViewCell.Type, for identifier: String) {
        cellClasses[identifier] = cellClass
    }

    mutating func register(_ viewClass: TableViewHeaderFooterView.Type, for identifier: String) {
        headerClasses[identifier] = viewClass
    }

    /// A waiting cell (after its `prepareForReuse`), else a new one of the registered
    /// class (`isNew`), else nil when nothing is registered for `identifier`.
    mutating func dequeueCell(_ identifier: String) -> (cell: TableViewCell, isNew: Bool)? {
        if let cell = cells[identifier]?.popLast() {
            cell.prepareForReuse()
            return (cell, false)
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        return (cellClass.init(style: .default, reuseIdentifier: identifier), true)
    }

    /// A waiting header or footer view, else a new one of the registered class, else
    /// nil when nothing is registered for `identifier`.
    mutating func dequeueHeaderFooter(_ identifier: String) -> TableViewHeaderFooterView? {
        if let view = headers[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// A view for a plain section title.
    mutating func dequeueTitleView() -> TitleHeaderFooterView {
        titles.popLast() ?? TitleHeaderFooterView(reuseIdentifier: nil)
    }

    /// Hides `view` and keeps it for reuse. Returns false for a view no pool takes
    /// (a section view without an identifier): the caller removes it.
    mutating func enqueue(_ view: View) -> Bool {
        if let cell = view as? TableViewCell, let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            cells[identifier, default: []].append(cell)
        } else if let title = view as? TitleHeaderFooterView {
            title.isHidden = true
            titles.append(title)
        } else if let header = view as? TableViewHeaderFooterView, let identifier = header.reuseIdentifier {
            header.isHidden = true
            headers[identifier, default: []].append(header)
        } else {
            return false
        }
        return true
    }

    /// The number of cells waiting for reuse.
    var waitingCellCount: Int { cells.values.reduce(0) { $0 + $1.count } }

    // MARK: Views dequeued for measuring

    func prepared(_ item: Int) -> View? { prepared[item] }

    mutating func setPrepared(_ view: View, for item: Int) { prepared[item] = view }

    mutating func takePrepared(_ item: Int) -> View? { prepared.removeValue(forKey: item) }

    /// Every view dequeued for measuring and not placed, by ascending item.
    mutating func takeAllPrepared() -> [View] {
        defer { prepared.removeAll() }
        return prepared.keys.sorted().map { prepared[$0]! }
    }
}

/// The header or footer the table makes for a plain title.
final class TitleHeaderFooterView: TableViewHeaderFooterView {}
