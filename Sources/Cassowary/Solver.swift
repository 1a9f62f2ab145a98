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
/// Every method that throws leaves the solver exactly as it was. The solver is
/// deterministic: the same calls in the same order give bit-identical values.
/// A solver is not thread-safe; use one per thread (they are cheap).
public final class Solver {
    private struct Record {
        let constraint: Constraint
        let tag: Tag
    }

    private struct Edit {
        let constraint: Constraint
        var value: Double
    }

    private var tableau = Tableau()
    private var records: [ObjectIdentifier: Record] = [:]
    private var edits: [Variable: Edit] = [:]

    public init() {}

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` if it is already here,
    ///   ``CassowaryError/invalidStrength(_:)`` for a strength outside 1...1000,
    ///   ``CassowaryError/nonFiniteConstraint(_:)`` for a NaN or infinite number, and
    ///   ``CassowaryError/unsatisfiableConstraint(_:conflicting:)`` when it is required
    ///   and conflicts with the required constraints already present.
    public func add(_ constraint: Constraint) throws(CassowaryError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        let tag = try tableau.add(constraint)
        records[key] = Record(constraint: constraint, tag: tag)
    }

    /// Adds several constraints in order; stops at the first error.
    public func add(_ constraints: [Constraint]) throws(CassowaryError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint added earlier.
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)`` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(CassowaryError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key] else { throw .unknownConstraint(constraint) }
        if let variable = edits.first(where: { $0.value.constraint === constraint })?.key {
            edits[variable] = nil
        }
        records[key] = nil
        try tableau.remove(record.tag, strength: constraint.strength)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { records.count }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a value suggested with
    /// ``suggestValue(_:for:)`` pulls it at `strength`.
    ///
    /// - Throws: ``CassowaryError/duplicateEditVariable(_:)``,
    ///   ``CassowaryError/requiredEditVariable(_:)`` for strength 1000, and
    ///   ``CassowaryError/invalidStrength(_:)`` outside 1...1000.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(variable.expression, .equal, strength: strength,
                                    identifier: "edit(\(variable))")
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, value: 0)
    }

    /// Stops treating `variable` as an edit variable.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves, touching only the rows
    /// the change reaches (a dual simplex from the previous optimum).
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` and
    ///   ``CassowaryError/nonFiniteValue(_:_:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard let edit = edits[variable], let record = records[ObjectIdentifier(edit.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        try tableau.suggest(value - edit.value, tag: record.tag)
        edits[variable]!.value = value
    }

    // MARK: Values

    /// The value of `variable` in the current solution (0 for a variable that
    /// appears in no constraint).
    public func value(of variable: Variable) -> Double {
        guard let symbol = tableau.symbolOf[variable] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// Removes every constraint and edit variable, keeping allocated storage.
    public func reset() {
        tableau.reset()
        records.removeAll(keepingCapacity: true)
        edits.removeAll(keepingCapacity: true)
    }
}

extension Tableau {
    /// Moves an edit constraint's target by `delta` and restores feasibility.
    mutating func suggest(_ delta: Double, tag: Tag) throws(CassowaryError) {
        try ensureDualFeasible()
        if isBasic(tag.marker) {
            let slot = Int(rowSlot[Int(tag.marker)])
            rows[slot].constant -= delta
            if rows[slot].constant < 0 { infeasible.append(tag.marker) }
        } else if isBasic(tag.other) {
            let slot = Int(rowSlot[Int(tag.other)])
            rows[slot].constant += delta
            if rows[slot].constant < 0 { infeasible.append(tag.other) }
        } else {
            for slot in rowsContaining(tag.marker) {
                let s = Int(slot)
                rows[s].constant += delta * rows[s].coefficient(for: tag.marker)
                let basic = basics[s]
                if rows[s].constant < 0 && kinds[Int(basic)].isRestricted { infeasible.append(basic) }
            }
        }
        try dualOptimize()
    }
}
