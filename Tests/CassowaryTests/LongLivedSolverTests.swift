import Testing
@testable import Cassowary

/// A solver that lives long while its constraints change (a cell's solved system,
/// taken up row after row) keeps its storage bounded.
@Suite struct LongLivedSolverTests {
    /// Found measuring a feed of distinct rows: columns dropped stale nodes only when
    /// walked, so the node pool grew by about 2 KB a row, 10 MB per 10,000 rows.
    @Test func theColumnNodePoolStaysBounded() throws {
        let solver = Solver()
        let v = (0..<30).map { Variable("v\($0)") }
        let width = Variable("width")
        try solver.add(v[0] == 0)
        for i in 1..<30 { try solver.add(v[i] >= v[i - 1] + 10) }
        try solver.addEditVariable(width, strength: 999)
        var replaced = (v[29] == width * 0.5).withStrength(750)
        try solver.add(replaced)
        var peak = 0
        for step in 0..<20_000 {
            try solver.remove(replaced)
            replaced = (v[29 - step % 7] == width * (0.5 + Double(step % 11) * 0.01) + Double(step % 5)).withStrength(750)
            try solver.add(replaced)
            try solver.suggestValue(Double(300 + step % 200), for: width)
            peak = max(peak, solver.columnNodeCount)
        }
        #expect(peak <= 2 * Tableau.minimumNodeLimit + 2_048, "column node pool grew to \(peak)")
        // Still the answer a solver built afresh gives.
        let fresh = Solver()
        try fresh.add(v[0] == 0)
        for i in 1..<30 { try fresh.add(v[i] >= v[i - 1] + 10) }
        try fresh.add(replaced)
        try fresh.addEditVariable(width, strength: 999)
        try fresh.suggestValue(Double(300 + 19_999 % 200), for: width)
        for variable in v + [width] { #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-6) }
    }
}
