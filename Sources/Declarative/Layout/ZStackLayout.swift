import Foundation

/// Children on top of one another, each aligned in the stack (`ZStackLayout`).
public struct ZStackLayout: Layout, Sendable {
    /// How children line up in both directions.
    public var alignment: Alignment

    /// An overlapping stack layout (`ZStackLayout`).
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The stack's size for `proposal`, by SwiftUI's stack algorithm (see <doc:LayoutRules>).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Places the children in `bounds` as measured for `proposal`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            subview.place(at: aligned(d, in: bounds, alignment), proposal: proposal)
        }
    }
}
