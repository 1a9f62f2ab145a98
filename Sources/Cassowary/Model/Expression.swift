/// `coefficient * variable`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`, built with the usual
/// operators: `2 * x + y - 10`.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ constant: Double) { self.init([], constant: constant) }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

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

func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Anything that reads as a linear expression: a variable, a term or an expression.
public protocol LinearExpressible: Sendable {
    var expression: Expression { get }
}

extension Variable: LinearExpressible {
    public var expression: Expression { Expression([Term(self)]) }
}

extension Term: LinearExpressible {
    public var expression: Expression { Expression([self]) }
}

extension Expression: LinearExpressible {
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

public func * <L: LinearExpressible>(lhs: Double, rhs: L) -> Expression { rhs.expression.scaled(by: lhs) }
public func * <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.scaled(by: rhs) }
public func / <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.scaled(by: 1 / rhs) }
public prefix func - <L: LinearExpressible>(operand: L) -> Expression { operand.expression.scaled(by: -1) }

public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression)
}
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression, times: -1)
}
public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.adding(Expression(rhs)) }
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs.expression.adding(Expression(lhs)) }
public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.expression.adding(Expression(-rhs)) }
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression {
    Expression(lhs).adding(rhs.expression, times: -1)
}
