import Foundation

/// Children side by side (`HStack`): see ``HStackLayout`` and <doc:LayoutRules>.
/// - SeeAlso: ``VStack``, ``ZStack``, ``HStackLayout``
public struct HStack<Content: View>: View {
    let container: _LayoutContainer<HStackLayout, Content>

    /// Children side by side, aligned vertically, `spacing` apart (the default spacing when nil).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        container = _LayoutContainer(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content(),
                                     axis: .horizontal)
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) { container.appendNodes(to: &list, in: context) }
}

extension HStack: Sendable where Content: Sendable {}
