import Foundation
import Testing
import Typesetting
@testable import Declarative

/// Stacks: spacing, flexibility order, layout priority, spacers, alignment.
@Suite struct StackLayoutTests {
    /// HStack { Text("Hello"); Spacer(); Rectangle() } proposed 300×100.
    ///
    /// Spacing 8 + 8 leaves 284. Text is least flexible (ideal − minimum), so it goes
    /// first, offered 284 / 3, and takes its one-line width `t`. Spacer and rectangle
    /// are both infinitely flexible; in order, the spacer is offered (284 − t) / 2
    /// and takes it; the rectangle gets the rest, (284 − t) / 2. Heights: text its
    /// line, spacer 0, rectangle 100; stack 300 × 100, children centred vertically.
    @Test func textSpacerRectangle() {
        let hello = Expect.text("Hello")
        let t = CGFloat(hello.size.width), h = CGFloat(hello.size.height)
        let view = HStack {
            Text("Hello")
            Spacer()
            Rectangle()
        }
        #expect(view.sizeThatFits(ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: 100))
        let placed = elements(view, ProposedViewSize(width: 300, height: 100))
        #expect(placed.count == 2)  // the spacer draws nothing
        let share = (284 - t) / 2
        #expect(placed[0].frame == Expect.rect(0, (100 - h) / 2, t, h))
        #expect(placed[0].text == "Hello")
        #expect(placed[1].frame == Expect.rect(t + 8 + share + 8, 0, share, 100))
    }

    /// Equally flexible children (each takes any length) are served larger minimum
    /// first: a spacer's 50 points before two rectangles share the rest equally.
    @Test func equallyFlexibleChildrenServeTheLargerMinimumFirst() {
        let view = HStack(spacing: 0) {
            Rectangle()
            Spacer(minLength: 50)
            Rectangle()
        }
        let placed = elements(view, ProposedViewSize(width: 100, height: 10))
        #expect(placed.count == 2)
        #expect(placed[0].frame == Expect.rect(0, 0, 25, 10))
        #expect(placed[1].frame == Expect.rect(75, 0, 25, 10))
    }

    /// VStack's ideal size: widest child, heights plus 8 between each pair.
    @Test func vstackDefaultSpacingAndAlignment() {
        let a = Expect.size(Expect.text("A")), b = Expect.size(Expect.text("A longer line"))
        let view = VStack(alignment: .leading) {
            Text("A")
            Text("A longer line")
        }
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: b.width, height: a.height + 8 + b.height))
        let placed = elements(view, .unspecified)
        #expect(placed[0].frame == Expect.rect(0, 0, a.width, a.height))
        #expect(placed[1].frame == Expect.rect(0, a.height + 8, b.width, b.height))
        // Trailing alignment moves the short one right.
        let trailing = elements(VStack(alignment: .trailing) { Text("A"); Text("A longer line") }, .unspecified)
        #expect(trailing[0].frame == Expect.rect(b.width - a.width, 0, a.width, a.height))
    }

    /// The least flexible child goes first: HStack(spacing: 0) proposed 100 of a
    /// rectangle capped at 40 and a free one. The capped one (flexibility 40) is
    /// offered 50 and takes 40; the free one is offered the remaining 60.
    @Test func leastFlexibleFirst() {
        let view = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 40)
            Rectangle()
        }
        let placed = elements(view, ProposedViewSize(width: 100, height: 10))
        #expect(placed.map(\.frame) == [Expect.rect(0, 0, 40, 10), Expect.rect(40, 0, 60, 10)])
    }

    /// Layout priority: proposed 200, two rectangles with minimum widths 50 and 30.
    /// Equal priority: both infinitely flexible, offered 100 each. With priority 1
    /// on the first, it is offered 200 − 30 (the lower group's minimum) = 170 and
    /// the second gets the 30 left.
    @Test func layoutPriority() {
        let equal = HStack(spacing: 0) {
            Rectangle().frame(minWidth: 50)
            Rectangle().frame(minWidth: 30)
        }
        #expect(elements(equal, ProposedViewSize(width: 200, height: 10)).map(\.frame.width) == [100, 100])
        let prioritized = HStack(spacing: 0) {
            Rectangle().frame(minWidth: 50).layoutPriority(1)
            Rectangle().frame(minWidth: 30)
        }
        #expect(elements(prioritized, ProposedViewSize(width: 200, height: 10)).map(\.frame.width) == [170, 30])
    }

    /// A spacer is at least 8 (its default minimum length), even when the stack overflows.
    @Test func spacerMinimumLength() {
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 100)
            Spacer()
            Rectangle().frame(width: 100)
        }
        #expect(view.sizeThatFits(ProposedViewSize(width: 150, height: 10)).width == 208)
        #expect(view.sizeThatFits(ProposedViewSize(width: 300, height: 10)).width == 300)
        #expect(view.sizeThatFits(.unspecified).width == 208)
        let zero = HStack(spacing: 0) {
            Rectangle().frame(width: 100)
            Spacer(minLength: 0)
            Rectangle().frame(width: 100)
        }
        #expect(zero.sizeThatFits(ProposedViewSize(width: 150, height: 10)).width == 200)
        // In a VStack the spacer is vertical, and takes no width.
        #expect(VStack(spacing: 0) { Spacer() }.sizeThatFits(ProposedViewSize(width: 50, height: 40)) == CGSize(width: 0, height: 40))
    }

    /// Explicit spacing, bottom alignment, and the stack's cross size from its tallest child.
    @Test func explicitSpacingAndCrossAlignment() {
        let view = HStack(alignment: .bottom, spacing: 4) {
            Rectangle().frame(width: 10, height: 30)
            Rectangle().frame(width: 20, height: 10)
        }
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 34, height: 30))
        #expect(elements(view, .unspecified).map(\.frame) == [Expect.rect(0, 0, 10, 30), Expect.rect(14, 20, 20, 10)])
    }

    /// First-baseline alignment lines up the first baselines of texts of two sizes.
    @Test func baselineAlignment() {
        let big = Expect.text("Big", font: .largeTitle), small = Expect.text("small", font: .caption)
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }
        let bigFirst = CGFloat(big.firstBaseline), smallFirst = CGFloat(small.firstBaseline)
        #expect(view.sizeThatFits(.unspecified).height
            == max(bigFirst, smallFirst) + max(CGFloat(big.size.height) - bigFirst, CGFloat(small.size.height) - smallFirst))
        let placed = elements(view, .unspecified)
        let drop = CGFloat(big.firstBaseline - small.firstBaseline)
        #expect(abs(placed[1].frame.minY - Expect.px(drop)) < 1e-9)
        #expect(abs((placed[0].frame.minY + CGFloat(big.firstBaseline)) - (placed[1].frame.minY + CGFloat(small.firstBaseline))) < 0.34)
    }

    /// ZStack: the largest child's size; others aligned in it.
    @Test func zstack() {
        let view = ZStack(alignment: .bottomTrailing) {
            Rectangle().frame(width: 40, height: 30)
            Rectangle().frame(width: 10, height: 10)
        }
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 40, height: 30))
        #expect(elements(view, .unspecified).map(\.frame) == [Expect.rect(0, 0, 40, 30), Expect.rect(30, 20, 10, 10)])
    }

    /// A Divider in a VStack is a one-pixel horizontal line as wide as offered.
    @Test func divider() {
        let view = VStack(spacing: 0) {
            Rectangle().frame(height: 10)
            Divider()
        }
        #expect(view.sizeThatFits(ProposedViewSize(width: 80, height: nil)) == CGSize(width: 80, height: 10 + 1.0 / 3))
    }
}
