import InputPolicy

/// The heights of a table's items (section headers, rows, footers) in order, with
/// O(log n) offset look-up both ways and O(log n) update: a Fenwick tree.
///
/// Heights are kept as whole units of 1/3840 point. Measured heights lie on the pixel
/// grid of scales 1, 2, 3 and 4, which are whole units, so sums are exact: an item's
/// offset never drifts however often heights change, and "no jump" can be checked
/// as exactly zero.
///
/// Items may instead take the shared estimate (``shared``): the table's default row
/// estimate, which follows the mean of the rows measured so far. Those items are
/// counted in a second Fenwick tree, so the shared estimate changes in O(1) however
/// many rows use it (re-estimating 100,000 rows one by one stalled a frame by 3 ms).
/// Storage is 16 bytes an item.
struct HeightIndex: Sendable {
    static let unitsPerPoint: Double = 3840

    /// In place of a height: the item takes the shared estimate.
    static let shared: Double = -1
    /// `units` of an item that takes the shared estimate.
    private static let sharedUnit: Int32 = -1

    /// Each item's height, in units (``sharedUnit`` for the shared estimate).
    private(set) var units: [Int32]
    /// Fenwick sums, 1-based: `tree[i]` holds the sum of the `i & -i` items ending at
    /// `i`, of their own heights; `sharedTree[i]` how many of them take the shared estimate.
    private var tree: [Int64]
    private var sharedTree: [Int32]
    /// The shared estimate, in units.
    private var sharedUnits: Int64 = 0

    /// Items with these heights (``shared`` for the shared estimate, which is `sharedEstimate`).
    init(heights: [Double] = [], sharedEstimate: Double = 0) {
        units = heights.map(HeightIndex.toUnits)
        tree = []
        sharedTree = []
        sharedUnits = Int64(HeightIndex.toUnits(sharedEstimate))
        rebuild()
    }

    static func toUnits(_ points: Double) -> Int32 {
        points == shared ? sharedUnit : Int32(saturating: (max(0, points) * unitsPerPoint).rounded())
    }

    var count: Int { units.count }

    /// The shared estimate, in points; setting it moves every item that takes it, in O(1).
    var sharedEstimate: Double {
        get { Double(sharedUnits) / HeightIndex.unitsPerPoint }
        set { sharedUnits = Int64(HeightIndex.toUnits(max(0, newValue))) }   // checked: Int32 units to Int64
    }

    /// The height of item `i`, in points.
    func height(_ i: Int) -> Double { Double(unitsOf(i)) / HeightIndex.unitsPerPoint }

    /// Item `i`'s height as stored: ``shared`` when it takes the shared estimate.
    func storedHeight(_ i: Int) -> Double { units[i] == Self.sharedUnit ? Self.shared : height(i) }

    private func unitsOf(_ i: Int) -> Int64 { units[i] == Self.sharedUnit ? sharedUnits : Int64(units[i]) }

    /// The sum of all heights, in points.
    var total: Double { Double(prefix(count)) / HeightIndex.unitsPerPoint }

    /// Sets item `i`'s height (or ``shared``) in O(log n); returns the change in points.
    @discardableResult
    mutating func set(_ i: Int, to points: Double) -> Double {
        let new = HeightIndex.toUnits(points)
        let old = units[i]
        guard new != old else { return 0 }
        let before = unitsOf(i)
        units[i] = new
        let delta = (new == Self.sharedUnit ? 0 : Int64(new)) - (old == Self.sharedUnit ? 0 : Int64(old))
        let sharedDelta: Int32 = (new == Self.sharedUnit ? 1 : 0) - (old == Self.sharedUnit ? 1 : 0)
        var k = i + 1
        while k < tree.count {
            tree[k] += delta
            sharedTree[k] += sharedDelta
            k += k & -k
        }
        return Double(unitsOf(i) - before) / HeightIndex.unitsPerPoint
    }

    /// The distance from the top of item 0 to the top of item `i` (`i` may be `count`).
    func offset(of i: Int) -> Double { Double(prefix(i)) / HeightIndex.unitsPerPoint }

    private func prefix(_ n: Int) -> Int64 {
        var sum: Int64 = 0, shared: Int64 = 0
        var k = n
        while k > 0 {
            sum += tree[k]
            shared += Int64(sharedTree[k])
            k -= k & -k
        }
        return sum + shared * sharedUnits
    }

    /// The item whose span `[offset, offset + height)` holds `y`: 0 above the first,
    /// the last below the end, nil when empty. O(log n) by descending the tree.
    func index(at y: Double) -> Int? {
        guard count > 0 else { return nil }
        // To the nearest unit: a point made from an offset (units / 3840) maps back to it.
        let target = Int64(saturating: (y * HeightIndex.unitsPerPoint).rounded())
        if target < 0 { return 0 }
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let span = tree[next] + Int64(sharedTree[next]) * sharedUnits
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step /= 2
        }
        // `position` items end at or before `target`: the item holding it is next.
        return min(position, count - 1)
    }

    /// Replaces every height (or ``shared``) at once, in O(n).
    mutating func replaceAll(with heights: [Double]) {
        units = heights.map(HeightIndex.toUnits)
        rebuild()
    }

    /// Rebuilds the items by taking, for each new item, an old item's stored height
    /// (by index) or a new height (either may be ``shared``); O(n).
    mutating func remap(count newCount: Int, _ height: (Int) -> Double) {
        units = (0..<newCount).map { HeightIndex.toUnits(height($0)) }
        rebuild()
    }

    private mutating func rebuild() {
        tree = [Int64](repeating: 0, count: units.count + 1)
        sharedTree = [Int32](repeating: 0, count: units.count + 1)
        for i in 0..<units.count {
            let k = i + 1
            if units[i] == Self.sharedUnit { sharedTree[k] += 1 } else { tree[k] += Int64(units[i]) }
            let parent = k + (k & -k)
            if parent < tree.count {
                tree[parent] += tree[k]
                sharedTree[parent] += sharedTree[k]
            }
        }
    }
}
