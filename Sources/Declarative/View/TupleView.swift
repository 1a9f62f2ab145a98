/// Several views side by side in a builder block; a container lays each out as its own child.
public struct TupleView<each Content: View>: View {
    /// The views, in order.
    public var value: (repeat each Content)
    /// Views in a tuple.
    public init(_ value: repeat each Content) { self.value = (repeat each value) }
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        for child in repeat each value { Declarative.appendNodes(child, to: &list, in: context) }
    }
}

extension TupleView: Sendable where repeat each Content: Sendable {}
