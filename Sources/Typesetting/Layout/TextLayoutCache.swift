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
        // No NaN in a key (it would equal nothing): laid out, a NaN width is 0 and a NaN scale 1.
        let key = LayoutKey(text: textKey, width: width.map { $0.isNaN ? 0 : $0 },
                            maximumNumberOfLines: maximumNumberOfLines, scale: scale.isNaN ? 1 : scale)
        if let layout = layouts.value(for: key) { return layout }
        let layout = TextLayout(shaped: shaped(textKey), width: width, maximumNumberOfLines: maximumNumberOfLines,
                                scale: scale)
        layouts.insert(layout, for: key)
        return layout
    }

    /// How many shaped paragraphs and layouts the cache holds.
    var counts: (shapes: Int, layouts: Int) { (shapes.count, layouts.count) }

    /// Empties both caches.
    public func removeAll() {
        shapes.removeAll()
        layouts.removeAll()
    }
}

/// A least-recently-used map under a lock (an ``LRUTable`` shared across threads).
final class LRU<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let table: Mutex<LRUTable<Key, Value>>

    init(capacity: Int) { table = Mutex(LRUTable(capacity: capacity)) }

    func value(for key: Key) -> Value? { table.withLock { $0.value(for: key) } }

    func insert(_ value: Value, for key: Key) {
        // The value replaced or evicted is released after the lock, outside the critical section.
        let evicted = table.withLock { $0.insert(value, for: key) }
        _ = evicted
    }

    /// How many entries the map holds.
    var count: Int { table.withLock { $0.count } }

    func removeAll() { table.withLock { $0.removeAll() } }
}
