import Foundation
import Graphics

/// A rectangle.
public struct Rectangle: Shape, Sendable {
    /// A rectangle (`Rectangle()`).
    public init() {}
    /// A rectangle.
    public var kind: ResolvedElement.ShapeKind { .rectangle }
}

extension Rectangle: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}
