import Foundation

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
