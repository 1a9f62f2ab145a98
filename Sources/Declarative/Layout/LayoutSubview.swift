import Foundation

/// One subview as a ``Layout`` sees it: ask its size, then place it.
public struct LayoutSubview: Equatable {
    let node: Node
    let index: Int
    let pass: LayoutPass

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal, pass) }

    /// The size and alignment guides (text baselines) for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.sizeThatFits(proposal, pass)
        let (node, pass) = (self.node, self.pass)
        return ViewDimensions(width: size.width, height: size.height) {
            node.baselines(size: size, proposal: proposal, pass)
        }
    }

    /// The subview's ``View/layoutPriority(_:)``.
    public var priority: Double { node.priority }

    /// The spacing the subview prefers next to its neighbours.
    public var spacing: ViewSpacing { ViewSpacing(isText: node is TextNode) }

    /// Places the subview with its `anchor` at `position` (root coordinates), laid
    /// out for `proposal` (its size is `sizeThatFits(proposal)`).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal, pass)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        pass.place(index, node: node, in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// The same subviews in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.node === rhs.node && lhs.index == rhs.index }
}
