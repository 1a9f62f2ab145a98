import Foundation

/// An edge of a rectangle, by leading and trailing rather than left and right.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges (`[.top, .bottom]`, `.horizontal`, `.all`).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets by edge, leading and trailing flipped in right-to-left layouts (`EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset on each edge, leading and trailing by layout direction.
    public var top, leading, bottom, trailing: CGFloat

    /// Insets on each edge, 0 where not given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// The padding `padding()` and `padding(.edges)` add when no length is given.
let defaultPadding: CGFloat = 16

/// Space around a view: the proposal shrinks by the insets (unspecified stays
/// unspecified), the size grows by them. Negative insets are allowed (they pull
/// the content out), as in SwiftUI.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier, Sendable {
    let insets: EdgeInsets

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        let bad = [insets.top, insets.leading, insets.bottom, insets.trailing].contains { !$0.isFinite }
        if bad { context.diagnostics.report("padding(\(insets)): insets must be finite; ignored") }
        return PaddingNode(node, insets: bad ? EdgeInsets() : insets)
    }
}

final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(_ child: Node, insets: EdgeInsets) {
        self.insets = insets
        super.init(child)
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) },
                         height: proposal.height.map { max(0, $0 - vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        let size = child.sizeThatFits(inner(proposal), pass)
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        let size = child.sizeThatFits(inner(proposal), pass)
        child.place(in: CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width, height: size.height),
                    proposal: inner(proposal), pass, into: &elements)
    }

    override func baselines(size: CGSize, proposal: ProposedViewSize, _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)? {
        let inner = inner(proposal)
        return child.baselines(size: child.sizeThatFits(inner, pass), proposal: inner, pass)
            .map { ($0.first + insets.top, $0.last + insets.top) }
    }
}

extension View {
    /// Pads the given edges by `length` (nil: 16 points).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? defaultPadding)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
}
