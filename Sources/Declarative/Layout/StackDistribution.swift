import Foundation

/// The distribution along a stack's axis, shared by `HStackLayout` and `VStackLayout`.
///
/// See <doc:LayoutRules>: children are offered the space left after spacing in
/// groups of decreasing layout priority; each group first sets aside the minimum
/// lengths of all lower-priority children; within a group the least flexible child
/// (maximum length minus minimum length, both asked for with the stack's cross
/// proposal; ties: the larger minimum first) goes first and is offered the group's remaining space divided by the
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
            // Least flexible first; among equally flexible children (two that take any
            // length, say) the one with the larger minimum first, so that a spacer's
            // minimum length is served before the others share what is left.
            group.sort { (flexibility[$0], -minimums[$0], $0) < (flexibility[$1], -minimums[$1], $1) }
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
