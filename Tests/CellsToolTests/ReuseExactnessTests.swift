import Demos
import Foundation
import Table
import Testing
import Typesetting
import Views

/// A reused cell measures exactly as a fresh one: nothing of a previous row's layout
/// reaches the next row's height. (Cause found: solver noise of 1e-13 pt left a
/// label offered 334.99999999999966 pt for its 335-pt line, which wrapped.)
@Suite struct ReuseExactnessTests {
    @Test(arguments: [(CGFloat(568), ContentSizeCategory.large), (320, .accessibilityExtraLarge)])
    func templateCellThroughManyRowsMatchesFreshCells(width: CGFloat, category: ContentSizeCategory) {
        let messages = ChatMessage.samples(1000)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        table.separatorStyle = .none
        table.traitOverrides.preferredContentSizeCategory = category
        let template = ChatCell()
        var wrong: [String] = []
        for row in 760..<840 {
            ChatDemo.configure(template, with: messages[row])
            let reused = table.fittingHeight(for: template)
            let fresh = ChatCell()
            ChatDemo.configure(fresh, with: messages[row])
            let expected = table.fittingHeight(for: fresh)
            if reused != expected { wrong.append("row \(row): \(reused) vs \(expected)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// The timeline's template cell goes through shapes (text, media, retweet row or
    /// not) and back, so its engine parks systems and takes them up again: every
    /// height and every frame inside matches a fresh cell's, bit for bit.
    @Test(arguments: [CGFloat(375), 768])
    func templateTweetCellThroughEveryShapeMatchesFreshCells(width: CGFloat) {
        let tweets = TimelineDemo.tweets(45)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        let template = TweetTableViewCell()
        func frames(_ cell: TableViewCell, height: CGFloat) -> [String] {
            cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
            cell.layoutIfNeeded()
            var result: [String] = []
            var stack: [View] = [cell]
            while let view = stack.popLast() {
                result.append("\(view.debugName) \(view.frame)")
                stack += view.subviews.reversed()
            }
            // Subview order may differ (a view inserted into a stack goes last), the frames may not.
            return result.sorted()
        }
        var wrong: [String] = []
        for (row, tweet) in tweets.enumerated() {
            template.update(viewModel: tweet)
            let reused = table.fittingHeight(for: template)
            let fresh = TweetTableViewCell()
            fresh.update(viewModel: tweet)
            let expected = table.fittingHeight(for: fresh)
            if reused != expected { wrong.append("row \(row): height \(reused) vs \(expected)") }
            let (a, b) = (frames(template, height: reused), frames(fresh, height: expected))
            if a != b { wrong.append("row \(row): \(a.difference(from: b))") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
