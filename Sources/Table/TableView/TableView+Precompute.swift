import Dispatch
import Foundation
import Synchronization
import Views

extension TableView {
    /// Measures every row up front (seed 002's second strategy): `threads` threads each
    /// make one template cell with `makeCell`, configure it for each of their rows with
    /// `configure`, and fit it at the table's row width, text size and margins. The
    /// heights are then exact, so `contentSize` and every scroll position are too.
    ///
    /// Cells never cross threads: each is made, used and dropped on its own thread, so
    /// the closures must only read `Sendable` data (your model), not the table.
    /// Returns the number of rows measured.
    /// - SeeAlso: ``fittingHeight(for:)``, ``estimatedRowHeight``
    @discardableResult
    public func precomputeRowHeights(threads: Int = 2,
                                     makeCell: @escaping @Sendable () -> TableViewCell,
                                     configure: @escaping @Sendable (TableViewCell, IndexPath) -> Void) -> Int
    {
        if needsReload { reloadNow() }
        _ = heights.adopt(measurementKey)
        let paths = rowCounts.enumerated().flatMap { section, rows in (0..<rows).map { IndexPath(row: $0, section: section) } }
        let all = fittingHeights(ofRowsAt: paths, threads: threads, makeCell: makeCell, configure: configure)
        for (path, height) in zip(paths, all) {
            guard let item = item(for: path) else { continue }
            heights.record(item, height: height)
        }
        statistics.rowsMeasured += all.count
        setNeedsLayout()
        return all.count
    }

    /// The heights this table would give the rows at `paths`, measured as
    /// ``precomputeRowHeights(threads:makeCell:configure:)`` measures them (template cells,
    /// one per thread) but not recorded: for a delegate that answers
    /// `tableView(_:heightForRowAt:)` from a cache of its own, as seed 002's
    /// `HeightCalculationStrategy` does.
    public func fittingHeights(ofRowsAt paths: [IndexPath], threads: Int = 2,
                               makeCell: @escaping @Sendable () -> TableViewCell,
                               configure: @escaping @Sendable (TableViewCell, IndexPath) -> Void) -> [CGFloat]
    {
        let key = measurementKey
        let workers = max(1, min(threads, paths.count))
        let results = Mutex<[Int: [CGFloat]]>([:])
        let chunk = (paths.count + workers - 1) / max(1, workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let range = (worker * chunk)..<min(paths.count, (worker + 1) * chunk)
            let cell = makeCell()
            key.apply(to: cell)
            var heights: [CGFloat] = []
            heights.reserveCapacity(range.count)
            for index in range {
                configure(cell, paths[index])
                heights.append(key.fit(cell))
            }
            results.withLock { $0[worker] = heights }
        }
        return results.withLock { stored in (0..<workers).flatMap { stored[$0] ?? [] } }
    }

    /// The height this table gives a row showing `cell`: the cell fitted at the row
    /// width with the table's margins, safe area, separator and traits. Use it with a
    /// template cell that is not in the table (it gets the table's traits as overrides).
    /// - SeeAlso: ``precomputeRowHeights(threads:makeCell:configure:)``
    public func fittingHeight(for cell: TableViewCell) -> CGFloat {
        let key = measurementKey
        key.apply(to: cell)
        return key.fit(cell)
    }
}
