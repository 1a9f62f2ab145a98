import Foundation

/// The table's height bookkeeping: every item's height (measured or estimated) in a
/// Fenwick tree, which of them were measured under the current measurement key, and
/// the running mean of measured rows that automatic estimates use.
///
/// Invariants:
/// - an item is measured exactly when it was recorded in the current generation;
///   every other height is an estimate;
/// - a new key (width, traits, margins, separator) or ``invalidateAll()`` starts a
///   new generation: every height is stale at once, in O(1);
/// - offsets are sums of whole 1/3840-pt units (``HeightIndex``), so they never drift.
struct RowHeights {
    private var index = HeightIndex()
    /// The generation each item was measured in; anything but `generation` is stale.
    private var measuredIn: [UInt32] = []
    private var generation: UInt32 = 1
    /// What the measured heights were measured under; nil after ``invalidateAll()``.
    private(set) var key: MeasurementKey?
    /// Measured row heights seen so far, for the automatic estimate.
    private(set) var learned = (sum: 0.0, count: 0)

    var count: Int { index.count }
    var total: Double { index.total }
    func height(_ item: Int) -> Double { index.height(item) }
    func offset(of item: Int) -> Double { index.offset(of: item) }
    /// The item at a content offset, if any.
    func index(at y: Double) -> Int? { index.index(at: y) }
    func isMeasured(_ item: Int) -> Bool { measuredIn[item] == generation }

    /// The estimate of every item whose estimate is ``HeightIndex/shared`` (the
    /// table's default row estimate); setting it moves all of them in O(1).
    var sharedEstimate: Double {
        get { index.sharedEstimate }
        set { index.sharedEstimate = newValue }
    }

    /// Starts over with `estimates` (any of them ``HeightIndex/shared``), nothing measured, under `key`.
    mutating func reset(estimates: [Double], key: MeasurementKey) {
        generation &+= 1
        measuredIn = [UInt32](repeating: 0, count: estimates.count)
        index = HeightIndex(heights: estimates, sharedEstimate: index.sharedEstimate)
        self.key = key
    }

    /// Makes `key` the current key. Returns whether heights measured under another
    /// key just became stale (their estimates must then be restored).
    mutating func adopt(_ key: MeasurementKey) -> Bool {
        guard key != self.key else { return false }
        let hadKey = self.key != nil
        if hadKey { generation &+= 1 }
        self.key = key
        return true
    }

    /// Every height stale (a height-affecting setting changed); the next key is adopted anew.
    mutating func invalidateAll() {
        generation &+= 1
        key = nil
    }

    /// Records a measured height.
    mutating func record(_ item: Int, height: CGFloat) {
        index.set(item, to: Double(height))
        measuredIn[item] = generation
    }

    /// Marks one item for measuring again (its content changed); its height stays until then.
    mutating func markStale(_ item: Int) { measuredIn[item] = 0 }

    /// Adds a measured row height to the mean. Returns true as the sample doubles,
    /// when estimates should follow the mean (O(n) about log n times in all).
    mutating func learn(_ height: CGFloat) -> Bool {
        learned.sum += Double(height)
        learned.count += 1
        let n = learned.count
        return n >= 4 && n & (n - 1) == 0
    }

    /// Puts every stale item back to its estimate (`estimates` holds one per item), in one pass.
    mutating func restoreEstimates(_ estimates: [Double]) {
        var values = estimates
        for item in 0..<min(count, values.count) where isMeasured(item) { values[item] = index.height(item) }
        index.replaceAll(with: values)
    }

    /// Rebuilds for new items, each continuing an old one (`old`) or new (`nil`, at its
    /// entry of `estimates`): continuing items keep their height and, unless
    /// `reloaded`, their measured state.
    mutating func remap(from old: [Int?], reloaded: Set<Int>, estimates: [Double]) {
        let oldIndex = index, oldMeasured = measuredIn
        measuredIn = old.map { old in
            guard let old, !reloaded.contains(old) else { return 0 }
            return oldMeasured[old]
        }
        index.remap(count: old.count) { new in
            if let previous = old[new] { return oldIndex.storedHeight(previous) }
            return estimates[new]
        }
    }

    /// Bytes an item takes: its height, its Fenwick sum and shared-estimate count, and its generation.
    static var bytesPerItem: Int {
        MemoryLayout<Int32>.stride + MemoryLayout<Int64>.stride + MemoryLayout<Int32>.stride + MemoryLayout<UInt32>.stride
    }
}
