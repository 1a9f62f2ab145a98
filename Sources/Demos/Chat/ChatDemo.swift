import Foundation
import Table
import Typesetting
import Views

/// One chat message of seed 002's chat: who, when, and text of any length.
public struct ChatMessage: Hashable, Sendable {
    public let title: String
    public let text: String
    public let author: String

    /// `count` messages of nonsense Latin, deterministic, from one word to several paragraphs.
    public static func samples(_ count: Int) -> [ChatMessage] {
        let words = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore "
            + "et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea "
            + "commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur")
            .split(separator: " ").map(String.init)
        let authors = ["Brad Howes", "Ada", "Grace Hopper", "Linus"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        return (0..<count).map { index in
            let length = [1, 3, 8, 15, 30, 60, 120][next(7)] + next(5)
            var text = (0..<length).map { _ in words[next(words.count)] }.joined(separator: " ")
            text = text.prefix(1).uppercased() + text.dropFirst() + "."
            let author = authors[next(authors.count)]
            return ChatMessage(title: "\(author) · \(9 + index / 60 % 12):\(String(format: "%02d", index % 60))",
                               text: text, author: author)
        }
    }
}

/// Seed 002's chat cell: an avatar, a heading, and the message in a ``FullTextView``
/// bubble as wide as its text (up to the margin), as tall as the text needs.
public final class ChatCell: TableViewCell {
    let avatar = ImageView()
    let heading = Label()
    let content = FullTextView()

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.accessibilityIdentifier = "avatar"
        heading.accessibilityIdentifier = "heading"
        content.accessibilityIdentifier = "content"
        heading.font = .preferredFont(forTextStyle: .subheadline)
        heading.textColor = .secondaryLabel
        heading.adjustsFontForContentSizeCategory = true
        content.font = .preferredFont(forTextStyle: .body)
        content.adjustsFontForContentSizeCategory = true
        content.textContainerInset = EdgeInsets(top: 8, left: 7, bottom: 8, right: 7)
        content.backgroundColor = .secondarySystemBackground
        content.layer.cornerRadius = 14
        for view in [avatar, heading, content] as [View] { view.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(avatar)
        contentView.addSubview(heading)
        contentView.addSubview(content)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 36),
            avatar.heightAnchor.constraint(equalToConstant: 36),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            heading.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 10),
            heading.topAnchor.constraint(equalTo: margins.topAnchor),
            heading.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            content.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
            content.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 4),
            content.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// Shows a message (the article's `setup(content:)`), returning the cell.
    @discardableResult
    public func setup(content message: ChatMessage) -> ChatCell {
        heading.text = message.title
        content.text = message.text
        avatar.image = .initials(for: message.author, side: 36)
        return self
    }
}

/// Seed 002's chat: a thousand rows of wrapping text, sized by either strategy.
public enum ChatDemo {
    public enum Strategy: String, CaseIterable, Sendable {
        /// Estimated heights, measured as rows appear (the default of the table).
        case estimated
        /// Every height measured up front on two threads, one template cell each.
        case precomputed
    }

    /// Fills `tableView` with `rows` messages; keep the returned object alive (it is the
    /// data source). With ``Strategy/precomputed`` call `precomputeHeights()` on it
    /// again after the table's width or text size changes (seed 002 does so on rotation).
    public static func install(in tableView: TableView, rows: Int = 1000, strategy: Strategy) -> AnyObject {
        let source = ChatDataSource(messages: ChatMessage.samples(rows), strategy: strategy, tableView: tableView)
        tableView.register(ChatCell.self, forCellReuseIdentifier: ChatDataSource.cellId)
        tableView.separatorStyle = .none
        tableView.estimatedRowHeight = 80
        tableView.dataSource = source
        tableView.delegate = source
        if strategy == .precomputed && tableView.bounds.width > 0 { source.precomputeHeights(in: tableView) }
        return source
    }

    /// Configures a cell for a row, as the data source does (for template cells).
    public static func configure(_ cell: TableViewCell, with message: ChatMessage) {
        (cell as! ChatCell).setup(content: message)
    }
}

/// The chat's data source and delegate (seed 002's `VariableHeightTableController`
/// parts): rows come from the messages, heights from a ``HeightCalculationStrategy``
/// through `tableView(_:heightForRowAt:)`.
public final class ChatDataSource: TableViewDataSource, TableViewDelegate {
    static let cellId = "chat"
    public let messages: [ChatMessage]
    public let strategy: ChatDemo.Strategy
    /// The strategy answering `heightForRowAt`: cached for ``ChatDemo/Strategy/precomputed``,
    /// estimated otherwise.
    public let heightCalculationStrategy: any HeightCalculationStrategy

    init(messages: [ChatMessage], strategy: ChatDemo.Strategy, tableView: TableView) {
        self.messages = messages
        self.strategy = strategy
        heightCalculationStrategy = strategy == .precomputed
            ? CachedHeightCalculationStrategy(tableView: tableView, dataSource: messages)
            : EstimatedHeightCalculationStrategy(tableView: tableView, dataSource: messages)
    }

    /// Calculates every height now, on `threads` threads (the cached strategy; the
    /// estimated one calculates as rows are asked for). Returns the rows measured.
    @discardableResult
    public func precomputeHeights(in tableView: TableView, threads: Int = 2) -> Int {
        heightCalculationStrategy.cellWidth = tableView.bounds.width
        guard let cached = heightCalculationStrategy as? CachedHeightCalculationStrategy else { return 0 }
        cached.threads = threads
        let count = cached.calculateAll()
        tableView.reloadData()
        return count
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ChatDataSource.cellId, for: indexPath) as! ChatCell
        return cell.setup(content: messages[indexPath.row])
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        // The article's controller sets `cellWidth` when the view appears and after a
        // rotation; following the table's width here keeps every height fresh without it.
        if heightCalculationStrategy.cellWidth != tableView.bounds.width { heightCalculationStrategy.cellWidth = tableView.bounds.width }
        return heightCalculationStrategy.getHeight(for: messages[indexPath.row], at: indexPath)
    }
}
