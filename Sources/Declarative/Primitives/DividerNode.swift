import Foundation
import Graphics

final class DividerNode: Node {
    let thickness: CGFloat
    /// The direction the line runs.
    let axis: Axis

    init(thickness: CGFloat, axis: Axis) {
        self.thickness = thickness
        self.axis = axis
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        axis == .horizontal ? CGSize(width: proposal.width ?? 0, height: thickness)
            : CGSize(width: thickness, height: proposal.height ?? 0)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        elements.append(ResolvedElement(frame: rect, content: .shape(.rectangle, fill: Graphics.Color.separator, stroke: nil)))
    }
}
