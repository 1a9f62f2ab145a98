import Foundation

/// Proposes nil (unspecified) on the fixed axes, so the child takes its ideal size there.
public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier, Sendable {
    let horizontal: Bool
    let vertical: Bool

    func wrap(_ node: Node, in context: BuildContext) -> Node { FixedSizeNode(node, horizontal: horizontal, vertical: vertical) }
}
