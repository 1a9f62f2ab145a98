import Foundation

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
