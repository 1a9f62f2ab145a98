import Foundation
import Graphics

/// Flexible space along the axis of the stack it is in (`Spacer`): at least
/// `minLength` (8 when nil), as long as it is offered; nothing across. Outside a
/// stack it expands on both axes.
/// - SeeAlso: ``Divider``
public struct Spacer: View, Sendable {
    /// The least length along the stack's axis (nil: the default, 8).
    public var minLength: CGFloat?
    /// A spacer of at least `minLength` (`Spacer(minLength:)`).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        let length = minLength.flatMap { validated($0, "Spacer(minLength: \($0))", context.diagnostics) } ?? defaultSpacing
        list.append(SpacerNode(minLength: minLength == nil ? defaultSpacing : length, axis: context.environment.stackAxis))
    }
}
