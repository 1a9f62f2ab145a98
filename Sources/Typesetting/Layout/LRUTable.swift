/// A least-recently-used map of at most `capacity` entries, for one thread (``LRU``
/// puts it under a lock).
///
/// Entries sit in a doubly linked list, most recent first, threaded through arrays
/// of slots. Beyond capacity, each insertion evicts the one entry used least
/// recently: every operation is O(1), no insertion pays for many evictions at once
/// (evicting a quarter of the shaped-paragraph cache at a time freed 512 paragraphs
/// in one frame, a 4–8 ms stall every 500 rows of a feed), and what is used often
/// stays (evicting at random, a session's word cache kept losing a feed's
/// vocabulary to one-off words: 128 µs a text instead of 85).
struct LRUTable<Key: Hashable, Value> {
    let capacity: Int
    /// Each slot's key and value, and its neighbours toward the most and the least
    /// recent entry (-1: none), in arrays of their own: relinking touches no key or
    /// value (copying a layout out of a slot costs a dozen retains).
    private(set) var keys: [Key] = []
    private var values: [Value] = []
    private var newer: [Int32] = [], older: [Int32] = []
    private var index: [Key: Int32] = [:]
    /// The most and the least recently used slots (-1 when empty).
    private var newest: Int32 = -1, oldest: Int32 = -1

    /// Room for `capacity` entries (up to 65,536) is made at once: a dictionary that
    /// grows rehashes every key it holds, and the word cache's growing past 6,144 and
    /// 12,288 words took 3–6 ms, in the middle of a fling.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        let room = min(self.capacity, 1 << 16)
        index.reserveCapacity(room)
        keys.reserveCapacity(room)
        values.reserveCapacity(room)
        newer.reserveCapacity(room)
        older.reserveCapacity(room)
    }

    var count: Int { keys.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        touch(slot)
        return values[Int(slot)]
    }

    /// Sets the value for `key`, the most recently used now; returns the value it
    /// replaced or evicted, for the caller to release where it likes.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Value? {
        if let slot = index[key] {
            let old = values[Int(slot)]
            values[Int(slot)] = value
            touch(slot)
            return old
        }
        if keys.count < capacity {
            let slot = Int32(keys.count)
            keys.append(key)
            values.append(value)
            newer.append(-1)
            older.append(-1)
            index[key] = slot
            pushNewest(slot)
            return nil
        }
        // Full: the least recently used slot takes the new entry.
        let slot = oldest
        unlink(slot)
        index.removeValue(forKey: keys[Int(slot)])
        let old = values[Int(slot)]
        keys[Int(slot)] = key
        values[Int(slot)] = value
        index[key] = slot
        pushNewest(slot)
        return old
    }

    mutating func removeAll() { self = LRUTable(capacity: capacity) }

    private mutating func touch(_ slot: Int32) {
        guard slot != newest else { return }
        unlink(slot)
        pushNewest(slot)
    }

    private mutating func unlink(_ slot: Int32) {
        let (n, o) = (newer[Int(slot)], older[Int(slot)])
        if n >= 0 { older[Int(n)] = o } else { newest = o }
        if o >= 0 { newer[Int(o)] = n } else { oldest = n }
    }

    private mutating func pushNewest(_ slot: Int32) {
        newer[Int(slot)] = -1
        older[Int(slot)] = newest
        if newest >= 0 { newer[Int(newest)] = slot } else { oldest = slot }
        newest = slot
    }
}
