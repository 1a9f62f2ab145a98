import Foundation
import Testing
import Views
@testable import Table

/// The README's table example, as written there, with its claims checked.
@Suite struct ReadmeExampleTests {
    final class TextCell: TableViewCell {
        let label = Label()
        required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let margins = contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
    }

    @Test func theExampleWorksAsDescribed() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, text in
            let cell = table.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
            cell.label.text = text
            return cell
        }
        let messages = ["Hello!", "A longer message, which wraps onto a second line at this width."]
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages)
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(first == table.visibleCells[0].frame.height)
        #expect(second > first)
        table.frame.size.width = 320
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 320 })
        #expect(table.contentOffset.y == 0)
        let lazy = (0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        table.estimatedRowHeight = 0
        table.templateCells = TableView.TemplateCells(threads: 2, makeCell: { TextCell() }) { cell, indexPath in
            (cell as! TextCell).label.text = messages[indexPath.row]
        }
        table.layoutIfNeeded()
        #expect((0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == lazy)
        #expect(abs(table.contentSize.height - lazy.reduce(0, +)) < 1e-9)
    }
}
