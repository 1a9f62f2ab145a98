import Testing
@testable import Cassowary

/// Relations, strengths, removal and the shape of solutions.
@Suite struct SolverTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func eachRelationHolds() throws {
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y >= x + 5)
        try solver.add(z <= y - 20)
        try solver.add((y == 0).withStrength(250))
        try solver.add((z == 100).withStrength(250))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == -5)
    }

    /// A variable met for the first time is made basic in a small system of plain
    /// coefficients (a cell: later constraints on it then find a subject without the
    /// artificial phase), and kept parametric, its constraint's slack basic, in a long
    /// chain or among coefficients that amplify rounding. The values are the same.
    @Test func aNewVariableIsBasicOnlyInSmallPlainSystems() throws {
        let small = Solver()
        try small.add(x >= 10)
        #expect(small.isBasic(x))
        try small.add(y >= x + 5)
        try small.add((y == 0).withStrength(250))
        #expect(small.value(of: x) == 10 && small.value(of: y) == 15)

        let wide = Solver()
        try wide.add(1000 * z >= 1)
        try wide.add(x >= 10)
        #expect(!wide.isBasic(x))
        try wide.add(y >= x + 5)
        try wide.add((y == 0).withStrength(250))
        #expect(wide.value(of: x) == 10 && wide.value(of: y) == 15)

        let long = Solver()
        let links = (0...300).map { Variable("v\($0)") }
        try long.add(links[0] == 0)
        for (a, b) in zip(links, links.dropFirst()) { try long.add(b >= a + 44) }
        #expect(long.isBasic(links[1]) && !long.isBasic(links[300]))
        #expect(long.value(of: links[300]) == 300 * 44)
    }

    @Test func optionalConstraintsYieldToRequiredOnes() throws {
        let solver = Solver()
        try solver.add(x >= 100)
        try solver.add((x == 0).withStrength(999))
        #expect(solver.value(of: x) == 100)
    }

    @Test func higherPriorityWinsOverLower() throws {
        let solver = Solver()
        try solver.add((x == 10).withStrength(250))
        try solver.add((x == 20).withStrength(750))
        try solver.add((x == 30).withStrength(500))
        #expect(solver.value(of: x) == 20)
    }

    /// Weights decide among constraints of one strength: the heavier error is the one
    /// avoided, whichever was added first; they never cross strengths.
    @Test func weightsBreakTiesWithinAStrength() throws {
        for order in [false, true] {
            let solver = Solver()
            try solver.add(x + y == 100)
            let light = (x >= 80).withStrength(750)
            let heavy = (y >= 60).withStrength(750).withWeight(1.5)
            for c in order ? [heavy, light] : [light, heavy] { try solver.add(c) }
            #expect(solver.value(of: y) == 60, "order \(order)")
            #expect(solver.value(of: x) == 40, "order \(order)")
            try solver.add((x >= 90).withStrength(751))
            #expect(solver.value(of: x) == 90)
            try solver.remove(heavy)
            try solver.remove(light)
            #expect(solver.value(of: x) == 90)
        }
        let solver = Solver()
        for bad in [0, -1, .nan, .infinity] {
            #expect(throws: CassowaryError.self) { try solver.add((x == 1).withStrength(500).withWeight(bad)) }
        }
    }

    /// Strict priorities: one constraint at 751 beats a thousand at 750, which a
    /// weighted objective (Kiwi's) would trade away.
    @Test func oneHigherPriorityBeatsAThousandLowerOnes() throws {
        let solver = Solver()
        try solver.add((x == 0).withStrength(751))
        for _ in 0..<1000 { try solver.add((x == 10).withStrength(750)) }
        #expect(solver.value(of: x) == 0)
        // And the level below still counts where the level above is indifferent.
        try solver.add((y >= 0).withStrength(751))
        for _ in 0..<1000 { try solver.add((y == 10).withStrength(750)) }
        #expect(solver.value(of: y) == 10)
    }

    @Test func errorsWithinOnePriorityAddUp() throws {
        let solver = Solver()
        try solver.add((x == 0).withStrength(500))
        try solver.add((x == 10).withStrength(500))
        try solver.add((x == 10).withStrength(500))
        #expect(solver.value(of: x) == 10)
        let inequality = Solver()
        try inequality.add((y >= 8).withStrength(300))
        try inequality.add((y <= 2).withStrength(300))
        try inequality.add((y <= 4).withStrength(300))
        #expect(inequality.value(of: y) == 4)
    }

    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        let solver = Solver()
        try solver.add((x == 1).withStrength(Strength(250.5)))
        try solver.add((x == 2).withStrength(250))
        try solver.add((x == 3).withStrength(250))
        #expect(solver.value(of: x) == 1)
    }

    /// A textbook linear program: maximise 3x + 5y subject to x <= 4, 2y <= 12,
    /// 3x + 2y <= 18, x, y >= 0; the optimum is x = 2, y = 6. Maximisation is
    /// written as pulling the objective up to a large target at a low priority.
    @Test func textbookLinearProgram() throws {
        let solver = Solver()
        try solver.add([x >= 0, y >= 0, x <= 4, 2 * y <= 12, 3 * x + 2 * y <= 18])
        try solver.add((3 * x + 5 * y == 1000).withStrength(1))
        #expect(abs(solver.value(of: x) - 2) < 1e-9)
        #expect(abs(solver.value(of: y) - 6) < 1e-9)
    }

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        let solver = Solver()
        let floor = x >= 10
        try solver.add((x == 5).withStrength(250))
        #expect(solver.value(of: x) == 5)
        try solver.add(floor)
        #expect(solver.value(of: x) == 10)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 5)
        #expect(!solver.hasConstraint(floor))
    }

    @Test func removingEachKindOfConstraintInAnyOrder() throws {
        let solver = Solver()
        let constraints = [
            x == 10, y >= x + 1, z <= y + 5, (z == 100).withStrength(500), (y <= 3).withStrength(700),
            (x + y == 50).withStrength(300), x <= 20,
        ]
        try solver.add(constraints)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 11)
        #expect(solver.value(of: z) == 16)
        for constraint in constraints.reversed() {
            try solver.remove(constraint)
            // What remains is solved as if built from scratch.
            let remaining = constraints.prefix { $0 !== constraint }
            let fresh = Solver()
            try fresh.add(Array(remaining))
            let mentioned = Set(remaining.flatMap { $0.expression.terms.map(\.variable.id) })
            for v in [x, y, z] where mentioned.contains(v.id) {
                #expect(abs(solver.value(of: v) - fresh.value(of: v)) < 1e-9, "\(v) after removing \(constraint)")
            }
        }
        #expect(solver.constraintCount == 0)
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let solver = Solver()
        let a = x == y
        let b = y == 5
        let c = x == 5
        try solver.add([a, b, c])
        #expect(solver.value(of: x) == 5)
        try solver.remove(b)
        #expect(solver.value(of: y) == 5)
        try solver.remove(c)
        try solver.add(x == 7)
        #expect(solver.value(of: y) == 7)
    }

    @Test func unconstrainedVariablesAreZero() throws {
        let solver = Solver()
        #expect(solver.value(of: x) == 0)
        try solver.add(x + y == 10)
        #expect(solver.value(of: x) + solver.value(of: y) == 10)
    }

    @Test func resetEmptiesTheSolver() throws {
        let solver = Solver()
        try solver.add(x == 10)
        try solver.addEditVariable(y, strength: 500)
        solver.reset()
        #expect(solver.constraintCount == 0)
        #expect(!solver.hasEditVariable(y))
        #expect(solver.value(of: x) == 0)
        try solver.add(x == 3)
        #expect(solver.value(of: x) == 3)
    }

    /// A reset solver keeps its rows' emptied buffers for the rows of the next system
    /// (at most `Tableau.spareLimit`), which solves bit for bit as in a new solver.
    @Test func aResetSolverBuildsItsNextSystemInItsOldRowsBuffers() throws {
        func build(_ solver: Solver, _ v: [Variable], shift: Double) throws {
            for i in 0..<(v.count - 1) {
                try solver.add(v[i + 1] >= v[i] + 8 + shift)
                try solver.add((v[i + 1] - v[i] == 20 + Double(i % 4)).withStrength(Strength(Float(300 + i % 3 * 200))))
            }
            try solver.add(v[0] == shift)
        }
        let reused = Solver()
        let first = (0..<30).map { Variable("a\($0)") }
        try build(reused, first, shift: 1.5)
        #expect(reused.spareRowBuffers == 0)
        reused.reset()
        let kept = reused.spareRowBuffers
        #expect(kept >= 30)
        let v = (0..<12).map { Variable("b\($0)") }
        try build(reused, v, shift: -2)
        #expect(reused.spareRowBuffers < kept)
        let fresh = Solver()
        try build(fresh, v, shift: -2)
        #expect(v.map { reused.value(of: $0).bitPattern } == v.map { fresh.value(of: $0).bitPattern })
        #expect(reused.value(of: v[11]) == 233)   // -2 + 11 gaps of 20, plus 0+1+2+3+0+1+2+3+0+1+2
        // Past the limit, reset keeps no more buffers.
        let long = (0..<1_100).map { Variable("c\($0)") }
        try build(reused, long, shift: 0)
        reused.reset()
        #expect(reused.spareRowBuffers == 1_024)
    }

    /// The same system added in the same order gives bit-identical values, in
    /// this process and (the solver uses no hashing-order-dependent state) any other.
    @Test func deterministic() throws {
        func solve() throws -> [UInt64] {
            let v = (0..<20).map { Variable("v\($0)") }
            let solver = Solver()
            for i in 0..<19 {
                try solver.add(v[i + 1] >= v[i] + Double(i % 5) * 0.3)
                try solver.add((v[i] + v[i + 1] == Double(i) * 7.1).withStrength(Strength(Float(100 + i % 3 * 200))))
            }
            try solver.add((v[0] == -3).withStrength(900))
            return v.map { solver.value(of: $0).bitPattern }
        }
        #expect(try solve() == solve())
    }

    @Test func longChainsAndManyIndependentViewsSolveExactly() throws {
        let n = 5_000
        let v = (0..<n).map { Variable("v\($0)") }
        let chain = Solver()
        try chain.add(v[0] == 0)
        var expected = 0.0
        for i in 0..<(n - 1) {
            let h = Double(44 + i % 7)
            try chain.add(v[i + 1] >= v[i] + h)
            try chain.add((v[i + 1] == v[i] + h).withStrength(250))
        }
        for i in 0..<n {
            #expect(chain.value(of: v[i]) == expected)
            if i < n - 1 { expected += Double(44 + i % 7) }
        }
        let independent = Solver()
        for i in 0..<n {
            try independent.add(v[i] >= 44 * Double(i))
            try independent.add((v[i] == 44 * Double(i) + 1).withStrength(250))
        }
        #expect((0..<n).allSatisfy { independent.value(of: v[$0]) == 44 * Double($0) + 1 })
    }
}

extension SolverTests {
    /// Constraints that come and go (a reused cell) must not make the solver grow:
    /// removals leave symbols behind until the tableau is rebuilt.
    @Test func churnDoesNotGrowTheSolver() throws {
        let solver = Solver()
        let width = Variable("width"), label = Variable("label")
        try solver.add(label >= 0)
        try solver.add(label <= width - 32)
        try solver.addEditVariable(width, strength: 999)
        try solver.suggestValue(375, for: width)
        var peak = 0
        for round in 0..<5_000 {
            let pull = (label == Double(round % 400)).withStrength(250)
            let floor = label >= Double(round % 50)
            try solver.add(pull)
            try solver.add(floor)
            #expect(solver.value(of: label) == Double(max(round % 50, min(round % 400, 343))))
            try solver.remove(pull)
            try solver.remove(floor)
            peak = max(peak, solver.symbolCount)
        }
        #expect(peak < 200)
        try solver.suggestValue(320, for: width)
        try solver.add((label == 1000).withStrength(250))
        #expect(solver.value(of: label) == 288)
    }
}
