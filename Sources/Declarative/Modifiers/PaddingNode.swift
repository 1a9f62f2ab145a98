import Foundation

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
