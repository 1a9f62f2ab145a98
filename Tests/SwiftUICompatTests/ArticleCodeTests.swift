// Seed 000's SwiftUI code as the article writes it; only `import SwiftUI` changed.
import SwiftUICompat
import Demos
import Testing

struct CellView: View {
    let content: String
    let numberOfRepetitions: Int

    var body: some View {
        HStack {
            HStack(alignment: .center, spacing: 10) {
                Rectangle()
                    .fill(Color(.opaqueSeparator))
                    .frame(width: 2)
                VStack(alignment: .leading, spacing: 4) {
                    Text(self.content)
                        .lineLimit(nil)
                    Text(String(
                        repeating: content + " ",
                        count: numberOfRepetitions
                    ))
                        .font(.caption)
                        .foregroundColor(Color(.secondaryLabel))
                        .lineLimit(nil)
                }
            }
            .padding([.top, .bottom], 10)
            Spacer()
        }
        .padding([.leading, .trailing], 10)
    }
}

struct ComplicatedCellView: View {
    let value: Int

    var body: some View {
        VStack {
            HStack {
                VStack {
                    Rectangle().fill(Color.green)
                        .frame(width: 50, height: 50)
                    Rectangle().fill(Color.red)
                        .frame(width: 50, height: 50)
                    Spacer()
                }.frame(minHeight: 100)
                Rectangle()
                    .fill(Color.blue)
                    .frame(minWidth: 100)
                VStack {
                    Text(String(
                        repeating: "Value ",
                        count: value % 40
                    ) + "\(value % 40)")
                        .lineLimit(nil)
                    Rectangle().fill(Color.red).frame(width: 50, height: 50)
                    Spacer()
                }
            }
            Button(action: {}, label: {
                Text("Tap me!")
            }).padding(.bottom, 5)
        }
        .border(Color.yellow)
        .padding()
        .frame(minHeight: 0, maxHeight: .infinity)
        .border(Color.purple)
    }
}

@Suite struct ArticleCodeTests {
    /// The article's views lay out exactly as the module's own copies of them.
    @Test func articleCodeMatchesTheModulesCopies() {
        for width in [320.0, 375, 414] {
            let proposal = ProposedViewSize(width: CGFloat(width), height: nil)
            #expect(CellView(content: "Title Title Title ", numberOfRepetitions: 7).sizeThatFits(proposal)
                == Demos.CellView(content: "Title Title Title ", numberOfRepetitions: 7).sizeThatFits(proposal))
            #expect(ComplicatedCellView(value: 13).resolve(proposal) == Demos.ComplicatedCellView(value: 13).resolve(proposal))
        }
    }

    /// The sizeThatFits approach of the article: `fixedSize(horizontal: false, vertical: true)`
    /// gives the flexible complicated cell its ideal height even under a zero height proposal.
    @Test func fixedSizeVerticalGivesTheIdealHeight() {
        let ideal = ComplicatedCellView(value: 6).sizeThatFits(ProposedViewSize(width: 375, height: nil))
        #expect(ComplicatedCellView(value: 6).sizeThatFits(ProposedViewSize(width: 375, height: 0)).height < ideal.height)
        #expect(ComplicatedCellView(value: 6).fixedSize(horizontal: false, vertical: true)
            .sizeThatFits(ProposedViewSize(width: 375, height: 0)) == ideal)
    }
}
