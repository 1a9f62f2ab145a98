import Foundation
import SnapshotTesting
import Table
import Views
import InputPolicy

extension Snapshotting where Value: TableView, Format == String {
    /// Every row's height at the table's current width, one line per row with its index
    /// path ("[section, row] height"), and a line per section. Stored as `.txt`.
    public static var heights: Snapshotting { .heights() }

    /// Every row's height, each row measured by its cell's constraints (the table's
    /// estimates are turned off for the measurement and restored after).
    ///
    /// - Parameter width: The table's width in points (its current width when nil).
    public static func heights(width: CGFloat? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (table: Value) in
            do throws(SnapshotError) {
                return try TableHeightsText.describe(table, width: width)
            } catch {
                error.report()
                return "error: \(error.message)\n"
            }
        }
    }
}

/// A table's row heights as text.
enum TableHeightsText {
    static func describe(_ table: TableView, width: CGFloat?) throws(SnapshotError) -> String {
        if let width {
            guard width.isFinite, width > 0, width <= ViewFitting.maximumWidth else {
                throw SnapshotError("width \(width) is not a positive number of points up to \(NumberText.describe(ViewFitting.maximumWidth))")
            }
            let height = table.frame.height > 0 ? table.frame.height : 800
            table.frame = CGRect(x: table.frame.minX, y: table.frame.minY, width: width, height: height)
        }
        guard table.bounds.width > 0 else {
            throw SnapshotError("the table is \(table.bounds.width) points wide: give it a frame or use .heights(width:)")
        }
        let estimate = table.estimatedRowHeight
        table.estimatedRowHeight = 0
        table.layoutIfNeeded()
        defer { table.estimatedRowHeight = estimate }
        var lines: [String] = []
        for section in 0..<table.numberOfSections {
            let rows = table.numberOfRows(inSection: section)
            lines.append("section \(section): \(rows) row\(rows == 1 ? "" : "s")")
            for row in 0..<rows {
                let height = table.rectForRow(at: IndexPath(row: row, section: section)).height
                lines.append("[\(section), \(row)] \(ViewLayoutText.number(height))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
