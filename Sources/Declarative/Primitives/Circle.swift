import Foundation
import Graphics

/// A circle, centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape, Sendable {
    /// A circle (`Circle()`).
    public init() {}
    /// A circle.
    public var kind: ResolvedElement.ShapeKind { .circle }
}

extension Circle: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}
