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

    /// An edit suggested again and again reuses the rows it found the first time
    /// (`Tableau.column(_:)`), until rows change: by a pivot, an added or removed
    /// constraint, a constant changed in place, or a change rolled back. Every step
    /// of such a sequence gives what building the system afresh gives.
    @Test func repeatedSuggestionsMatchRebuildingAcrossChanges() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w"), h = Variable("h")
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        let fixed: [Constraint] = [x >= 0, y >= x + 10, z == y + 8, (y == 2 * x).withStrength(750),
                                   z <= w, (x == 400).withStrength(250), (h >= 0.5 * w).withStrength(500), h >= 20]
        let optional: [Constraint] = [(z == 300).withStrength(600), x <= 0.25 * w + 40, (h == 3 * x + 5).withStrength(700)]
        let edited = Solver()
        try edited.add(fixed)
        try edited.addEditVariable(w, strength: 999)
        try edited.addEditVariable(h, strength: 900)
        var added: [Bool] = optional.map { _ in false }
        var values = (w: 0.0, h: 0.0)
        for step in 0..<400 {
            switch next(10) {
            case 0:
                // Add or remove one of the optional constraints.
                let k = next(optional.count)
                if added[k] { try edited.remove(optional[k]) } else { try edited.add(optional[k]) }
                added[k].toggle()
            case 1:
                // A change that fails leaves the solver as it was (a required conflict).
                #expect(throws: CassowaryError.self) { try edited.add(x == -50) }
            case 2...5:
                values.w = Double(next(1_200))
                try edited.suggestValue(values.w, for: w)
            default:
                values.h = Double(next(900))
                try edited.suggestValue(values.h, for: h)
            }
            let fresh = Solver()
            try fresh.add(fixed)
            for (k, constraint) in optional.enumerated() where added[k] { try fresh.add(constraint) }
            try fresh.addEditVariable(w, strength: 999)
            try fresh.addEditVariable(h, strength: 900)
            try fresh.suggestValue(values.w, for: w)
            try fresh.suggestValue(values.h, for: h)
            for v in [x, y, z, w, h] {
                #expect(abs(edited.value(of: v) - fresh.value(of: v)) < 1e-7, "\(v) at step \(step)")
            }
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

    /// A media view's aspect ratio, `height == m·width`, required, with hugging and
    /// compression pulling the height toward an intrinsic one, a stack below it and a
    /// fitting height: each new multiplier is moved in place (no symbol added), and the
    /// solution is the one a fresh solver finds.
    @Test func aRequiredMultiplierMovesInPlace() throws {
        let width = Variable("width"), height = Variable("height"), container = Variable("container")
        let top = Variable("top"), bottom = Variable("bottom"), label = Variable("label"), cell = Variable("cell")
        let fixed: [Constraint] = [
            width <= container, (width == container).withStrength(750),
            (height == 200).withStrength(100), (height <= 200).withStrength(250), (height >= 200).withStrength(240),
            top == 12, bottom == top + height, label >= 20, (label == 41).withStrength(750),
            cell == bottom + 8 + label + 12, (cell == 0).withStrength(50),
        ]
        let solver = Solver()
        try solver.add(fixed)
        var aspect = height == width * 0.5
        try solver.add(aspect)
        try solver.addEditVariable(container, strength: 999)
        try solver.suggestValue(343, for: container)
        for (step, multiplier) in [0.75, 1.25, 0.5625, 0.5625, 2, 0.1, 1].enumerated() {
            let next = height == width * multiplier
            let before = solver.symbolCount
            try solver.replace(aspect, with: next)
            aspect = next
            #expect(solver.symbolCount == before, "step \(step): moved in place")
            let fresh = Solver()
            try fresh.add(fixed + [next, (container == 343).withStrength(999)])
            for v in [width, height, top, bottom, label, cell] {
                #expect(abs(solver.value(of: v) - fresh.value(of: v)) < 1e-9, "step \(step) \(v)")
            }
            #expect(abs(solver.value(of: height) - 343 * multiplier) < 1e-9)
            #expect(solver.violatedRequiredConstraints().isEmpty)
            try solver.suggestValue(300 + 10 * Double(step), for: container)
            #expect(abs(solver.value(of: height) - (300 + 10 * Double(step)) * multiplier) < 1e-9)
            try solver.suggestValue(343, for: container)
        }
    }

    /// Required constants move in place too, equalities and inequalities alike.
    @Test func aRequiredConstantMovesInPlace() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let fixed: [Constraint] = [y == x * 2 + 10, (z == 500).withStrength(250), (x == 0).withStrength(250)]
        let solver = Solver()
        try solver.add(fixed)
        var floor = x >= 5, link = z == y + 1
        try solver.add(floor)
        try solver.add(link)
        for (step, (a, b)) in [(7.0, 3.0), (-20, 40), (100, -5), (100, 0)].enumerated() {
            let nextFloor = x >= a, nextLink = z == y + b
            let before = solver.symbolCount
            try solver.replace(floor, with: nextFloor)
            try solver.replace(link, with: nextLink)
            (floor, link) = (nextFloor, nextLink)
            #expect(solver.symbolCount == before, "step \(step): moved in place")
            let fresh = Solver()
            try fresh.add(fixed + [nextFloor, nextLink])
            for v in [x, y, z] { #expect(abs(solver.value(of: v) - fresh.value(of: v)) < 1e-9, "step \(step) \(v)") }
        }
    }

    /// A new multiplier that conflicts with the required constraints is refused, and
    /// the old constraint and solution stay.
    @Test func aConflictingMultiplierKeepsTheOldOne() throws {
        let width = Variable("width"), height = Variable("height")
        let solver = Solver()
        try solver.add(width == 100)
        try solver.add(height <= 60)
        let old = height == width * 0.5
        try solver.add(old)
        let conflicting = height == width * 0.7
        #expect(throws: CassowaryError.self) { try solver.replace(old, with: conflicting) }
        #expect(solver.hasConstraint(old) && !solver.hasConstraint(conflicting))
        #expect(solver.value(of: height) == 50)
        try solver.replace(old, with: height == width * 0.6)
        #expect(abs(solver.value(of: height) - 60) < 1e-9)
    }
}

