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
final class LRU<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: (value: Value, stamp: UInt64)] = [:]
        var clock: UInt64 = 0
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func value(for key: Key) -> Value? {
        state.withLock { state in
            guard let index = state.entries.index(forKey: key) else { return nil }
            state.clock += 1
            state.entries.values[index].stamp = state.clock
            return state.entries.values[index].value
        }
    }

    func insert(_ value: Value, for key: Key) {
        state.withLock { state in
            state.clock += 1
            state.entries[key] = (value, state.clock)
            if state.entries.count > capacity {
                // Evict the oldest quarter at once, so eviction stays rare; in place, so
                // that the entries kept are not hashed again into a new table.
                let cut = state.entries.values.map(\.stamp).sorted()[state.entries.count / 4]
                let old = state.entries.compactMap { $0.value.stamp <= cut ? $0.key : nil }
                for key in old { state.entries.removeValue(forKey: key) }
            }
        }
    }

    func removeAll() { state.withLock { $0.entries.removeAll() } }
}
