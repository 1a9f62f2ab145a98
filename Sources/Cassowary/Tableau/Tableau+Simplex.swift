/// The two simplex loops: the primal one that restores optimality after a
/// constraint is added or removed, and the dual one that restores feasibility
/// after an edit variable moves.
///
/// Both break ties by the smallest symbol (Bland's rule), which prevents cycling
/// and makes the result the same on every run.
extension Tableau {
    enum Phase { case main, artificial }

    /// Minimises the objective of `phase` by primal simplex pivots.
    ///
    /// When every level of the main objective is already zero the point is
    /// optimal (errors are never negative) and no pivot is made; the pivots that
    /// would only rearrange the basis are left for ``ensureDualFeasible()``.
    mutating func optimize(_ phase: Phase, allowShortcut: Bool = true) throws(CassowaryError) {
        if phase == .main && allowShortcut && levels.allSatisfy({ nearZero($0.constant) }) {
            if !levels.allSatisfy({ $0.isConstant }) { needsFullOptimize = true }
            return
        }
        var pivots = 0
        while let (entering, direction) = enteringSymbol(phase) {
            guard let leaving = leavingSymbol(entering, direction: direction) else {
                // Every objective is a sum of errors (or artificial variables), which are
                // never negative, so no move lowers it for ever: a symbol that nothing
                // bounds prices it only through rounding left by removed constraints
                // (1.3·10⁻⁷ on a variable after its level's constraints were removed:
                // "the objective is unbounded"). That entry is noise and goes.
                if phase == .main {
                    for index in levels.indices { levels[index].remove(entering) }
                } else {
                    artificial?.remove(entering)
                }
                pivots += 1
                if pivots > pivotLimit { throw .internalError("the objective is unbounded") }
                continue
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotLimit { throw .internalError("the simplex did not settle after \(pivots) pivots") }
        }
        if phase == .main { needsFullOptimize = false }
    }

    /// The most pivots one optimisation may take before it is reported as an internal
    /// error rather than left to run: far more than Bland's rule needs (a pivot per
    /// symbol, a few times over), so only a cycle on rounding reaches it.
    var pivotLimit: Int { 10_000 + 100 * symbolCount }

    /// Finishes optimisation skipped by the zero-objective shortcut, so that the
    /// dual simplex starts from a basis whose reduced costs are all non-negative.
    mutating func ensureDualFeasible() throws(CassowaryError) {
        if needsFullOptimize { try optimize(.main, allowShortcut: false) }
    }

    /// The smallest symbol whose move lowers the objective, and the direction of
    /// that move (+1 increase, -1 decrease; only unrestricted symbols decrease).
    func enteringSymbol(_ phase: Phase) -> (Symbol, Double)? {
        if phase == .artificial {
            guard let objective = artificial else { return nil }
            // A reduced cost here can be a product of small coefficients (0.0005 · 0.002 /
            // 750 = 1.3·10⁻⁹ a unit of a variable that may move by 10⁵), below the 10⁻⁸
            // that counts as zero elsewhere; missing it calls a feasible constraint
            // unsatisfiable. The phase only has to reach zero, so a finer threshold costs
            // at most a few more pivots.
            for entry in objective.entries {
                if let direction = improvingDirection(entry, threshold: 1e-12) { return (entry.symbol, direction) }
            }
            return nil
        }
        var best: (Symbol, Double)?
        for index in levels.indices {
            for entry in levels[index].entries {
                if let (symbol, _) = best, entry.symbol >= symbol { break }
                guard let direction = improvingDirection(entry) else { continue }
                // A higher level that prices this symbol at all decides its sign. Rows keep
                // small entries that are real (see `cancels`), so even 10⁻⁹ counts: a symbol
                // that worsens a higher level by 10⁻⁹ a unit while improving a lower one
                // would undo the pivot that improved the higher level, and the simplex
                // cycled between the two.
                let decidedAbove = (0..<index).contains { levels[$0].coefficient(for: entry.symbol) != 0 }
                if decidedAbove { continue }
                best = (entry.symbol, direction)
                break
            }
        }
        return best
    }

    private func improvingDirection(_ entry: Entry, threshold: Double = epsilon) -> Double? {
        switch kinds[Int(entry.symbol)] {
        case .dummy: return nil
        case .external: return abs(entry.coefficient) < threshold ? nil : (entry.coefficient < 0 ? 1 : -1)
        default: return entry.coefficient < -threshold ? 1 : nil
        }
    }

    /// The restricted basic symbol that reaches zero first as `entering` moves in
    /// `direction` (the ratio test), or nil when nothing bounds the move.
    mutating func leavingSymbol(_ entering: Symbol, direction: Double) -> Symbol? {
        var best: Symbol = -1
        var bestRatio = Double.infinity
        for k in 0..<gatherColumn(entering) {
            let (slot, index) = visit[k]
            let s = Int(slot)
            let basic = basics[s]
            guard kinds[Int(basic)].isRestricted else { continue }
            let rate = rows[s].entries[Int(index)].coefficient * direction
            // Rows keep tiny entries (products of small coefficients, see `cancels`); as a
            // pivot they count as zero, else one would scale the tableau by 10¹². But not
            // in the artificial variable's own row: its entries are the phase's reduced
            // costs, real down to 10⁻¹² (a variable that must move by 10⁵ or more). Left
            // out, the move overshot the artificial's zero (to −5·10⁻⁵, from 1.5·10⁻⁹
            // through a coefficient of 5·10⁻¹⁰), or looked unbounded and was dropped, and
            // a feasible constraint was called unsatisfiable.
            guard rate < 0, !nearZero(rate) || (kinds[Int(basic)] == .artificial && !negligible(rate)) else { continue }
            let ratio = rows[s].constant / -rate
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Restores feasibility after edits by dual simplex pivots, keeping optimality.
    mutating func dualOptimize() throws(CassowaryError) {
        if try dualPivots() != nil { throw .internalError("dual optimize failed") }
    }

    /// Pivots until no queued row is infeasible; returns the basic symbol of a row that
    /// stays infeasible with nothing to enter (the constraints in it conflict), else nil.
    mutating func dualPivots() throws(CassowaryError) -> Symbol? {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            let slot = Int(rowSlot[Int(leaving)])
            // Rounding can leave a constant a hair below zero; that is not infeasible.
            guard slot >= 0, rows[slot].constant < -epsilon else { continue }
            // (The row read first: passed straight from `rows`, the whole tableau was copied.)
            let row = rows[slot]
            guard let entering = dualEnteringSymbol(row) else {
                // Nothing can enter: in exact arithmetic the row would be feasible. A
                // constant below zero by no more than the rounding of the values the
                // tableau has held (10⁻⁷ after values of 10⁸), times the row's largest
                // entry (a slack fixed by equalities through 10³·10³ carried 1.4·10⁻⁶ of
                // rounding at values of 10³), is that rounding, and stays.
                if -rows[slot].constant <= roundingCarried(by: rows[slot]) { continue }
                infeasible.removeAll()
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotLimit { throw .internalError("the dual simplex did not settle after \(pivots) pivots") }
        }
        return nil
    }

    /// How far below zero rounding alone can have taken the constant of `row`, a row
    /// that nothing can enter: ``rounding(entry:constant:)`` for its largest entry, plus
    /// what its entries below ``epsilon`` (cancellation's residue, which no pivot
    /// takes) carried in from the values the tableau has held. A redundant equality,
    /// kept as a row of dummies, picked up a slack at −2.3·10⁻¹¹; substitutions of
    /// values of 10⁷ through it left the row 4·10⁻⁷ below zero, and the dual simplex
    /// stopped there as if on a conflict.
    func roundingCarried(by row: Row) -> Double {
        var largest = 0.0, residue = 0.0
        for entry in row.entries {
            let size = abs(entry.coefficient)
            largest = max(largest, size)
            if nearZero(size) && kinds[Int(entry.symbol)] != .dummy { residue += size }
        }
        return rounding(entry: largest, constant: 0) + residue * max(touchedMagnitude, roundingMagnitude)
    }

    /// The parameter of `row` that can enter the basis while keeping every reduced
    /// cost non-negative: the smallest ratio of reduced cost to coefficient,
    /// compared level by level.
    ///
    /// Entries below ``epsilon`` count only when no other can enter: a row can need a
    /// symbol to move by 10⁹ through a product of small coefficients (`1.5·10⁻⁹·s`, a
    /// slack of the solver's own bound, after 10⁻³ · 10⁻³ · 3 · 10⁻³), and without it the
    /// row stayed infeasible and a feasible constraint was refused.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        dualEnteringSymbol(row, threshold: epsilon) ?? dualEnteringSymbol(row, threshold: 0)
    }

    private func dualEnteringSymbol(_ row: Row, threshold: Double) -> Symbol? {
        var best: Symbol = -1
        var bestScale = 0.0
        for entry in row.entries {
            let kind = kinds[Int(entry.symbol)]
            if kind == .dummy || negligible(entry.coefficient) { continue }
            if kind == .external {
                // Unrestricted: may move either way; its reduced cost is zero here.
                guard abs(entry.coefficient) >= threshold else { continue }
            } else if entry.coefficient <= threshold {
                continue
            }
            let scale = 1 / abs(entry.coefficient)
            if best < 0 || ratio(entry.symbol, scale, precedes: best, bestScale) {
                best = entry.symbol
                bestScale = scale
            }
        }
        return best >= 0 ? best : nil
    }

    /// Compares reduced-cost ratios level by level, highest priority first. Ratios
    /// within rounding of each other tie, so that the next level decides: a level
    /// won by rounding error would leave a lower level with a negative reduced cost.
    private func ratio(_ a: Symbol, _ aScale: Double, precedes b: Symbol, _ bScale: Double) -> Bool {
        for level in levels {
            let x = level.coefficient(for: a) * aScale
            let y = level.coefficient(for: b) * bScale
            if abs(x - y) > epsilon * max(1, abs(x), abs(y)) { return x < y }
        }
        return false
    }

    /// The row to pivot on so that `marker` (of a constraint being removed)
    /// becomes basic: the row of a redundant required equality that mentions it, else
    /// a restricted row that stays feasible, else an external one.
    ///
    /// A redundant equality's row (a basic dummy, kept at zero only because its row
    /// holds nothing but dummies) must take over from the marker: pivoting on any other
    /// row would put that row's symbols into the dummy's, and the equality would stop
    /// holding (`x + 200 == 0` and `3x + 600 == 0`: removing the first freed `x`).
    mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: Symbol = -1, firstRatio = Double.infinity
        var second: Symbol = -1, secondRatio = Double.infinity
        var third: Symbol = -1
        var redundant: Symbol = -1
        for k in 0..<gatherColumn(marker) {
            let (slot, index) = visit[k]
            let s = Int(slot)
            let basic = basics[s]
            if kinds[Int(basic)] == .dummy {
                if !nearZero(rows[s].entries[Int(index)].coefficient) && (redundant < 0 || basic < redundant) {
                    redundant = basic
                }
                continue
            }
            if kinds[Int(basic)] == .external { third = basic; continue }
            let coefficient = rows[s].entries[Int(index)].coefficient
            if nearZero(coefficient) { continue }
            if coefficient < 0 {
                let ratio = -rows[s].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = rows[s].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        if redundant >= 0 { return redundant }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
