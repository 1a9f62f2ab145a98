import Foundation

/// A point in a view's unit square: (0, 0) its top leading corner, (1, 1) its bottom trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width, 0 at the leading edge.
    public var x: CGFloat
    /// The fraction of the height, 0 at the top.
    public var y: CGFloat
    /// A point in unit coordinates.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin: top leading (`UnitPoint.zero`).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The top leading point (`UnitPoint.topLeading`).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top point (`UnitPoint.top`).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top trailing point (`UnitPoint.topTrailing`).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The leading point (`UnitPoint.leading`).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The centre point (`UnitPoint.center`).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The trailing point (`UnitPoint.trailing`).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom leading point (`UnitPoint.bottomLeading`).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom point (`UnitPoint.bottom`).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom trailing point (`UnitPoint.bottomTrailing`).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
