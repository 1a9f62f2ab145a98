import Foundation
import Testing
import Typesetting
@testable import Declarative

/// Text: wraps to the proposed width, truncates to the proposed height and line
/// limit (at least one line), ideal size one unwrapped line.
@Suite struct TextLayoutTests {
    let long = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."

    @Test func idealSizeIsOneUnwrappedLine() {
        let line = Expect.text(long)
        #expect(line.lineCount == 1)
        #expect(Text(long).sizeThatFits(.unspecified) == Expect.size(line))
        // An infinite width is the same as an unspecified one.
        #expect(Text(long).sizeThatFits(ProposedViewSize(width: .infinity, height: nil)) == Expect.size(line))
    }

    @Test func wrapsToProposedWidth() {
        let wrapped = Expect.text(long, width: 120)
        #expect(wrapped.lineCount > 2)
        #expect(Text(long).sizeThatFits(ProposedViewSize(width: 120, height: nil)) == Expect.size(wrapped))
        #expect(Text(long).sizeThatFits(ProposedViewSize(width: 120, height: 1000)) == Expect.size(wrapped))
    }

    /// A height for two lines shows two lines, the second truncated.
    @Test func truncatesToProposedHeight() {
        let wrapped = Expect.text(long, width: 120)
        let twoLinesHeight = CGFloat(wrapped.lines[1].y + wrapped.lines[1].height)
        let two = Expect.text(long, width: 120, lines: 2)
        #expect(Text(long).sizeThatFits(ProposedViewSize(width: 120, height: twoLinesHeight + 1)) == Expect.size(two))
        let placed = elements(Text(long), ProposedViewSize(width: 120, height: twoLinesHeight + 1))
        guard case .text(let layout, let lines) = placed[0].content else { Issue.record("not text"); return }
        #expect(lines == 2)
        #expect(layout.isTruncated)
        // Less than a line still shows one line.
        let one = Expect.text(long, width: 120, lines: 1)
        #expect(Text(long).sizeThatFits(ProposedViewSize(width: 120, height: 3)) == Expect.size(one))
    }

    @Test func lineLimit() {
        let three = Expect.text(long, width: 100, lines: 3)
        #expect(Text(long).lineLimit(3).sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Expect.size(three))
        #expect(Text(long).lineLimit(nil).sizeThatFits(ProposedViewSize(width: 100, height: nil))
            == Expect.size(Expect.text(long, width: 100)))
    }

    /// Fonts: the environment's, the text's own first; Dynamic Type follows the size category.
    @Test func fontsAndSizeCategory() {
        #expect(Text("Hi").font(.caption).sizeThatFits(.unspecified) == Expect.size(Expect.text("Hi", font: .caption)))
        #expect(VStack { Text("Hi") }.font(.headline).sizeThatFits(.unspecified) == Expect.size(Expect.text("Hi", font: .headline)))
        var large = EnvironmentValues()
        large.sizeCategory = .accessibilityLarge
        let big = Expect.text("Hi", environment: large)
        #expect(big.size.height > Expect.text("Hi").size.height)
        #expect(Text("Hi").sizeThatFits(.unspecified, environment: large) == Expect.size(big))
        #expect(Text("Hi").environment(\.sizeCategory, .accessibilityLarge).sizeThatFits(.unspecified) == Expect.size(big))
        #expect(Text("Hi").dynamicTypeSize(.accessibility2).sizeThatFits(.unspecified) == Expect.size(big))
        let font = Declarative.Font.body.resolve(sizeCategory: .accessibilityLarge)
        #expect(font.pointSize == 33)  // body at AX2
    }

    @Test func colours() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let text = Text("Hi").foregroundColor(Color(.secondaryLabel)).attributedText(in: dark)
        #expect(text.runs[0].attributes.foregroundColor == Color(.secondaryLabel).platformColor.dark)
        let inherited = Text("Hi").attributedText(in: EnvironmentValues())
        #expect(inherited.runs[0].attributes.foregroundColor == RGBA.black)
    }
}


/// The module `Text` and the view `Text` side by side: qualified names reach each.
@Suite struct QualifiedNameTests {
    @Test func textModuleAndTextView() {
        let view: Declarative.Text = Text("Hi")
        let engineFont: Typesetting.Font = Declarative.Font.body.resolve(sizeCategory: .large)
        let selected: Typesetting.Font = Typesetting.Font.preferredFont(forTextStyle: .body)
        #expect(engineFont == selected)
        let attributed: Typesetting.AttributedText = view.attributedText(in: EnvironmentValues())
        #expect(attributed.runs[0].attributes.font == engineFont)
        #expect(Typesetting.TextLayout(attributed).size == Paragraph(attributed).layout(width: nil).size)
    }
}
