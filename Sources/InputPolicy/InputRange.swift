/// A range of numbers an API accepts, with the words that name it in an error.
///
/// Every number that enters a layout (a width, a constant, a font size, a count) is
/// checked against one of the ranges in ``Limits`` where it crosses a public boundary:
/// a throwing API throws ``InputError``; a setter that cannot throw clamps with
/// ``clamp(_:nan:)``, so no number traps or poisons a layout further down.
public struct InputRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest value accepted (or, when ``excludesLowerBound``, the value everything must exceed).
    public let lowerBound: Double
    /// The largest value accepted.
    public let upperBound: Double
    /// Whether the lower bound itself is refused (font sizes and scales must be above 0).
    public let excludesLowerBound: Bool
    /// The unit named in messages ("points", or empty).
    public let unit: String

    /// A range from `bounds.lowerBound` to `bounds.upperBound`, both included.
    public init(_ bounds: ClosedRange<Double>, unit: String = "") {
        lowerBound = bounds.lowerBound
        upperBound = bounds.upperBound
        excludesLowerBound = false
        self.unit = unit
    }

    /// A range above `lowerBound` (excluded) up to `upperBound` (included).
    public init(above lowerBound: Double, atMost upperBound: Double, unit: String = "") {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        excludesLowerBound = true
        self.unit = unit
    }

    /// Whether `value` is in the range (never true of NaN).
    ///
    /// Inlinable, as are ``check(_:argument:)-(Double,_)`` and ``clamp(_:nan:)``: checks sit on
    /// the solver's and the layout's hot paths in other modules, where a call copied the
    /// range (and its unit) in and destroyed it again, a twentieth of building a solver.
    @inlinable
    public func contains(_ value: Double) -> Bool {
        (excludesLowerBound ? value > lowerBound : value >= lowerBound) && value <= upperBound
    }

    /// Returns `value` if it is in the range, and throws an ``InputError`` naming `argument` if not.
    /// (The name is built only for the error: checks sit on hot paths.)
    @inlinable @discardableResult
    public func check(_ value: Double, argument: @autoclosure () -> String) throws(InputError) -> Double {
        guard contains(value) else { throw InputError(argument: argument(), value: value, range: self) }
        return value
    }

    /// Returns `value` if it is in the range, and throws an ``InputError`` naming `argument` if not.
    @discardableResult
    public func check(_ value: Int, argument: @autoclosure () -> String) throws(InputError) -> Int {
        guard contains(Double(value)) else {
            var error = InputError(argument: argument(), value: Double(value), range: self)
            error.integer = value
            throw error
        }
        return value
    }

    /// The nearest value in the range; NaN becomes `nan` (clamped too).
    ///
    /// What a non-throwing setter does with a number out of range: the layout stays
    /// finite and the same for the same input. An excluded lower bound clamps to the
    /// smallest value this range treats as above it (a millionth of the upper bound).
    @inlinable
    public func clamp(_ value: Double, nan: Double = 0) -> Double {
        let value = value.isNaN ? nan : value
        let lowest = excludesLowerBound ? lowerBound + max(upperBound - lowerBound, 1) * 1e-6 : lowerBound
        return min(max(value, lowest), upperBound)
    }

    /// The range in words, as an error message says it: "from 0 to 1000000000 points".
    public var description: String {
        let suffix = unit.isEmpty ? "" : " \(unit)"
        if excludesLowerBound {
            return "above \(NumberText.describe(lowerBound)) and at most \(NumberText.describe(upperBound))\(suffix)"
        }
        return "from \(NumberText.describe(lowerBound)) to \(NumberText.describe(upperBound))\(suffix)"
    }
}

/// A number given to an API is outside the range it accepts.
///
/// Thrown at the boundary where the number enters (a solver constraint, a text layout,
/// a command-line option), it names the argument as the caller spelled it, so the
/// message points at the culprit: `width must be from 0 to 1000000000 points, not 1e+308`.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The argument's name as the caller knows it (`"width"`, `"--size"`, `"constraints[3].constant"`).
    public var argument: String
    /// The value given.
    public var value: Double
    /// The range accepted.
    public var range: InputRange
    /// The value given, when it was an integer (shown exactly, not as a `Double`).
    var integer: Int?

    /// An error for `value` of `argument`, which is outside `range`.
    public init(argument: String, value: Double, range: InputRange) {
        self.argument = argument
        self.value = value
        self.range = range
    }

    /// The error in one line: "width must be from 0 to 1000000000 points, not 1e+308".
    public var description: String {
        "\(argument) must be \(range), not \(integer.map(String.init) ?? NumberText.describe(value))"
    }
}
