import Synchronization

/// Bounded, thread-safe caches of shaped paragraphs and finished layouts.
///
/// Shaping is the expensive step (Pango itemises and shapes the whole paragraph);
/// a shaped paragraph is kept by its text and reused for every width. Finished
/// layouts are kept by text, width, line limit and scale. Both evict the least
/// recently used entries beyond their capacity.
public final class TextLayoutCache: Sendable {
    /// The cache ``TextLayout/init(_:width:maximumNumberOfLines:scale:)`` uses.
    public static let shared = TextLayoutCache()

    /// A text with its hash worked out once: hashing a string normalises it (NFC),
    /// and one measurement looks the text up in both caches and inserts it in both.
    private struct TextKey: Hashable {
        let text: AttributedText
        let hash: Int

        init(_ text: AttributedText) {
            self.text = text
            hash = text.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: TextKey, b: TextKey) -> Bool { a.hash == b.hash && a.text == b.text }
    }

    private struct LayoutKey: Hashable {
        var text: TextKey
        var width: Double?
        var maximumNumberOfLines: Int
        var scale: Double
    }

    private let shapes: LRU<TextKey, ShapedText>
    private let layouts: LRU<LayoutKey, TextLayout>

    /// A cache keeping at most `shapeCapacity` shaped paragraphs and `layoutCapacity` layouts, least recently used out first.
    public init(shapeCapacity: Int = 2048, layoutCapacity: Int = 8192) {
        shapes = LRU(capacity: shapeCapacity)
        layouts = LRU(capacity: layoutCapacity)
    }

    func shaped(_ text: AttributedText) -> ShapedText { shaped(TextKey(text)) }

    private func shaped(_ key: TextKey) -> ShapedText {
        if let shaped = shapes.value(for: key) { return shaped }
        let shaped = ShapedText(key.text)
        shapes.insert(shaped, for: key)
        return shaped
    }

    func layout(_ text: AttributedText, width: Double?, maximumNumberOfLines: Int, scale: Double) -> TextLayout {
        let textKey = TextKey(text)
        let key = LayoutKey(text: textKey, width: width, maximumNumberOfLines: maximumNumberOfLines, scale: scale)
        if let layout = layouts.value(for: key) { return layout }
        let layout = TextLayout(shaped: shaped(textKey), width: width, maximumNumberOfLines: maximumNumberOfLines,
                                scale: scale)
        layouts.insert(layout, for: key)
        return layout
    }

    /// Empties both caches.
    public func removeAll() {
        shapes.removeAll()
        layouts.removeAll()
    }
}

/// A least-recently-used map under a lock.
///
/// Entries sit in a doubly linked list, most recent first, threaded through an
/// array of slots. Beyond capacity, each insertion evicts the one least recently
/// used entry: every operation is O(1), and no insertion pays for many evictions at
/// once (evicting a quarter at a time freed 512 shaped paragraphs in one frame, a
/// 4–8 ms stall every 500 rows of a feed).
final class LRU<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        /// Each slot's key and value, and its neighbours toward the most and the least
        /// recent entry (-1: none), in arrays of their own: relinking touches no key
        /// or value (copying a layout out of a slot costs a dozen retains).
        var keys: [Key] = [], values: [Value] = []
        var newer: [Int32] = [], older: [Int32] = []
        var index: [Key: Int32] = [:]
        /// The most and the least recently used slots (-1 when empty).
        var newest: Int32 = -1, oldest: Int32 = -1

        mutating func unlink(_ slot: Int32) {
            let (n, o) = (newer[Int(slot)], older[Int(slot)])
            if n >= 0 { older[Int(n)] = o } else { newest = o }
            if o >= 0 { newer[Int(o)] = n } else { oldest = n }
        }

        mutating func pushNewest(_ slot: Int32) {
            newer[Int(slot)] = -1
            older[Int(slot)] = newest
            if newest >= 0 { newer[Int(newest)] = slot } else { oldest = slot }
            newest = slot
        }
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func value(for key: Key) -> Value? {
        state.withLock { state in
            guard let slot = state.index[key] else { return nil }
            if slot != state.newest {
                state.unlink(slot)
                state.pushNewest(slot)
            }
            return state.values[Int(slot)]
        }
    }

    func insert(_ value: Value, for key: Key) {
        // The value replaced or evicted is released after the lock, outside the critical section.
        let evicted: Value? = state.withLock { state in
            if let slot = state.index[key] {
                let old = state.values[Int(slot)]
                state.values[Int(slot)] = value
                if slot != state.newest {
                    state.unlink(slot)
                    state.pushNewest(slot)
                }
                return old
            }
            if state.keys.count < capacity {
                let slot = Int32(state.keys.count)
                state.keys.append(key)
                state.values.append(value)
                state.newer.append(-1)
                state.older.append(-1)
                state.index[key] = slot
                state.pushNewest(slot)
                return nil
            }
            // Full: the least recently used slot takes the new entry.
            let slot = state.oldest
            state.unlink(slot)
            state.index.removeValue(forKey: state.keys[Int(slot)])
            let old = state.values[Int(slot)]
            state.keys[Int(slot)] = key
            state.values[Int(slot)] = value
            state.index[key] = slot
            state.pushNewest(slot)
            return old
        }
        _ = evicted
    }

    /// How many entries the map holds.
    var count: Int { state.withLock { $0.keys.count } }

    func removeAll() { state.withLock { $0 = State() } }
}
