import Foundation

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
        // Asked for its ideal size, the child answers for itself: the ratio shapes only
        // the proposals that name a length.
        case (nil, nil): return .unspecified
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
