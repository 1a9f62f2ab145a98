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
}
