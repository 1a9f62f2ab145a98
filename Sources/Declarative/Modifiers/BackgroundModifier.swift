import Foundation
import Graphics

/// A view behind (`background`) or in front of (`overlay`) another, proposed the
/// primary view's size and aligned on it; the pair takes the primary's size.
public struct _BackgroundModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let inFront: Bool

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        var inner = context
        inner.environment.stackAxis = nil
        return SecondaryNode(node, secondary: makeNode(secondary, in: inner), alignment: alignment, inFront: inFront)
    }
}

extension _BackgroundModifier: Sendable where Secondary: Sendable {}
