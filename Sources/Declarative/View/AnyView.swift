import Foundation

/// A type-erased view.
public struct AnyView: View {
    let append: (inout [Node], BuildContext) -> Void

    /// `view` with its type erased (`AnyView(_:)`).
    public init<V: View>(_ view: V) {
        append = { list, context in Declarative.appendNodes(view, to: &list, in: context) }
    }

    /// `view` with its type erased (`AnyView(erasing:)`).
    public init<V: View>(erasing view: V) { self.init(view) }
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { append(&list, context) }
}
