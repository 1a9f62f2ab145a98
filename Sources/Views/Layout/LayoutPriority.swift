import Cassowary

/// How strongly a constraint holds (`UILayoutPriority`): 1...1000, 1000 required.
///
/// Priorities are strictly ordered: a constraint at 751 is never given up for any
/// number of constraints at 750.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue` (`UILayoutPriority(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (`UILayoutPriority(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number: `999.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a number: `999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: compression resistance of views made in code.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: content hugging of views made in code.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` pulls toward its target with.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold (1000).
    public var isRequired: Bool { rawValue >= 1000 }
    var strength: Strength { Strength(rawValue) }

    /// Priorities order by their raw value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority as UIKit prints it.
    public var description: String { strength.description }

    /// A priority `rhs` above another, as UIKit allows: `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below another, as UIKit allows: `.defaultHigh - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
