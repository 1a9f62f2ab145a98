import Foundation

/// Proposes nil (unspecified) on the fixed axes, so the child takes its ideal size there.
public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier, Sendable {
    let horizontal: Bool
    let vertical: Bool

    func wrap(_ node: Node, in context: BuildContext) -> Node { FixedSizeNode(node, horizontal: horizontal, vertical: vertical) }
}

final class FixedSizeNode: WrapperNode {
    let horizontal: Bool
    let vertical: Bool

    init(_ child: Node, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        child.sizeThatFits(inner(proposal), pass)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        placeAligned(child, in: rect, proposal: inner(proposal), alignment: .center, pass, into: &elements)
    }
}

/// Sets the priority stacks give the view's space by.
public struct _PriorityLayout: ViewModifier, PrimitiveModifier, Sendable {
    let priority: Double

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        let wrapper = WrapperNode(node)
        if priority.isFinite {
            wrapper.priority = priority
        } else {
            context.diagnostics.report("layoutPriority(\(priority)): priority must be finite; 0 used")
        }
        return wrapper
    }
}

/// Scales the proposal to an aspect ratio (width / height) before the child sees it.
///
/// With both dimensions proposed and finite, `.fit` proposes the largest size of
/// that ratio inside the proposal and `.fill` the smallest containing it; with
/// one, the other follows from the ratio; with neither, the child's ideal width
/// and the height that ratio gives. The ratio nil means the child's ideal ratio.
/// The modifier takes the size the child chooses.
public struct _AspectRatioLayout: ViewModifier, PrimitiveModifier, Sendable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        var ratio = aspectRatio
        if let value = ratio, !(value.isFinite && value > 0) {
            context.diagnostics.report("aspectRatio(\(value)): the ratio must be positive and finite; the view's own ratio used")
            ratio = nil
        }
        return AspectRatioNode(node, ratio: ratio, contentMode: contentMode)
    }
}

/// How a view fits a proposal of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(_ child: Node, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child)
    }

    private func inner(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified, pass)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            let size = (contentMode == .fit) == fits ? byWidth : byHeight
            return ProposedViewSize(size)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil): return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        child.sizeThatFits(inner(proposal, pass), pass)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        placeAligned(child, in: rect, proposal: inner(proposal, pass), alignment: .center, pass, into: &elements)
    }
}

/// Moves the drawing without changing the layout.
public struct _OffsetEffect: ViewModifier, PrimitiveModifier, Sendable {
    let offset: CGSize

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        guard offset.width.isFinite && offset.height.isFinite else {
            context.diagnostics.report("offset(\(offset)): the offset must be finite; ignored")
            return node
        }
        return OffsetNode(node, offset: offset)
    }
}

final class OffsetNode: WrapperNode {
    let offset: CGSize

    init(_ child: Node, offset: CGSize) {
        self.offset = offset
        super.init(child)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        child.place(in: rect.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal, pass, into: &elements)
    }
}

extension View {
    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size on the given axes (proposes nil there).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// The priority stacks give this view space by: higher first; default 0.
    public func layoutPriority(_ value: Double) -> some View { modifier(_PriorityLayout(priority: value)) }

    /// Constrains the view to an aspect ratio (width / height; nil: its ideal ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : .nan,
                                    contentMode: contentMode))
    }

    /// Keeps the aspect ratio and fits the proposal (`scaledToFit()`).
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Keeps the aspect ratio and fills the proposal (`scaledToFill()`).
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Draws the view moved by `offset`; its layout (and its neighbours') is unchanged.
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    /// Draws the view moved by `x` and `y`; its layout does not move (`offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
