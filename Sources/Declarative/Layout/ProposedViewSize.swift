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
