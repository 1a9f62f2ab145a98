import Foundation
import Graphics

/// A shape or a colour: the proposal, unspecified dimensions 10.
final class ShapeNode: Node {
    let kind: ResolvedElement.ShapeKind
    let fill: Graphics.Color?
    let stroke: ResolvedElement.Stroke?

    init(kind: ResolvedElement.ShapeKind, fill: Graphics.Color?, stroke: ResolvedElement.Stroke?) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        var frame = rect
        if kind == .circle {
            let side = min(rect.width, rect.height)
            frame = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        elements.append(ResolvedElement(frame: frame, content: .shape(kind, fill: fill, stroke: stroke)))
    }
}
