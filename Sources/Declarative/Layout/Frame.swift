import Foundation

/// A fixed frame: the given dimensions replace the proposal the child sees and the
/// size the frame takes; the child is aligned in it. Dimensions not given pass the
/// proposal through and take the child's size.
public struct _FrameLayout: ViewModifier, PrimitiveModifier, Sendable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        let log = context.diagnostics
        return FixedFrameNode(node, width: validated(width, "frame(width: \(width ?? 0))", log),
                              height: validated(height, "frame(height: \(height ?? 0))", log), alignment: alignment)
    }
}

final class FixedFrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(_ child: Node, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(inner(proposal), pass)
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        placeAligned(child, in: rect, proposal: inner(proposal), alignment: alignment, pass, into: &elements)
    }

    override func baselines(size: CGSize, proposal: ProposedViewSize, _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)? {
        alignedBaselines(child, size: size, proposal: inner(proposal), alignment: alignment, pass)
    }
}

/// A flexible frame (`frame(minWidth:idealWidth:maxWidth:…)`), per dimension:
///
/// - the child is proposed the frame's proposal clamped to min…max, or the ideal
///   when the proposal is unspecified (nil: still unspecified);
/// - the frame takes, with `p` the proposal (the child's size `c` if unspecified, or
///   the ideal if one is given): `c` clamped to at most `p` and at least the minimum
///   when a minimum is given; at least `p` and at most the maximum when a maximum is
///   given — `max(min, min(c, p))`, then `min(max, max(that, p))`. Without min or
///   max the frame takes `c`.
public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier, Sendable {
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        let log = context.diagnostics
        func check(_ value: CGFloat?, _ name: String, infinity: Bool = false) -> CGFloat? {
            validated(value, allowsInfinity: infinity, "frame(\(name): \(value.map { "\($0)" } ?? "nil"))", log)
        }
        let minW = check(minWidth, "minWidth"); var maxW = check(maxWidth, "maxWidth", infinity: true)
        let minH = check(minHeight, "minHeight"); var maxH = check(maxHeight, "maxHeight", infinity: true)
        if let lo = minW, let hi = maxW, lo > hi {
            log.report("frame(minWidth: \(lo), maxWidth: \(hi)): contradictory frame constraints; maxWidth taken as \(lo)")
            maxW = lo
        }
        if let lo = minH, let hi = maxH, lo > hi {
            log.report("frame(minHeight: \(lo), maxHeight: \(hi)): contradictory frame constraints; maxHeight taken as \(lo)")
            maxH = lo
        }
        return FlexFrameNode(node, width: .init(min: minW, ideal: check(idealWidth, "idealWidth"), max: maxW),
                             height: .init(min: minH, ideal: check(idealHeight, "idealHeight"), max: maxH),
                             alignment: alignment)
    }
}

final class FlexFrameNode: WrapperNode {
    struct Limits {
        var min, ideal, max: CGFloat?

        func proposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed else { return ideal }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        func size(child: CGFloat, proposed: CGFloat?) -> CGFloat {
            // Asked for its ideal size, a frame with an ideal length is that long.
            if proposed == nil, let ideal {
                var result = ideal
                if let max { result = Swift.min(result, max) }
                if let min { result = Swift.max(result, min) }
                return result
            }
            if min == nil && max == nil { return child }
            let p = proposed ?? ideal ?? child
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, p)) }
            if let max { result = Swift.min(max, Swift.max(result, p)) }
            return result
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    init(_ child: Node, width: Limits, height: Limits, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.proposal(proposal.width), height: height.proposal(proposal.height))
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        let size = child.sizeThatFits(inner(proposal), pass)
        return CGSize(width: width.size(child: size.width, proposed: proposal.width),
                      height: height.size(child: size.height, proposed: proposal.height))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        placeAligned(child, in: rect, proposal: inner(proposal), alignment: alignment, pass, into: &elements)
    }

    override func baselines(size: CGSize, proposal: ProposedViewSize, _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)? {
        alignedBaselines(child, size: size, proposal: inner(proposal), alignment: alignment, pass)
    }
}

/// Places `child`, laid out for `proposal`, aligned within `rect`.
func placeAligned(_ child: Node, in rect: CGRect, proposal: ProposedViewSize, alignment: Alignment, _ pass: LayoutPass,
                  into elements: inout [ResolvedElement])
{
    let size = child.sizeThatFits(proposal, pass)
    let origin = aligned(ViewDimensions(width: size.width, height: size.height), in: rect, alignment)
    child.place(in: CGRect(origin: origin, size: size), proposal: proposal, pass, into: &elements)
}

func alignedBaselines(_ child: Node, size: CGSize, proposal: ProposedViewSize, alignment: Alignment,
                      _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)?
{
    let childSize = child.sizeThatFits(proposal, pass)
    guard let b = child.baselines(size: childSize, proposal: proposal, pass) else { return nil }
    let offset = aligned(ViewDimensions(width: childSize.width, height: childSize.height),
                         in: CGRect(origin: .zero, size: size), alignment).y
    return (b.first + offset, b.last + offset)
}

extension View {
    /// A frame of fixed width and/or height, the view aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A frame whose size follows the proposal within limits (see `_FlexFrameLayout`).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View
    {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                  idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
