import Foundation
import Testing
import Typesetting
@testable import Declarative

/// Frames, fixed size, padding, aspect ratio, offset and shapes.
@Suite struct FrameTests {
    /// Shapes take the proposal; unspecified dimensions are 10.
    @Test func shapesTakeTheProposal() {
        #expect(Rectangle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Rectangle().sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 10))
        #expect(Color.red.sizeThatFits(ProposedViewSize(width: 0, height: .infinity)) == CGSize(width: 0, height: CGFloat.infinity))
        // A circle's element is the square centred in its frame.
        let circle = elements(Circle().fill(Color.red), ProposedViewSize(width: 30, height: 40))
        #expect(circle[0].frame == CGRect(x: 0, y: 5, width: 30, height: 30))
    }

    /// A fixed frame proposes its size and centres the child.
    @Test func fixedFrame() {
        let hi = Expect.size(Expect.text("Hi"))
        let view = Text("Hi").frame(width: 100, height: 50)
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 100, height: 50))
        #expect(elements(view, .unspecified)[0].frame == Expect.rect((100 - hi.width) / 2, (50 - hi.height) / 2, hi.width, hi.height))
        // Only the width fixed: the height is the child's.
        #expect(Rectangle().frame(width: 20).sizeThatFits(ProposedViewSize(width: 300, height: 7)) == CGSize(width: 20, height: 7))
        let topLeading = elements(Text("Hi").frame(width: 100, height: 50, alignment: .topLeading), .unspecified)
        #expect(topLeading[0].frame.origin == .zero)
    }

    /// Flexible frames: max(min, min(child, proposal)), then min(max, max(that, proposal)).
    @Test func flexibleFrameClamps() {
        let clamped = Rectangle().frame(minWidth: 50, maxWidth: 100)
        #expect(clamped.sizeThatFits(ProposedViewSize(width: 30, height: 10)).width == 50)
        #expect(clamped.sizeThatFits(ProposedViewSize(width: 80, height: 10)).width == 80)
        #expect(clamped.sizeThatFits(ProposedViewSize(width: 200, height: 10)).width == 100)
        #expect(clamped.sizeThatFits(.unspecified).width == 50)  // ideal 10, at least 50
        let hi = Expect.size(Expect.text("Hi"))
        // maxWidth: .infinity fills the proposal; the text keeps its size, centred.
        let filling = Text("Hi").frame(maxWidth: .infinity)
        #expect(filling.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: hi.height))
        #expect(elements(filling, ProposedViewSize(width: 300, height: nil))[0].frame.minX == Expect.px((300 - hi.width) / 2))
        // minWidth alone: at least the minimum, else the child's size.
        #expect(Text("Hi").frame(minWidth: 100).sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 100)
        // minHeight 0, maxHeight ∞: the proposal when there is one, the child's ideal when not.
        let flexible = Rectangle().frame(minHeight: 0, maxHeight: .infinity)
        #expect(flexible.sizeThatFits(ProposedViewSize(width: 10, height: 70)).height == 70)
        #expect(flexible.sizeThatFits(ProposedViewSize(width: 10, height: nil)).height == 10)
        // An ideal width answers an unspecified proposal.
        #expect(Rectangle().frame(idealWidth: 44, maxWidth: 100).sizeThatFits(.unspecified).width == 44)
    }

    /// fixedSize proposes nil on its axes: the ideal size.
    @Test func fixedSize() {
        let long = "A sentence long enough to wrap at one hundred points."
        let line = Expect.size(Expect.text(long))
        #expect(Text(long).fixedSize().sizeThatFits(ProposedViewSize(width: 100, height: 20)) == line)
        let wrapped = Expect.size(Expect.text(long, width: 100))
        #expect(Text(long).fixedSize(horizontal: false, vertical: true).sizeThatFits(ProposedViewSize(width: 100, height: 20))
            == wrapped)
    }

    /// Asked for its ideal size (`fixedSize`), a frame with an ideal length is that long,
    /// whatever its child's ideal size; clamped by its minimum and maximum.
    @Test func idealLengthsAnswerUnspecifiedProposals() {
        let tag = Text("Tag")
        let t = Expect.size(Expect.text("Tag"))
        #expect(tag.frame(idealWidth: 100).fixedSize().sizeThatFits(ProposedViewSize(width: 30, height: 30))
            == CGSize(width: 100, height: t.height))
        #expect(tag.frame(idealWidth: 100).sizeThatFits(ProposedViewSize(width: 30, height: nil)).width == t.width)
        #expect(tag.frame(minWidth: 120, idealWidth: 100).sizeThatFits(.unspecified).width == 120)
        #expect(tag.frame(idealWidth: 100, maxWidth: 80).sizeThatFits(.unspecified).width == 80)
        #expect(Rectangle().frame(idealWidth: 100, idealHeight: 40).fixedSize().sizeThatFits(ProposedViewSize(width: 5, height: 5))
            == CGSize(width: 100, height: 40))
    }

    /// Asked for its ideal size, `aspectRatio` is its child's ideal size: the ratio
    /// shapes only proposals that name a length.
    @Test func aspectRatioAtTheIdealSize() {
        #expect(Rectangle().aspectRatio(2, contentMode: .fit).fixedSize().sizeThatFits(ProposedViewSize(width: 100, height: 100))
            == CGSize(width: 10, height: 10))
        #expect(Rectangle().aspectRatio(2, contentMode: .fit).sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Rectangle().aspectRatio(2, contentMode: .fit).sizeThatFits(ProposedViewSize(width: 100, height: nil))
            == CGSize(width: 100, height: 50))
    }

    /// Padding shrinks the proposal and grows the size; default 16.
    @Test func padding() {
        let long = "Padding takes sixteen points from each side of the proposal."
        let inner = Expect.size(Expect.text(long, width: 268))
        let view = Text(long).padding()
        #expect(view.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: inner.width + 32, height: inner.height + 32))
        #expect(elements(view, ProposedViewSize(width: 300, height: nil))[0].frame.origin == CGPoint(x: 16, y: 16))
        let sides = Rectangle().padding([.top, .bottom], 10).padding(.leading, 5)
        #expect(sides.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 100, height: 100))
        #expect(elements(sides, ProposedViewSize(width: 100, height: 100))[0].frame == CGRect(x: 5, y: 10, width: 95, height: 80))
    }

    /// aspectRatio fits the largest rectangle of the ratio inside the proposal.
    @Test func aspectRatio() {
        #expect(Rectangle().aspectRatio(2, contentMode: .fit).sizeThatFits(ProposedViewSize(width: 100, height: 100))
            == CGSize(width: 100, height: 50))
        #expect(Rectangle().aspectRatio(2, contentMode: .fill).sizeThatFits(ProposedViewSize(width: 100, height: 100))
            == CGSize(width: 200, height: 100))
        #expect(Rectangle().aspectRatio(0.5, contentMode: .fit).sizeThatFits(ProposedViewSize(width: 100, height: nil))
            == CGSize(width: 100, height: 200))
    }

    /// offset moves the drawing only; hidden keeps the size and draws nothing.
    @Test func offsetAndHidden() {
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10).offset(x: 5, y: 7)
            Rectangle().frame(width: 10, height: 10).hidden()
            Rectangle().frame(width: 10, height: 10)
        }
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 30, height: 10))
        #expect(elements(view, .unspecified).map(\.frame) == [CGRect(x: 5, y: 7, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)])
    }

    /// background and overlay are proposed the primary's size; border is an inside stroke;
    /// opacity and cornerRadius make groups.
    @Test func backgroundOverlayBorderOpacity() {
        let hi = Expect.size(Expect.text("Hi"))
        let view = Text("Hi").padding(4).background(Color.yellow).border(Color.purple, width: 2).opacity(0.5).cornerRadius(3)
        let tree = view.resolve(.unspecified)
        #expect(tree.frame.size == CGSize(width: Expect.px(hi.width + 8), height: Expect.px(hi.height + 8)))
        let clip = tree.children[0]
        #expect(clip.content == .group(clips: true, cornerRadius: 3))
        let fade = clip.children[0]
        #expect(fade.opacity == 0.5)
        let inner = fade.children
        #expect(inner.count == 3)
        #expect(inner[0].content == .shape(.rectangle, fill: Color.yellow.platformColor, stroke: nil))
        #expect(inner[0].frame == inner[2].frame)
        #expect(inner[1].text == "Hi")
        #expect(inner[2].content == .shape(.rectangle, fill: nil, stroke: .init(color: Color.purple.platformColor, lineWidth: 2)))
    }
}
