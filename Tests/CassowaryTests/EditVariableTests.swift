import Testing
@testable import Cassowary

@Suite struct EditVariableTests {
    let width = Variable("width"), left = Variable("left"), right = Variable("right"), mid = Variable("mid")

    func margins() throws -> Solver {
        let solver = Solver()
        try solver.add(left == 16)
        try solver.add(right == width - 16)
        try solver.add(mid == (left + right) / 2)
        try solver.add(width >= 100)
        try solver.addEditVariable(width, strength: 999)
        return solver
    }

    @Test func suggestionsReSolve() throws {
        let solver = try margins()
        for w in [375.0, 414, 320, 1024, 375] {
            try solver.suggestValue(w, for: width)
            #expect(solver.value(of: width) == w)
            #expect(solver.value(of: right) == w - 16)
            #expect(solver.value(of: mid) == w / 2)
        }
    }

    @Test func requiredConstraintsBoundASuggestion() throws {
        let solver = try margins()
        try solver.suggestValue(40, for: width)
        #expect(solver.value(of: width) == 100)
        try solver.suggestValue(500, for: width)
        #expect(solver.value(of: width) == 500)
    }

    /// Re-solving through an edit gives what building the system afresh gives.
    @Test func editsMatchRebuilding() throws {
        let x = Variable("x"), y = Variable("y"), cap = Variable("cap")
        func build(_ w: Double?) throws -> Solver {
            let s = Solver()
            try s.add([x >= 0, y >= x + 10, (y == 2 * x).withStrength(750), y <= cap, (x == 400).withStrength(250)])
            try s.addEditVariable(cap, strength: 999)
            if let w { try s.suggestValue(w, for: cap) }
            return s
        }
        let edited = try build(nil)
        for w in stride(from: 0.0, through: 1200, by: 37) {
            try edited.suggestValue(w, for: cap)
            let fresh = try build(w)
            for v in [x, y, cap] { #expect(abs(edited.value(of: v) - fresh.value(of: v)) < 1e-9, "\(v) at \(w)") }
        }
    }

    @Test func editsAtSeveralPrioritiesCompete() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(a + b == 100)
        try solver.addEditVariable(a, strength: 800)
        try solver.addEditVariable(b, strength: 600)
        try solver.suggestValue(30, for: a)
        try solver.suggestValue(30, for: b)
        #expect(solver.value(of: a) == 30)
        #expect(solver.value(of: b) == 70)
        try solver.removeEditVariable(a)
        #expect(solver.value(of: b) == 30)
        #expect(!solver.hasEditVariable(a))
    }

    @Test func editErrors() throws {
        let solver = try margins()
        #expect(throws: CassowaryError.self) { try solver.addEditVariable(width, strength: 500) }
        #expect(throws: CassowaryError.self) { try solver.suggestValue(10, for: left) }
        #expect(throws: CassowaryError.self) { try solver.removeEditVariable(left) }
        #expect(throws: CassowaryError.self) { try solver.addEditVariable(left, strength: .required) }
        #expect(throws: CassowaryError.self) { try solver.addEditVariable(left, strength: 0) }
        #expect(throws: CassowaryError.self) { try solver.suggestValue(.nan, for: width) }
        #expect(throws: CassowaryError.self) { try solver.suggestValue(.infinity, for: width) }
        // Still usable, and unchanged.
        try solver.suggestValue(375, for: width)
        #expect(solver.value(of: right) == 359)
        do {
            try solver.addEditVariable(left, strength: .required)
            Issue.record("expected an error")
        } catch {
            guard case let .requiredEditVariable(v) = error else { Issue.record("wrong error \(error)"); return }
            #expect(v.id == left.id)
        }
    }
}

/// A constraint given a new constant (`LayoutConstraint.constant` changed) is moved in
/// place when it is optional, and the solution is the one a fresh solver finds.
@Suite struct ConstantChangeTests {
    @Test func anOptionalConstantMovesInPlace() throws {
        let solver = Solver()
        let width = Variable("width"), height = Variable("height"), container = Variable("container")
        let natural = Constraint(Expression([Term(width)], constant: -300), .equal, strength: 750)
        try solver.add(container == 343)
        try solver.add(width <= container)
        try solver.add(height == width * 0.5)
        try solver.add(natural)
        #expect(solver.value(of: height) == 150)
        for target in [100.0, 200, 500, 0, 343, 250] {
            let moved = Constraint(Expression([Term(width)], constant: -target), .equal, strength: 750)
            let before = solver.symbolCount
            try solver.replace(natural, with: moved)
            #expect(solver.symbolCount == before, "moved in place: no symbols added")
            #expect(solver.value(of: width) == min(target, 343))
            #expect(solver.value(of: height) == min(target, 343) / 2)
            try solver.replace(moved, with: natural)
            #expect(solver.value(of: width) == 300)
        }
        #expect(solver.violatedRequiredConstraints().isEmpty)
    }

    @Test func aRequiredConstantChangeThatConflictsKeepsTheOldOne() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 100)
        let old = x == 50
        try solver.add(old)
        let conflicting = x == 150
        #expect(throws: CassowaryError.self) { try solver.replace(old, with: conflicting) }
        #expect(solver.hasConstraint(old) && !solver.hasConstraint(conflicting))
        #expect(solver.value(of: x) == 50)
    }
}
