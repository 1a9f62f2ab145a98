import Foundation

/// A piece of user interface described as a value: what SwiftUI calls a view.
///
/// A view is either built from other views (its ``body``) or is one of the
/// primitives this module lays out itself (``Text``, ``Rectangle``, ``HStack``, …,
/// whose `Body` is `Never`). Views are cheap values; ``ViewGraph`` turns a tree of
/// them into layout nodes once and lays those out at any proposal.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body: it ends the chain of bodies.
    public typealias Body = Never
    /// Never called: `Never` is the body of primitives.
    public var body: Never { fatalError("Never has no body") }
}

/// A view that shows nothing and takes no space (no node at all, so stacks give it no spacing).
public struct EmptyView: View, Sendable {
    /// A view that shows nothing and takes no space.
    public init() {}
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {}
}

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

/// The body of a primitive view, which has none: reaching it is a programming error.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view: it has no body; lay it out with ViewGraph")
}
