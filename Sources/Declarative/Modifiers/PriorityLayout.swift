import Foundation

/// Sets the priority stacks give the view's space by.
public struct _PriorityLayout: ViewModifier, PrimitiveModifier, Sendable {
    let priority: Double

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        let wrapper = WrapperNode(node)
        if priority.isFinite {
            wrapper.priority = priority
        } else {
            context.diagnostics.report("layoutPriority(\(priority)): priority must be finite; 0 used")
        }
        return wrapper
    }
}
