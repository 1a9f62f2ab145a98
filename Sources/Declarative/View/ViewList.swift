/// The children of a `for` loop in a builder.
public struct _ViewList<Content: View>: View {
    let children: [Content]
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewList: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        for child in children { Declarative.appendNodes(child, to: &list, in: context) }
    }
}

extension _ViewList: Sendable where Content: Sendable {}
