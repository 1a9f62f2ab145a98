import Foundation
import Testing
@testable import Declarative

/// The result builder: blocks, conditions, loops, ForEach, Group, custom views and modifiers.
@Suite struct BuilderTests {
    struct Row: View {
        let count: Int
        let flag: Bool

        var body: some View {
            HStack(spacing: 0) {
                if flag {
                    Rectangle().frame(width: 1, height: 1)
                } else {
                    Rectangle().frame(width: 2, height: 2)
                    Rectangle().frame(width: 2, height: 2)
                }
                if count > 2 {
                    Rectangle().frame(width: 3, height: 3)
                }
                ForEach(0..<count) { index in
                    Rectangle().frame(width: 10, height: CGFloat(index + 1))
                }
                Loop().frame(width: 100, height: 1)
            }
        }
    }

    /// A `for` loop (`buildArray`). Its body must have a nameable type: Swift cannot
    /// infer an opaque type (`some View` from a modifier) inside a loop; use ForEach then.
    struct Loop: View {
        var body: some View {
            for _ in 0..<2 {
                Rectangle()
            }
        }
    }

    @Test func conditionsAndLoops() {
        #expect(Row(count: 1, flag: true).sizeThatFits(.unspecified).width == CGFloat(1 + 10 + 200))
        #expect(Row(count: 3, flag: false).sizeThatFits(.unspecified).width == CGFloat(4 + 3 + 30 + 200))
        #expect(elements(Row(count: 3, flag: false), .unspecified).count == 2 + 1 + 3 + 2)
    }

    /// A modifier on a Group applies to each child; an empty view takes no spacing.
    @Test func groupAndEmptyView() {
        let view = VStack {
            Group {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 10, height: 10)
            }
            .padding(1)
            EmptyView()
        }
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 12, height: 12 + 8 + 12))
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(5).background(Color.white)
        }
    }

    @Test func customModifier() {
        let view = Rectangle().frame(width: 10, height: 10).modifier(Card())
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
        #expect(elements(view, .unspecified).map(\.frame) == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 5, y: 5, width: 10, height: 10)])
    }

    /// Several views at the root stack vertically, as a hosting controller shows them.
    @Test func rootTupleIsAVStack() {
        struct Two: View {
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 20, height: 10)
            }
        }
        #expect(Two().sizeThatFits(.unspecified) == CGSize(width: 20, height: 28))
        #expect(AnyView(Two()).sizeThatFits(.unspecified) == CGSize(width: 20, height: 28))
    }

    /// Buttons show their label in the accent colour; toggles are label, spacer, switch.
    @Test func controls() {
        let button = Button("Tap me!") {}
        let text = elements(button, .unspecified)[0]
        guard case .text(let layout, _) = text.content else { Issue.record("not text"); return }
        #expect(layout.text.runs[0].attributes.foregroundColor == Color.accentColor.platformColor.light)
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(toggle.sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 300)
        let placed = elements(toggle, ProposedViewSize(width: 300, height: nil))
        #expect(placed.last?.content == .toggle(isOn: true, tint: Color.green.platformColor))
        #expect(placed.last?.frame.maxX == 300)
        #expect(placed.last?.frame.size == CGSize(width: 51, height: 31))
    }

    @Test func images() {
        let symbol = Image(systemName: "star")
        #expect(symbol.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 17, height: 17))
        let resizable = Image(systemName: "star").resizable().aspectRatio(contentMode: .fit)
        #expect(resizable.sizeThatFits(ProposedViewSize(width: 100, height: 50)) == CGSize(width: 50, height: 50))
        let generated = Image(uiImage: .init(pixelSize: CGSize(width: 90, height: 60), scale: 3))
        #expect(generated.sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
    }
}

