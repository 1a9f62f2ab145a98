import Foundation
import Table
import Views

/// A timeline of distinct tweets (``FeedGenerator``) in seed 001's tweet cells, for
/// measuring tables as real feeds fill them: no row repeats another's text.
public enum FeedDemo {
    /// Fills `tableView` with `rows` generated tweets; keep the returned data source
    /// alive (the table holds it weakly).
    public static func install(in tableView: TableView, rows: Int, generator: FeedGenerator = FeedGenerator()) -> AnyObject {
        tableView.register(TweetTableViewCell.self, forCellReuseIdentifier: FeedDataSource.cellId)
        let source = FeedDataSource(generator: generator, rows: rows)
        tableView.dataSource = source
        // Rows come from the seed alone, so template cells on other threads can make any
        // row's cell just as the data source does.
        tableView.templateCells = source.templateCells()
        return source
    }
}

/// The feed's data source: rows made on demand from the generator, so a million
/// rows hold nothing but their count.
public final class FeedDataSource: TableViewDataSource {
    static let cellId = "tweetCell"
    public let generator: FeedGenerator
    public let rows: Int

    init(generator: FeedGenerator, rows: Int) {
        self.generator = generator
        self.rows = rows
    }

    /// Template cells that set up a row's cell as ``tableView(_:cellForRowAt:)`` does.
    public func templateCells(threads: Int = 2) -> TableView.TemplateCells {
        let generator = self.generator
        return TableView.TemplateCells(threads: threads, makeCell: { TweetTableViewCell() }, configure: { cell, path in
            (cell as! TweetTableViewCell).update(viewModel: generator.tweet(at: path.row))
        })
    }

    /// Measures every row now on `threads` threads, one template cell each.
    @discardableResult
    public func precomputeHeights(in tableView: TableView, threads: Int = 2) -> Int {
        let templates = templateCells(threads: threads)
        return tableView.precomputeRowHeights(threads: threads, makeCell: templates.makeCell, configure: templates.configure)
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellId, for: indexPath) as! TweetTableViewCell
        cell.update(viewModel: generator.tweet(at: indexPath.row))
        return cell
    }
}
