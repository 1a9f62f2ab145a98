import Foundation
import Graphics

final class SecondaryNode: WrapperNode {
    let secondary: Node
    let alignment: Alignment
    let inFront: Bool

    init(_ child: Node, secondary: Node, alignment: Alignment, inFront: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.inFront = inFront
        super.init(child)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        if !inFront { placeAligned(secondary, in: rect, proposal: ProposedViewSize(rect.size), alignment: alignment, pass, into: &elements) }
        child.place(in: rect, proposal: proposal, pass, into: &elements)
        if inFront { placeAligned(secondary, in: rect, proposal: ProposedViewSize(rect.size), alignment: alignment, pass, into: &elements) }
    }
}
