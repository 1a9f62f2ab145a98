import Foundation

/// The size a parent proposes to a child: each dimension a number (zero and
/// infinity included) or nil, "unspecified": the child's ideal size on that axis.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The width offered; nil asks for the ideal width.
    public var width: CGFloat?
    /// The height offered; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of a width and a height, either unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions zero: asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Both dimensions unspecified: asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// A size with unspecified dimensions replaced (by 10, SwiftUI's default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal as `width×height`, `nil` where unspecified.
    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { $0.isInfinite ? "∞" : "\($0)" } ?? "nil" }
        return "\(text(width))×\(text(height))"
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, _ along: CGFloat?, cross: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: along, height: cross)
            : ProposedViewSize(width: cross, height: along)
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

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
