import Foundation
import Graphics

/// Flexible space along the axis of the stack it is in (`Spacer`): at least
/// `minLength` (8 when nil), as long as it is offered; nothing across. Outside a
/// stack it expands on both axes.
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

final class SpacerNode: Node {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        func along(_ value: CGFloat?) -> CGFloat { max(minLength, value ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}

/// A thin line across the stack it is in (`Divider`): one pixel (1 / display
/// scale) thick, as long as offered, in the separator colour.
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

final class DividerNode: Node {
    let thickness: CGFloat
    /// The direction the line runs.
    let axis: Axis

    init(thickness: CGFloat, axis: Axis) {
        self.thickness = thickness
        self.axis = axis
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        axis == .horizontal ? CGSize(width: proposal.width ?? 0, height: thickness)
            : CGSize(width: thickness, height: proposal.height ?? 0)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        elements.append(ResolvedElement(frame: rect, content: .shape(.rectangle, fill: Graphics.Color.separator, stroke: nil)))
    }
}
