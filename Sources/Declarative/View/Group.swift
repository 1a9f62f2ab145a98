/// Shows its children as if they were written in place: modifiers on a group apply to each child.
public struct Group<Content: View>: View {
    let content: Content
    /// The views `content` builds, with no layout of their own (`Group`).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        Declarative.appendNodes(content, to: &list, in: context)
    }
}

extension Group: Sendable where Content: Sendable {}
