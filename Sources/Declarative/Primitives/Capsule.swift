import Foundation
import Graphics

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, Sendable {
    /// A capsule (`Capsule()`).
    public init() {}
    /// A capsule.
    public var kind: ResolvedElement.ShapeKind { .capsule }
}

extension Capsule: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}
