import Foundation

/// Children one above the other, top to bottom (`VStackLayout`).
public struct VStackLayout: Layout, Sendable {
    /// How children line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between children (nil: the default spacing).
    public var spacing: CGFloat?

    /// A vertical stack layout (`VStackLayout`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's size for `proposal`, by SwiftUI's stack algorithm (see <doc:LayoutRules>).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackDistribution(axis: .vertical, spacing: spacing).size(proposal, subviews)
    }

    /// Places the children in `bounds` as measured for `proposal`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let stack = StackDistribution(axis: .vertical, spacing: spacing)
        let (proposals, sizes) = stack.distribute(proposal, subviews)
        let gaps = stack.gaps(subviews) + [0]
        var y = bounds.minY
        for index in subviews.indices {
            let size = sizes[index]
            let x = bounds.minX + (bounds.width - size.width) * alignment.fraction
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: proposals[index])
            y += size.height + gaps[index]
        }
    }
}
