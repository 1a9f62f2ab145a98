import InputPolicy

/// The symbols a constraint added to the tableau: its marker (slack, dummy or
/// positive error) and, for optional constraints, its other error symbol.
struct Tag {
    var marker: Symbol
    var other: Symbol = -1
}

/// Adding and removing constraints: turning a constraint into a row, choosing the
/// row's basic symbol, and the artificial-variable phase when none fits.
extension Tableau {
    /// Adds `constraint`; on error the tableau is left as it was.
    mutating func add(_ constraint: Constraint) throws(CassowaryError) -> Tag {
        let symbolsBefore = symbolCount
        let tolerance = feasibilityTolerance(of: constraint)
        var (row, tag) = makeRow(constraint)
        if constraint.strength.isRequired && constraint.relation == .equal && !tracksMoves
            && row.entries.count > Self.longRow
            && row.entries.contains(where: { kinds[Int($0.symbol)] == .external && isFresh($0.symbol) })
        {
            return try addAsTwoInequalities(row, tag)
        }
        if let subject = chooseSubject(&row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if row.entries.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard abs(row.constant) <= tolerance else {
                noteConflict(residual: row.constant)
                let conflicting = conflicts(in: row, adding: constraint)
                truncateSymbols(to: symbolsBefore)
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
            // Redundant with required equalities already present: keep it as a basic dummy
            // so that it can be removed later.
            row.solve(for: tag.marker)
            substitute(tag.marker, with: row)
            insertRow(row, basic: tag.marker)
        } else if solvesForUsedVariables, let subject = widestVariable(in: row) {
            if let conflicting = try addSolved(for: subject, row, adding: constraint) {
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
        } else {
            // No snapshot to restore on failure (copying the tableau for every required
            // constraint cost more than all else): the solver rebuilds it instead.
            if let conflicting = try addWithArtificialVariable(row, adding: constraint, tolerance: tolerance) {
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
        }
        try optimize(.main)
        return tag
    }

    /// How far from zero a required constraint's row may be left by rounding and still
    /// count as satisfiable: the absolute 10⁻⁸ for small numbers, else 10⁻⁹ of the
    /// size of the numbers its row is computed from (each term's coefficient times its
    /// variable's shift and row constant), the tolerance the solver's own check of
    /// required constraints allows. A value computed through cancellations (800 − 798.83
    /// over 0.001) carries rounding far above 10⁻¹⁶ of it, and an exact equality on it,
    /// times 1000, was called unsatisfiable at 10⁻¹¹ while the check would accept it.
    private func feasibilityTolerance(of constraint: Constraint) -> Double {
        var scale = abs(constraint.expression.constant)
        for term in constraint.expression.terms {
            var magnitude = 1.0
            if let symbol = symbolOf[term.variable.id] {
                let slot = Int(rowSlot[Int(symbol)])
                magnitude = max(1, abs(shifts[Int(symbol)]) + (slot >= 0 ? abs(rows[slot].constant) : 0))
            }
            scale += abs(term.coefficient) * magnitude
        }
        return max(epsilon, 1e-9 * scale)
    }

    /// The symbols of the constraint whose marker is `marker`.
    func tag(ofMarker marker: Symbol) -> Tag { Tag(marker: marker, other: others[Int(marker)]) }

    /// Removes the constraint whose symbols are `tag`.
    mutating func remove(_ tag: Tag) throws(CassowaryError) {
        // Take its errors out of the objective.
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            let level = level(ofError: symbol)
            let weight = owners[Int(symbol)]?.weight ?? 1
            let slot = Int(rowSlot[Int(symbol)])
            if slot >= 0 {
                levels[level].add(rows[slot], times: -weight, gained: &gained, scratch: &scratch)
            } else {
                levels[level].insert(symbol, -weight)
            }
        }
        try dropRow(of: tag.marker)
        // A required equality kept as two inequalities: the second one's slack too.
        if tag.other >= 0 && kinds[Int(tag.other)] == .slack { try dropRow(of: tag.other) }
        owners[Int(tag.marker)] = nil
        if tag.other >= 0 { owners[Int(tag.other)] = nil }
        deadSymbols += tag.other >= 0 ? 2 : 1
        try optimize(.main)
    }

    /// Drops the row of a constraint's `marker`, pivoting the marker into the basis first
    /// if needed: the tableau then holds the system without that constraint.
    private mutating func dropRow(of marker: Symbol) throws(CassowaryError) {
        if isBasic(marker) {
            _ = takeRow(marker)
        } else {
            guard let leaving = markerLeavingSymbol(marker) else {
                throw .internalError("no row to remove the constraint's marker from")
            }
            var row = takeRow(leaving)
            row.solve(for: leaving, marker)
            substitute(marker, with: row)
        }
        clearColumn(marker)
    }

    /// Rows longer than this make a required equality through a fresh variable be kept
    /// as two inequalities (see ``addAsTwoInequalities(_:_:)``); a cell's rows are far
    /// shorter.
    static let longRow = 48

    /// The most rows of a system, and entries of a new row, for which a variable seen
    /// for the first time is made basic (see ``chooseSubject(_:_:)``): a table cell
    /// has about a hundred rows, of a few entries.
    static let smallSystem = 256
    static let shortRow = 16

    /// Adds a required equality `row` (its marker a dummy) that meets a variable for the
    /// first time, as two required inequalities, `expression + s₁ = 0` and
    /// `expression − s₂ = 0`, both slacks at zero.
    ///
    /// Solved for the new variable, as an equality is, the row holds every entry of the
    /// rows it was built from: each link of a chain (`v₁ == v₀ + 44`, `v₂ == v₁ + 44`, …,
    /// or a stack view's `top == previous.bottom + spacing`) holds one more than the last,
    /// so a chain costs quadratic time and memory. As an inequality, the new variable
    /// takes the value that makes it tight and stays parametric, its slack basic: the next
    /// link's row starts short again. The second slack's row is the first's negated
    /// (`s₂ = −s₁`), so neither can move off zero: every pivot through them is degenerate
    /// and the equality holds. Removing the constraint drops both rows; it is never
    /// changed in place. Only where coefficients do not amplify rounding (refinement
    /// corrects a constraint through one marker).
    private mutating func addAsTwoInequalities(_ row: Row, _ tag: Tag) throws(CassowaryError) -> Tag {
        var row = row
        kinds[Int(tag.marker)] = .slack
        guard let subject = chooseSubject(&row, tag) else {
            throw .internalError("no subject for a row with a new variable")
        }
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row, basic: subject)
        let second = newSymbol(.slack, owner: owners[Int(tag.marker)])
        others[Int(tag.marker)] = second
        var mirror = Row()
        if isBasic(tag.marker) {
            mirror = rows[Int(rowSlot[Int(tag.marker)])]
            mirror.negate()
        } else {
            mirror.insert(tag.marker, -1)
        }
        insertRow(mirror, basic: second)
        try optimize(.main)
        return Tag(marker: tag.marker, other: second)
    }

    /// The row `expression ± markers` of a constraint, with basic variables replaced
    /// by their rows and the constant made non-negative.
    private mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        if let spare = spareEntries.popLast() {
            row.entries = spare
            row.entries.reserveCapacity(expression.terms.count + 2)
        } else {
            // A new buffer, with room for every entry the row can end with: its terms' or the
            // rows of the basic ones, and its markers (a new solver's rows otherwise grew a
            // doubling at a time as those rows were substituted in).
            var capacity = 4
            for term in expression.terms {
                let symbol = symbolOf[term.variable.id].map { Int($0) } ?? -1
                let slot = symbol >= 0 ? Int(rowSlot[symbol]) : -1
                capacity += slot >= 0 ? rows[slot].entries.count : 1
            }
            row.entries.reserveCapacity(capacity)
        }
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            row.constant += term.coefficient * shifts[Int(symbol)]
            let slot = Int(rowSlot[Int(symbol)])
            if slot >= 0 {
                row.add(rows[slot], times: term.coefficient, gained: &gained, scratch: &scratch)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        if tracksMoves { dropCancellationNoise(in: &row, of: expression) }
        let optional = !constraint.strength.isRequired
        let level = optional ? level(for: constraint.strength) : -1
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression <= 0  ⇔  expression + slack = 0 (and the mirror for >=);
            // an optional one may miss by `error`, which the objective minimises.
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            tag = Tag(marker: newSymbol(.slack, owner: constraint))
            row.appendNewest(tag.marker, sign)
            if optional {
                tag.other = newSymbol(.error, owner: constraint)
                row.appendNewest(tag.other, -sign)
                levels[level].appendNewest(tag.other, constraint.weight)
            }
        case .equal:
            if optional {
                // expression = plus - minus, both minimised.
                tag = Tag(marker: newSymbol(.error, owner: constraint), other: newSymbol(.error, owner: constraint))
                row.appendNewest(tag.marker, -1)
                row.appendNewest(tag.other, 1)
                levels[level].appendNewest(tag.marker, 1)
                levels[level].appendNewest(tag.other, constraint.weight)
            } else {
                tag = Tag(marker: newSymbol(.dummy, owner: constraint))
                row.appendNewest(tag.marker, 1)
            }
        }
        others[Int(tag.marker)] = tag.other
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// Drops the entries of a new row (`expression` with basic variables replaced by
    /// their rows) that are only what rounding left of contributions that cancel: a
    /// coefficient below 10⁻¹² of the sum of the magnitudes that made it.
    ///
    /// `cancels` judges each merge by its two addends only; a coefficient built over
    /// several terms (`0.5·v1 + 1000·v4 − 0.001·v2` over rows of 10³ and 10⁻³) can end
    /// as 10⁻¹⁴ where its contributions were 10³. Kept, such a residue decides the row:
    /// a required equality that repeats others pinned a free variable to the residue's
    /// quotient (10⁹ away) instead of being found redundant.
    ///
    /// Only in systems whose coefficients can amplify rounding (``tracksMoves``): with
    /// coefficients within 1/16…16, what cancellation leaves is caught by `cancels`.
    private func dropCancellationNoise(in row: inout Row, of expression: Expression) {
        var largest = 0.0
        for term in expression.terms where !nearZero(term.coefficient) {
            guard let symbol = symbolOf[term.variable.id] else { continue }
            let slot = Int(rowSlot[Int(symbol)])
            if slot >= 0 {
                for entry in rows[slot].entries { largest = max(largest, abs(term.coefficient * entry.coefficient)) }
            } else {
                largest = max(largest, abs(term.coefficient))
            }
        }
        let suspect = 1e-12 * largest * Double(expression.terms.count)
        guard row.entries.contains(where: { abs($0.coefficient) <= suspect }) else { return }
        row.entries.removeAll { entry in
            guard abs(entry.coefficient) <= suspect else { return false }
            var contributions = 0.0
            for term in expression.terms where !nearZero(term.coefficient) {
                guard let symbol = symbolOf[term.variable.id] else { continue }
                let slot = Int(rowSlot[Int(symbol)])
                if slot >= 0 {
                    contributions += abs(term.coefficient * rows[slot].coefficient(for: entry.symbol))
                } else if symbol == entry.symbol {
                    contributions += abs(term.coefficient)
                }
            }
            return abs(entry.coefficient) <= 1e-12 * contributions
        }
    }

    /// The symbol to make basic for a new row, or nil when the artificial phase
    /// (or the all-dummies check) must decide.
    ///
    /// Preference goes to symbols no other row mentions, since making them basic
    /// substitutes nothing: a variable seen for the first time (given the value that
    /// makes the constraint tight, with the constraint's slack or error basic at
    /// zero), then the constraint's own slack or error when the row is feasible with
    /// it, then a variable whose rows are all unrestricted.
    ///
    /// In a small system of plain coefficients (a cell's) the new variable is made
    /// basic itself, as Kiwi does, while its row is short: variables then stay out of
    /// the slack and error rows, and a later constraint on them finds a subject where
    /// it would otherwise need the artificial phase (a cell built 14% faster). Kept at
    /// zero and parametric, a new variable keeps rows short in long chains (each link's
    /// row would hold one more entry than the last), and keeps coefficients that amplify
    /// rounding out of the rows it would be substituted into.
    private mutating func chooseSubject(_ row: inout Row, _ tag: Tag) -> Symbol? {
        let markerIsRestricted = kinds[Int(tag.marker)] != .dummy
        if let fresh = row.entries.first(where: { kinds[Int($0.symbol)] == .external && isFresh($0.symbol) }) {
            if !tracksMoves && rows.count <= Self.smallSystem && row.entries.count <= Self.shortRow {
                return fresh.symbol
            }
            // Give the new variable the value that makes the constraint tight, so the
            // constraint's own slack or error can be basic at zero; but not a value beyond
            // the input policy's lengths (a constant over a small coefficient), which every
            // row that meets the variable would carry, multiplied by its coefficients.
            let shift = row.constant / fresh.coefficient
            guard markerIsRestricted, abs(shifts[Int(fresh.symbol)] - shift) <= Limits.maximumLength else {
                return fresh.symbol
            }
            shifts[Int(fresh.symbol)] -= shift
            largestShift = max(largestShift, abs(shifts[Int(fresh.symbol)]))
            noteMove(fresh.symbol)
            row.constant = 0
            return tag.marker
        }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && canBeSubject(symbol, of: row) {
            return symbol
        }
        // A variable already in use may be solved for only where that moves no
        // restricted row: a slack or error row that mentions it could turn negative.
        for entry in row.entries where kinds[Int(entry.symbol)] == .external {
            let count = gatherColumn(entry.symbol)
            if (0..<count).allSatisfy({ kinds[Int(basics[Int(visit[$0].slot)])] == .external }) {
                return entry.symbol
            }
        }
        return nil
    }

    /// A slack or error symbol can be basic if solving for it keeps it non-negative.
    private func canBeSubject(_ symbol: Symbol, of row: Row) -> Bool {
        let kind = kinds[Int(symbol)]
        guard kind == .slack || kind == .error else { return false }
        return row.coefficient(for: symbol) < 0 || nearZero(row.constant)
    }

    /// The variable of `row` with the largest coefficient (the first of equals), if any.
    private func widestVariable(in row: Row) -> Symbol? {
        var best: Entry?
        for entry in row.entries where kinds[Int(entry.symbol)] == .external {
            if best == nil || abs(entry.coefficient) > abs(best!.coefficient) { best = entry }
        }
        return best?.symbol
    }

    /// Adds `row` solved for `subject`, a variable other rows use (with
    /// ``solvesForUsedVariables``); the rows the substitution leaves infeasible are made
    /// feasible by the dual simplex. Returns nil on success, or the conflicting
    /// constraints when a row cannot be made feasible.
    ///
    /// The artificial phase's pivots can run through a small coefficient: `1000·v4`
    /// entered through a degenerate row holding `0.001·v4` gave rows of 10⁶ and 10⁹,
    /// and `v4`'s entry for `v1`, 5·10⁻¹⁰, came back as a difference of numbers near 10⁶,
    /// rounding's size, and was dropped: a feasible constraint added later looked
    /// conflicting. Solved for its widest variable, the row's entries keep their size.
    private mutating func addSolved(for subject: Symbol, _ row: Row, adding constraint: Constraint)
        throws(CassowaryError) -> [Constraint]?
    {
        try ensureDualFeasible()
        var row = row
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row, basic: subject)
        guard let stuck = try dualPivots() else { return nil }
        let stuckRow = rows[Int(rowSlot[Int(stuck)])]
        noteConflict(residual: stuckRow.constant)
        var conflicting = conflicts(in: stuckRow, adding: constraint)
        if let owner = owners[Int(stuck)], owner.strength.isRequired, owner !== constraint,
           !conflicting.contains(where: { $0 === owner })
        {
            conflicting.insert(owner, at: conflicting.count - 1)
        }
        return conflicting
    }

    /// Adds `row` through a temporary artificial variable, minimised to zero.
    /// Returns nil on success, or the conflicting constraints when it cannot reach zero.
    private mutating func addWithArtificialVariable(_ row: Row, adding constraint: Constraint, tolerance: Double)
        throws(CassowaryError) -> [Constraint]?
    {
        let art = newSymbol(.artificial)
        insertRow(row, basic: art)
        artificial = row
        try optimize(.artificial)
        let objective = artificial!
        artificial = nil
        guard abs(objective.constant) <= tolerance else {
            noteConflict(residual: objective.constant)
            return conflicts(in: objective, adding: constraint)
        }

        if isBasic(art) {
            var row = takeRow(art)
            if !row.isConstant {
                // Any symbol will do; prefer restricted ones, then variables, then dummies,
                // but never one whose coefficient is rounding beside the others (a repeated
                // equality's row, `10⁻¹² − 6·10⁻¹⁴·s3 − d9 + d11`: solved for s3, every row
                // meeting it gained entries of 10¹⁷).
                let rank: [SymbolKind: Int] = [.slack: 0, .error: 0, .external: 1, .dummy: 2]
                let largest = row.entries.reduce(0) { max($0, abs($1.coefficient)) }
                let usable = row.entries.filter { abs($0.coefficient) >= 1e-9 * largest }
                let entering = usable.min { rank[kinds[Int($0.symbol)], default: 3] < rank[kinds[Int($1.symbol)], default: 3] }!.symbol
                row.solve(for: art, entering)
                substitute(entering, with: row)
                insertRow(row, basic: entering)
            }
        }
        noteEntriesChanged()
        for k in 0..<gatherColumn(art) { rows[Int(visit[k].slot)].entries.remove(at: Int(visit[k].index)) }
        clearColumn(art)
        for level in levels.indices { levels[level].remove(art) }
        deadSymbols += 1
        return nil
    }

    /// Notes a conflict whose row stays `residual` from zero in
    /// ``conflictBeyondRounding``. Where coefficients amplify rounding (``tracksMoves``),
    /// only a residual beyond the rounding the rows can carry counts; elsewhere the rows
    /// carry too little for it to matter, every conflict counts, and nothing is scanned.
    private mutating func noteConflict(residual: Double) {
        guard tracksMoves else { conflictBeyondRounding = true; return }
        var largestEntry = 0.0, largestConstant = largestShift
        for slot in rows.indices where basics[slot] >= 0 && rowSlot[Int(basics[slot])] == Int32(slot) {
            largestConstant = max(largestConstant, abs(rows[slot].constant))
            for entry in rows[slot].entries { largestEntry = max(largestEntry, abs(entry.coefficient)) }
        }
        if abs(residual) > rounding(entry: largestEntry, constant: largestConstant) { conflictBeyondRounding = true }
    }

    /// The required constraints whose markers appear in `row`, then `constraint`:
    /// the explanation of an infeasibility.
    private func conflicts(in row: Row, adding constraint: Constraint) -> [Constraint] {
        var result: [Constraint] = []
        for entry in row.entries {
            guard let owner = owners[Int(entry.symbol)], owner.strength.isRequired, owner !== constraint,
                  !result.contains(where: { $0 === owner }) else { continue }
            result.append(owner)
        }
        result.append(constraint)
        return result
    }
}

/// Changing a coefficient of a required equality in place.
extension Tableau {
    /// Changes the required equality whose dummy marker is `marker`: the coefficient
    /// of the variable whose symbol is `symbol` by `delta`, and the constant by
    /// `constantDelta`. Returns false, having changed nothing, when the marker is basic
    /// or the change would make the variable's own row singular.
    ///
    /// Every row is a combination of the constraints' rows, and the marker's column
    /// says how much of this constraint's row each holds. The changed constraint is
    /// the old one with its marker `d` replaced by `d + delta·x + constantDelta`, so
    /// each row (and each objective level) that holds `c·d` gains
    /// `c·(delta·x + constantDelta)`; when `x` is basic its own row is solved for it
    /// again first, and that row stands in for `x`. The point may then be infeasible
    /// (a dual simplex restores it) and no longer optimal (a primal simplex follows).
    /// The caller rebuilds the tableau if this throws.
    mutating func changeRequiredEquality(marker: Symbol, symbol: Symbol, by delta: Double,
                                         constantDelta: Double) throws(CassowaryError) -> Bool
    {
        guard kinds[Int(marker)] == .dummy, !isBasic(marker) else { return false }
        // A redundant copy of this equality holds only as a row of dummies that mentions
        // this marker; changed here, the copy would stop holding unnoticed.
        let count = gatherColumn(marker)
        for k in 0..<count where kinds[Int(basics[Int(visit[k].slot)])] == .dummy { return false }
        // The tableau works with `x - shift` for a parametric variable.
        let shift = delta * shifts[Int(symbol)] + constantDelta
        var replacement = Row(constant: shift)
        let ownSlot = rowSlot[Int(symbol)]
        if ownSlot >= 0 {
            var row = rows[Int(ownSlot)]
            let own = row.coefficient(for: marker)
            let scale = 1 - own * delta
            guard abs(scale) > 1e-6 else { return false }
            row.constant += own * shift
            if scale != 1 {
                row.constant /= scale
                for i in row.entries.indices { row.entries[i].coefficient /= scale }
            }
            touchedMagnitude = max(touchedMagnitude, abs(rows[Int(ownSlot)].constant), abs(row.constant))
            noteEntriesChanged()
            rows[Int(ownSlot)] = row
            noteMove(symbol)
            if kinds[Int(symbol)].isRestricted && row.constant < 0 { infeasible.append(symbol) }
            replacement.add(row, times: delta, gained: &gained, scratch: &scratch)
        } else if !negligible(delta) {
            replacement.entries = [Entry(symbol: symbol, coefficient: delta)]
        }
        for k in 0..<count {
            let (slot, index) = visit[k]
            guard slot != ownSlot else { continue }
            add(replacement, times: rows[Int(slot)].entries[Int(index)].coefficient, toRowIn: slot)
        }
        for level in levels.indices {
            let coefficient = levels[level].coefficient(for: marker)
            if coefficient != 0 { levels[level].add(replacement, times: coefficient, gained: &gained, scratch: &scratch) }
        }
        try dualOptimize()
        try optimize(.main)
        return true
    }
}
