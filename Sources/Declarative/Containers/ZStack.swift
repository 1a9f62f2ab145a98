import Foundation

/// Children on top of one another (`ZStack`), the first at the back.
/// - SeeAlso: ``HStack``, ``VStack``
public struct ZStack<Content: View>: View {
    let container: _LayoutContainer<ZStackLayout, Content>

    /// Children on top of one another, aligned within the largest.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        container = _LayoutContainer(layout: ZStackLayout(alignment: alignment), content: content(), axis: nil)
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { container.appendNodes(to: &list, in: context) }
}

extension ZStack: Sendable where Content: Sendable {}
