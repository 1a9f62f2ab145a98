import Foundation
import Views

/// Selection and editing (`UITableView`'s): selected rows are kept by index path,
/// shown by their cells (``TableViewCell/isSelected``), and survive scrolling and reuse.
/// There are no touches here: ``tapRow(at:)`` does what a tap does, for tests and tools.
extension TableView {
    /// The first selected row, if any (`indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// Every selected row, in order, or nil when none is (`indexPathsForSelectedRows`).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without telling the delegate (`selectRow(at:animated:scrollPosition:)`),
    /// replacing the selection unless ``allowsMultipleSelection``; nil deselects all. A
    /// row out of range is reported in ``diagnostics`` and changes nothing.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedRows { deselectRow(at: path, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            report("selectRow(at:) was given row \(indexPath.row) in section \(indexPath.section), which the table does not have")
            return
        }
        guard allowsSelection || isEditing && allowsSelectionDuringEditing else { return }
        if !allowsMultipleSelection { for path in selectedRows where path != indexPath { setSelected(false, at: path) } }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition) }
    }

    /// Deselects a row without telling the delegate (`deselectRow(at:animated:)`).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// What a tap on a row does: asks the delegate (`willSelectRowAt`), selects the
    /// row it answers (deselecting the others, and telling `didDeselectRowAt`), and
    /// tells `didSelectRowAt`. Nothing happens when selection is not allowed.
    public func tapRow(at indexPath: IndexPath) {
        guard isValid(indexPath), allowsSelection || isEditing && allowsSelectionDuringEditing else { return }
        let target: IndexPath?
        if let delegate = tableDelegate { target = delegate.tableView(self, willSelectRowAt: indexPath) } else { target = indexPath }
        guard let target, isValid(target) else { return }
        if allowsMultipleSelection, selectedRows.contains(target) {
            setSelected(false, at: target)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        if !allowsMultipleSelection {
            for path in selectedRows where path != target {
                setSelected(false, at: path)
                tableDelegate?.tableView(self, didDeselectRowAt: path)
            }
        }
        setSelected(true, at: target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// Starts or ends editing (`setEditing(_:animated:)`); nothing is animated.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// What tapping a row's delete (or insert) control does: the data source commits
    /// the row's editing style (and deletes the row from the table, as UIKit code does).
    /// Only while editing, for an editable row.
    public func tapEditingControl(forRowAt indexPath: IndexPath) {
        guard isEditing, isValid(indexPath), let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style != .none else { return }
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
    }

    /// What dragging a row by its reorder control does: the table moves the row, then
    /// tells the data source (`moveRowAt`). Only while editing, for a movable row.
    public func dragRow(at source: IndexPath, to destination: IndexPath) {
        guard isEditing, isValid(source), isValid(destination), let dataSource,
              dataSource.tableView(self, canMoveRowAt: source), source != destination else { return }
        moveRow(at: source, to: destination)
        dataSource.tableView(self, moveRowAt: source, to: destination)
    }

    /// Gives a row's cell the table's editing state and the row's controls.
    func applyEditing(to cell: TableViewCell, at path: IndexPath) {
        let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: path) ?? false)
        let style = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete : .none
        if cell.editingStyle != style { cell.editingStyle = style }
        let movable = isEditing && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
        if cell.showsReorderControl != movable { cell.showsReorderControl = movable }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
    }

    func isValid(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < numberOfSections && path.row >= 0 && path.row < numberOfRows(inSection: path.section)
    }

    private func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected { selectedRows.insert(path) } else { selectedRows.remove(path) }
        cellForRow(at: path)?.isSelected = selected
    }
}
