import InputPolicy

/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey, 2001):
/// the algorithm behind Auto Layout.
///
/// Add and remove constraints one at a time; after each call the solver holds the
/// best solution: every required constraint holds, and optional constraints are
/// satisfied as well as possible, higher priorities strictly first
/// (see ``Strength``). Edit variables re-solve cheaply for a new suggested value,
/// which is how a cell is re-measured at a new width without rebuilding its system.
///
/// ```swift
/// let solver = Solver()
/// let width = Variable("width"), left = Variable("left"), right = Variable("right")
/// try solver.add(left == 16)
/// try solver.add(right == width - 16)
/// try solver.addEditVariable(width, strength: 999)
/// try solver.suggestValue(375, for: width)
/// solver.value(of: right)   // 359
/// ```
///
/// Every method that throws leaves the solver exactly as it was. Values stay within
/// the input policy's ±10⁹ points (an optional constraint pulling further stops
/// there), and a change whose solution `Double` cannot hold to 10⁻⁹ of a required
/// constraint's terms is refused with ``CassowaryError/insufficientPrecision(_:)``
/// rather than returned, where the solver checks (after every change in systems whose
/// coefficients can amplify rounding, the constraints over the values it moved; see the
/// `Cassowary` catalog, "Precision"). ``violatedRequiredConstraints(tolerance:)`` checks on
/// demand, as `cells solve` does before printing values. The solver is
/// deterministic: the same calls in the same order give bit-identical values.
/// A solver is not thread-safe; use one per thread (they are cheap).
public final class Solver {
    private struct Edit {
        let variable: Variable
        let constraint: Constraint
        var tag: Tag
        var value: Double
    }

    // The solver never calls out while it mutates its state, so Swift's run-time
    // exclusivity checks on these properties would only cost time (a quarter of an
    // edit re-solve, measured).
    @exclusivity(unchecked) private var tableau = Tableau()
    /// The marker symbol of each constraint, by object identity.
    @exclusivity(unchecked) private var markers = IntMap()
    @exclusivity(unchecked) private var edits: [Edit] = []
    /// The index in `edits` of each edit variable, by ``Variable/id``.
    @exclusivity(unchecked) private var editIndex = IntMap()
    /// Every constraint in the order it was added (nil where removed since), for
    /// rebuilding the tableau when removals have left it mostly dead symbols.
    @exclusivity(unchecked) private var ordered: [Constraint?] = []
    @exclusivity(unchecked) private var orderIndex = IntMap()
    /// The largest `max(|c|, 1/|c|)` of the coefficients the solver has been given: how
    /// far products of coefficients can amplify rounding.
    @exclusivity(unchecked) private var coefficientSpread = 1.0
    /// Once ``coefficientSpread`` passes ``plainSpread``: the required constraints that
    /// mention each variable, by ``Variable/id``, so that each change checks the
    /// constraints over the values it moved (the tableau's `moved`). Removed
    /// constraints stay listed until ``staleRequired`` outgrows the live entries.
    @exclusivity(unchecked) private var requiredByVariable: [Int: [Constraint]]?
    @exclusivity(unchecked) private var staleRequired = 0
    @exclusivity(unchecked) private var liveRequired = 0
    /// The keys of the bounds ``boundValues()`` added.
    @exclusivity(unchecked) private var bounds = Set<Int>()

    /// Whether a conflict found where coefficients amplify rounding is checked on the
    /// conflicting constraints alone before it is reported (off in that check's solver).
    private var checksConflicts = true

    /// Row entries the tableau may hold before a new constraint is refused
    /// (see ``entryBudget``).
    private let entryBudget: Int

    /// An empty solver.
    public init() { entryBudget = Self.entryBudget }

    /// An empty solver with another budget of row entries (for tests).
    init(entryBudget: Int) { self.entryBudget = entryBudget }

    private static func key(_ constraint: Constraint) -> Int {
        Int(bitPattern: UInt(bitPattern: ObjectIdentifier(constraint)))
    }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` if it is already here,
    ///   ``CassowaryError/invalidStrength(_:)`` for a strength outside 1...1000,
    ///   ``CassowaryError/nonFiniteConstraint(_:)`` for a NaN or infinite number,
    ///   ``CassowaryError/invalidInput(_:)`` for a coefficient or constant outside the
    ///   input policy, ``CassowaryError/unsatisfiableConstraint(_:conflicting:)``
    ///   when it is required and conflicts with the required constraints already present,
    ///   and ``CassowaryError/insufficientPrecision(_:)`` when the solution it leads to
    ///   cannot be held in doubles.
    /// - SeeAlso: ``remove(_:)``, ``add(_:)-([Constraint])``, ``hasConstraint(_:)``
    public func add(_ constraint: Constraint) throws(CassowaryError) {
        let before = snapshot()
        do { try insert(constraint) } catch {
            // The tableau built afresh holds the same system; the snapshot, the same values.
            if let before { restore(before) }
            throw error
        }
        try settle(adding: constraint, before: before) { () throws(CassowaryError) in try self.delete(constraint) }
    }

    /// Adds `constraint` to the tableau; on an error the solver is as it was.
    private func insert(_ constraint: Constraint) throws(CassowaryError) {
        let key = Self.key(constraint)
        guard markers[key] == nil else { throw .duplicateConstraint(constraint) }
        tableau.compactColumnsIfNeeded()
        try Self.validate(constraint)
        let budget = max(entryBudget, 64 * markers.count)
        if tableau.nodes.count > budget {
            let entries = tableau.liveEntryCount()
            if entries > budget { throw .tooDense(constraint, entries: entries) }
        }
        noteCoefficients(of: constraint)
        tableau.beginChange()
        do {
            let tag = try tableau.add(constraint)
            register(constraint, marker: tag.marker)
        } catch {
            // A required constraint that conflicts, or a simplex that gave up, may leave the
            // tableau half changed: build it again from the constraints that are in.
            let original = error
            // Whether any attempt found the conflict beyond rounding (an attempt that
            // failed otherwise, a dual simplex stuck on rounding, says nothing of it).
            var conflictIsReal = tableau.conflictBeyondRounding
            // (Rounding can make the system that held look infeasible when built again in
            // the order it came: a constraint replaced in place with coefficients of 10³
            // and 10⁻³; required constraints first, it holds.)
            try compactHeld()
            switch original {
            case .internalError, .unsatisfiableConstraint: break
            default: throw original
            }
            // Rounding left in rows by earlier changes (or a dual simplex left without a
            // pivot by it) can make a feasible constraint look conflicting: a tableau built
            // afresh, required constraints first, decides. (A real conflict costs this
            // second rebuild; the first one undid the half-made change.)
            register(constraint, marker: -1)
            do { try compact(requiredFirst: true) } catch {
                conflictIsReal = conflictIsReal || tableau.conflictBeyondRounding
                // Where coefficients amplify rounding, the order decides too: a feasible
                // constraint reached only through products of 10⁻³ and 10³ was called
                // unsatisfiable by 6.7 (a variable that had to move by 10⁶ at a reduced
                // cost below the simplex's tolerance). Added first, it is a plain row, and
                // the rest is built around it; a real conflict fails again.
                if constraint.strength.isRequired && coefficientSpread > Self.plainSpread {
                    do {
                        try compact(requiredFirst: true, leading: constraint)
                        return
                    } catch {
                        conflictIsReal = conflictIsReal || tableau.conflictBeyondRounding
                    }
                    // Last, rows solved for a variable in use where the artificial phase would
                    // pivot (through a small coefficient, it lost a row's entry of 5·10⁻¹⁰).
                    do {
                        try compact(requiredFirst: true, solvingForUsedVariables: true)
                        return
                    } catch {
                        conflictIsReal = conflictIsReal || tableau.conflictBeyondRounding
                    }
                }
                unregister(constraint)
                // No order missed by more than the rounding its rows carried: doubles cannot
                // tell this constraint from a feasible one, and saying it conflicts could be
                // a lie.
                if !conflictIsReal, case let .unsatisfiableConstraint(_, conflicting) = original {
                    throw .insufficientPrecision(conflicting)
                }
                // Where coefficients amplify rounding, pivots can lose a row's small entries
                // (10⁻¹⁰ through 10³ and 10⁻³), and a feasible constraint then looks conflicting
                // beyond rounding. The constraints named are tried on their own: if they hold
                // together, the claim was rounding's, and the answer a refusal for precision.
                if coefficientSpread > Self.plainSpread, checksConflicts,
                   case let .unsatisfiableConstraint(_, conflicting) = original, Self.holdTogether(conflicting)
                {
                    throw .insufficientPrecision(conflicting)
                }
                throw original
            }
        }
    }

    /// Whether the required constraints among `constraints` hold together: added to a
    /// solver of their own (which does not check its own conflicts so), in the order
    /// given or the reverse, none conflicts. (A chain of equalities through 10³ and 10⁻³
    /// solved from its first link amplified rounding by 10⁶ and missed the last, `v0 ==
    /// 800`, by 0.13; from the last, each link meets one unknown.)
    static func holdTogether(_ constraints: [Constraint]) -> Bool {
        let required = constraints.filter(\.strength.isRequired)
        func hold(_ ordered: [Constraint]) -> Bool {
            let alone = Solver()
            alone.checksConflicts = false
            for constraint in ordered {
                do { try alone.add(constraint) } catch {
                    guard case .insufficientPrecision = error else { return false }
                }
            }
            return true
        }
        return hold(required) || hold(required.reversed())
    }

    /// Widens ``coefficientSpread`` to `constraint`'s coefficients; past
    /// ``plainSpread``, starts checking the values each change moves.
    private func noteCoefficients(of constraint: Constraint) {
        for term in constraint.expression.terms where term.coefficient != 0 {
            let size = abs(term.coefficient)
            coefficientSpread = max(coefficientSpread, size, 1 / size)
        }
        if coefficientSpread > Self.plainSpread && requiredByVariable == nil {
            tableau.tracksMoves = true
            indexRequiredConstraints()
        }
    }

    /// Builds ``requiredByVariable`` afresh from the constraints in the solver.
    private func indexRequiredConstraints() {
        var index: [Int: [Constraint]] = [:]
        liveRequired = 0
        staleRequired = 0
        for case let constraint? in ordered where constraint.strength.isRequired {
            for term in constraint.expression.terms { index[term.variable.id, default: []].append(constraint) }
            liveRequired += constraint.expression.terms.count
        }
        requiredByVariable = index
    }

    /// Records an added constraint: its marker and its place in the order of adding.
    private func register(_ constraint: Constraint, marker: Symbol) {
        let key = Self.key(constraint)
        if marker >= 0 { markers[key] = marker }
        orderIndex[key] = Int32(ordered.count)
        ordered.append(constraint)
        indexRequired(constraint)
    }

    /// Lists a required `constraint` in ``requiredByVariable`` (while it is kept).
    private func indexRequired(_ constraint: Constraint) {
        guard requiredByVariable != nil && constraint.strength.isRequired else { return }
        for term in constraint.expression.terms { requiredByVariable![term.variable.id, default: []].append(constraint) }
        liveRequired += constraint.expression.terms.count
    }

    /// Counts a removed `constraint`'s entries in ``requiredByVariable`` as stale, and
    /// rebuilds the index when they outnumber the live ones.
    private func forgetRequired(_ constraint: Constraint) {
        guard requiredByVariable != nil && constraint.strength.isRequired else { return }
        liveRequired -= constraint.expression.terms.count
        staleRequired += constraint.expression.terms.count
        if staleRequired > max(liveRequired, 64) { indexRequiredConstraints() }
    }

    /// Forgets a constraint's marker and place (the tableau is the caller's).
    private func unregister(_ constraint: Constraint) {
        let key = Self.key(constraint)
        markers[key] = nil
        if let index = orderIndex[key] {
            ordered[Int(index)] = nil
            orderIndex[key] = nil
        }
        forgetRequired(constraint)
    }

    /// Whether the last change left a required constraint over a value it moved
    /// broken by more than `tolerance` (checked while ``requiredByVariable`` is kept).
    private func movedValuesBreakRequired(tolerance: Double) -> Bool {
        guard let index = requiredByVariable, !tableau.moved.isEmpty else { return false }
        var seenVariables = Set<Int>(), seenConstraints = Set<ObjectIdentifier>()
        for symbol in tableau.moved where Int(symbol) < tableau.kinds.count && tableau.kinds[Int(symbol)] == .external {
            guard let variable = tableau.variables[Int(symbol)], seenVariables.insert(variable.id).inserted else { continue }
            if !(abs(tableau.value(of: symbol)) <= Self.hugeValue) { return true }
            guard let constraints = index[variable.id] else { continue }
            for constraint in constraints where seenConstraints.insert(ObjectIdentifier(constraint)).inserted {
                if markers[Self.key(constraint)] != nil,
                   Self.isBroken(constraint, values: value(of:), tolerance: tolerance) { return true }
            }
        }
        return false
    }

    /// Adds several constraints in order; stops at the first error.
    ///
    /// A large batch is first checked for a contradiction among its required
    /// equalities (with those already in the solver) in time linear in its size, so
    /// that an unsatisfiable chain of thousands of links is reported at once instead of
    /// after the simplex has filled its rows (see the `Cassowary` catalog).
    public func add(_ constraints: [Constraint]) throws(CassowaryError) {
        if constraints.count >= 64 {
            for constraint in constraints { try Self.validate(constraint) }
            let all = ordered.compactMap { $0 } + constraints
            if let culprit = RequiredEqualities.firstContradiction(in: all), culprit >= all.count - constraints.count {
                throw .unsatisfiableConstraint(all[culprit],
                                               conflicting: RequiredEqualities.explanation(of: culprit, in: all))
            }
        }
        for constraint in constraints { try add(constraint) }
    }

    /// Throws unless `constraint`'s strength and numbers are usable: a strength in
    /// 1...1000, a weight in `Limits.weight`, finite numbers, coefficients in
    /// `Limits.multiplier` and a constant in `Limits.length`.
    private static func validate(_ constraint: Constraint) throws(CassowaryError) {
        guard constraint.strength.isUsable else { throw .invalidStrength(constraint.strength) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        // The argument's name is written only for an error: this runs on every add.
        var name: String { constraint.identifier.map { "\($0)" } ?? "\(constraint.expression) \(constraint.relation) 0" }
        do {
            try Limits.weight.check(constraint.weight, argument: "the weight of \(name)")
            for term in constraint.expression.terms {
                try Limits.multiplier.check(term.coefficient, argument: "the coefficient of \(term.variable) in \(name)")
            }
            try Limits.length.check(constraint.expression.constant, argument: "the constant of \(name)")
        } catch {
            throw .invalidInput(error)
        }
    }

    /// The required constraints the current solution breaks by more than `tolerance`
    /// relative to the size of their terms, and by more than 10⁻⁸, the solver's own
    /// tolerance (NaN values break every constraint they reach). Empty after every
    /// successful call: a check that callers who cannot afford a wrong answer run, and
    /// that `cells solve` runs before printing values.
    /// - SeeAlso: ``add(_:)-([Constraint])``
    public func violatedRequiredConstraints(tolerance: Double = 1e-9) -> [Constraint] {
        Self.violatedRequiredConstraints(ordered.compactMap { $0 }, values: value(of:), tolerance: tolerance)
    }

    /// The required ones of `constraints` that `values` break by more than `tolerance`
    /// relative to the size of their terms.
    static func violatedRequiredConstraints(_ constraints: [Constraint], values: (Variable) -> Double,
                                            tolerance: Double) -> [Constraint]
    {
        constraints.filter { $0.strength.isRequired && isBroken($0, values: values, tolerance: tolerance) }
    }

    /// Whether `values` break `constraint` by more than `tolerance` relative to the size of its terms.
    private static func isBroken(_ constraint: Constraint, values: (Variable) -> Double, tolerance: Double) -> Bool {
        var total = constraint.expression.constant
        var scale = abs(total)
        for term in constraint.expression.terms {
            let product = term.coefficient * values(term.variable)
            total += product
            scale += abs(product)
        }
        // The tableau treats rows within 10⁻⁸ of zero as zero (Kiwi's tolerance), so two
        // equalities that far apart are one; the check never asks for more.
        let slack = max(tolerance * max(1, scale), epsilon)
        switch constraint.relation {
        case .equal: return !(abs(total) <= slack)
        case .lessThanOrEqual: return !(total <= slack)
        case .greaterThanOrEqual: return !(total >= -slack)
        }
    }

    /// Removes a constraint added earlier.
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)`` if it is not in the solver.
    /// - SeeAlso: ``add(_:)-(Constraint)``
    public func remove(_ constraint: Constraint) throws(CassowaryError) {
        guard markers[Self.key(constraint)] != nil else { throw .unknownConstraint(constraint) }
        let edit = edits.first { $0.constraint === constraint }
        let before = snapshot()
        do { try delete(constraint) } catch {
            // Refused (the system without it could not be built again): as it was.
            if let before { restore(before) }
            throw error
        }
        try settle(before: before) { () throws(CassowaryError) in
            if let edit {
                try self.insertEdit(edit.variable, strength: edit.constraint.strength, value: edit.value)
            } else {
                try self.insert(constraint)
            }
        }
    }

    /// Takes `constraint` out of the tableau (and the edits, if it is an edit's).
    private func delete(_ constraint: Constraint) throws(CassowaryError) {
        let key = Self.key(constraint)
        guard let marker = markers[key] else { throw .unknownConstraint(constraint) }
        tableau.compactColumnsIfNeeded()
        if let index = edits.firstIndex(where: { $0.constraint === constraint }) {
            editIndex[edits[index].variable.id] = nil
            let last = edits.removeLast()
            if index < edits.count {
                edits[index] = last
                editIndex[last.variable.id] = Int32(index)
            }
        }
        unregister(constraint)
        tableau.beginChange()
        do {
            try tableau.remove(tableau.tag(ofMarker: marker))
        } catch {
            // The simplex gave up on rounding: the tableau built afresh without it.
            try compactHeld(requiredFirst: true)
            return
        }
        if tableau.deadSymbols > 64 && tableau.deadSymbols > tableau.symbolCount / 2 {
            try compactHeld()
        }
    }

    /// Replaces `old` with `new`.
    ///
    /// A `new` equal to `old` (`old` itself, or a copy made again) takes its place and
    /// nothing moves.
    ///
    /// When `new` differs from `old` only in its constant (the same terms, relation,
    /// strength and weight), as when a constraint's `constant` changes, or, for a
    /// required equality, also in one coefficient (a `multiplier`), the solution moves
    /// from the previous optimum through the rows the change reaches: far cheaper
    /// than removing one and adding the other. Otherwise `old` is removed and `new`
    /// added.
    ///
    /// - Throws: what ``remove(_:)`` and ``add(_:)-(Constraint)`` throw; when `new`
    ///   cannot be added, `old` is put back.
    public func replace(_ old: Constraint, with new: Constraint) throws(CassowaryError) {
        let oldKey = Self.key(old), newKey = Self.key(new)
        // The constraint itself, or an equal one in its place: nothing moves (a system at
        // the limits of precision rebuilt for it could look infeasible to rounding).
        if old === new, markers[oldKey] != nil { return }
        if let marker = markers[oldKey], markers[newKey] == nil, Self.isSame(old, new),
           !edits.contains(where: { $0.constraint === old })
        {
            adopt(new, for: old, marker: marker)
            return
        }
        let before = snapshot()
        var moved = false
        if let marker = markers[oldKey], markers[newKey] == nil, !edits.contains(where: { $0.constraint === old }) {
            do { moved = try moveInPlace(old, to: new, marker: marker) } catch {
                // The system that held could not be built again (rounding): from the state
                // before, removing and adding decide; without one, the change is refused.
                guard let before else { throw error }
                restore(before)
            }
        }
        guard moved, let marker = markers[oldKey] else {
            // A failed move in place rebuilt the system; a refused removal puts it back too
            // (it left the rebuild, another optimum with a required equality 10⁻³ off).
            do { try remove(old) } catch {
                if let before { restore(before) }
                throw error
            }
            do { try add(new) } catch {
                // Put back as it was: not refused again for precision.
                if let before {
                    restore(before)
                } else {
                    try? insert(old)
                    restoreSoundness()
                }
                throw error
            }
            return
        }
        adopt(new, for: old, marker: marker)
        try settle(adding: new, before: before) { () throws(CassowaryError) in
            try self.delete(new)
            try self.insert(old)
        }
    }

    /// Whether two constraints say the same: relation, strength, weight, terms in the
    /// same order and constant.
    private static func isSame(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.strength == b.strength && a.weight == b.weight
            && a.expression.constant == b.expression.constant && a.expression.terms.count == b.expression.terms.count
            && zip(a.expression.terms, b.expression.terms).allSatisfy { $0.variable.id == $1.variable.id && $0.coefficient == $1.coefficient }
    }

    /// Makes `new` the owner of `old`'s row (marker `marker`), in `old`'s place in the
    /// order constraints came in.
    private func adopt(_ new: Constraint, for old: Constraint, marker: Symbol) {
        let oldKey = Self.key(old), newKey = Self.key(new)
        tableau.owners[Int(marker)] = new
        let other = tableau.others[Int(marker)]
        if other >= 0 { tableau.owners[Int(other)] = new }
        markers[oldKey] = nil
        markers[newKey] = marker
        if let index = orderIndex[oldKey] {
            ordered[Int(index)] = new
            orderIndex[oldKey] = nil
            orderIndex[newKey] = index
        }
        indexRequired(new)
        forgetRequired(old)
    }

    /// Changes `old`'s row into `new`'s in place when it can: a constraint whose
    /// constant changed, or a required equality whose constant and at most one
    /// coefficient changed (a multiplier: `h == m·w` for an image's aspect ratio).
    /// Returns false, the solver as it was, otherwise.
    private func moveInPlace(_ old: Constraint, to new: Constraint, marker: Symbol) throws(CassowaryError) -> Bool {
        guard old.relation == new.relation, old.strength == new.strength, old.weight == new.weight,
              old.expression.terms.count == new.expression.terms.count else { return false }
        var changed: (variable: Variable, delta: Double)?
        for (a, b) in zip(old.expression.terms, new.expression.terms) {
            guard a.variable.id == b.variable.id else { return false }
            if a.coefficient != b.coefficient {
                guard changed == nil else { return false }
                changed = (a.variable, b.coefficient - a.coefficient)
            }
        }
        let constantDelta = new.expression.constant - old.expression.constant
        let equality = old.strength.isRequired && old.relation == .equal
        if changed != nil && !equality { return false }
        // The symbol whose coefficient changes (any of the equality's, when none does).
        var symbol: Symbol = -1
        if equality {
            guard let variable = changed?.variable ?? old.expression.terms.first?.variable,
                  let found = tableau.symbolOf[variable.id] else { return false }
            symbol = found
        }
        try Self.validate(new)
        noteCoefficients(of: new)
        tableau.compactColumnsIfNeeded()
        tableau.beginChange()
        do {
            if equality {
                guard try tableau.changeRequiredEquality(marker: marker, symbol: symbol, by: changed?.delta ?? 0,
                                                         constantDelta: constantDelta) else { return false }
            } else {
                // The constraint's row is `constant + terms + m·marker (+ other)`: a new
                // constant is the old one with the marker shifted by the difference over m.
                let m: Double = old.relation == .lessThanOrEqual ? 1 : -1
                try tableau.suggest(constantDelta / m, tag: tableau.tag(ofMarker: marker))
            }
        } catch {
            // No way on through the simplex (a required change that conflicts, or a simplex
            // that gave up): rebuild with `old`, and let removing and adding decide.
            try compactHeld()
            // Built again in another order, a system at the limits of precision can land on
            // a point that breaks a required constraint (a redundant equality's row 4·10⁻⁷
            // below zero stopped the dual simplex; the rebuild then left another equality
            // 0.7 off, and removing and adding went on from there): made sound, or the
            // change is refused as imprecise, and the caller restores what it kept.
            if !isSound { restoreSoundness() }
            guard violatedRequiredConstraints().isEmpty else { throw .insufficientPrecision(violatedRequiredConstraints()) }
            return false
        }
        return true
    }

    /// Rebuilds the tableau from the constraints in the order they were added (the
    /// required ones first, with `requiredFirst`, and `leading` before all; rows solved
    /// for variables in use rather than through the artificial phase, with
    /// `solvingForUsedVariables`), and re-suggests every edit value:
    /// removed constraints leave symbols behind, and a solver whose constraints come
    /// and go (a reused cell) would otherwise grow.
    ///
    /// Atomic: if the rebuild fails (rounding in a system at the input policy's limits
    /// can make the required constraints look infeasible in another order), the solver
    /// is left exactly as it was.
    private func compact(requiredFirst: Bool = false, leading: Constraint? = nil,
                         solvingForUsedVariables: Bool = false) throws(CassowaryError)
    {
        let saved = (tableau, markers, orderIndex, ordered, edits)
        do {
            try rebuild(requiredFirst: requiredFirst, leading: leading, solvingForUsedVariables: solvingForUsedVariables)
        } catch {
            let conflictIsReal = tableau.conflictBeyondRounding
            (tableau, markers, orderIndex, ordered, edits) = saved
            tableau.conflictBeyondRounding = conflictIsReal
            throw error
        }
    }

    /// Rebuilds the tableau from constraints that held together (none new among them):
    /// when neither the order they came in nor required first builds them, rounding is
    /// why, not a conflict, and the call throws ``CassowaryError/insufficientPrecision(_:)``
    /// (never `unsatisfiable`, which would name constraints that hold), the solver as it was.
    private func compactHeld(requiredFirst: Bool = false) throws(CassowaryError) {
        do { try compact(requiredFirst: requiredFirst) } catch {
            if !requiredFirst, (try? compact(requiredFirst: true)) != nil { return }
            throw .insufficientPrecision(violatedRequiredConstraints())
        }
    }

    /// See ``compact(requiredFirst:leading:solvingForUsedVariables:)``; `leading`, one of the constraints,
    /// comes before all others.
    private func rebuild(requiredFirst: Bool, leading: Constraint?, solvingForUsedVariables: Bool = false)
        throws(CassowaryError)
    {
        var live = ordered.compactMap { $0 }
        if let leading { live = [leading] + live.filter { $0 !== leading } }
        if requiredFirst {
            // The solver's own bounds (at 10⁹) after the user's required constraints: a
            // variable first met in a bound takes its value, and every row computed from
            // it would carry the rounding of 10⁹.
            let isBound = { (constraint: Constraint) in self.bounds.contains(Self.key(constraint)) }
            live = live.filter { $0.strength.isRequired && !isBound($0) } + live.filter(isBound)
                + live.filter { !$0.strength.isRequired }
        }
        tableau.reset()
        tableau.solvesForUsedVariables = solvingForUsedVariables
        defer { tableau.solvesForUsedVariables = false }
        markers.removeAll()
        orderIndex.removeAll()
        ordered.removeAll(keepingCapacity: true)
        for constraint in live {
            let tag = try tableau.add(constraint)
            let key = Self.key(constraint)
            markers[key] = tag.marker
            orderIndex[key] = Int32(ordered.count)
            ordered.append(constraint)
        }
        for index in edits.indices {
            edits[index].tag = tableau.tag(ofMarker: markers[Self.key(edits[index].constraint)]!)
            let value = edits[index].value
            edits[index].value = 0
            try tableau.suggest(value, tag: edits[index].tag)
            edits[index].value = value
        }
    }

    /// Whether `constraint` was added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool { markers[Self.key(constraint)] != nil }

    /// The number of symbols the tableau holds, live or left behind by removals
    /// (for tests of compaction).
    var symbolCount: Int { tableau.symbolCount }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { markers.count }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a value suggested with
    /// ``suggestValue(_:for:)`` pulls it at `strength`.
    ///
    /// - Throws: ``CassowaryError/duplicateEditVariable(_:)``,
    ///   ``CassowaryError/requiredEditVariable(_:)`` for strength 1000, and
    ///   ``CassowaryError/invalidStrength(_:)`` outside 1...1000.
    /// - SeeAlso: ``suggestValue(_:for:)``, ``removeEditVariable(_:)``
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
        guard editIndex[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let before = snapshot()
        try insertEdit(variable, strength: strength, value: 0)
        try settle(before: before) { () throws(CassowaryError) in try self.delete(self.edits[self.edits.count - 1].constraint) }
    }

    /// Adds an edit constraint for `variable` and suggests `value` for it.
    private func insertEdit(_ variable: Variable, strength: Strength, value: Double) throws(CassowaryError) {
        let constraint = Constraint(variable.expression, .equal, strength: strength,
                                    identifier: "edit(\(variable))")
        tableau.beginChange()
        let tag = try tableau.add(constraint)
        register(constraint, marker: tag.marker)
        editIndex[variable.id] = Int32(edits.count)
        edits.append(Edit(variable: variable, constraint: constraint, tag: tag, value: 0))
        if value != 0 { try suggest(value, at: edits.count - 1) }
    }

    /// Stops treating `variable` as an edit variable.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)``.
    /// - SeeAlso: ``addEditVariable(_:strength:)``
    public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        guard let index = editIndex[variable.id] else { throw .unknownEditVariable(variable) }
        try remove(edits[Int(index)].constraint)
    }

    /// Whether `variable` is an edit variable.
    /// - SeeAlso: ``addEditVariable(_:strength:)``
    public func hasEditVariable(_ variable: Variable) -> Bool { editIndex[variable.id] != nil }

    /// Suggests a value for an edit variable and re-solves, touching only the rows
    /// the change reaches (a dual simplex from the previous optimum).
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` and
    ///   ``CassowaryError/nonFiniteValue(_:_:)``, and ``CassowaryError/invalidInput(_:)``
    ///   for a value outside `Limits.length`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        do { try Limits.length.check(value, argument: "the value suggested for \(variable)") } catch {
            throw .invalidInput(error)
        }
        guard let index = editIndex[variable.id].map(Int.init) else { throw .unknownEditVariable(variable) }
        let old = edits[index].value
        let before = snapshot()
        do { try suggest(value, at: index) } catch {
            if let before { restore(before) }
            throw error
        }
        try settle(before: before) { () throws(CassowaryError) in try self.suggest(old, at: index) }
    }

    /// Moves the edit at `index` to `value`.
    private func suggest(_ value: Double, at index: Int) throws(CassowaryError) {
        tableau.compactColumnsIfNeeded()
        tableau.beginChange()
        let old = edits[index].value
        edits[index].value = value
        do {
            try tableau.suggest(value - old, tag: edits[index].tag)
        } catch {
            // The dual simplex found a row a hair below zero with nothing to pivot on
            // (rounding, at values no layout has): a tableau built afresh takes the value.
            do { try compact(requiredFirst: true) } catch {
                edits[index].value = old
                try? compact(requiredFirst: true)
                throw .insufficientPrecision(violatedRequiredConstraints())
            }
        }
    }

    /// Values beyond the input policy's lengths: only coefficient products reach them.
    private static let hugeValue = Limits.maximumLength

    /// Values past which one rounding (a unit in the last place of 10⁷ is 1.9·10⁻⁹, times
    /// a coefficient of up to 16) can outweigh the tolerance of a required constraint of
    /// a few points: after a change that reaches them the required constraints are
    /// checked and the solution refined, whatever the coefficients (`v0 ≥ −1/3` was left
    /// 9·10⁻⁸ broken after a suggestion of −7·10⁷). Only refined: bounding and rebuilding
    /// there too made each change of a layout holding values past 10⁹ four times slower.
    /// Layouts stay below (a table's content of 3.6·10⁶ points).
    private static let roundedMagnitude = 1e7

    /// Checks the solution after a change, where rounding can have grown: a change that
    /// moved values past ``hugeValue`` (beyond the input policy), a new required
    /// constraint (`adding`) that is a hair off, and, in systems whose coefficients can
    /// amplify rounding, every required constraint over a value the change moved. That
    /// costs the constraints the change reached, not the size of the system, so building
    /// or taking apart a large system stays linear.
    private func settle(adding constraint: Constraint? = nil, before: Snapshot?,
                        undo: () throws(CassowaryError) -> Void) throws(CassowaryError)
    {
        // A value is its row's constant plus its variable's shift.
        let reach = tableau.touchedMagnitude + tableau.largestShift
        // The rows also carry the rounding of the values earlier changes reached: `v0 ≥ −1/3`
        // was left 3·10⁻⁸ broken by a suggestion of −72 after ones of 1.13·10⁸ and 150.
        let carried = max(reach, tableau.roundingMagnitude + tableau.largestShift)
        // Small systems that keep a snapshot also look at every value: a change that rebuilt
        // the system can land on a vertex past 10⁹ that no row it touched shows.
        var due = reach > Self.hugeValue || (before != nil && tableau.largestValue() > Self.hugeValue)
        if !due, let constraint, constraint.strength.isRequired,
           Self.isBroken(constraint, values: value(of:), tolerance: 1e-10)
        {
            due = true
        }
        if !due && movedValuesBreakRequired(tolerance: 1e-10) { due = true }
        if due {
            try ensurePrecise(before: before, undo: undo)
        } else if carried > Self.roundedMagnitude, !violatedRequiredConstraints(tolerance: 1e-10).isEmpty {
            // Rounding of the large values, whatever the coefficients: refined, and the
            // refinement kept only if every required constraint then holds and every value
            // is within the policy (in a system
            // whose rows amplify rounding it can make things worse: an equality 10⁻⁹ off
            // was left 2·10⁻⁹ of its size off, past the tolerance).
            let unrefined = tableau
            refine()
            if !isSound { tableau = unrefined }
        }
    }

    /// Coefficients within 1/this … this of 1 in magnitude (layouts' multipliers: ½, 9/16,
    /// 2) multiply rounding by little, so a system of only such coefficients is not
    /// checked after every change, only after one that reaches ``roundedMagnitude`` (a
    /// table's content 3.6·10⁶ points tall changed every frame).
    private static let plainSpread = 16.0

    /// After a change that moved values past ``hugeValue`` or left a required constraint
    /// a hair off: rounding in rows may have grown past the tolerance of a
    /// required constraint, and values may have passed ``hugeValue``. The solution is
    /// refined; values past ``hugeValue`` are bounded there; if a required constraint is
    /// still off, the tableau is built afresh, required constraints first, and refined
    /// again. If that fails too, doubles do not hold the solution: `undo` takes the
    /// change back and the call throws ``CassowaryError/insufficientPrecision(_:)``.
    private func ensurePrecise(before: Snapshot?, undo: () throws(CassowaryError) -> Void) throws(CassowaryError) {
        if tableau.touchedMagnitude <= Self.hugeValue && violatedRequiredConstraints(tolerance: 1e-10).isEmpty
            && tableau.largestValue() <= Self.hugeValue { return }
        refine()
        if isSound { return }
        var broken = violatedRequiredConstraints()
        if broken.isEmpty, boundValues() { return }
        if !broken.isEmpty {
            rebuildRequiredFirst()
            refine()
            broken = violatedRequiredConstraints()
            if broken.isEmpty, tableau.largestValue() <= Self.hugeValue || boundValues() { return }
        }
        if let before {
            restore(before)
        } else {
            // Taken back the way it came, the solution returns to the optimum it left (built
            // afresh, a system whose optima form a long edge may land on a far end of it).
            try? undo()
            restoreSoundness()
        }
        throw .insufficientPrecision(broken)
    }

    /// The solver's whole state, kept at the start of a change in small systems whose
    /// coefficients can amplify rounding, so that a refused change leaves exactly the
    /// state before it. (Taken back the way it came, a change can leave the rounding of
    /// where it went: a suggestion of 1.27·10⁸ taken back left a required constraint
    /// broken.) Larger systems take a change back the way it came: a copy per change
    /// would cost their size.
    private final class Snapshot {
        let tableau: Tableau
        let markers: IntMap
        let edits: [Edit]
        let editIndex: IntMap
        let ordered: [Constraint?]
        let orderIndex: IntMap
        let coefficientSpread: Double
        let requiredByVariable: [Int: [Constraint]]?
        let staleRequired: Int, liveRequired: Int
        let bounds: Set<Int>

        init(_ solver: Solver) {
            tableau = solver.tableau
            markers = solver.markers
            edits = solver.edits
            editIndex = solver.editIndex
            ordered = solver.ordered
            orderIndex = solver.orderIndex
            coefficientSpread = solver.coefficientSpread
            requiredByVariable = solver.requiredByVariable
            staleRequired = solver.staleRequired
            liveRequired = solver.liveRequired
            bounds = solver.bounds
        }
    }

    /// Row entries the tableau may hold (or 64 per constraint, if more) before a new
    /// constraint is refused as ``CassowaryError/tooDense(_:entries:)``: about 200 MB
    /// with the column lists (sizes added after a chain of about 1,600 links, 0.4 s).
    private static let entryBudget = 4_000_000

    /// Systems of up to this many constraints keep a ``Snapshot`` during a change.
    private static let snapshotSize = 256

    @inline(__always) private func snapshot() -> Snapshot? {
        guard tableau.tracksMoves, markers.count <= Self.snapshotSize else { return nil }
        return Snapshot(self)
    }

    private func restore(_ state: Snapshot) {
        tableau = state.tableau
        markers = state.markers
        edits = state.edits
        editIndex = state.editIndex
        ordered = state.ordered
        orderIndex = state.orderIndex
        coefficientSpread = state.coefficientSpread
        requiredByVariable = state.requiredByVariable
        staleRequired = state.staleRequired
        liveRequired = state.liveRequired
        bounds = state.bounds
    }

    /// After a refused change was taken back: the system is the one that held before, but
    /// the way back may have reached another optimum or left rounding, so the solution is
    /// refined, and bounded or built afresh as ``ensurePrecise(undo:)`` does.
    private func restoreSoundness() {
        refine()
        if isSound { return }
        if violatedRequiredConstraints().isEmpty, boundValues() { return }
        rebuildRequiredFirst()
        refine()
        if violatedRequiredConstraints().isEmpty { _ = boundValues() }
    }

    /// Keeps values within the input policy's lengths: a variable that an optimum puts
    /// past 10⁹ gets a required bound at 10⁹ (a constraint of the solver's own, kept
    /// with the others), so optional constraints pulling it further stay unsatisfied
    /// there, as they would against any other required constraint. Returns whether
    /// every value is then within the policy and every required constraint holds; a
    /// bound that the required constraints refuse leaves it false.
    private func boundValues() -> Bool {
        for _ in 0..<8 {
            let beyond = tableau.variables(beyond: Self.hugeValue)
            if beyond.isEmpty { break }
            for (variable, value) in beyond {
                let bound = Constraint(Expression([Term(variable, 1)], constant: value > 0 ? -Limits.maximumLength : Limits.maximumLength),
                                       value > 0 ? .lessThanOrEqual : .greaterThanOrEqual,
                                       identifier: "bound(\(variable))")
                bounds.insert(Self.key(bound))
                do { try insert(bound) } catch {
                    bounds.remove(Self.key(bound))
                    return false
                }
            }
            refine()
        }
        return isSound
    }

    /// Whether every required constraint holds and every value is within the policy.
    private var isSound: Bool {
        violatedRequiredConstraints().isEmpty && tableau.largestValue() <= Self.hugeValue
    }

    /// Iterative refinement: the rounding that pivots leave in rows is, for each
    /// constraint, an error in the constant the tableau holds for it. Each constraint's
    /// residual at the current solution (its expression plus its slack or errors) is
    /// that error, and is taken out the way a constant change is made, through the
    /// constraint's marker column (the tableau's inverse): one pass takes a solution
    /// 10⁻⁶ off to about the rounding of computing the residual.
    private func refine() {
        var editValue: [ObjectIdentifier: Double] = [:]
        for edit in edits { editValue[ObjectIdentifier(edit.constraint)] = edit.value }
        var corrections: [(Tag, Double)] = []
        for case let constraint? in ordered {
            guard let marker = markers[Self.key(constraint)] else { continue }
            let tag = tableau.tag(ofMarker: marker)
            let required = constraint.strength.isRequired
            // The marker's coefficient in the constraint's row (see `makeRow`); the other
            // error symbol has the opposite one.
            let m: Double = switch constraint.relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: required ? 1 : -1
            }
            // A redundant required equality's basic dummy: the row is the constraint. A
            // required equality kept as two inequalities has no one marker to correct it
            // through (and is kept so only where rounding is not amplified).
            if required && constraint.relation == .equal
                && (tableau.isBasic(marker) || tag.other >= 0) { continue }
            var residual = constraint.expression.constant - (editValue[ObjectIdentifier(constraint)] ?? 0)
            var scale = abs(residual)
            for term in constraint.expression.terms {
                let product = term.coefficient * value(of: term.variable)
                residual += product
                scale += abs(product)
            }
            residual += m * tableau.symbolValue(marker)
            if tag.other >= 0 { residual -= m * tableau.symbolValue(tag.other) }
            if abs(residual) > 1e-15 * scale { corrections.append((tag, residual / m)) }
        }
        for (tag, delta) in corrections {
            try? tableau.suggest(delta, tag: tag)
        }
    }

    /// Builds the tableau afresh, required constraints first, so that what optional ones
    /// pull far away is measured from values the required ones already hold. Rows that
    /// held values past ``hugeValue`` (before or after a change: a value pulled to 10⁷
    /// through 10³ coefficients and back came back 7·10⁻⁹ off) carry rounding that can
    /// break a required constraint, or leave one encoded a hair off, so that an exact
    /// constraint added later is called unsatisfiable. If the rebuild fails (rounding makes
    /// the required constraints look infeasible in that order), the tableau stays as it was.
    private func rebuildRequiredFirst() {
        try? compact(requiredFirst: true)
    }

    // MARK: Values

    /// The value of `variable` in the current solution (0 for a variable that
    /// appears in no constraint).
    @inlinable public func value(of variable: Variable) -> Double {
        value(ofVariable: variable.id)
    }

    /// The value of the variable whose ``Variable/id`` is `id` (0 if not in the system).
    ///
    /// Read-only, which lets a caller read a variable out of an array without retaining
    /// its name around the call (``value(of:)`` is inlined to pass the number alone):
    /// re-solving the bench cell and reading its 29 values took 4,870 instructions a
    /// step with those retains, 3,475 without.
    @usableFromInline @_effects(readonly) package func value(ofVariable id: Int) -> Double {
        guard let symbol = tableau.symbolOf[id] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The tableau's column-node pool, live and stale (for tests of its bound).
    var columnNodeCount: Int { tableau.nodes.count }

    /// Row buffers a reset let go that new rows have not yet taken up (for tests).
    var spareRowBuffers: Int { tableau.spareEntries.count }

    /// Whether `variable` is basic (for tests of how rows are solved).
    func isBasic(_ variable: Variable) -> Bool {
        tableau.symbolOf[variable.id].map { tableau.isBasic($0) } ?? false
    }

    /// An independent solver holding the same constraints, edit variables and
    /// solution: adding to or removing from either leaves the other as it was. Costs a
    /// copy of the tableau, far less than adding its constraints again.
    /// - SeeAlso: ``reset()``
    public func copy() -> Solver {
        let other = Solver(entryBudget: entryBudget)
        other.tableau = tableau
        other.markers = markers
        other.edits = edits
        other.editIndex = editIndex
        other.ordered = ordered
        other.orderIndex = orderIndex
        other.coefficientSpread = coefficientSpread
        other.requiredByVariable = requiredByVariable
        other.staleRequired = staleRequired
        other.liveRequired = liveRequired
        other.bounds = bounds
        return other
    }

    /// Removes every constraint and edit variable, keeping allocated storage: the
    /// tables, and the rows' buffers, which the rows of the next system take up.
    /// - SeeAlso: ``copy()``
    public func reset() {
        tableau.reset()
        markers.removeAll()
        edits.removeAll(keepingCapacity: true)
        editIndex.removeAll()
        ordered.removeAll(keepingCapacity: true)
        orderIndex.removeAll()
        coefficientSpread = 1
        requiredByVariable = nil
        tableau.tracksMoves = false
        bounds.removeAll()
    }
}

extension Tableau {
    /// Moves an edit constraint's target by `delta` and restores feasibility.
    mutating func suggest(_ delta: Double, tag: Tag) throws(CassowaryError) {
        try ensureDualFeasible()
        if isBasic(tag.marker) {
            shiftConstant(ofRow: Int(rowSlot[Int(tag.marker)]), by: -delta)
        } else if tag.other >= 0 && isBasic(tag.other) {
            shiftConstant(ofRow: Int(rowSlot[Int(tag.other)]), by: delta)
        } else {
            // Only constants move here: the column stays as found.
            for k in column(tag.marker) {
                let (slot, index) = cachedVisits[k]
                shiftConstant(ofRow: Int(slot), by: delta * rows[Int(slot)].entries[Int(index)].coefficient)
            }
        }
        try dualOptimize()
    }

    /// Adds `delta` to a row's constant, queueing the row if it turns infeasible and
    /// keeping the objective's constant equal to the objective's value.
    private mutating func shiftConstant(ofRow slot: Int, by delta: Double) {
        touchedMagnitude = max(touchedMagnitude, abs(rows[slot].constant), abs(rows[slot].constant + delta))
        rows[slot].constant += delta
        let basic = basics[slot]
        noteMove(basic)
        let kind = kinds[Int(basic)]
        if kind == .error { levels[level(ofError: basic)].constant += delta }
        if kind.isRestricted && rows[slot].constant < 0 { infeasible.append(basic) }
    }
}

extension Solver: CustomDebugStringConvertible {
    /// The tableau, one row per basic symbol, and the objective levels: for
    /// debugging the solver itself.
    public var debugDescription: String { tableau.dump() }
}

extension Tableau {
    func name(of symbol: Symbol) -> String {
        let s = Int(symbol)
        switch kinds[s] {
        case .external: return variables[s]?.description ?? "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        case .artificial: return "a\(s)"
        }
    }

    func describe(_ row: Row) -> String {
        var text = format(row.constant)
        for entry in row.entries {
            text += entry.coefficient < 0 ? " - " : " + "
            text += "\(format(abs(entry.coefficient)))·\(name(of: entry.symbol))"
        }
        return text
    }

    func dump() -> String {
        var lines: [String] = []
        for (slot, basic) in basics.enumerated() where basic >= 0 {
            lines.append("\(name(of: basic)) = \(describe(rows[slot]))")
        }
        for (index, level) in levels.enumerated() {
            lines.append("objective @\(levelStrengths[index]): \(describe(level))")
        }
        return lines.joined(separator: "\n")
    }
}

extension Solver {
    /// The required equalities the tableau no longer encodes (for tests of the
    /// solver itself): with every basic variable replaced by its row, a required
    /// equality whose marker is a parameter must mention no other parameter.
    func unencodedRequiredEqualities() -> [Constraint] {
        ordered.compactMap { $0 }.filter { constraint in
            guard constraint.strength.isRequired, constraint.relation == .equal,
                  let marker = markers[Self.key(constraint)], !tableau.isBasic(Symbol(marker)) else { return false }
            var combined: [Symbol: Double] = [:]
            var scale = 0.0
            for term in constraint.expression.terms {
                guard let symbol = tableau.symbolOf[term.variable.id] else { continue }
                let slot = Int(tableau.rowSlot[Int(symbol)])
                if slot >= 0 {
                    for entry in tableau.rows[slot].entries {
                        combined[entry.symbol, default: 0] += term.coefficient * entry.coefficient
                        scale = max(scale, abs(term.coefficient * entry.coefficient))
                    }
                } else {
                    combined[Symbol(symbol), default: 0] += term.coefficient
                    scale = max(scale, abs(term.coefficient))
                }
            }
            return combined.contains { $0.key != Symbol(marker) && abs($0.value) > 1e-9 * max(1, scale) }
        }
    }
}
