import Foundation

/// The padding `padding()` and `padding(.edges)` add when no length is given.
let defaultPadding: CGFloat = 16

extension View {
    /// Pads the given edges by `length` (nil: 16 points).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? defaultPadding)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
}
