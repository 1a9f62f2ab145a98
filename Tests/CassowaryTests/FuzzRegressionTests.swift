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
}
