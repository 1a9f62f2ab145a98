/// How strongly the solver holds a constraint: UIKit's layout priority, 1...1000.
///
/// `required` (1000) must hold. Below that, priorities are strictly ordered: the
/// solver never trades any amount of error in a constraint of a higher priority for
/// any amount of error in constraints of lower priorities, so a single 751 beats a
/// thousand 750s. Within one priority, errors add up and their sum is minimised.
public struct Strength: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A strength of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A strength of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A strength written as a number: `999.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A strength written as a number: `750`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold; an unsatisfiable one is an error.
    public static let required = Strength(1000)

    /// Whether the constraint must hold (1000).
    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value lies in 1...1000 (and so can be used by a solver).
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// Below every priority: a constraint of this strength only chooses among
    /// solutions that are equally good for every other constraint (a tie), and
    /// overrides none. The view engine pulls a fitting size toward its target with
    /// it, so that a tie at the fitting priority has one answer, whatever the
    /// solver's history. Not a user priority (``isValid`` is false).
    package static let tieBreak = Strength(0.5)

    /// Whether a solver takes the strength: valid, or ``tieBreak``.
    var isUsable: Bool { isValid || self == .tieBreak }

    /// Strengths order by their raw value, strictly: 751 beats any number at 750.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The strength as a number, or its name.
    public var description: String {
        rawValue == rawValue.rounded() ? NumberText.describe(Double(rawValue)) : String(rawValue)
    }
}
