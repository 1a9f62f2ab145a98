import Foundation
import Table
import Typesetting
import Views

/// Seed 001's `TweetTableViewCell`: the tweet's content (``TweetCellContent``) in the
/// cell's content view, following the cell's margins.
public final class TweetTableViewCell: TableViewCell {
    let tweet = TweetCellContent(viewModel: SampleModel.textOnly)

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        tweet.translatesAutoresizingMaskIntoConstraints = false
        tweet.layoutMargins = .zero
        tweet.preservesSuperviewLayoutMargins = true
        contentView.addSubview(tweet)
        LayoutConstraint.activate([
            tweet.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            tweet.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            tweet.topAnchor.constraint(equalTo: contentView.topAnchor),
            tweet.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    /// Shows a tweet, adding or removing the text and media views (the article's `update(viewModel:)`).
    public func update(viewModel: Tweet.ViewModel) {
        tweet.update(viewModel: viewModel)
    }
}

/// Seed 001's timeline: the sample tweets in a diffable data source.
public enum TimelineDemo {
    static let cellId = "tweetCell"

    /// The article's fifteen tweets, cycled (each copy a new identity) to `rows`.
    public static func tweets(_ rows: Int) -> [Tweet.ViewModel] {
        (0..<rows).map { index in
            let tweet = SampleModel.tweets[index % SampleModel.tweets.count]
            return index < SampleModel.tweets.count ? tweet : tweet.copy(number: index)
        }
    }

    /// Fills `tableView` with `rows` tweets through a diffable data source, which it
    /// returns: keep it alive (the table holds its data source weakly).
    public static func install(in tableView: TableView, rows: Int = 15) -> AnyObject {
        tableView.register(TweetTableViewCell.self, forCellReuseIdentifier: cellId)
        let dataSource = TableViewDiffableDataSource<Int, Tweet.ViewModel>(tableView: tableView) { tableView, indexPath, tweet in
            let cell = tableView.dequeueReusableCell(withIdentifier: cellId, for: indexPath) as! TweetTableViewCell
            cell.update(viewModel: tweet)
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Tweet.ViewModel>()
        snapshot.appendSections([0])
        snapshot.appendItems(tweets(rows), toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        return dataSource
    }
}
