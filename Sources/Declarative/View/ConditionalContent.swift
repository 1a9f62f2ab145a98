/// One of two views, chosen by an `if`/`else` or `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        switch storage {
        case .trueContent(let view): Declarative.appendNodes(view, to: &list, in: context)
        case .falseContent(let view): Declarative.appendNodes(view, to: &list, in: context)
        }
    }
}

extension _ConditionalContent.Storage: Sendable where TrueContent: Sendable, FalseContent: Sendable {}

extension _ConditionalContent: Sendable where TrueContent: Sendable, FalseContent: Sendable {}
