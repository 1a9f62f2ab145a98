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

/// The body of a primitive view, which has none: reaching it is a programming error.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view: it has no body; lay it out with ViewGraph")
}
