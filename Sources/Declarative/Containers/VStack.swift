import Foundation

/// Children one above the other (`VStack`): see ``VStackLayout`` and <doc:LayoutRules>.
/// - SeeAlso: ``HStack``, ``ZStack``, ``VStackLayout``
public struct VStack<Content: View>: View {
    let container: _LayoutContainer<VStackLayout, Content>

    /// Children one above another, aligned horizontally, `spacing` apart (the default spacing when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        container = _LayoutContainer(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content(),
                                     axis: .vertical)
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { container.appendNodes(to: &list, in: context) }
}

extension VStack: Sendable where Content: Sendable {}
