import InputPolicy

/// Why a solver refused a request. After any of these the solver is exactly as it
/// was before the call, and can go on being used.
public enum CassowaryError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints
    /// already in the solver. `conflicting` lists those it conflicts with, and the
    /// constraint itself (last).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions and cannot be required.
    case requiredEditVariable(Variable)
    /// A strength outside 1...1000 (or NaN).
    case invalidStrength(Strength)
    /// A coefficient or constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// A suggested value is NaN or infinite.
    case nonFiniteValue(Variable, Double)
    /// A number is outside the input policy's range: a coefficient beyond
    /// `Limits.multiplier`, or a constant or suggested value beyond
    /// `Limits.length`, where `Double` no longer keeps a solution exact
    /// enough for required constraints to hold. The error names the number.
    case invalidInput(InputError)
    /// The change would leave the required constraints listed broken by more than
    /// 10⁻⁹ of their size, even solved afresh, or (the list empty) a value beyond
    /// `Limits.maximumLength`: the solution needs more precision than `Double` has
    /// (values far beyond any layout's, reached through products of coefficients).
    /// For a new required constraint, the list is the constraints it seems to conflict
    /// with, itself last, when it misses them by no more than the rounding the solver's
    /// rows carry: `Double` cannot tell whether they hold together.
    /// The change is not made, so no call returns such values.
    case insufficientPrecision([Constraint])
    /// Adding the constraint would grow the tableau past its budget of row entries
    /// (`entries`, the count it holds): the work and memory of every later change would
    /// be out of bounds. The simplex keeps, in effect, the inverse of the system: a long
    /// chain (`y₁ == y₀ + h₀ + 8`, `y₂ == y₁ + h₁ + 8`, …) keeps short rows, but
    /// constraints on its variables added after it (sizes `hᵢ >= 20 @750`) make every row
    /// below them hold one entry per link (about 1,600 links reach the budget). Added
    /// before the chain, they keep rows short.
    case tooDense(Constraint, entries: Int)
    /// The simplex found no bounded optimum; this points at a solver bug and is
    /// reported rather than trapped on.
    case internalError(String)

    /// The constraint the error is about, when there is one.
    public var constraint: Constraint? {
        switch self {
        case let .unsatisfiableConstraint(c, _), let .duplicateConstraint(c), let .unknownConstraint(c),
             let .nonFiniteConstraint(c), let .tooDense(c, _):
            c
        default: nil
        }
    }

    /// The error in words, naming the culprit.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy required constraint \(constraint); it conflicts with:\n\(list)"
        case let .duplicateConstraint(c): return "The constraint is already in the solver: \(c)"
        case let .unknownConstraint(c): return "The constraint is not in the solver: \(c)"
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable"
        case let .unknownEditVariable(v): return "\(v) is not an edit variable"
        case let .requiredEditVariable(v): return "The edit variable \(v) cannot be required (priority 1000)"
        case let .invalidStrength(s): return "Priority \(s.rawValue) is outside 1...1000"
        case let .nonFiniteConstraint(c): return "The constraint has a NaN or infinite number: \(c)"
        case let .nonFiniteValue(v, value): return "The value suggested for \(v) is not finite: \(value)"
        case let .invalidInput(error): return error.description
        case let .insufficientPrecision(broken) where broken.isEmpty:
            return "The solution would put a value beyond the input policy's \(NumberText.describe(Limits.maximumLength)) points, where Double no longer holds it"
        case let .insufficientPrecision(broken):
            let list = broken.prefix(5).map { "  \($0)" }.joined(separator: "\n")
            return "The solution would need more precision than Double has; these required constraints would not hold together:\n\(list)"
        case let .tooDense(c, entries):
            return "Adding \(c) would grow the solver's tableau beyond its budget (it holds \(entries) row entries): constraints on the variables of a long chain, added after the chain, make its rows dense; add them before it"
        case let .internalError(message): return "Internal solver error: \(message)"
        }
    }
}
