/// A tableau symbol: an index into the solver's symbol tables.
///
/// Symbols are numbered in the order the solver creates them, so every tie the
/// solver breaks by "smallest symbol" is broken the same way on every run.
typealias Symbol = Int32

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign, never leaves the basis once in it.
    case external
    /// The slack of an inequality: restricted to be non-negative.
    case slack
    /// The error of an optional constraint: non-negative, weighted in the objective.
    case error
    /// The marker of a required equality: pinned at zero, never enters the basis.
    case dummy
    /// The temporary variable of the artificial-variable phase.
    case artificial

    /// Whether the symbol must stay non-negative (and so takes part in ratio tests).
    var isRestricted: Bool { self != .external }
}

/// Coefficients this close to zero are treated as zero (the same tolerance as Kiwi).
@usableFromInline let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// Whether `a + b`, a coefficient of a row being merged, is only rounding noise left
/// by cancellation, relative to its terms: then the entry is dropped.
///
/// An absolute tolerance here is wrong for products of small coefficients: substituting
/// a row with coefficients of 10⁻³ into one with 10⁻³ gives entries of 10⁻⁶, and deeper
/// chains less, which a constraint with a coefficient of 10³ needs. Dropping them (with
/// the input policy's earlier limit of 10⁶, entries of 10⁻¹²) left a required equality
/// unencoded, and the next edit broke it.
@inline(__always) func cancels(_ a: Double, _ b: Double) -> Bool {
    let sum = a + b
    return abs(sum) <= 1e-13 * max(abs(a), abs(b)) || abs(sum) < 1e-200
}

/// Whether a product that enters a row is zero for all purposes (underflow only).
@inline(__always) func negligible(_ product: Double) -> Bool { abs(product) < 1e-200 }

/// One entry of a row: `coefficient * symbol`.
struct Entry {
    var symbol: Symbol
    var coefficient: Double
}

/// A linear row `constant + Σ coefficient·symbol`, with entries kept sorted by symbol.
///
/// Sorted entries make look-ups a binary search and additions a linear merge, and
/// they make iteration order (and so every floating-point sum) deterministic.
struct Row {
    var constant: Double
    var entries: [Entry]

    init(constant: Double = 0, entries: [Entry] = []) {
        self.constant = constant
        self.entries = entries
    }

    var isConstant: Bool { entries.isEmpty }

    /// The index of `symbol` in `entries`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        entries.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low &+ high) >> 1
                let s = buffer[mid].symbol
                if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return (mid, true) }
            }
            return (low, false)
        }
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? entries[index].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the entry if it cancels out.
    /// Returns true when the symbol is new to the row.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (index, found) = search(symbol)
        if found {
            let sum = entries[index].coefficient + coefficient
            if cancels(entries[index].coefficient, coefficient) { entries.remove(at: index) } else { entries[index].coefficient = sum }
            return false
        }
        guard !negligible(coefficient) else { return false }
        entries.insert(Entry(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Adds `coefficient * symbol` for a symbol newer than every symbol of the row (a
    /// constraint's own markers, just made): it goes at the end, without a search.
    mutating func appendNewest(_ symbol: Symbol, _ coefficient: Double) {
        assert(entries.last.map { $0.symbol < symbol } ?? true, "not the newest symbol")
        if !negligible(coefficient) { entries.append(Entry(symbol: symbol, coefficient: coefficient)) }
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        guard found else { return 0 }
        return entries.remove(at: index).coefficient
    }

    /// Adds `factor * other` to this row. Symbols new to the row are appended to
    /// `gained`; `scratch` is a reusable buffer that spares an allocation per merge.
    mutating func add(_ other: Row, times factor: Double, gained: inout [Symbol], scratch: inout [Entry]) {
        constant += other.constant * factor
        let rhs = other.entries
        if rhs.isEmpty { return }
        // A few entries into a long row: update in place rather than merging the whole row.
        if rhs.count &* 8 < entries.count {
            for entry in rhs where insert(entry.symbol, entry.coefficient * factor) {
                gained.append(entry.symbol)
            }
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(entries.count + rhs.count)
        entries.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in
                var i = 0
                var j = 0
                while i < lhs.count && j < rhs.count {
                    let a = lhs[i]
                    let b = rhs[j]
                    if a.symbol < b.symbol {
                        scratch.append(a); i &+= 1
                    } else if a.symbol > b.symbol {
                        let c = b.coefficient * factor
                        if !negligible(c) { scratch.append(Entry(symbol: b.symbol, coefficient: c)); gained.append(b.symbol) }
                        j &+= 1
                    } else {
                        let product = b.coefficient * factor
                        if !cancels(a.coefficient, product) {
                            scratch.append(Entry(symbol: a.symbol, coefficient: a.coefficient + product))
                        }
                        i &+= 1; j &+= 1
                    }
                }
                while i < lhs.count { scratch.append(lhs[i]); i &+= 1 }
                while j < rhs.count {
                    let b = rhs[j]
                    let c = b.coefficient * factor
                    if !negligible(c) { scratch.append(Entry(symbol: b.symbol, coefficient: c)); gained.append(b.symbol) }
                    j &+= 1
                }
            }
        }
        swap(&entries, &scratch)
    }

    /// Replaces `symbol` by `row` (an expression equal to it). Returns false when absent.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, gained: inout [Symbol], scratch: inout [Entry]) -> Bool {
        let (index, found) = search(symbol)
        guard found else { return false }
        let coefficient = entries.remove(at: index).coefficient
        add(row, times: coefficient, gained: &gained, scratch: &scratch)
        return true
    }

    mutating func negate() {
        constant = -constant
        for i in entries.indices { entries[i].coefficient = -entries[i].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = row'`: removes `symbol` and scales the rest by -1/coefficient.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let scale = -1.0 / coefficient
        constant *= scale
        for i in entries.indices { entries[i].coefficient *= scale }
    }

    /// Rewrites `lhs = row` (where row contains `rhs`) as `rhs = row'`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1.0)
        solve(for: rhs)
    }
}
