import Foundation
import Views

/// Everything a row's measured height depends on besides its content: the row
/// width, the traits, the cell margins and safe area, and the separator. Heights are
/// cached under one key; when the table's key changes, every height is stale.
///
/// It is also what a cell needs to be measured as the table's rows are, as values
/// that can go to other threads: precomputing threads apply it to their template
/// cells.
package struct MeasurementKey: Equatable, Sendable {
    var rowWidth: CGFloat
    var traits: TraitCollection
    /// Left and right margins given to cells.
    var margins: EdgeInsets
    /// The safe area's left and right insets, as cells get them.
    var safeArea: EdgeInsets
    /// 0 without separators, one pixel otherwise (added below the content).
    var separatorHeight: CGFloat
    var separatorInset: EdgeInsets
    /// Whether the table edits: rows then show their editing controls, their content moved in.
    var editing = false

    /// Gives a template cell the table's traits, margins, safe area, separator and width.
    func apply(to cell: TableViewCell) {
        cell.traitOverrides = TraitOverrides(traits)
        cell.setSideMargins(margins)
        cell.safeAreaInsets = safeArea
        cell.separatorHeight = separatorHeight
        cell.defaultSeparatorInset = separatorInset
        if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
        cell.frame.size.width = rowWidth
    }

    /// The cell's fitting height at the row width, or nil when its content collapses
    /// to nothing (no constraint gives it a height).
    func fittingHeight(of cell: TableViewCell) -> CGFloat? {
        cell.isManagedByTable = true
        defer { cell.isManagedByTable = false }
        let height = cell.systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        return height - separatorHeight <= 0 ? nil : height
    }

    /// The fitting height, or UIKit's standard 44 for content that collapses.
    func fit(_ cell: TableViewCell) -> CGFloat { fittingHeight(of: cell) ?? 44 }
}
