import Foundation

/// A view turned into something that can be laid out: made once per root view and
/// environment, asked its size for many proposals, then placed.
///
/// A node's size is a pure function of the proposal (its view and environment are
/// fixed when it is made), so sizes are memoized across passes: a stack asks each
/// child for its minimum, maximum and final size, and nested stacks would
/// otherwise ask exponentially often; a cell measured again at a width it has seen
/// answers from the memo. The memo is bounded (cleared when it reaches
/// ``Node/memoCapacity`` entries).
class Node {
    /// The layout priority stacks distribute space by (`layoutPriority`).
    var priority: Double = 0

    static let memoCapacity = 64
    private var memo: [ProposedViewSize: CGSize] = [:]

    /// The size this node takes for `proposal` (memoized).
    final func sizeThatFits(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        if let size = memo[proposal] { return size }
        let size = computeSize(proposal, pass)
        if memo.count >= Node.memoCapacity { memo.removeAll(keepingCapacity: true) }
        memo[proposal] = size
        return size
    }

    /// The size for `proposal`; subclasses override.
    func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize { .zero }

    /// Appends what this node draws, placed in `rect` (root coordinates), laid out for `proposal`.
    func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass, into elements: inout [ResolvedElement]) {}

    /// The first and last text baselines from the top, if the node holds text.
    func baselines(size: CGSize, proposal: ProposedViewSize, _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)? {
        nil
    }
}

/// A node that shows nothing and takes no space.
final class EmptyNode: Node {}

/// A node wrapping one child (a modifier): passes priority and baselines through by default.
class WrapperNode: Node {
    let child: Node

    init(_ child: Node) {
        self.child = child
        super.init()
        priority = child.priority
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        child.sizeThatFits(proposal, pass)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        child.place(in: rect, proposal: proposal, pass, into: &elements)
    }

    override func baselines(size: CGSize, proposal: ProposedViewSize, _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)? {
        child.baselines(size: size, proposal: proposal, pass)
    }
}

/// A subtree whose layout direction differs from its parent's: what it draws is
/// mirrored horizontally within its own frame.
final class MirrorNode: WrapperNode {
    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        var placed: [ResolvedElement] = []
        child.place(in: rect, proposal: proposal, pass, into: &placed)
        for element in placed {
            elements.append(element.mapFrames { frame in
                CGRect(x: rect.minX + rect.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            })
        }
    }
}

/// A ``Layout`` with its children.
final class LayoutNode<L: Layout>: Node {
    let layout: L
    let children: [Node]
    private var cache: L.Cache?

    init(layout: L, children: [Node]) {
        self.layout = layout
        self.children = children
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        let result = body(&current)
        cache = current
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        let subviews = LayoutSubviews(nodes: children, pass: pass)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        let subviews = LayoutSubviews(nodes: children, pass: pass)
        pass.beginPlacement(count: children.count)
        withCache(subviews) { layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &$0) }
        var slots = pass.endPlacement()
        for index in children.indices where slots[index] == nil {
            // As SwiftUI documents: a subview the layout does not place sits at the
            // centre of the container, laid out for the container's proposal.
            let size = children[index].sizeThatFits(proposal, pass)
            var placed: [ResolvedElement] = []
            children[index].place(in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                                             width: size.width, height: size.height),
                                  proposal: proposal, pass, into: &placed)
            slots[index] = placed
        }
        for slot in slots { elements.append(contentsOf: slot!) }
    }

    override func baselines(size: CGSize, proposal: ProposedViewSize, _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)? {
        // A stack's baselines are its first and last text children's, found by placing it.
        guard children.contains(where: { $0 is TextNode || $0 is WrapperNode || $0 is LayoutNode }) else { return nil }
        var elements: [ResolvedElement] = []
        let rect = CGRect(origin: .zero, size: size)
        place(in: rect, proposal: proposal, pass, into: &elements)
        let texts = elements.compactMap { element -> (CGFloat, CGFloat)? in
            guard case .text(let layout, _) = element.content else { return nil }
            return (element.frame.minY + layout.firstBaseline, element.frame.minY + layout.lastBaseline)
        }
        guard let first = texts.first, let last = texts.last else { return nil }
        return (first.0, last.1)
    }
}

/// One layout pass: the generation sizes are memoized under, and the placements a
/// ``Layout`` makes while its `placeSubviews` runs.
final class LayoutPass {
    private(set) var generation: Int
    private var slotStack: [[[ResolvedElement]?]] = []

    init(generation: Int) { self.generation = generation }

    func beginPlacement(count: Int) { slotStack.append(Array(repeating: nil, count: count)) }
    func endPlacement() -> [[ResolvedElement]?] { slotStack.removeLast() }

    func place(_ index: Int, node: Node, in rect: CGRect, proposal: ProposedViewSize) {
        var elements: [ResolvedElement] = []
        node.place(in: rect, proposal: proposal, self, into: &elements)
        guard !slotStack.isEmpty else { return }
        slotStack[slotStack.count - 1][index] = elements
    }
}
