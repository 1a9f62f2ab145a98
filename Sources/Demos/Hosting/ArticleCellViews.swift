import Foundation
import Declarative

// Seed 000's two SwiftUI cells, as the article writes them (only `Color(.x)` reads
// the view layer's semantic colours). Tests, the hosting tests and the benchmark use them.

/// Seed 000's double-label cell: a 2-point bar and two wrapping labels, padded and
/// pushed to the leading edge by a spacer, as the article writes it.
public struct CellView: View, Sendable {
    public let content: String
    public let numberOfRepetitions: Int

    public init(content: String, numberOfRepetitions: Int) {
        self.content = content
        self.numberOfRepetitions = numberOfRepetitions
    }

    public var body: some View {
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

/// Seed 000's complicated cell: nested stacks, flexible rectangles, a spacer, a
/// minimum and maximum height, a button, borders and padding.
public struct ComplicatedCellView: View, Sendable {
    public let value: Int

    public init(value: Int) { self.value = value }

    public var body: some View {
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
