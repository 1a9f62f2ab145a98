import Foundation

/// The size a parent proposes to a child: each dimension a number (zero and
/// infinity included) or nil, "unspecified": the child's ideal size on that axis.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

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
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
