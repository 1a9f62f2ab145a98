import Foundation
import Graphics

/// A thin line across the stack it is in (`Divider`): one pixel (1 / display
/// scale) thick, as long as offered, in the separator colour.
/// - SeeAlso: ``Spacer``
public struct Divider: View, Sendable {
    /// A divider (`Divider()`).
    public init() {}
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        let thickness = 1 / max(1, context.environment.displayScale)
        list.append(DividerNode(thickness: thickness, axis: context.environment.stackAxis == .horizontal ? .vertical : .horizontal))
    }
}
