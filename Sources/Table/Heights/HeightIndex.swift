import InputPolicy

/// The heights of a table's items (section headers, rows, footers) in order, with
/// O(log n) offset look-up both ways and O(log n) update: a Fenwick tree.
///
/// Heights are kept as whole units of 1/3840 point. Measured heights lie on the pixel
/// grid of scales 1, 2, 3 and 4, which are whole units, so sums are exact: an item's
/// offset never drifts however often heights change, and "no jump" can be checked
/// as exactly zero. Storage is 12 bytes an item.
struct HeightIndex: Sendable {
    static let unitsPerPoint: Double = 3840

    /// Each item's height, in units.
    private(set) var units: [Int32]
    /// Fenwick sums, 1-based: `tree[i]` holds the sum of the `i & -i` items ending at `i`.
    private var tree: [Int64]

    init(heights: [Double] = []) {
        units = heights.map(HeightIndex.toUnits)
        tree = []
        rebuild()
    }

    static func toUnits(_ points: Double) -> Int32 {
        Int32(saturating: (max(0, points) * unitsPerPoint).rounded())
    }

    var count: Int { units.count }

    /// The height of item `i`, in points.
    func height(_ i: Int) -> Double { Double(units[i]) / HeightIndex.unitsPerPoint }

    /// The sum of all heights, in points.
    var total: Double { Double(prefix(count)) / HeightIndex.unitsPerPoint }

    /// Sets item `i`'s height in O(log n); returns the change in points.
    @discardableResult
    mutating func set(_ i: Int, to points: Double) -> Double {
        let new = HeightIndex.toUnits(points)
        let delta = Int64(new) - Int64(units[i])
        guard delta != 0 else { return 0 }
        units[i] = new
        var k = i + 1
        while k < tree.count {
            tree[k] += delta
            k += k & -k
        }
        return Double(delta) / HeightIndex.unitsPerPoint
    }

    /// The distance from the top of item 0 to the top of item `i` (`i` may be `count`).
    func offset(of i: Int) -> Double { Double(prefix(i)) / HeightIndex.unitsPerPoint }

    private func prefix(_ n: Int) -> Int64 {
        var sum: Int64 = 0
        var k = n
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
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
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` items end at or before `target`: the item holding it is next.
        return min(position, count - 1)
    }

    /// Replaces every height at once, in O(n).
    mutating func replaceAll(with heights: [Double]) {
        units = heights.map(HeightIndex.toUnits)
        rebuild()
    }

    /// Rebuilds the items by taking, for each new item, an old item's height (by index)
    /// or a new height; O(n).
    mutating func remap(count newCount: Int, _ height: (Int) -> Double) {
        units = (0..<newCount).map { HeightIndex.toUnits(height($0)) }
        rebuild()
    }

    private mutating func rebuild() {
        tree = [Int64](repeating: 0, count: units.count + 1)
        for i in 0..<units.count {
            let k = i + 1
            tree[k] += Int64(units[i])
            let parent = k + (k & -k)
            if parent < tree.count { tree[parent] += tree[k] }
        }
    }
}
