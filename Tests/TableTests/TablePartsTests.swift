import Foundation
import Testing
import Typesetting
import Views
@testable import Table

/// The table's parts on their own: the height bookkeeping and the reuse pool.
@Suite struct RowHeightsTests {
    let key = MeasurementKey(rowWidth: 375, traits: TraitCollection(), margins: .zero, safeArea: .zero,
                             separatorHeight: 1.0 / 3, separatorInset: .zero)

    @Test func measuredOnlyInTheGenerationOfTheCurrentKey() {
        var heights = RowHeights()
        heights.reset(estimates: [44, 44, 44], key: key)
        #expect(heights.total == 132 && !heights.isMeasured(1))
        heights.record(1, height: 80)
        #expect(heights.isMeasured(1) && heights.total == 168 && heights.offset(of: 2) == 124)
        // The same key changes nothing; another makes every height stale at once.
        let same = heights.adopt(key)
        #expect(!same)
        #expect(heights.isMeasured(1))
        var wider = key
        wider.rowWidth = 414
        let changed = heights.adopt(wider)
        #expect(changed)
        #expect(!heights.isMeasured(1) && heights.height(1) == 80)
        heights.restoreEstimates([44, 50, 44])
        #expect(heights.height(1) == 50 && heights.total == 138)
    }

    @Test func invalidatingStalesEverythingUntilTheNextKey() {
        var heights = RowHeights()
        heights.reset(estimates: [10, 20], key: key)
        heights.record(0, height: 12)
        heights.invalidateAll()
        #expect(!heights.isMeasured(0) && heights.key == nil)
        let adopted = heights.adopt(key)
        #expect(adopted)
        heights.record(1, height: 25)
        #expect(!heights.isMeasured(0) && heights.isMeasured(1))
    }

    @Test func remapKeepsContinuingItemsAndTheirState() {
        var heights = RowHeights()
        heights.reset(estimates: [10, 20, 30], key: key)
        heights.record(0, height: 11)
        heights.record(2, height: 33)
        // New items: old 2, a new one, old 0 (reloaded).
        heights.remap(from: [2, nil, 0], reloaded: [0], estimates: [0, 44, 0])
        #expect(heights.count == 3)
        #expect(heights.height(0) == 33 && heights.isMeasured(0))
        #expect(heights.height(1) == 44 && !heights.isMeasured(1))
        #expect(heights.height(2) == 11 && !heights.isMeasured(2))
    }

    @Test func learningAsksToReestimateAsTheSampleDoubles() {
        var heights = RowHeights()
        let asks = (1...16).map { heights.learn(CGFloat($0)) }
        #expect(asks.enumerated().filter(\.element).map { $0.offset + 1 } == [4, 8, 16])
        #expect(heights.learned.count == 16 && heights.learned.sum == 136)
    }
}

@Suite struct ReusePoolTests {
    @Test func cellsComeBackLastInFirstOutAfterPrepareForReuse() {
        var pool = ReusePool()
        let unregistered = pool.dequeueCell("text")
        #expect(unregistered == nil)
        pool.register(TextCell.self, for: "text")
        let (first, isNew) = pool.dequeueCell("text")!
        let (second, _) = pool.dequeueCell("text")!
        #expect(isNew && first !== second)
        let queued = pool.enqueue(first) && pool.enqueue(second)
        #expect(queued)
        #expect(first.isHidden && pool.waitingCellCount == 2)
        let (again, reused) = pool.dequeueCell("text")!
        #expect(again === second && !reused && (again as! TextCell).prepared == 1)
    }

    @Test func preparedViewsComeBackInItemOrder() {
        var pool = ReusePool()
        let views = (0..<5).map { _ in View() }
        for item in [40, 3, 17, 0, 9] { pool.setPrepared(views[[40, 3, 17, 0, 9].firstIndex(of: item)!], for: item) }
        #expect(pool.prepared(17) === views[2])
        let taken = pool.takePrepared(17)
        #expect(taken === views[2] && pool.prepared(17) == nil)
        let all = pool.takeAllPrepared()
        #expect(all.map { ObjectIdentifier($0) } == [3, 1, 4, 0].map { ObjectIdentifier(views[$0]) })
        let none = pool.takeAllPrepared()
        #expect(none.isEmpty)
    }

    @Test func viewsWithoutAPoolAreRefused() {
        var pool = ReusePool()
        let plain = pool.enqueue(View())
        let anonymous = pool.enqueue(TableViewCell(style: .default, reuseIdentifier: nil))
        let identified = pool.enqueue(TableViewHeaderFooterView(reuseIdentifier: "header"))
        #expect(!plain && !anonymous && identified)
        pool.register(TableViewHeaderFooterView.self, for: "header")
        let header = pool.dequeueHeaderFooter("header")
        #expect(header != nil)
    }

    /// A table without estimates measures every row with the one pooled cell, never a
    /// cell per row, and keeps only the screen's cells afterwards.
    @Test func measuringEveryRowUpFrontHoldsOneCellAtATime() {
        let source = RowsSource(rows: 2_000, identifier: "text") { cell, path in
            (cell as! TextCell).label.text = sampleTexts(1, seed: path.row)[0]
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.estimatedRowHeight = 0
        table.dataSource = source
        table.layoutIfNeeded()
        #expect((0..<2_000).allSatisfy { table.isHeightMeasured(at: IndexPath(row: $0, section: 0)) })
        #expect(table.statistics.cellsCreated <= table.visibleCells.count + 2)
        #expect(table.visibleCells.count + table.reusePoolCount <= table.statistics.cellsCreated)
    }

    /// With template cells, a table without estimates measures the rows it does not show
    /// on two threads, never through the data source, to the heights the data source's
    /// cells give; rows with a height from the delegate keep it. After a width change,
    /// every height is measured again the same way.
    @Test func templateCellsMeasureTheRowsATableDoesNotShow() {
        final class Fixed: TableViewDelegate {
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row % 100 == 7 ? 30 : TableView.automaticDimension
            }
        }
        let rows = 2_000
        var configured = 0
        let source = RowsSource(rows: rows, identifier: "text") { cell, path in
            configured += 1
            (cell as! TextCell).label.text = sampleTexts(1, seed: path.row)[0]
        }
        let fixed = Fixed()
        func table(templates: Bool) -> TableView {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
            table.register(TextCell.self, forCellReuseIdentifier: "text")
            table.estimatedRowHeight = 0
            if templates {
                table.templateCells = TableView.TemplateCells(threads: 2, makeCell: { TextCell() }, configure: { cell, path in
                    (cell as! TextCell).label.text = sampleTexts(1, seed: path.row)[0]
                })
            }
            table.delegate = fixed
            table.dataSource = source
            table.layoutIfNeeded()
            return table
        }
        func heights(_ table: TableView) -> [CGFloat] {
            (0..<rows).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        }
        let pooled = table(templates: false)
        #expect(configured >= rows - rows / 100)
        configured = 0
        let templated = table(templates: true)
        #expect(configured == templated.visibleCells.count)
        #expect((0..<rows).allSatisfy { templated.isHeightMeasured(at: IndexPath(row: $0, section: 0)) })
        #expect(templated.statistics.rowsMeasured >= rows)
        let expected = heights(pooled)
        #expect(heights(templated) == expected)
        #expect(expected[7] == 30 && expected[1_907] == 30)
        #expect(Set(expected).count > 5)
        for table in [pooled, templated] {
            table.frame.size.width = 320
            table.layoutIfNeeded()
        }
        #expect(heights(templated) == heights(pooled))
        #expect(heights(templated) != expected)
    }
}
