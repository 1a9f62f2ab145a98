import Foundation

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
