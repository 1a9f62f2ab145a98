import Foundation

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
