import Foundation

/// Insets on each edge (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset on each edge, in points.
    public var top, left, bottom, right: CGFloat

    /// Insets on each edge, 0 where not given.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()
}

/// Insets by leading and trailing edge, flipped for right-to-left (`NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset on each edge, leading and trailing by layout direction, in points.
    public var top, leading, bottom, trailing: CGFloat

    /// Insets on each edge, 0 where not given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle made smaller by `insets` on each edge (`inset(by:)`); negative insets grow it.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
