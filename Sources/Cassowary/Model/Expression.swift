/// `coefficient * variable`.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`, built with the usual
/// operators: `2 * x + y - 10`.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order written (one per variable once added to a solver).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// A constant expression.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The expression as written, for diagnostics.
    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            let sign = c < 0 ? "- " : (parts.isEmpty ? "" : "+ ")
            let magnitude = abs(c) == 1 ? "" : "\(format(abs(c)))*"
            parts.append("\(sign)\(magnitude)\(term.variable)")
        }
        if constant != 0 || parts.isEmpty {
            let sign = constant < 0 ? "- " : (parts.isEmpty ? "" : "+ ")
            parts.append("\(sign)\(format(abs(constant)))")
        }
        return parts.joined(separator: " ")
    }
}

func format(_ value: Double) -> String { NumberText.describe(value) }

/// Anything that reads as a linear expression: a variable, a term or an expression.
public protocol LinearExpressible: Sendable {
    var expression: Expression { get }
}

extension Variable: LinearExpressible {
    /// The variable as an expression.
    public var expression: Expression { Expression([Term(self)]) }
}

extension Term: LinearExpressible {
    /// The term as an expression.
    public var expression: Expression { Expression([self]) }
}

extension Expression: LinearExpressible {
    /// The expression itself.
    public var expression: Expression { self }
}

extension Expression {
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    func adding(_ other: Expression, times factor: Double = 1) -> Expression {
        Expression(terms + other.terms.map { Term($0.variable, $0.coefficient * factor) },
                   constant: constant + other.constant * factor)
    }
}

/// Every coefficient and the constant times `lhs`.
public func * <L: LinearExpressible>(lhs: Double, rhs: L) -> Expression { rhs.expression.scaled(by: lhs) }
/// Every coefficient and the constant times `rhs`.
public func * <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.scaled(by: rhs) }
/// Every coefficient and the constant divided by `rhs`.
public func / <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.scaled(by: 1 / rhs) }
/// The expression negated.
public prefix func - <L: LinearExpressible>(operand: L) -> Expression { operand.expression.scaled(by: -1) }

/// The sum of two expressions.
public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression)
}
/// The difference of two expressions.
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression, times: -1)
}
/// The expression plus a constant.
public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.adding(Expression(rhs)) }
/// A constant plus the expression.
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs.expression.adding(Expression(lhs)) }
/// The expression minus a constant.
public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.adding(Expression(-rhs)) }
/// A constant minus the expression.
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression {
    Expression(lhs).adding(rhs.expression, times: -1)
}
