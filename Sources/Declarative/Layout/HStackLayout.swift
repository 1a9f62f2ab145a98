import Foundation

/// Children side by side, leading to trailing (`HStackLayout`).
public struct HStackLayout: Layout, Sendable {
    /// How children line up vertically.
    public var alignment: VerticalAlignment
    /// The space between children (nil: the default spacing).
    public var spacing: CGFloat?

    /// A horizontal stack layout (`HStackLayout`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's size for `proposal`, by SwiftUI's stack algorithm (see <doc:LayoutRules>).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let stack = StackDistribution(axis: .horizontal, spacing: spacing)
        var size = stack.size(proposal, subviews)
        if case .fraction = alignment.kind { return size }
        // Baseline alignment: as high as the most above the line plus the most below it.
        var above: CGFloat = 0, below: CGFloat = 0
        for (subview, childProposal) in zip(subviews, stack.distribute(proposal, subviews).proposals) {
            let d = subview.dimensions(in: childProposal)
            above = max(above, d[alignment])
            below = max(below, d.height - d[alignment])
        }
        size.height = above + below
        return size
    }

    /// Places the children in `bounds` as measured for `proposal`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let stack = StackDistribution(axis: .horizontal, spacing: spacing)
        let (proposals, _) = stack.distribute(proposal, subviews)
        let gaps = stack.gaps(subviews) + [0]
        let dimensions = zip(subviews, proposals).map { $0.dimensions(in: $1) }
        // Baseline alignment: every child's guide on the line of the lowest guide.
        let line = dimensions.map { $0[alignment] }.max() ?? 0
        var x = bounds.minX
        for index in subviews.indices {
            let d = dimensions[index]
            let y: CGFloat
            switch alignment.kind {
            case .fraction(let fraction): y = bounds.minY + (bounds.height - d.height) * fraction
            case .firstBaseline, .lastBaseline: y = bounds.minY + line - d[alignment]
            }
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: proposals[index])
            x += d.width + gaps[index]
        }
    }
}
