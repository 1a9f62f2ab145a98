import Testing
@testable import Cassowary

/// Every thrown error names its culprit and leaves the solver as it was.
@Suite struct ErrorTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    func values(_ solver: Solver) -> [UInt64] { [x, y, z].map { solver.value(of: $0).bitPattern } }

    @Test func unsatisfiableNamesTheConflictingConstraints() throws {
        let solver = Solver()
        let a = x == y
        let b = y == 3
        let unrelated = z >= 0
        let weak = (x == 100).withStrength(500)
        try solver.add([a, b, unrelated, weak])
        let before = values(solver)
        let culprit = x == 4
        do {
            try solver.add(culprit)
            Issue.record("expected unsatisfiable")
        } catch {
            guard case let .unsatisfiableConstraint(constraint, conflicting) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(constraint === culprit)
            #expect(conflicting.last === culprit)
            #expect(conflicting.contains { $0 === a })
            #expect(conflicting.contains { $0 === b })
            #expect(!conflicting.contains { $0 === unrelated || $0 === weak })
            #expect(error.description.contains("Unable to satisfy"))
        }
        #expect(values(solver) == before)
        #expect(!solver.hasConstraint(culprit))
        try solver.add(z == 9)
        #expect(solver.value(of: z) == 9)
        #expect(solver.value(of: x) == 3)
    }

    @Test func unsatisfiableInequalities() throws {
        let solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.add((x == 50).withStrength(250))
        let before = values(solver)
        do {
            try solver.add(x <= 5)
            Issue.record("expected unsatisfiable")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicting) = error else { Issue.record("\(error)"); return }
            #expect(conflicting.count == 2)
            #expect(conflicting.first === floor)
        }
        #expect(values(solver) == before)
        #expect(solver.value(of: x) == 50)
    }

    @Test func constantContradiction() throws {
        let solver = Solver()
        let impossible = Constraint(Expression(1), .lessThanOrEqual)
        #expect(throws: CassowaryError.self) { try solver.add(impossible) }
        try solver.add(x == 1)
        #expect(solver.value(of: x) == 1)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        do {
            try solver.add(c)
            Issue.record("expected duplicate")
        } catch {
            guard case let .duplicateConstraint(d) = error else { Issue.record("\(error)"); return }
            #expect(d === c)
        }
        let stranger = x == 1
        do {
            try solver.remove(stranger)
            Issue.record("expected unknown")
        } catch {
            guard case let .unknownConstraint(u) = error else { Issue.record("\(error)"); return }
            #expect(u === stranger)
        }
        #expect(solver.value(of: x) == 1)
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let solver = Solver()
        try solver.add(x == 2)
        for bad in [x == .nan, Double.infinity * y >= 0, x + .infinity <= 3] {
            do {
                try solver.add(bad)
                Issue.record("expected nonFinite for \(bad)")
            } catch {
                guard case let .nonFiniteConstraint(c) = error else { Issue.record("\(error)"); return }
                #expect(c === bad)
            }
        }
        #expect(solver.value(of: x) == 2)
        #expect(solver.constraintCount == 1)
    }

    @Test func invalidStrengths() throws {
        let solver = Solver()
        for strength in [Strength(0), Strength(-5), Strength(1000.5), Strength(.nan)] {
            #expect(throws: CassowaryError.self) { try solver.add((x == 1).withStrength(strength)) }
        }
        #expect(solver.constraintCount == 0)
    }
}

extension ErrorTests {
    /// A variable kept parametric inside a slack's row must not be solved for by a
    /// later constraint in a way that turns that slack negative.
    @Test func conflictThroughAParametricVariable() throws {
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y == 0)
        #expect(throws: CassowaryError.self) { try solver.add(x <= 5) }
        #expect(solver.value(of: x) == 10)
        try solver.add(x <= 12)
        try solver.add((x == 100).withStrength(300))
        #expect(solver.value(of: x) == 12)
    }
}
