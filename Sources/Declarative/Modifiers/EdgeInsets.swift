import Foundation

/// Insets by edge, leading and trailing flipped in right-to-left layouts (`EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset on each edge, leading and trailing by layout direction.
    public var top, leading, bottom, trailing: CGFloat

    /// Insets on each edge, 0 where not given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
