import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Table

@Suite struct DiffableTests {
    /// A diffable table of text rows identified by their text.
    func makeTable(_ items: [String], sections: [String] = ["main"]) -> (TableView, TableViewDiffableDataSource<String, String>) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        let dataSource = TableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
            cell.label.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(sections)
        snapshot.appendItems(items, toSection: sections[0])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        return (table, dataSource)
    }

    func texts(_ table: TableView) -> [String] {
        table.visibleCells.map { ($0 as! TextCell).label.text ?? "" }
    }

    /// Found by `TablePropertyTests`: deleting every row left the offset a screen above
    /// the (empty) content, so a row inserted next was below the viewport, never shown
    /// nor measured. The offset now stays within the content.
    @Test func deletingEveryRowThenInsertingOneShowsItAtTheTop() {
        let (table, dataSource) = makeTable((0..<20).map { "Row \($0)" })
        for items in [[], ["Back again"]] {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(items, toSection: "main")
            dataSource.apply(snapshot, animatingDifferences: true)
            table.layoutIfNeeded()
            #expect(table.contentOffset.y == 0)
        }
        #expect(texts(table) == ["Back again"])
        #expect(table.isHeightMeasured(at: IndexPath(row: 0, section: 0)))
        #expect(table.visibleCells.first?.frame.minY == 0)
    }

    @Test func snapshotQueriesAndEdits() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems(["a", "b"], toSection: 1)
        snapshot.appendItems(["c"])
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.insertItems(["y"], afterItem: "c")
        snapshot.moveItem("a", afterItem: "y")
        snapshot.deleteItems(["b"])
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["x"])
        #expect(snapshot.itemIdentifiers(inSection: 2) == ["c", "y", "a"])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifier(containingItem: "a") == 2)
        #expect(snapshot.indexOfItem("y") == 2)
        #expect(snapshot.errors.isEmpty)
    }

    /// Items whose hash values collide are told apart, and every edit keeps each item's
    /// position right (the snapshot finds items by hash value and position, so that it
    /// stores each item once).
    @Test func collidingHashesAndEditsKeepEveryPosition() {
        struct Item: Hashable, CustomStringConvertible {
            let id: Int
            func hash(into hasher: inout Hasher) { hasher.combine(id % 3) }
            var description: String { "#\(id)" }
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems((0..<8).map(Item.init), toSection: 0)
        snapshot.appendItems((8..<12).map(Item.init), toSection: 1)
        snapshot.appendItems([Item(id: 3), Item(id: 20), Item(id: 20)], toSection: 1)
        #expect(snapshot.errors.count == 2)
        snapshot.insertItems([Item(id: 30), Item(id: 31)], beforeItem: Item(id: 2))
        snapshot.moveItem(Item(id: 0), afterItem: Item(id: 6))
        snapshot.moveItem(Item(id: 11), beforeItem: Item(id: 1))
        snapshot.moveItem(Item(id: 7), beforeItem: Item(id: 30))
        snapshot.deleteItems([Item(id: 4), Item(id: 9)])
        snapshot.insertSections([2], beforeSection: 0)
        snapshot.appendItems([Item(id: 40)], toSection: 2)
        #expect(snapshot.itemIdentifiers(inSection: 0).map(\.id) == [11, 1, 7, 30, 31, 2, 3, 5, 6, 0])
        #expect(snapshot.itemIdentifiers(inSection: 1).map(\.id) == [8, 10, 20])
        #expect(snapshot.itemIdentifiers(inSection: 2).map(\.id) == [40])
        #expect(snapshot.numberOfItems == 14)
        for (index, item) in snapshot.itemIdentifiers.enumerated() {
            #expect(snapshot.indexOfItem(item) == index, "\(item)")
        }
        #expect(snapshot.indexOfItem(Item(id: 4)) == nil && snapshot.sectionIdentifier(containingItem: Item(id: 9)) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: Item(id: 11)) == 0)
        snapshot.reconfigureItems([Item(id: 12)])
        #expect(snapshot.errors.count == 3 && snapshot.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func duplicatesAreAnErrorThatApplyRefuses() {
        let (table, dataSource) = makeTable(["one", "two"])
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(["three", "two"])
        #expect(snapshot.errors == ["Duplicate item identifier two: item identifiers must be unique across the snapshot"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.diagnostics.contains { $0.contains("refused") && $0.contains("Duplicate item identifier two") })
        var missing = DiffableDataSourceSnapshot<String, String>()
        missing.appendItems(["orphan"])
        #expect(missing.errors.first?.contains("no sections") == true)
    }

    @Test func applyMovesInsertsAndDeletesKeepHeightsAndTheAnchor() {
        let items = sampleTexts(200)
        let (table, dataSource) = makeTable(items)
        table.contentOffset.y = 2500
        table.layoutIfNeeded()
        let first = table.indexPathsForVisibleRows!.first!
        let anchorText = items[first.row]
        let screen = table.rectForRow(at: first).minY - table.contentOffset.y
        let measuredBefore = table.statistics.rowsMeasured

        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([items[0], items[1], items[2]])
        snapshot.insertItems(["inserted above, and long enough to wrap over a few lines of the table"], beforeItem: items[5])
        snapshot.moveItem(items[150], beforeItem: items[3])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()

        let moved = dataSource.indexPath(for: anchorText)!
        #expect(close(table.rectForRow(at: moved).minY - table.contentOffset.y, screen))
        #expect(texts(table).first == anchorText)
        // Rows that stayed kept their measured heights: only arrivals were measured.
        #expect(table.isHeightMeasured(at: moved))
        #expect(table.statistics.rowsMeasured - measuredBefore <= 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == items[150])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == items[3])
    }

    @Test func reconfigureAndReloadItemsReMeasure() {
        let items = ["a", "b", "c"]
        let (table, dataSource) = makeTable(items)
        let before = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! TextCell
        // The model behind "b" changes: the cell provider reads the new text through the label.
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        cell.label.text = String(repeating: "b is longer now ", count: 10)
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == before)
        snapshot = dataSource.snapshot()
        snapshot.reloadItems(["c"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(texts(table) == items)
    }

    @Test func sectionsAreInsertedAndDeleted() {
        let (table, dataSource) = makeTable(["a", "b"], sections: ["one"])
        var snapshot = dataSource.snapshot()
        snapshot.insertSections(["zero"], beforeSection: "one")
        snapshot.appendItems(["z"], toSection: "zero")
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        // The first visible row keeps its place: the new section is above, until we scroll up.
        #expect(texts(table) == ["a", "b"])
        table.contentOffset.y = 0
        table.layoutIfNeeded()
        #expect(texts(table) == ["z", "a", "b"])
        table.contentOffset.y = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY
        table.layoutIfNeeded()
        #expect(texts(table) == ["a", "b"])
        // The rows on screen go away: the row before them keeps its bottom in place,
        // within the content.
        snapshot.deleteSections(["one"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(texts(table) == ["z"])
        #expect(table.contentOffset.y == 0)
    }
}

extension DiffableTests {
    /// As UIKit's: a diffable data source edits no row until a subclass allows it, and
    /// a subclass that does deletes through a snapshot.
    @Test func diffableRowsAreEditableOnlyWhenASubclassSaysSo() {
        let (table, _) = makeTable(["a", "b", "c"])
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.editingStyle == .none })
        final class Editable: TableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard let item = itemIdentifier(for: indexPath) else { return }
                var snapshot = self.snapshot()
                snapshot.deleteItems([item])
                apply(snapshot, animatingDifferences: false)
            }
        }
        let editable = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        editable.register(TextCell.self, forCellReuseIdentifier: "text")
        let source = Editable(tableView: editable) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
            cell.label.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b", "c"], toSection: "main")
        source.apply(snapshot, animatingDifferences: false)
        editable.setEditing(true, animated: false)
        editable.layoutIfNeeded()
        #expect(editable.visibleCells.allSatisfy { $0.editingStyle == .delete && $0.isEditing })
        editable.tapEditingControl(forRowAt: IndexPath(row: 1, section: 0))
        editable.layoutIfNeeded()
        #expect(texts(editable) == ["a", "c"])
    }
}
