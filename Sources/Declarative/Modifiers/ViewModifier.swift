/// A change applied to a view, reusable across views (`ViewModifier`).
///
/// Write your own with a `body(content:)` made of other views and modifiers; the
/// built-in modifiers are primitive (their `Body` is `Never`).
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// A primitive modifier: applied by this module, not through a body.
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Applies a modifier.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
