/// The view a custom ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let append: (inout [Node], BuildContext) -> Void
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { append(&list, context) }
}
