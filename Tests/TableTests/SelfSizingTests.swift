import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Table

@Suite struct SelfSizingTests {
    /// A fixed 50-point box in margins of 11 above and below, plus a 1/3-point
    /// separator at 3×: 72⅓ points, worked out by hand.
    @Test func rowHeightIsTheContentPlusMarginsPlusSeparator() {
        let source = RowsSource(rows: 3, identifier: "box") { cell, path in
            (cell as! BoxCell).boxHeight.constant = 50 + CGFloat(path.row) * 10
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.dataSource = source
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells.count == 3)
        let third: CGFloat = 1.0 / 3.0
        let expectedHeights: [CGFloat] = [72 + third, 82 + third, 92 + third]
        let expectedTops: [CGFloat] = [0, 72 + third, 154 + 2 * third]
        #expect(cells.map(\.frame.height) == expectedHeights)
        #expect(cells.map(\.frame.minY) == expectedTops)
        let cell = cells[0] as! BoxCell
        // The content view spans the cell but the separator; the box sits in its margins (16 at the sides).
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 72))
        #expect(cell.box.frame == CGRect(x: 16, y: 11, width: 343, height: 50))
        #expect(cell.separatorView.frame == CGRect(x: 16, y: 72, width: 359, height: 1.0 / 3.0))
        #expect(table.contentSize.height == 247)
    }

    @Test func firstPassHeightsAreFittingHeights() {
        let source = TextSource(sampleTexts(60))
        let table = makeTable(source)
        #expect(table.visibleCells.count > 3)
        #expect(mismatches(table, source).isEmpty)
        // Only what is on screen was measured.
        #expect(table.statistics.rowsMeasured == table.visibleCells.count)
        #expect(table.isHeightMeasured(at: IndexPath(row: 0, section: 0)))
        #expect(!table.isHeightMeasured(at: IndexPath(row: 59, section: 0)))
    }

    @Test func reusedCellsNeverCarryTheirPreviousHeight() {
        let texts = (0..<200).map { $0 % 2 == 0 ? "short \($0)" : sampleTexts(1, seed: $0)[0] + " " + sampleTexts(1, seed: $0 + 7)[0] }
        let source = TextSource(texts)
        let table = makeTable(source)
        var y: CGFloat = 0
        var mostVisible = 0
        while y + 600 < table.contentSize.height {
            y += 97
            table.contentOffset.y = y
            table.layoutIfNeeded()
            #expect(mismatches(table, source).isEmpty)
            mostVisible = max(mostVisible, table.visibleCells.count)
        }
        // The pool stays about the size of the screen: no cell is made per row.
        #expect(table.statistics.cellsCreated <= mostVisible + 2)
        #expect(table.reusePoolCount <= mostVisible)
        let reused = table.visibleCells.compactMap { $0 as? TextCell }.filter { $0.prepared > 0 }
        #expect(!reused.isEmpty)
    }

    @Test func contentChangesInAVisibleCellResizeItsRow() {
        let source = TextSource(sampleTexts(30))
        let table = makeTable(source)
        let path = IndexPath(row: 2, section: 0)
        let cell = table.cellForRow(at: path) as! TextCell
        let before = cell.frame.height
        let nextY = table.rectForRow(at: IndexPath(row: 3, section: 0)).minY
        source.sections[0][2] = String(repeating: "A much longer text that wraps. ", count: 30)
        cell.label.text = source.sections[0][2]
        table.layoutIfNeeded()
        #expect(cell.frame.height > before)
        #expect(cell.frame.height == freshHeight(source.sections[0][2], in: table))
        #expect(abs(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY - (nextY + cell.frame.height - before)) < 1e-9)
        // Any property that changes the label's size re-measures too.
        cell.label.numberOfLines = 1
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: path).height < before)
        #expect(cell.frame.height == table.rectForRow(at: path).height)
    }

    @Test func widthChangeReMeasuresVisibleRowsAndResetsTheRest() {
        let source = TextSource(sampleTexts(80))
        let table = makeTable(source)
        table.contentOffset.y = 400
        table.layoutIfNeeded()
        let anchor = table.indexPathsForVisibleRows!.first!
        let anchorScreen = table.rectForRow(at: anchor).minY - table.contentOffset.y
        table.frame.size.width = 320
        table.layoutIfNeeded()
        #expect(mismatches(table, source).isEmpty)
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 320 })
        #expect(!table.isHeightMeasured(at: IndexPath(row: 0, section: 0)))
        #expect(abs(table.rectForRow(at: anchor).minY - table.contentOffset.y - anchorScreen) < 1e-9)
    }

    @Test func textSizeChangeReMeasures() {
        let source = TextSource(sampleTexts(40))
        let table = makeTable(source)
        let before = table.visibleCells.map(\.frame.height)
        let firstTwo = table.visibleCells.prefix(2).map(\.frame.height)
        table.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        table.layoutIfNeeded()
        #expect(mismatches(table, source).isEmpty)
        let after = table.visibleCells.prefix(2).map(\.frame.height)
        #expect(zip(firstTwo, after).allSatisfy { $0.1 > $0.0 * 1.5 })
        #expect(table.visibleCells.count < before.count)
    }

    @Test func measuringEstimatesNeverMovesTheAnchorRow() {
        let source = TextSource(sampleTexts(500))
        let table = makeTable(source)
        table.estimatedRowHeight = 30
        table.reloadData()
        table.layoutIfNeeded()
        var worst: CGFloat = 0
        var y: CGFloat = 0
        for _ in 0..<300 {
            y += 61
            table.contentOffset.y = y
            // Where the first visible row is, by the heights known before this layout.
            let top = y
            let anchorItem = table.heights.index(at: Double(top))!
            let before = CGFloat(table.heights.offset(of: anchorItem)) - y
            table.layoutIfNeeded()
            let after = CGFloat(table.heights.offset(of: anchorItem)) - table.contentOffset.y
            worst = max(worst, abs(after - before))
            y = table.contentOffset.y
            #expect(mismatches(table, source).isEmpty)
        }
        #expect(worst < 1e-9)
    }

    @Test func scrollingToAnUnmeasuredRowLandsItExactly() {
        let source = TextSource(sampleTexts(1000))
        let table = makeTable(source)
        for (row, position) in [(700, TableView.ScrollPosition.top), (300, .bottom), (500, .middle), (999, .top), (0, .bottom)] {
            let path = IndexPath(row: row, section: 0)
            table.scrollToRow(at: path, at: position, animated: false)
            table.layoutIfNeeded()
            let rect = table.rectForRow(at: path)
            let screenTop = rect.minY - table.contentOffset.y
            switch (row, position) {
            case (999, _): // the last row cannot go to the top: the content's end stays at the bottom
                #expect(rect.maxY - table.contentOffset.y == table.bounds.height)
            case (0, _):
                #expect(table.contentOffset.y == 0)
            case (_, .top): #expect(close(screenTop, 0))
            case (_, .bottom): #expect(rect.maxY - table.contentOffset.y == table.bounds.height)
            default: #expect(abs(screenTop - (table.bounds.height - rect.height) / 2) < 1e-9)
            }
            #expect(mismatches(table, source).isEmpty)
        }
    }

    @Test func insertsAndDeletesAboveTheViewportKeepTheFirstVisibleRowStill() {
        let source = TextSource(sampleTexts(300))
        let table = makeTable(source)
        table.contentOffset.y = 3000
        table.layoutIfNeeded()
        let first = table.indexPathsForVisibleRows!.first!
        let text = source.sections[0][first.row]
        let screen = table.rectForRow(at: first).minY - table.contentOffset.y
        source.sections[0].insert(contentsOf: ["new one", String(repeating: "new two wraps ", count: 20)], at: 5)
        table.insertRows(at: [IndexPath(row: 5, section: 0), IndexPath(row: 6, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        let moved = IndexPath(row: first.row + 2, section: 0)
        #expect((table.cellForRow(at: moved) as? TextCell)?.label.text == text)
        #expect(close(table.rectForRow(at: moved).minY - table.contentOffset.y, screen))
        source.sections[0].removeSubrange(0..<3)
        table.deleteRows(at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .fade)
        table.layoutIfNeeded()
        let movedBack = IndexPath(row: first.row - 1, section: 0)
        #expect((table.cellForRow(at: movedBack) as? TextCell)?.label.text == text)
        #expect(close(table.rectForRow(at: movedBack).minY - table.contentOffset.y, screen))
        #expect(mismatches(table, source).isEmpty)
        // Heights of untouched rows were kept, not re-measured.
        #expect(table.isHeightMeasured(at: movedBack))
    }

    @Test func inconsistentUpdatesAreReportedAndReloaded() {
        let source = TextSource(sampleTexts(20))
        let table = makeTable(source)
        source.sections[0].append("one more")
        table.deleteRows(at: [IndexPath(row: 0, section: 0)])
        #expect(table.diagnostics.contains { $0.contains("Invalid batch update") && $0.contains("section 0 has 21 rows") })
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 21)
        table.reloadRows(at: [IndexPath(row: 99, section: 0)])
        #expect(table.diagnostics.contains { $0.contains("row 99 of section 0 reloaded, which does not exist") })
        table.layoutIfNeeded()
        #expect(mismatches(table, source).isEmpty)
    }

    @Test func reloadAndReconfigureReMeasureExactlyTheNamedRows() {
        let source = TextSource(sampleTexts(30))
        let table = makeTable(source)
        let measured = table.statistics.rowsMeasured
        source.sections[0][1] = "changed"
        source.sections[0][2] = String(repeating: "changed and longer ", count: 12)
        let cell2 = table.cellForRow(at: IndexPath(row: 2, section: 0))
        let before = Set(table.indexPathsForVisibleRows!)
        table.reloadRows(at: [IndexPath(row: 1, section: 0)])
        table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        table.layoutIfNeeded()
        // The two rows, and rows that came into view, were measured; no other.
        let arrived = Set(table.indexPathsForVisibleRows!).subtracting(before)
        #expect(table.statistics.rowsMeasured == measured + 2 + arrived.count)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell2)
        #expect(mismatches(table, source).isEmpty)
    }

    @Test func chatTablesKeepTheBottomStill() {
        let source = TextSource(sampleTexts(200))
        let table = makeTable(source)
        table.contentAnchor = .bottom
        table.scrollToRow(at: IndexPath(row: 199, section: 0), at: .bottom)
        table.layoutIfNeeded()
        let last = table.rectForRow(at: IndexPath(row: 199, section: 0))
        #expect(close(last.maxY - table.contentOffset.y, 600))
        // A new message arrives at the bottom and pushes the others up; history loaded
        // above changes nothing on screen.
        source.sections[0].append("a new message")
        table.insertRows(at: [IndexPath(row: 200, section: 0)])
        table.layoutIfNeeded()
        let newest = table.rectForRow(at: IndexPath(row: 200, section: 0))
        #expect(close(newest.maxY - table.contentOffset.y, 600))
        #expect(close(table.rectForRow(at: IndexPath(row: 199, section: 0)).maxY - table.contentOffset.y, 600 - newest.height))
        source.sections[0].insert(contentsOf: sampleTexts(30, seed: 9), at: 0)
        table.insertRows(at: (0..<30).map { IndexPath(row: $0, section: 0) })
        table.layoutIfNeeded()
        #expect(close(table.rectForRow(at: IndexPath(row: 230, section: 0)).maxY - table.contentOffset.y, 600))
        #expect(mismatches(table, source).isEmpty)
    }

    @Test func unregisteredIdentifierIsReportedByName() {
        let source = RowsSource(rows: 1, identifier: "Missing")
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.diagnostics.contains { $0.contains("\"Missing\"") })
        #expect(table.visibleCells.count == 1)
    }

    @Test func contentWithoutHeightFallsBackTo44WithAWarning() {
        final class Empty: TableViewCell {
            required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
                view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
            }
        }
        let source = RowsSource(rows: 2, identifier: "empty")
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(Empty.self, forCellReuseIdentifier: "empty")
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [44, 44])
        #expect(table.diagnostics.filter { $0.contains("height of zero") }.count == 1)
    }

    @Test func precomputedHeightsOnTwoThreadsEqualLazyOnes() {
        let texts = sampleTexts(400)
        let source = TextSource(texts)
        let table = makeTable(source)
        let count = table.precomputeRowHeights(threads: 2, makeCell: { TextCell() }, configure: { cell, path in
            (cell as! TextCell).label.text = texts[path.row]
        })
        #expect(count == 400)
        #expect((0..<400).allSatisfy { table.isHeightMeasured(at: IndexPath(row: $0, section: 0)) })
        let precomputed = (0..<400).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        let lazy = TextSource(texts)
        let other = makeTable(lazy)
        for row in stride(from: 0, to: 400, by: 5) {
            other.scrollToRow(at: IndexPath(row: row, section: 0), at: .top)
            other.layoutIfNeeded()
        }
        for row in 0..<400 where other.isHeightMeasured(at: IndexPath(row: row, section: 0)) {
            #expect(other.rectForRow(at: IndexPath(row: row, section: 0)).height == precomputed[row])
        }
        #expect(close(table.contentSize.height, CGFloat(precomputed.reduce(0, +))))
    }

    @Test func aMillionRowsScrollWithoutMeasuringThemAll() {
        let source = RowsSource(rows: 1_000_000, identifier: "text") { cell, path in
            (cell as! TextCell).label.text = "Row \(path.row)" + String(repeating: " and more", count: path.row % 7)
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 700))
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = source
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
        #expect(table.statistics.rowsMeasured < 200)
        #expect(table.contentSize.height > 1_000_000 * 40)
    }

    @Test func hidingAViewInAStackInsideAVisibleCellResizesItsRow() {
        final class StackCell: TableViewCell {
            let stack = StackView()
            let second = Label(text: "Second line")
            required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                stack.axis = .vertical
                stack.addArrangedSubview(Label(text: "First line"))
                stack.addArrangedSubview(second)
                stack.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stack)
                let margins = contentView.layoutMarginsGuide
                LayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: margins.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
            }
        }
        let source = RowsSource(rows: 3, identifier: "stack")
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        table.register(StackCell.self, forCellReuseIdentifier: "stack")
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! StackCell
        let before = cell.frame.height
        cell.second.isHidden = true
        table.layoutIfNeeded()
        #expect(cell.frame.height < before - 15)
        #expect(cell.frame.height == table.fittingHeight(for: { let c = StackCell(); c.second.isHidden = true; return c }()))
        #expect(close(table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minY, cell.frame.maxY))
    }
}
