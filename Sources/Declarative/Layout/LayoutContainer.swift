import Foundation

/// A ``Layout`` applied to children: what `HStack`, `VStack`, `ZStack` and
/// `MyLayout() { … }` are.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    /// The stack axis children see (how a `Divider` or a `Spacer` inside is oriented).
    let axis: Axis?
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _LayoutContainer: Sendable where L: Sendable, Content: Sendable {}

extension _LayoutContainer: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        var inner = context
        inner.environment.stackAxis = axis
        var children: [Node] = []
        Declarative.appendNodes(content, to: &children, in: inner)
        list.append(LayoutNode(layout: layout, children: children))
    }
}
