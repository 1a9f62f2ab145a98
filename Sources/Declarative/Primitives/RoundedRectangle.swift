import Foundation
import Graphics

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Sendable {
    /// The corners' radius, in points.
    public var cornerRadius: CGFloat
    /// A rounded rectangle with corners of `cornerRadius` (`RoundedRectangle(cornerRadius:)`).
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    /// A rounded rectangle.
    public var kind: ResolvedElement.ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

extension RoundedRectangle: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}
