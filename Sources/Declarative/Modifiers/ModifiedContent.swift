/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    /// A built-in modifier changes the environment of its content, then wraps each
    /// of the content's nodes (a modifier on a `Group` applies to every child); a
    /// custom one is expanded through its `body(content:)`.
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        if let primitive = modifier as? any PrimitiveModifier {
            var inner = context
            primitive.transformEnvironment(&inner.environment)
            var children: [Node] = []
            Declarative.appendNodes(content, to: &children, in: inner)
            let flips = inner.environment.layoutDirection != context.environment.layoutDirection
            for child in children {
                list.append(primitive.wrap(flips ? MirrorNode(child) : child, in: context))
            }
        } else {
            let content = self.content
            let proxy = _ViewModifier_Content<Modifier>(append: { list, context in
                Declarative.appendNodes(content, to: &list, in: context)
            })
            Declarative.appendNodes(modifier.body(content: proxy), to: &list, in: context)
        }
    }
}
