import Foundation
import Graphics

/// An effect on a whole subtree: opacity, clipping (with a corner radius), or hiding.
public struct _GroupEffect: ViewModifier, PrimitiveModifier, Sendable {
    enum Effect: Sendable { case opacity(Double), clip(cornerRadius: CGFloat), hidden }
    let effect: Effect

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        var effect = self.effect
        switch effect {
        case .opacity(let value) where !(0...1).contains(value):
            context.diagnostics.report("opacity(\(value)): opacity is clamped to 0…1")
            effect = .opacity(value.isNaN ? 1 : min(1, max(0, value)))
        case .clip(let radius) where !(radius.isFinite && radius >= 0):
            context.diagnostics.report("cornerRadius(\(radius)): the radius must be finite and not negative; 0 used")
            effect = .clip(cornerRadius: 0)
        default: break
        }
        return GroupEffectNode(node, effect: effect)
    }
}
