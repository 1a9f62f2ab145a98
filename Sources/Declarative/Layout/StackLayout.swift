import Foundation

/// The distribution along a stack's axis, shared by `HStackLayout` and `VStackLayout`.
///
/// See <doc:LayoutRules>: children are offered the space left after spacing in
/// groups of decreasing layout priority; each group first sets aside the minimum
/// lengths of all lower-priority children; within a group the least flexible child
/// (maximum length minus minimum length, both asked for with the stack's cross
/// proposal) goes first and is offered the group's remaining space divided by the
/// number of its children still to go.
struct StackDistribution {
    let axis: Axis
    let spacing: CGFloat?

    /// The spacing between each child and the next.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<subviews.count - 1).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// The proposal along the axis each child gets for the stack's `proposal`, and the child sizes.
    func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (proposals: [ProposedViewSize], sizes: [CGSize]) {
        let cross = proposal[axis == .horizontal ? .vertical : .horizontal]
        let count = subviews.count
        guard let length = proposal[axis] else {
            // Ideal size: every child at its ideal length.
            let proposals = Array(repeating: ProposedViewSize(axis, nil, cross: cross), count: count)
            return (proposals, zip(subviews, proposals).map { $0.sizeThatFits($1) })
        }
        var flexibility = [CGFloat](repeating: 0, count: count)
        var minimums = [CGFloat](repeating: 0, count: count)
        var priorities: [Double] = []
        for index in 0..<count {
            let subview = subviews[index]
            minimums[index] = subview.sizeThatFits(ProposedViewSize(axis, 0, cross: cross))[axis]
            flexibility[index] = subview.sizeThatFits(ProposedViewSize(axis, .infinity, cross: cross))[axis] - minimums[index]
            if !priorities.contains(subview.priority) { priorities.append(subview.priority) }
        }
        priorities.sort(by: >)
        var proposals = Array(repeating: ProposedViewSize(axis, 0, cross: cross), count: count)
        var sizes = Array(repeating: CGSize.zero, count: count)
        var remaining = length - totalSpacing(subviews)
        for priority in priorities {
            var group: [Int] = []
            var reserved: CGFloat = 0
            for index in 0..<count {
                let other = subviews[index].priority
                if other == priority { group.append(index) } else if other < priority { reserved += minimums[index] }
            }
            group.sort { (flexibility[$0], $0) < (flexibility[$1], $1) }
            var available = remaining - reserved
            var left = group.count
            for index in group {
                let offer = max(0, available / CGFloat(left))
                proposals[index] = ProposedViewSize(axis, offer, cross: cross)
                sizes[index] = subviews[index].sizeThatFits(proposals[index])
                available -= sizes[index][axis]
                remaining -= sizes[index][axis]
                left -= 1
            }
        }
        return (proposals, sizes)
    }

    func totalSpacing(_ subviews: LayoutSubviews) -> CGFloat {
        if let spacing { return spacing * CGFloat(max(0, subviews.count - 1)) }
        return gaps(subviews).reduce(0, +)
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = distribute(proposal, subviews).sizes
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        var result = CGSize.zero
        for size in sizes {
            result[axis] += size[axis]
            result[crossAxis] = max(result[crossAxis], size[crossAxis])
        }
        result[axis] += totalSpacing(subviews)
        return result
    }
}

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

/// The top-left corner of a child with dimensions `d` aligned in `bounds`.
func aligned(_ d: ViewDimensions, in bounds: CGRect, _ alignment: Alignment) -> CGPoint {
    let x = bounds.minX + (bounds.width - d.width) * alignment.horizontal.fraction
    let y: CGFloat
    switch alignment.vertical.kind {
    case .fraction(let fraction): y = bounds.minY + (bounds.height - d.height) * fraction
    case .firstBaseline, .lastBaseline: y = bounds.minY + (bounds.height - d.height) / 2
    }
    return CGPoint(x: x, y: y)
}
