import Foundation

/// A container that sizes and places its subviews itself (`Layout`): write
/// `sizeThatFits` and `placeSubviews`, then use the layout as a view with
/// `MyLayout() { … }`. The built-in stacks are layouts too.
///
/// The protocol in one sentence: proposals go down, sizes come up, the parent
/// places. A layout may ask each subview its size for any number of proposals, and
/// must place each subview once, with the proposal it wants the subview laid out for.
public protocol Layout {
    /// Data computed once per set of subviews and kept between layout passes.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The size this container takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview within `bounds` (in the root's coordinates), laid out for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// No cache, for layouts that need none.
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    /// Makes the cache again when the subviews change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// Uses this layout as a container view of `content`'s children.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> _LayoutContainer<Self, Content> {
        _LayoutContainer(layout: self, content: content(), axis: nil)
    }
}

/// A ``Layout`` applied to children: what `HStack`, `VStack`, `ZStack` and
/// `MyLayout() { … }` are.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    /// The stack axis children see (how a `Divider` or a `Spacer` inside is oriented).
    let axis: Axis?
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _LayoutContainer: Sendable where L: Sendable, Content: Sendable {}

extension _LayoutContainer: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        var inner = context
        inner.environment.stackAxis = axis
        var children: [Node] = []
        Declarative.appendNodes(content, to: &children, in: inner)
        list.append(LayoutNode(layout: layout, children: children))
    }
}

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
