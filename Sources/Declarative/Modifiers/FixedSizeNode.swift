import Foundation

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
