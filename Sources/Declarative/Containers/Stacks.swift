import Foundation

/// Children side by side (`HStack`): see ``HStackLayout`` and <doc:LayoutRules>.
public struct HStack<Content: View>: View {
    let container: _LayoutContainer<HStackLayout, Content>

    /// Children side by side, aligned vertically, `spacing` apart (the default spacing when nil).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        container = _LayoutContainer(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content(),
                                     axis: .horizontal)
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

/// Children one above the other (`VStack`): see ``VStackLayout`` and <doc:LayoutRules>.
public struct VStack<Content: View>: View {
    let container: _LayoutContainer<VStackLayout, Content>

    /// Children one above another, aligned horizontally, `spacing` apart (the default spacing when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        container = _LayoutContainer(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content(),
                                     axis: .vertical)
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

/// Children on top of one another (`ZStack`), the first at the back.
public struct ZStack<Content: View>: View {
    let container: _LayoutContainer<ZStackLayout, Content>

    /// Children on top of one another, aligned within the largest.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        container = _LayoutContainer(layout: ZStackLayout(alignment: alignment), content: content(), axis: nil)
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { container.appendNodes(to: &list, in: context) }
}

extension VStack: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { container.appendNodes(to: &list, in: context) }
}

extension ZStack: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { container.appendNodes(to: &list, in: context) }
}

extension HStack: Sendable where Content: Sendable {}
extension VStack: Sendable where Content: Sendable {}
extension ZStack: Sendable where Content: Sendable {}

/// One view per element of a collection, identified by an ID.
///
/// IDs must be unique: a duplicate is reported (``ViewGraph/diagnostics``) naming
/// the ID, and its view is still shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements, one view each.
    public var data: Data
    let id: (Data.Element) -> ID
    /// Makes the view of an element.
    public var content: (Data.Element) -> Content

    /// A view for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element of `data`, identified by the elements themselves.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        id = { $0 }
        self.content = content
    }
}

extension ForEach: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        var seen = Set<ID>()
        for element in data {
            let identifier = id(element)
            if !seen.insert(identifier).inserted {
                context.diagnostics.report("ForEach: the ID \(identifier) occurs more than once; views with the same ID are not told apart")
            }
            Declarative.appendNodes(content(element), to: &list, in: context)
        }
    }
}
