import Foundation
import Table
import Views

/// A table screen of the seeds that tools can fill, scroll and check: `cells scroll`
/// and `cells heights` drive these.
public struct TableDemo: Sendable {
    public let name: String
    public let summary: String
    /// Fills a table with about `rows` rows; returns what must stay alive (the data source).
    public let install: @Sendable (TableView, Int) -> AnyObject
    /// A new cell, not in any table, configured for a row as the data source would:
    /// its fitting height is what the row's height must be.
    public let freshCell: @Sendable (AnyObject, IndexPath) -> TableViewCell
    /// Measures every row up front with `precomputeRowHeights` on the given number of
    /// threads (one template cell each), given the table and what `install` returned;
    /// nil for a demo whose rows need more than one kind of cell.
    public var precompute: (@Sendable (TableView, AnyObject, Int) -> Int)? = nil
}

extension TableDemo {
    /// The table demos by name.
    public static let all: [TableDemo] = [
        TableDemo(name: "timeline", summary: "seed 001: the sample tweets in a diffable data source, cycled",
                  install: { TimelineDemo.install(in: $0, rows: $1) },
                  freshCell: { source, path in
                      let tweets = source as! TableViewDiffableDataSource<Int, Tweet.ViewModel>
                      let cell = TweetTableViewCell()
                      cell.update(viewModel: tweets.itemIdentifier(for: path)!)
                      return cell
                  },
                  precompute: { table, source, threads in
                      let tweets = (source as! TableViewDiffableDataSource<Int, Tweet.ViewModel>).snapshot().itemIdentifiers
                      return table.precomputeRowHeights(threads: threads, makeCell: { TweetTableViewCell() },
                                                        configure: { cell, path in
                                                            (cell as! TweetTableViewCell).update(viewModel: tweets[path.row])
                                                        })
                  }),
        TableDemo(name: "feed", summary: "a timeline of distinct generated tweets (text, emoji, CJK, RTL, media), made on demand",
                  install: { FeedDemo.install(in: $0, rows: $1) },
                  freshCell: { source, path in
                      let cell = TweetTableViewCell()
                      cell.update(viewModel: (source as! FeedDataSource).generator.tweet(at: path.row))
                      return cell
                  },
                  precompute: { table, source, threads in (source as! FeedDataSource).precomputeHeights(in: table, threads: threads) }),
        TableDemo(name: "chat", summary: "seed 002: wrapping messages, heights estimated then measured",
                  install: { ChatDemo.install(in: $0, rows: $1, strategy: .estimated) },
                  freshCell: chatCell, precompute: chatPrecompute),
        TableDemo(name: "hosting", summary: "seed 000: declarative cells hosted in table cells",
                  install: { HostingDemo.install(in: $0, rows: $1) },
                  freshCell: { _, path in HostingDemo.freshCell(row: path.row) }),
        TableDemo(name: "chat-precomputed", summary: "seed 002: every height measured up front on two threads",
                  install: { ChatDemo.install(in: $0, rows: $1, strategy: .precomputed) },
                  freshCell: chatCell, precompute: chatPrecompute),
    ]

    public static func named(_ name: String) -> TableDemo? { all.first { $0.name == name } }

    private static func chatPrecompute(_ table: TableView, _ source: AnyObject, _ threads: Int) -> Int {
        (source as! ChatDataSource).precomputeHeights(in: table, threads: threads)
    }

    private static func chatCell(_ source: AnyObject, _ path: IndexPath) -> TableViewCell {
        let cell = ChatCell()
        ChatDemo.configure(cell, with: (source as! ChatDataSource).messages[path.row])
        return cell
    }
}
