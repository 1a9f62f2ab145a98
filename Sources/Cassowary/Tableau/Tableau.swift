/// The simplex tableau: rows keyed by their basic symbol, a column index, and a
/// lexicographic objective with one row per priority level.
///
/// Representation choices, and why:
/// - Rows live in an array of slots; `rowSlot[symbol]` finds a basic symbol's row.
/// - The column index lists, for each symbol, the slots of rows that may contain it
///   as a parameter: a linked list per symbol in one shared node pool, so that no
///   symbol pays for an array of its own. It is kept lazily: gaining a symbol adds
///   the slot, losing one does not remove it, and each walk (``gatherColumn(_:)``)
///   drops stale and duplicate nodes. Pivots and edits then touch only the rows
///   that contain the symbol instead of scanning every row, which keeps large
///   systems linear.
/// - Unrestricted user variables may stay parametric at a non-zero value: each has a
///   `shift`, its value while parametric, and the tableau works with `x - shift`.
///   A constraint that brings in a variable no row mentions yet sets that shift
///   so the constraint holds tightly, and its slack or error, not the variable,
///   becomes basic. Chains and piles of independent views then never substitute
///   one view's row into the next, so rows stay short.
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    var shifts: [Double] = []
    var rowSlot: [Int32] = []
    /// The first node of each symbol's column list (-1: empty).
    var columnHead: [Int32] = []
    /// The strength of an error symbol's constraint (0 for other symbols).
    var strengths: [Float] = []
    /// The variable an external symbol stands for.
    var variables: [Variable?] = []
    /// The constraint a marker or error symbol belongs to.
    var owners: [Constraint?] = []
    /// For a constraint's marker, its other error symbol (-1 when it has none).
    var others: [Symbol] = []
    /// The symbol of each variable, by ``Variable/id``.
    var symbolOf = IntMap()

    // The column lists' node pool: each node a row slot and the next node (-1: none),
    // side by side, so that linking one in checks one array's uniqueness, not two.
    var nodes: [ColumnNode] = []
    var freeNode: Int32 = -1
    /// The node pool's size above which `compactColumnsIfNeeded()` looks at it again.
    var nodeLimit = Tableau.minimumNodeLimit
    /// The rows found by the last ``gatherColumn(_:)``: slot, and the index of the
    /// symbol in that row's entries.
    var visit: [(slot: Int32, index: Int32)] = []

    /// Counts the changes of rows' entries (not of their constants): what a column
    /// walk found holds until this changes. Never goes back, not even on ``reset()``.
    var entriesVersion: UInt64 = 0
    /// Columns walked since the entries last changed (see ``column(_:)``): each
    /// symbol's rows are `cachedVisits[start..<start + count]`.
    var cachedColumns: [(symbol: Symbol, start: Int32, count: Int32)] = []
    var cachedVisits: [(slot: Int32, index: Int32)] = []
    /// The ``entriesVersion`` the cached columns were walked at.
    var cachedVersion: UInt64 = .max

    // Per row slot.
    var rows: [Row] = []
    var basics: [Symbol] = []
    var stamps: [UInt32] = []
    var freeSlots: [Int32] = []
    var stamp: UInt32 = 0

    /// The objective, one row per priority level, highest priority first. Every
    /// error symbol has its constraint's weight (1 unless set) in its own level:
    /// priorities order levels strictly.
    var levels: [Row] = []
    var levelStrengths: [Float] = []
    /// The objective of the artificial-variable phase, while it runs.
    var artificial: Row?

    /// The largest constant, before or after, of a row that ``substitute(_:with:)`` or
    /// an edit changed since the solver last set this to 0: how large the values are
    /// that the last change moved (a value brought back from 10⁷ carries the rounding
    /// of 10⁷, however small it is now).
    var touchedMagnitude = 0.0
    /// The largest ``touchedMagnitude`` of the changes before the current one since the
    /// tableau was built: how much rounding its rows may carry from the past.
    var roundingMagnitude = 0.0
    /// The largest shift a parametric variable was given (see ``shifts``) since the
    /// tableau was built: a value is its row's constant plus its shift, so a change can
    /// move values as far as ``touchedMagnitude`` plus this.
    var largestShift = 0.0
    /// Whether the current change (or rebuild) found a conflict (a required constraint
    /// that the artificial phase could not bring to zero) that missed by more than
    /// rounding: one within rounding, doubles cannot tell from a feasible constraint.
    var conflictBeyondRounding = false

    /// Whether ``moved`` is kept (the solver turns this on for systems whose
    /// coefficients can amplify rounding, and checks the constraints over the moved
    /// values after each change).
    var tracksMoves = false
    /// While ``tracksMoves``: the symbols whose values the current change may have
    /// moved (basic symbols of rows it changed, symbols that entered or left the
    /// basis), with repeats.
    var moved: [Symbol] = []

    @inline(__always) mutating func noteMove(_ symbol: Symbol) {
        if tracksMoves { moved.append(symbol) }
    }

    /// How far rounding can have moved a row's constant: some fifty units in the last
    /// place of the largest value the tableau has held (``touchedMagnitude``,
    /// ``roundingMagnitude``, or `constant`), times `entry`, the largest coefficient
    /// that multiplied it (a pivot adds such products). A slack fixed by equalities
    /// through 10³ and 10⁻³ carried 1.4·10⁻⁶ at values of 10³; a point reached through
    /// an amplification of 4·10⁹ was missed by 0.06 at values of 10⁵.
    func rounding(entry: Double, constant: Double) -> Double {
        1e-14 * max(1, entry) * max(touchedMagnitude, roundingMagnitude, constant)
    }

    /// Starts measuring a change's ``touchedMagnitude`` and its ``moved`` symbols.
    mutating func beginChange() {
        roundingMagnitude = max(roundingMagnitude, touchedMagnitude)
        touchedMagnitude = 0
        conflictBeyondRounding = false
        if !moved.isEmpty { moved.removeAll(keepingCapacity: true) }
    }

    /// Restricted basic symbols whose rows went negative (for the dual simplex).
    var infeasible: [Symbol] = []
    /// Whether a new row that no symbol can be solved for without an artificial
    /// variable is solved for its widest variable instead, the dual simplex restoring
    /// feasibility: a rebuild's last resort where coefficients amplify rounding (see
    /// `addSolved(for:_:adding:)`). It finds other optima than the artificial phase in
    /// systems with many, so it is not the rule.
    var solvesForUsedVariables = false
    /// Set when the primal simplex stopped at a zero objective without driving
    /// every reduced cost non-negative; the dual simplex needs that first.
    var needsFullOptimize = false

    /// Scratch buffers: symbols a row gained in an addition, and merged entries.
    var gained: [Symbol] = []
    var scratch: [Entry] = []
    /// Emptied entry buffers of the rows a ``reset()`` let go, which new rows take up:
    /// a solver reset and built again allocates no row (freeing them and allocating
    /// anew was 8% of rebuilding the bench cell). At most ``spareLimit`` are kept.
    var spareEntries: [[Entry]] = []
    static let spareLimit = 1_024

    var symbolCount: Int { kinds.count }
    /// Symbols of removed constraints and finished artificial phases.
    var deadSymbols = 0

    /// Empties the tableau, keeping the storage of its tables.
    mutating func reset() {
        noteEntriesChanged()
        touchedMagnitude = 0
        moved.removeAll(keepingCapacity: true)
        roundingMagnitude = 0
        largestShift = 0
        conflictBeyondRounding = false
        kinds.removeAll(keepingCapacity: true)
        shifts.removeAll(keepingCapacity: true)
        rowSlot.removeAll(keepingCapacity: true)
        columnHead.removeAll(keepingCapacity: true)
        strengths.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        freeNode = -1
        nodeLimit = Self.minimumNodeLimit
        variables.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        others.removeAll(keepingCapacity: true)
        symbolOf.removeAll()
        for slot in rows.indices where rows[slot].entries.capacity > 0 && spareEntries.count < Self.spareLimit {
            var entries: [Entry] = []
            swap(&entries, &rows[slot].entries)
            entries.removeAll(keepingCapacity: true)
            spareEntries.append(entries)
        }
        rows.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        stamps.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
        levelStrengths.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
        artificial = nil
        needsFullOptimize = false
        deadSymbols = 0
    }

    mutating func newSymbol(_ kind: SymbolKind, owner: Constraint? = nil, variable: Variable? = nil) -> Symbol {
        let symbol = Symbol(kinds.count)
        if kinds.count == kinds.capacity { reserveSymbols(max(128, 2 * kinds.count)) }
        kinds.append(kind)
        shifts.append(0)
        rowSlot.append(-1)
        columnHead.append(-1)
        strengths.append(kind == .error ? owner?.strength.rawValue ?? 0 : 0)
        variables.append(variable)
        owners.append(owner)
        others.append(-1)
        return symbol
    }

    /// Room for `count` symbols in each per-symbol array, made at once: a new solver's
    /// arrays grew one doubling at a time from one symbol, eight arrays at a time.
    private mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(count)
        shifts.reserveCapacity(count)
        rowSlot.reserveCapacity(count)
        columnHead.reserveCapacity(count)
        strengths.reserveCapacity(count)
        variables.reserveCapacity(count)
        owners.reserveCapacity(count)
        others.reserveCapacity(count)
    }

    /// The symbol of `variable`, made on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbolOf[variable.id] { return symbol }
        let symbol = newSymbol(.external, variable: variable)
        symbolOf[variable.id] = symbol
        return symbol
    }

    /// Forgets every symbol from `count` on (undoing a failed addition).
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        for symbol in count..<kinds.count {
            if let variable = variables[symbol] { symbolOf[variable.id] = nil }
            clearColumn(Symbol(symbol))
        }
        kinds.removeSubrange(count...)
        shifts.removeSubrange(count...)
        rowSlot.removeSubrange(count...)
        columnHead.removeSubrange(count...)
        strengths.removeSubrange(count...)
        variables.removeSubrange(count...)
        owners.removeSubrange(count...)
        others.removeSubrange(count...)
    }

    /// The variables whose values are beyond `limit` in magnitude, with their values.
    func variables(beyond limit: Double) -> [(Variable, Double)] {
        var found: [(Variable, Double)] = []
        for symbol in kinds.indices where kinds[symbol] == .external {
            let value = value(of: Symbol(symbol))
            if abs(value) > limit, let variable = variables[symbol] { found.append((variable, value)) }
        }
        return found
    }

    /// The largest magnitude of a variable's value.
    func largestValue() -> Double {
        var largest = 0.0
        for symbol in kinds.indices where kinds[symbol] == .external {
            largest = max(largest, abs(value(of: Symbol(symbol))))
        }
        return largest
    }

    /// The value of a slack, error or dummy symbol: its row's constant when basic, else 0.
    func symbolValue(_ symbol: Symbol) -> Double {
        let slot = Int(rowSlot[Int(symbol)])
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// The value of an external symbol.
    func value(of symbol: Symbol) -> Double {
        let slot = Int(rowSlot[Int(symbol)])
        return slot >= 0 ? rows[slot].constant + shifts[Int(symbol)] : shifts[Int(symbol)]
    }

    // MARK: Rows

    func isBasic(_ symbol: Symbol) -> Bool { rowSlot[Int(symbol)] >= 0 }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        noteEntriesChanged()
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            if rows.count == rows.capacity {
                let count = max(64, 2 * rows.count)
                rows.reserveCapacity(count)
                basics.reserveCapacity(count)
                stamps.reserveCapacity(count)
            }
            rows.append(row)
            basics.append(basic)
            stamps.append(0)
        }
        rowSlot[Int(basic)] = Int32(slot)
        for entry in row.entries { addToColumn(entry.symbol, slot: Int32(slot)) }
        touchedMagnitude = max(touchedMagnitude, abs(row.constant))
        noteMove(basic)
    }

    /// Removes and returns the row of a basic symbol.
    mutating func takeRow(_ basic: Symbol) -> Row {
        noteEntriesChanged()
        let slot = Int(rowSlot[Int(basic)])
        var row = Row()
        swap(&row, &rows[slot])
        basics[slot] = -1
        rowSlot[Int(basic)] = -1
        freeSlots.append(Int32(slot))
        noteMove(basic)
        return row
    }

    // MARK: Column index

    /// Records that the row in `slot` contains `symbol`.
    @inline(__always)
    mutating func addToColumn(_ symbol: Symbol, slot: Int32) {
        let linked = ColumnNode(slot: slot, next: columnHead[Int(symbol)])
        if freeNode >= 0 {
            let node = freeNode
            freeNode = nodes[Int(node)].next
            nodes[Int(node)] = linked
            columnHead[Int(symbol)] = node
        } else {
            columnHead[Int(symbol)] = Int32(nodes.count)
            if nodes.isEmpty { nodes.reserveCapacity(256) }
            nodes.append(linked)
        }
    }

    /// Rebuilds every column list from the rows when stale nodes have piled up. A
    /// column drops its stale nodes only when it is walked, so a tableau that lives
    /// long while its rows change (a cell's solved system, taken up again row after
    /// row) would otherwise grow its node pool without bound. Runs at the start of an
    /// operation, never inside one; amortised O(1) per node added.
    mutating func compactColumnsIfNeeded() {
        guard nodes.count > nodeLimit else { return }
        var live = 0
        for s in rows.indices where basics[s] >= 0 { live += rows[s].entries.count }
        if nodes.count > 2 * live + 1024 {
            for i in columnHead.indices { columnHead[i] = -1 }
            // A new array, so that the memory of the old pool is returned.
            nodes = []
            freeNode = -1
            nodes.reserveCapacity(live)
            for s in rows.indices where basics[s] >= 0 {
                for entry in rows[s].entries { addToColumn(entry.symbol, slot: Int32(s)) }
            }
        }
        nodeLimit = max(Self.minimumNodeLimit, 2 * nodes.count)
    }

    static let minimumNodeLimit = 4096

    /// The entries of every row (the column lists hold at least as many nodes).
    func liveEntryCount() -> Int {
        var live = 0
        for s in rows.indices where basics[s] >= 0 { live += rows[s].entries.count }
        return live
    }

    /// Empties `symbol`'s column list.
    mutating func clearColumn(_ symbol: Symbol) {
        var node = columnHead[Int(symbol)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = freeNode
            freeNode = node
            node = next
        }
        columnHead[Int(symbol)] = -1
    }

    /// Fills ``visit`` with exactly the rows that contain `symbol`, dropping stale
    /// and duplicate nodes from its column on the way. Returns their number.
    @discardableResult
    mutating func gatherColumn(_ symbol: Symbol) -> Int {
        visit.removeAll(keepingCapacity: true)
        stamp &+= 1
        var previous: Int32 = -1
        var node = columnHead[Int(symbol)]
        while node >= 0 {
            let (slot, next) = (nodes[Int(node)].slot, nodes[Int(node)].next)
            let s = Int(slot)
            var kept = false
            if basics[s] >= 0 && stamps[s] != stamp {
                let (index, found) = rows[s].search(symbol)
                if found {
                    kept = true
                    stamps[s] = stamp
                    visit.append((slot, Int32(index)))
                }
            }
            if kept {
                previous = node
            } else {
                if previous >= 0 { nodes[Int(previous)].next = next } else { columnHead[Int(symbol)] = next }
                nodes[Int(node)].next = freeNode
                freeNode = node
            }
            node = next
        }
        return visit.count
    }

    /// Notes that rows' entries are about to change: the cached columns no longer hold.
    @inline(__always)
    mutating func noteEntriesChanged() { entriesVersion &+= 1 }

    /// The rows that contain `symbol`, as ``gatherColumn(_:)`` finds them (slot, and the
    /// index of the symbol's entry), as a range of ``cachedVisits``.
    ///
    /// Kept until rows' entries change: an edit suggested again and again (a cell's
    /// width, a label's height) moves only constants unless the dual simplex pivots,
    /// and walking the edit's column again for every suggestion was a third of it.
    mutating func column(_ symbol: Symbol) -> Range<Int> {
        if cachedVersion != entriesVersion || cachedColumns.count >= 32 {
            cachedColumns.removeAll(keepingCapacity: true)
            cachedVisits.removeAll(keepingCapacity: true)
            cachedVersion = entriesVersion
        }
        for column in cachedColumns where column.symbol == symbol {
            return Int(column.start)..<Int(column.start + column.count)
        }
        let count = gatherColumn(symbol)
        let start = cachedVisits.count
        cachedVisits.append(contentsOf: visit[0..<count])
        cachedColumns.append((symbol, Int32(start), Int32(count)))
        return start..<start + count
    }

    /// Whether no row and no objective mentions `symbol`.
    func isFresh(_ symbol: Symbol) -> Bool {
        guard columnHead[Int(symbol)] < 0, !isBasic(symbol) else { return false }
        return levels.allSatisfy { !$0.search(symbol).found }
    }

    /// Replaces the parametric `symbol` by `row` in every row and in the objectives.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        noteEntriesChanged()
        for k in 0..<gatherColumn(symbol) {
            let (slot, index) = visit[k]
            let coefficient = rows[Int(slot)].entries.remove(at: Int(index)).coefficient
            add(row, times: coefficient, toRowIn: slot)
        }
        clearColumn(symbol)
        for level in levels.indices { levels[level].substitute(symbol, with: row, gained: &gained, scratch: &scratch) }
        if artificial != nil { artificial!.substitute(symbol, with: row, gained: &gained, scratch: &scratch) }
    }

    /// Adds `factor · row` to the row in `slot`, indexing the symbols it gains, noting how
    /// large its constant was and is, and queueing it if it turns infeasible.
    @inline(__always)
    mutating func add(_ row: Row, times factor: Double, toRowIn slot: Int32) {
        noteEntriesChanged()
        let s = Int(slot)
        gained.removeAll(keepingCapacity: true)
        let before = abs(rows[s].constant)
        rows[s].add(row, times: factor, gained: &gained, scratch: &scratch)
        touchedMagnitude = max(touchedMagnitude, before, abs(rows[s].constant))
        for g in gained { addToColumn(g, slot: slot) }
        let basic = basics[s]
        noteMove(basic)
        if kinds[Int(basic)].isRestricted && rows[s].constant < 0 { infeasible.append(basic) }
    }

    /// Makes `entering` basic in place of `leaving`, using `leaving`'s row.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        noteEntriesChanged()
        let slot = Int(rowSlot[Int(leaving)])
        var row = Row()
        swap(&row, &rows[slot])
        rowSlot[Int(leaving)] = -1
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        touchedMagnitude = max(touchedMagnitude, abs(row.constant))
        rows[slot] = row
        basics[slot] = entering
        rowSlot[Int(entering)] = Int32(slot)
        addToColumn(leaving, slot: Int32(slot))
        noteMove(entering)
        noteMove(leaving)
    }

    // MARK: Objective levels

    /// The index of the objective level of an error symbol.
    func level(ofError symbol: Symbol) -> Int {
        let strength = strengths[Int(symbol)]
        return levelStrengths.firstIndex(of: strength)!
    }

    /// The index of the objective level for `strength`, made if missing.
    mutating func level(for strength: Strength) -> Int {
        let value = strength.rawValue
        var index = 0
        while index < levelStrengths.count && levelStrengths[index] > value { index += 1 }
        if index < levelStrengths.count && levelStrengths[index] == value { return index }
        levelStrengths.insert(value, at: index)
        levels.insert(Row(), at: index)
        return index
    }
}

/// A node of a column list: the slot of a row that may contain the column's symbol,
/// and the next node of the list (-1: none).
struct ColumnNode {
    var slot: Int32
    var next: Int32
}
