/// Builds views from closures: several children, `if`, `if`/`else`, `switch` and `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// A view as written.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty block: nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// `if` without `else`: the content or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`: the view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
    /// A `for` loop: one child per iteration.
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewList<Content> {
        _ViewList(children: components)
    }
    /// An `if #available` branch: the view.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        if let view = self { Declarative.appendNodes(view, to: &list, in: context) }
    }
}
