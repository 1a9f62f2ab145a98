import Foundation

/// The subviews of a ``Layout``, in the order they were written.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [Node]
    let pass: LayoutPass

    /// The first subview's index.
    public var startIndex: Int { 0 }
    /// One past the last subview.
    public var endIndex: Int { nodes.count }
    /// The subview at `index`, as its layout sees it.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], index: index, pass: pass) }

    /// The same subviews in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}
