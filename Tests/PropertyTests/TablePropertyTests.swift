import CellsTool
import Demos
import Foundation
import PropertyBased
import Table
import Testing
import Views

/// What the table promises, checked on generated inputs: a row's height depends on
/// its content, the width and the text size alone, never on how the table got there
/// (the scroll path, the threads that measured it, the rows a reused cell showed
/// before, or whether a snapshot was applied as a difference or reloaded).
@Suite struct TablePropertyTests {
    static let widths: [CGFloat] = [320, 375, 414, 768]

    /// The heights of the feed's first `rows` rows, each from a fresh cell.
    func freshHeights(_ session: ScrollSession, rows: Int) -> [CGFloat] {
        (0..<rows).map { session.freshHeight(at: IndexPath(row: $0, section: 0)) }
    }

    @Test func heightsDoNotDependOnTheScrollPath() async {
        await propertyCheck(count: 12, input: Gen.int(in: 0...3), Gen.int(in: 0...6_000).array(of: 1...6)) { width, offsets in
            let session = ScrollSession(demo: TableDemo.named("feed")!, rows: 60, width: Self.widths[width], height: 700)
            for offset in offsets {
                session.table.contentOffset.y = CGFloat(offset)
                session.table.layoutIfNeeded()
            }
            #expect(session.allHeights() == freshHeights(session, rows: 60), "width \(Self.widths[width]), offsets \(offsets)")
        }
    }

    @Test func heightsDoNotDependOnTheThreadCount() async {
        let reference = ScrollSession(demo: TableDemo.named("feed")!, rows: 90, width: 375, height: 700, layout: false)
            .precomputedHeights(threads: 1)
        await propertyCheck(count: 8, input: Gen.int(in: 2...7)) { threads in
            let session = ScrollSession(demo: TableDemo.named("feed")!, rows: 90, width: 375, height: 700, layout: false)
            #expect(session.precomputedHeights(threads: threads) == reference, "\(threads) threads")
        }
    }

    /// One template cell configured for rows in any order (shapes parked and taken up
    /// again by its layout engine) measures every row as a fresh cell does.
    @Test func aTemplateCellMeasuresAsFreshCells() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...3), Gen.int(in: 0...5_000).array(of: 2...25)) { width, rows in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: Self.widths[width], height: 700))
            table.traitOverrides.horizontalSizeClass = Self.widths[width] >= 768 ? .regular : .compact
            let feed = FeedGenerator(seed: 3)
            let template = TweetTableViewCell()
            for row in rows {
                template.update(viewModel: feed.tweet(at: row))
                let fresh = TweetTableViewCell()
                fresh.update(viewModel: feed.tweet(at: row))
                #expect(table.fittingHeight(for: template) == table.fittingHeight(for: fresh), "row \(row) after \(rows)")
            }
        }
    }

    /// A cell whose text is its item's number written out as many times as the item
    /// says: items of different heights.
    final class NumberCell: TableViewCell {
        func show(_ item: Int) {
            textLabel?.numberOfLines = 0
            textLabel?.text = Array(repeating: "Item \(item)", count: 1 + item % 9).joined(separator: " ")
        }
    }

    func table(showing items: [[Int]], steps: [[[Int]]], width: CGFloat) -> (TableView, AnyObject) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        table.register(NumberCell.self, forCellReuseIdentifier: "n")
        let source = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "n", for: path) as! NumberCell
            cell.show(item)
            return cell
        }
        for (index, sections) in ([items] + steps).enumerated() {
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections(Array(0..<sections.count))
            for (section, rows) in sections.enumerated() { snapshot.appendItems(rows, toSection: section) }
            if index == 0 || steps.isEmpty {
                source.applySnapshotUsingReloadData(snapshot)
            } else {
                source.apply(snapshot, animatingDifferences: true)
            }
            table.layoutIfNeeded()
        }
        return (table, source)
    }

    /// Items 0..<200 split into sections, each item at most once.
    static let sections = Gen.int(in: 0...199).array(of: 0...30).array(of: 1...3).map { sections in
        var seen = Set<Int>()
        return sections.map { $0.filter { seen.insert($0).inserted } }
    }

    @Test func applyingSnapshotsEqualsReloadingTheLast() async {
        await propertyCheck(count: 15, input: Self.sections, Self.sections.array(of: 1...3), Gen.int(in: 0...3)) { first, steps, width in
            let (applied, keepApplied) = table(showing: first, steps: steps, width: Self.widths[width])
            let (reloaded, keepReloaded) = table(showing: steps.last!, steps: [], width: Self.widths[width])
            let rows = { (table: TableView) in
                (0..<table.numberOfSections).flatMap { s in (0..<table.numberOfRows(inSection: s)).map { IndexPath(row: $0, section: s) } }
            }
            #expect(rows(applied) == rows(reloaded))
            for path in rows(reloaded) { _ = applied.rectForRow(at: path) }
            applied.estimatedRowHeight = 0
            reloaded.estimatedRowHeight = 0
            applied.layoutIfNeeded()
            reloaded.layoutIfNeeded()
            #expect(rows(applied).map(applied.rectForRow) == rows(reloaded).map(reloaded.rectForRow))
            #expect(applied.contentSize == reloaded.contentSize)
            withExtendedLifetime((keepApplied, keepReloaded)) {}
        }
    }
}
