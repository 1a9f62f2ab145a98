import Foundation
import Graphics

/// A shape with its fill or stroke.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let fill: Graphics.Color?
    let stroke: ResolvedElement.Stroke?
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: Sendable where Content: Sendable {}

extension _ShapeView: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        list.append(ShapeNode(kind: shape.kind, fill: fill, stroke: stroke))
    }
}
