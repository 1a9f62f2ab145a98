/// A hash map from `Int` keys to `Int32` values with open addressing and a cheap
/// multiplicative hash.
///
/// The solver looks a variable's symbol up for every term it adds and every value
/// it reads; Swift's `Dictionary` pays for a seeded SipHash on each look-up, which
/// was the largest single cost of re-solving a small cell. Iteration order is never
/// used, so results cannot depend on it.
struct IntMap {
    private static let empty = Int.min
    private var keys: [Int]
    private var values: [Int32]
    private var mask: Int
    private(set) var count = 0

    /// Room for 48 keys before the first growth: a cell's few dozen constraints and
    /// variables, which grew the map twice (a rehash each) on every solver built.
    init() {
        keys = Array(repeating: Self.empty, count: 64)
        values = Array(repeating: 0, count: 64)
        mask = 63
    }

    @inline(__always) private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    subscript(key: Int) -> Int32? {
        @inline(__always) get {
            var i = home(key)
            while true {
                let k = keys[i]
                if k == key { return values[i] }
                if k == Self.empty { return nil }
                i = (i &+ 1) & mask
            }
        }
        set {
            if let newValue { set(key, newValue) } else { remove(key) }
        }
    }

    private mutating func set(_ key: Int, _ value: Int32) {
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { values[i] = value; return }
            if k == Self.empty { break }
            i = (i &+ 1) & mask
        }
        keys[i] = key
        values[i] = value
        count += 1
        if count * 4 > keys.count * 3 { grow() }
    }

    /// Deletes by shifting later entries of the probe run back, so no tombstones pile up.
    private mutating func remove(_ key: Int) {
        var i = home(key)
        while true {
            let k = keys[i]
            if k == Self.empty { return }
            if k == key { break }
            i = (i &+ 1) & mask
        }
        count -= 1
        var hole = i
        var j = i
        while true {
            j = (j &+ 1) & mask
            let k = keys[j]
            if k == Self.empty { break }
            let h = home(k)
            // Move k into the hole unless its home lies cyclically in (hole, j].
            let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !inRange {
                keys[hole] = k
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = Self.empty
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != Self.empty { set(k, v) }
    }

    mutating func removeAll() {
        if count == 0 { return }
        for i in keys.indices { keys[i] = Self.empty }
        count = 0
    }
}
