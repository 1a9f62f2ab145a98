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
}
