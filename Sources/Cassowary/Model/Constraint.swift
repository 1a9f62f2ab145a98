/// How a constraint relates its expression to zero.
public enum Relation: String, Sendable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    /// The relation as written: `==`, `<=` or `>=`.
    public var description: String { rawValue }
}

/// A linear constraint `expression (<= | == | >=) 0` held at a ``Strength``.
///
/// Constraints are immutable and have identity: a solver adds and removes the very
/// object it was given, so two constraints with equal contents are still two
/// constraints. Build them with operators, `x + 10 <= y`, and set the strength with
/// ``withStrength(_:)``.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    /// Equal, at most or at least (the expression against 0).
    public let relation: Relation
    /// How strongly it holds: 1000 must hold.
    public let strength: Strength
    /// A name for diagnostics, such as `"avatar.width == 48"`.
    public let identifier: String?
    /// How much a point of this optional constraint's error costs against other
    /// errors at the same strength (1 by default; ignored when required). Strengths
    /// still order strictly: weights only decide among constraints of one strength,
    /// where equal weights would leave the choice to the order of pivots.
    public let weight: Double

    /// `expression (relation) 0` at `strength`, its error weighted by `weight`
    /// (`Limits.weight`: a solver refuses a constraint with another).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required,
                weight: Double = 1, identifier: String? = nil)
    {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.weight = weight
        self.identifier = identifier
    }

    /// A new constraint with the same expression, relation and weight at another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, weight: weight, identifier: identifier)
    }

    /// A new constraint with the same expression, relation and strength whose error
    /// weighs `weight` against the others at its strength.
    public func withWeight(_ weight: Double) -> Constraint {
        Constraint(expression, relation, strength: strength, weight: weight, identifier: identifier)
    }

    /// The constraint as an equation at its strength.
    public var description: String {
        let body = "\(expression) \(relation) 0"
        let priority = strength.isRequired ? "" : " @\(strength)"
        if let identifier { return "\(identifier): \(body)\(priority)" }
        return body + priority
    }
}

private func make<L: LinearExpressible, R: LinearExpressible>(_ lhs: L, _ rhs: R, _ relation: Relation) -> Constraint {
    Constraint(lhs.expression.adding(rhs.expression, times: -1), relation)
}

/// `lhs` equal to `rhs`, required until `withStrength(_:)`.
public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint { make(lhs, rhs, .equal) }
/// `lhs` at most `rhs`, required until `withStrength(_:)`.
public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint { make(lhs, rhs, .lessThanOrEqual) }
/// `lhs` at least `rhs`, required until `withStrength(_:)`.
public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint { make(lhs, rhs, .greaterThanOrEqual) }
/// `lhs` equal to a constant, required until `withStrength(_:)`.
public func == <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint { make(lhs, Expression(rhs), .equal) }
/// `lhs` at most a constant, required until `withStrength(_:)`.
public func <= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint { make(lhs, Expression(rhs), .lessThanOrEqual) }
/// `lhs` at least a constant, required until `withStrength(_:)`.
public func >= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint { make(lhs, Expression(rhs), .greaterThanOrEqual) }
/// A constant equal to `rhs`, required until `withStrength(_:)`.
public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint { make(Expression(lhs), rhs, .equal) }
/// A constant at most `rhs`, required until `withStrength(_:)`.
public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint { make(Expression(lhs), rhs, .lessThanOrEqual) }
/// A constant at least `rhs`, required until `withStrength(_:)`.
public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint { make(Expression(lhs), rhs, .greaterThanOrEqual) }
