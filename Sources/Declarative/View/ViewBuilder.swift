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

extension Optional: View where Wrapped: View {
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        if let view = self { Declarative.appendNodes(view, to: &list, in: context) }
    }
}

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
