import Testing
@testable import Cassowary

@Suite("Solver input policy and checks")
struct SolverPolicyTests {
    @Test func numbersOutsideThePolicyAreRefusedByName() {
        let x = Variable("x")
        let solver = Solver()
        #expect { try solver.add(Constraint(Expression([Term(x, 1)], constant: 1e10), .equal)) } throws: { error in
            guard case let .invalidInput(input) = error as? CassowaryError else { return false }
            return input.argument.hasPrefix("the constant of") && input.value == 1e10
        }
        #expect { try solver.add(Constraint(Expression([Term(x, 2e6)]), .equal)) } throws: { error in
            guard case let .invalidInput(input) = error as? CassowaryError else { return false }
            return input.argument.hasPrefix("the coefficient of x")
        }
        let width = Variable("width")
        #expect(throws: Never.self) { try solver.addEditVariable(width, strength: 999) }
        #expect { try solver.suggestValue(-1e12, for: width) } throws: { error in
            guard case .invalidInput = error as? CassowaryError else { return false }
            return true
        }
        #expect(solver.constraintCount == 1)
    }

    @Test func aLongContradictoryChainIsFoundBeforeTheSimplexAndLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let keep = Variable("keep")
        try solver.add(keep == 7)
        let xs = (0..<2_000).map { Variable("x\($0)") }
        var chain = [xs[0] == 0]
        for i in 1..<xs.count { chain.append(xs[i] == xs[i - 1] + 1) }
        chain.append(xs[xs.count - 1] == 0)
        do {
            try solver.add(chain)
            Issue.record("no error")
        } catch {
            guard case let .unsatisfiableConstraint(culprit, conflicting) = error else { Issue.record("\(error)"); return }
            #expect(culprit === chain.last)
            #expect(conflicting.count == chain.count)
            #expect(!conflicting.contains { $0.expression.terms.contains { $0.variable.id == keep.id } })
        }
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: keep) == 7)
        // The same chain without its last link is fine.
        try solver.add(Array(chain.dropLast()))
        #expect(solver.value(of: xs[1_999]) == 1_999)
        #expect(solver.violatedRequiredConstraints().isEmpty)
    }

    @Test func theRequiredConstraintCheckFindsBrokenConstraintsWithARelativeTolerance() throws {
        let x = Variable("x"), y = Variable("y")
        let constraints = [x == 1e9, y >= x + 5, y <= 2, Constraint(Expression([Term(x, 1)], constant: -3), .equal, strength: Strength(500))]
        let values = { (v: Variable) -> Double in v.id == x.id ? 1e9 + 0.5 : (v.id == y.id ? 1e9 - 10 : 0) }
        let broken = Solver.violatedRequiredConstraints(constraints, values: values, tolerance: 1e-9)
        // 0.5 off 10⁹ is within 10⁻⁹ relative; 15.5 short of `y >= x + 5` is not; the optional one is not judged.
        #expect(broken.map { $0 === constraints[1] || $0 === constraints[2] } == [true, true])
        let nan = Solver.violatedRequiredConstraints(constraints, values: { _ in .nan }, tolerance: 1e-9)
        #expect(nan.count == 3)
    }
}

@Suite("Required equalities checked before the simplex")
struct RequiredEqualitiesTests {
    @Test func noiseBelowTheTableausToleranceIsNotAContradiction() throws {
        let x = Variable("x")
        var constraints = [x == 0.1, x == 0.100000005]
        for i in 0..<70 { constraints.append(Variable("pad\(i)") == Double(i)) }
        #expect(RequiredEqualities.firstContradiction(in: constraints) == nil)
        let solver = Solver()
        try solver.add(constraints)
        #expect(abs(solver.value(of: x) - 0.1) < 1e-7)
    }

    @Test func aContradictionIsFoundWhereverItIs() {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let constraints = [a == b + 1, b == c + 1, c == a + 1, a == 4]
        #expect(RequiredEqualities.firstContradiction(in: constraints) == 2)
        #expect(RequiredEqualities.explanation(of: 2, in: constraints).count == 3)
    }
}
