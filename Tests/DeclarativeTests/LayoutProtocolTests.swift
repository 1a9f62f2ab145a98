import Foundation
import Testing
@testable import Declarative

/// A flow layout: subviews at their ideal sizes, left to right, wrapping to a new
/// row when the next one would pass the proposed width; rows `spacing` apart.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }

    func rows(_ width: CGFloat, _ sizes: [CGSize]) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !rows[rows.count - 1].isEmpty && x + spacing + size.width > width {
                rows.append([])
                x = 0
            }
            x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append(index)
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = rows(proposal.width ?? .infinity, cache.sizes)
        var width: CGFloat = 0, height: CGFloat = 0
        for row in rows {
            let sizes = row.map { cache.sizes[$0] }
            let rowWidth: CGFloat = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(row.count - 1)
            width = max(width, rowWidth)
            height += sizes.map(\.height).max() ?? 0
        }
        return CGSize(width: width, height: height + spacing * CGFloat(rows.count - 1))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(proposal.width ?? .infinity, cache.sizes) {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += cache.sizes[index].width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }
}

@Suite struct LayoutProtocolTests {
    /// Widths 30, 40, 50, 20 (height 10) in 100 points with spacing 4:
    /// row 1: 30 + 4 + 40 = 74 (50 would make 128); row 2: 50 + 4 + 20 = 74.
    @Test func flowLayout() {
        let view = FlowLayout {
            ForEach([30, 40, 50, 20], id: \.self) { width in
                Rectangle().frame(width: CGFloat(width), height: 10)
            }
        }
        #expect(view.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == CGSize(width: 74, height: 24))
        #expect(elements(view, ProposedViewSize(width: 100, height: nil)).map(\.frame) == [
            CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 34, y: 0, width: 40, height: 10),
            CGRect(x: 0, y: 14, width: 50, height: 10), CGRect(x: 54, y: 14, width: 20, height: 10),
        ])
    }

    /// Anchors place a subview by another point than its top-left corner; a subview
    /// not placed is centred in the container.
    struct Corner: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
            #expect(subviews[0].dimensions(in: .unspecified).width == 20)
            #expect(subviews[1].priority == 2)
        }
    }

    @Test func anchorsAndUnplacedSubviews() {
        let view = Corner()({
            Rectangle().frame(width: 20, height: 10)
            Rectangle().frame(width: 30, height: 30).layoutPriority(2)
        })
        #expect(elements(view, .unspecified).map(\.frame) == [CGRect(x: 80, y: 90, width: 20, height: 10),
                                                           CGRect(x: 35, y: 35, width: 30, height: 30)])
    }

    /// The built-in stacks are layouts usable by name.
    @Test func stackLayoutsAsContainers() {
        let view = HStackLayout(spacing: 2) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10)
        }
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 22, height: 10))
    }
}
