import Testing
@testable import Cassowary

/// Cases the solver fuzzer (`Fuzz/Sources/FuzzSolve`) found; each input is also in
/// `Fuzz/Corpus/FuzzSolve/`.
@Suite struct FuzzRegressionTests {
    /// Two required equalities that say the same thing (`x + 200 == 0` and
    /// `3x + 600 == 0`): removing one must leave the other holding, even while an edit
    /// variable pulls `x` elsewhere.
    @Test func removingOneOfTwoEqualEqualitiesKeepsTheOther() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x + 200 == 0
        let second = 3 * x + 600 == 0
        try solver.add(first)
        try solver.add(second)
        try solver.addEditVariable(x, strength: 999)
        try solver.suggestValue(-250, for: x)
        #expect(solver.value(of: x) == -200)
        try solver.remove(first)
        #expect(solver.value(of: x) == -200)
        #expect(solver.violatedRequiredConstraints().isEmpty)
        try solver.suggestValue(-300, for: x)
        #expect(solver.value(of: x) == -200)
        try solver.remove(second)
        #expect(solver.value(of: x) == -300)
    }

    /// Coefficients at the input policy's limits: rows with entries of 10⁻⁶ substituted
    /// into rows with 10⁻⁶ give entries of 10⁻¹² that a constraint with a coefficient of
    /// 10⁶ needs. They were dropped as "near zero" (an absolute 10⁻⁸), the required
    /// equality was no longer encoded, and the next edit broke it by billions.
    @Test func tinyProductsOfPolicyLimitCoefficientsAreKept() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        let equality = -2 * v[2] - 1000 * v[3] + 1_000_000 * v[0] - 801_168_200 == 0
        try solver.add([
            (2 * v[3] + 11_300_000 == 0).withStrength(750),
            0.001 * v[2] + 7 * v[4] - 8470.9 <= 0,
            equality,
            (0.001 * v[3] - 2 * v[2] - 31 >= 0).withStrength(750),
            -2 * v[2] + 2 * v[4] - 1_000_000 * v[1] - 220_000_621 <= 0,
            2 * v[5] - v[4] + 670 == 0,
        ])
        try solver.addEditVariable(v[4], strength: 999)
        try solver.addEditVariable(v[1], strength: 999)
        try solver.add((-1_000_000 * v[2] + 3 * v[4] + 2 * v[5] - 940 <= 0).withStrength(999))
        #expect(solver.unencodedRequiredEqualities().isEmpty)
        try solver.suggestValue(-17_000, for: v[1])
        #expect(solver.violatedRequiredConstraints().isEmpty)
        let residual = -2 * solver.value(of: v[2]) - 1000 * solver.value(of: v[3]) + 1_000_000 * solver.value(of: v[0]) - 801_168_200
        #expect(abs(residual) < 0.1)   // of terms of 5.6·10⁹
    }

    /// A feasible system at the policy's limits: `v1 = -330` is forced, and
    /// `-999999.5·v1 + 0.001·v0 - 329999833.91 == 0` holds there, but rounding in terms
    /// of 3.3·10⁸ left the row 6·10⁻⁸ from zero, above the absolute 10⁻⁸ the tableau
    /// allowed: it was reported unsatisfiable.
    @Test func aFeasibleEqualityAtThePolicyLimitIsAccepted() throws {
        let v0 = Variable("v0"), v1 = Variable("v1")
        let solver = Solver()
        try solver.add((-0.25 * v1 - 810 <= 0).withStrength(250))
        try solver.add(-2 * v1 - 660 >= 0)
        try solver.add(-0.25 * v0 + 7 * v1 + 2039.5 >= 0)
        try solver.add((3 * v0 + 1002 * v1 - 12_800_000 >= 0).withStrength(750))
        try solver.addEditVariable(v0, strength: 999)
        try solver.suggestValue(9_000_000, for: v0)
        try solver.removeEditVariable(v0)
        for _ in 0..<4 { try solver.add(v0 + 1090 == 0) }
        try solver.add((v0 - 62 == 0).withStrength(1))
        for _ in 0..<7 { try solver.add((1_000_000 * v0 - 62 == 0).withStrength(1)) }
        try solver.add(v0 + 1090 == 0)
        try solver.add(-0.25 * v0 - 272.5 == 0)
        for _ in 0..<5 { try solver.add(v0 + 1090 == 0) }
        try solver.add(-999_999.5 * v1 + 0.001 * v0 - 329_999_833.91 == 0)
        #expect(solver.violatedRequiredConstraints().isEmpty)
        #expect(abs(solver.value(of: v1) + 330) < 1e-6)
        #expect(abs(solver.value(of: v0) + 1090) < 1e-6)
    }

    /// A variable pulled to 1.1·10⁹ by an optional constraint and then pinned by a
    /// required equality keeps 2·10⁻⁷ of rounding; the same equality added again was
    /// called unsatisfiable, its tolerance scaled by the final values instead of the
    /// numbers its row is computed from.
    @Test func aRepeatedEqualityAfterALargePullIsSatisfiable() throws {
        let v0 = Variable("v0")
        let solver = Solver()
        try solver.add((0.001 * v0 - 1_100_000 >= 0).withStrength(500))
        try solver.add((-1000 * v0 - 490 == 0).withStrength(250))
        try solver.add((-999_998.5 * v0 + 127 == 0).withStrength(1))
        try solver.add((-1000 * v0 - 47 <= 0).withStrength(1))
        try solver.add(-1000 * v0 - 1_090_000 == 0)
        try solver.add(-1000 * v0 - 1_090_000 == 0)
        try solver.add((v0 - 29 == 0).withStrength(999))
        #expect(solver.violatedRequiredConstraints().isEmpty)
        #expect(abs(solver.value(of: v0) + 1090) < 1e-6)
    }

    /// Removing an edit variable cycled for ever: a symbol that improved the 250 level
    /// but worsened the 500 level by 10⁻⁹ a unit (counted as zero) undid the pivot that
    /// had improved the 500 level, and back. It now settles.
    @Test func removingAnEditVariableDoesNotCycle() throws {
        let v0 = Variable("v0")
        let solver = Solver()
        try solver.add((0.001 * v0 - 1_100_000 >= 0).withStrength(500))
        try solver.add((-1000 * v0 - 490 == 0).withStrength(250))
        try solver.add((-999_998.5 * v0 + 127 == 0).withStrength(1))
        try solver.add((-1_000_000 * v0 - 19 <= 0).withStrength(1))
        try solver.addEditVariable(v0, strength: 750)
        #expect(solver.value(of: v0) == 0)
        try solver.removeEditVariable(v0)
        #expect(solver.value(of: v0).isFinite)
        #expect(!solver.hasEditVariable(v0))
    }
}
