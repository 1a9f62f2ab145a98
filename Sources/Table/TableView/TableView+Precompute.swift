import Dispatch
import Foundation
import Synchronization
import Views

extension TableView {
    /// How to measure rows away from the table, several at once: each of `threads`
    /// threads makes one template cell with `makeCell` and sets it up for each of its
    /// rows with `configure`, as the data source sets up the cell of that row.
    ///
    /// Cells never cross threads: each is made, used and dropped on its own thread, so
    /// the closures must only read `Sendable` data (your model), not the table.
    public struct TemplateCells: Sendable {
        /// Threads measuring at once (at least one).
        public var threads: Int
        /// A new cell of the kind the rows show, made once on each thread.
        public var makeCell: @Sendable () -> TableViewCell
        /// Sets the cell up for the row at the index path, as the data source would.
        public var configure: @Sendable (TableViewCell, IndexPath) -> Void

        public init(threads: Int = 2, makeCell: @escaping @Sendable () -> TableViewCell,
                    configure: @escaping @Sendable (TableViewCell, IndexPath) -> Void)
        {
            self.threads = threads
            self.makeCell = makeCell
            self.configure = configure
        }
    }

    /// Measures every row up front (seed 002's second strategy): `threads` threads each
    /// make one template cell with `makeCell`, configure it for each of their rows with
    /// `configure`, and fit it at the table's row width, text size and margins. The
    /// heights are then exact, so `contentSize` and every scroll position are too.
    ///
    /// Cells never cross threads: each is made, used and dropped on its own thread, so
    /// the closures must only read `Sendable` data (your model), not the table.
    /// Returns the number of rows measured.
    /// - SeeAlso: ``fittingHeight(for:)``, ``estimatedRowHeight``, ``templateCells``
    @discardableResult
    public func precomputeRowHeights(threads: Int = 2,
                                     makeCell: @escaping @Sendable () -> TableViewCell,
                                     configure: @escaping @Sendable (TableViewCell, IndexPath) -> Void) -> Int
    {
        if needsReload { reloadNow() }
        _ = heights.adopt(measurementKey)
        let templates = TemplateCells(threads: threads, makeCell: makeCell, configure: configure)
        let rows = measure(rowsAmong: 0..<heights.count, with: templates, where: { _, _ in true })
        setNeedsLayout()
        return rows
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
        let measured = fit(paths, with: TemplateCells(threads: threads, makeCell: makeCell, configure: configure))
        if let collapsed = measured.collapsed { report(collapsed) }
        return measured.heights
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

    /// Rows measured with template cells at a time: enough to keep every thread busy,
    /// few enough that a million rows never hold a million index paths.
    static let templateBatch = 65_536

    /// Measures and records the rows among `items` that `include` accepts (given the
    /// item and its index path), with template cells, a batch at a time; returns how
    /// many it measured.
    func measure(rowsAmong items: Range<Int>, with templates: TemplateCells,
                 where include: (Int, IndexPath) -> Bool) -> Int
    {
        var batch: [(item: Int, path: IndexPath)] = []
        batch.reserveCapacity(min(items.count, Self.templateBatch))
        var measured = 0
        func flush() {
            guard !batch.isEmpty else { return }
            let fitted = fit(batch.map(\.path), with: templates)
            if let collapsed = fitted.collapsed { report(collapsed) }
            for ((item, _), height) in zip(batch, fitted.heights) {
                heights.record(item, height: height)
                _ = heights.learn(height)
            }
            measured += batch.count
            batch.removeAll(keepingCapacity: true)
        }
        for item in items {
            guard case .row(let path) = kind(of: item), include(item, path) else { continue }
            batch.append((item, path))
            if batch.count == Self.templateBatch { flush() }
        }
        flush()
        statistics.rowsMeasured += measured
        return measured
    }

    /// The fitting heights of the rows at `paths`, the rows shared among the template
    /// cells' threads in order; and UIKit's warning if a row's content collapsed
    /// (it then gets 44).
    private func fit(_ paths: [IndexPath], with templates: TemplateCells) -> (heights: [CGFloat], collapsed: String?) {
        let key = measurementKey
        let workers = max(1, min(templates.threads, paths.count))
        let results = Mutex<[Int: ([CGFloat], String?)]>([:])
        let chunk = (paths.count + workers - 1) / max(1, workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let range = (worker * chunk)..<min(paths.count, (worker + 1) * chunk)
            let cell = templates.makeCell()
            key.apply(to: cell)
            var heights: [CGFloat] = []
            heights.reserveCapacity(range.count)
            var collapsed: String?
            for index in range {
                templates.configure(cell, paths[index])
                if let height = key.fittingHeight(of: cell) {
                    heights.append(height)
                } else {
                    heights.append(44)
                    collapsed = collapsed ?? TableViewCell.zeroHeightWarning(for: cell)
                }
            }
            results.withLock { $0[worker] = (heights, collapsed) }
        }
        let stored = results.withLock { $0 }
        return ((0..<workers).flatMap { stored[$0]?.0 ?? [] }, (0..<workers).compactMap { stored[$0]?.1 }.first)
    }
}
