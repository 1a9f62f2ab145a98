/// A quick look for a contradiction among required equalities, before any of them
/// reaches the simplex.
///
/// The tableau keeps every basic variable in terms of the parameters, markers
/// included, so a chain of required equalities (`x1 == x0 + 1`, `x2 == x1 + 1`, …)
/// fills rows with the markers of all the links before it: work and memory grow with
/// the square of its length, and a contradiction at the chain's end (`x9999 == 0`) is
/// found only after all of that. This check eliminates variables without markers,
/// keeping each eliminated variable's definition in terms of variables not yet
/// eliminated, so a chain costs time linear in its length; it gives up (and leaves
/// the verdict to the simplex) when elimination fills in beyond a fixed budget.
struct RequiredEqualities {
    /// `variable = Σ terms + constant`, over variables not eliminated.
    private struct Definition {
        var terms: [Int: Double]
        var constant: Double
    }

    private var definitions: [Int: Definition] = [:]
    /// For each variable not eliminated, the eliminated ones whose definitions use it.
    private var users: [Int: Set<Int>] = [:]
    /// Work left before giving up (terms visited or written).
    private var budget: Int

    /// A check with a budget of work proportional to the size of the system.
    init(termCount: Int) {
        budget = 64 * termCount + 10_000
    }

    /// Feeds the required equalities of `constraints` in order. Returns the index of the
    /// first one that contradicts those before it, or nil when there is none or the
    /// check ran out of budget.
    static func firstContradiction(in constraints: [Constraint]) -> Int? {
        let terms = constraints.reduce(0) { $0 + $1.expression.terms.count + 1 }
        var check = RequiredEqualities(termCount: terms)
        for (index, constraint) in constraints.enumerated()
        where constraint.strength.isRequired && constraint.relation == .equal {
            switch check.add(constraint.expression) {
            case .consistent: continue
            case .contradiction: return index
            case .outOfBudget: return nil
            }
        }
        return nil
    }

    enum Verdict { case consistent, contradiction, outOfBudget }

    /// Adds `expression == 0`.
    mutating func add(_ expression: Expression) -> Verdict {
        // The expression with eliminated variables replaced by their definitions.
        var terms: [Int: Double] = [:]
        var constant = expression.constant
        var scale = abs(expression.constant)
        for term in expression.terms {
            budget -= 1
            if let definition = definitions[term.variable.id] {
                budget -= definition.terms.count
                constant += term.coefficient * definition.constant
                scale += abs(term.coefficient * definition.constant)
                for (variable, coefficient) in definition.terms { terms[variable, default: 0] += term.coefficient * coefficient }
            } else {
                terms[term.variable.id, default: 0] += term.coefficient
            }
            scale += abs(term.coefficient)
        }
        if budget < 0 { return .outOfBudget }
        let largest = terms.values.reduce(0) { max($0, abs($1)) }
        terms = terms.filter { abs($0.value) > 1e-12 * largest }
        // Pivot on the largest coefficient (ties: the newest variable, for a stable order).
        guard let pivot = terms.max(by: { (abs($0.value), $0.key) < (abs($1.value), $1.key) }) else {
            // Never stricter than the tableau (10⁻⁸, or 10⁻¹¹ of the size of the terms): a
            // contradiction is reported only when the simplex would report it too.
            return abs(constant) <= max(1e-7, 1e-9 * scale) ? .consistent : .contradiction
        }
        var definition = Definition(terms: [:], constant: -constant / pivot.value)
        for (variable, coefficient) in terms where variable != pivot.key {
            definition.terms[variable] = -coefficient / pivot.value
        }
        // Definitions that used the pivot now use its definition instead.
        for user in users.removeValue(forKey: pivot.key) ?? [] {
            guard var old = definitions[user], let factor = old.terms.removeValue(forKey: pivot.key) else { continue }
            budget -= definition.terms.count + 1
            if budget < 0 { return .outOfBudget }
            old.constant += factor * definition.constant
            for (variable, coefficient) in definition.terms {
                old.terms[variable, default: 0] += factor * coefficient
                users[variable, default: []].insert(user)
            }
            definitions[user] = old
        }
        for variable in definition.terms.keys { users[variable, default: []].insert(pivot.key) }
        budget -= definition.terms.count + 1
        definitions[pivot.key] = definition
        return budget < 0 ? .outOfBudget : .consistent
    }
}

extension RequiredEqualities {
    /// The required constraints connected to `constraints[culprit]` through shared
    /// variables, in order, the culprit last: the explanation of a contradiction found
    /// by ``firstContradiction(in:)``, found in time linear in the system's size.
    static func explanation(of culprit: Int, in constraints: [Constraint]) -> [Constraint] {
        var byVariable: [Int: [Int]] = [:]
        for (index, constraint) in constraints[...culprit].enumerated() where constraint.strength.isRequired {
            for term in constraint.expression.terms { byVariable[term.variable.id, default: []].append(index) }
        }
        var reached = Set([culprit])
        var seenVariables = Set<Int>()
        var stack = [culprit]
        while let index = stack.popLast() {
            for term in constraints[index].expression.terms where seenVariables.insert(term.variable.id).inserted {
                for other in byVariable[term.variable.id] ?? [] where reached.insert(other).inserted { stack.append(other) }
            }
        }
        return reached.sorted().filter { $0 != culprit }.map { constraints[$0] } + [constraints[culprit]]
    }
}
