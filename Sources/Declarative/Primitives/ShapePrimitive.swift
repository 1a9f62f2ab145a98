import Foundation
import Graphics

/// Shapes without a style fill with the foreground colour.
struct ShapePrimitive<S: Shape>: PrimitiveView {
    let shape: S
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        let color = (context.environment.foregroundColor ?? .primary).platformColor
        list.append(ShapeNode(kind: shape.kind, fill: color, stroke: nil))
    }
}
