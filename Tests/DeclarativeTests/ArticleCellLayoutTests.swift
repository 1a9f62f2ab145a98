import Demos
import Foundation
import Testing
import Typesetting
@testable import Declarative

/// Seed 000's cells laid out at phone widths, with the numbers worked out by hand
/// from the texts' measured sizes.
@Suite struct ArticleCellLayoutTests {
    /// CellView at width w, height unspecified (what a self-sizing cell asks), as the
    /// article writes it: `HStack { bar + texts .padding(vertical 10); Spacer() }` with
    /// 10 on the sides. The outer stack has w − 20 less 8 of spacing; the padded row
    /// is less flexible than the spacer and goes first, offered half of that, s =
    /// (w − 28) / 2, as SwiftUI's stack offers it; the bar takes 2, the texts wrap at
    /// s − 12. The spacer takes the rest, so the stack fills the width; the row is
    /// h₁ + 4 + h₂ + 20 high, the bar (height unspecified) 10 high, centred.
    @Test(arguments: [320.0, 375, 414])
    func cellView(width: Double) {
        let w = CGFloat(width)
        let s = (w - 28) / 2
        let content = "Title Title Title "
        let repeated = String(repeating: content + " ", count: 12)
        let title = Expect.text(content, width: s - 12), detail = Expect.text(repeated, font: .caption, width: s - 12)
        let h1 = CGFloat(title.size.height), h2 = CGFloat(detail.size.height)
        let view = CellView(content: content, numberOfRepetitions: 12)
        let size = view.sizeThatFits(ProposedViewSize(width: w, height: nil))
        #expect(abs(size.width - w) < 1e-9 && abs(size.height - (h1 + 4 + h2 + 20)) < 1e-9, "\(size)")
        #expect(detail.lineCount > 1)
        let placed = elements(view, ProposedViewSize(width: w, height: nil))
        #expect(placed.count == 3)
        #expect(placed[0].frame == Expect.rect(10, 10 + (h1 + 4 + h2 - 10) / 2, 2, 10))
        #expect(placed[1].frame == Expect.rect(22, 10, CGFloat(title.size.width), h1))
        #expect(placed[2].frame == Expect.rect(22, 10 + h1 + 4, CGFloat(detail.size.width), h2))
        #expect(placed[0].content == .shape(.rectangle, fill: Color(.opaqueSeparator).platformColor, stroke: nil))
    }

    /// ComplicatedCellView: its ideal height at a width is finite (the flexible
    /// frame takes the content's ideal height), its parts are all drawn, and
    /// nothing is reported.
    @Test func complicatedCellView() {
        let graph = ViewGraph(rootView: ComplicatedCellView(value: 7))
        let size = graph.sizeThatFits(ProposedViewSize(width: 375, height: nil))
        let tap = Expect.text("Tap me!")
        // Inner VStack: top row at least 100 (minHeight), button text, 5 below, 8 between;
        // padding 16 around.
        let text = Expect.text(String(repeating: "Value ", count: 7) + "7", width: 375)
        #expect(size.height >= 100 + 8 + CGFloat(tap.size.height) + 5 + 32)
        #expect(size.height.isFinite && text.lineCount >= 1)
        #expect(graph.diagnostics.isEmpty)
        let tree = graph.resolve(ProposedViewSize(width: 375, height: size.height))
        let all = tree.flattened
        #expect(all.filter { $0.text != nil }.count == 2)
        let borders = all.filter { if case .shape(_, nil, _?) = $0.content { true } else { false } }
        #expect(borders.count == 2)
        #expect(borders.last?.frame == Expect.rect(0, 0, 375, size.height))
    }

    /// ComplicatedCellView(value: 7) at width 375, height unspecified, by hand.
    ///
    /// Padding 16 leaves 343 for the bordered VStack; its HStack loses 16 to
    /// spacing: 327. Flexibilities: the left VStack is 50 wide whatever it is offered
    /// (0); the right VStack from 50 to its text's one-line width (finite); the blue
    /// rectangle with `minWidth: 100` from 100 to ∞. So: left offered 327 / 3, takes
    /// 50; right offered 277 / 2 = 138.5, its text wraps there (width t, height h),
    /// it takes max(50, t); blue takes the rest, 277 − max(50, t).
    /// Heights (unspecified proposals): left 50 + 8 + 50 + 8 + 8 (spacer) = 124,
    /// over `minHeight: 100`: 124; right h + 8 + 50 + 8 + 8; blue 10. The row is
    /// the tallest; then 8, the button's text and 5 below it; 16 above and below.
    @Test func complicatedCellViewByHand() {
        let text = Expect.text(String(repeating: "Value ", count: 7) + "7", width: 138.5)
        let tap = Expect.text("Tap me!")
        let t = CGFloat(text.size.width), h = CGFloat(text.size.height)
        let right = max(50, t), blue = 277 - right
        let row = max(124, h + 74)
        let height = row + 8 + CGFloat(tap.size.height) + 5 + 32
        let view = ComplicatedCellView(value: 7)
        #expect(view.sizeThatFits(ProposedViewSize(width: 375, height: nil)) == CGSize(width: 375, height: height))
        let placed = elements(view, ProposedViewSize(width: 375, height: nil))
        let blueRect = placed.first { $0.content == .shape(.rectangle, fill: Color.blue.platformColor, stroke: nil) }
        #expect(blueRect?.frame == Expect.rect(16 + 50 + 8, 16 + (row - 10) / 2, blue, 10))
        let value = placed.first { $0.text?.hasPrefix("Value") == true }
        #expect(value?.frame == Expect.rect(16 + 50 + 8 + blue + 8 + (right - t) / 2, 16 + (row - (h + 74)) / 2, t, h))
        let button = placed.first { $0.text == "Tap me!" }
        #expect(button?.frame == Expect.rect((375 - CGFloat(tap.size.width)) / 2, 16 + row + 8, CGFloat(tap.size.width),
                                             CGFloat(tap.size.height)))
    }
}
