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
    @discardableResult
    public func precomputeRowHeights(threads: Int = 2,
                                     makeCell: @escaping @Sendable () -> TableViewCell,
                                     configure: @escaping @Sendable (TableViewCell, IndexPath) -> Void) -> Int
    {
        if needsReload { reloadNow() }
        if measuredKey != currentKey() {
            generation &+= 1
            measuredKey = currentKey()
        }
        let environment = measuringEnvironment
        let paths = rowCounts.enumerated().flatMap { section, rows in (0..<rows).map { IndexPath(row: $0, section: section) } }
        let workers = max(1, min(threads, paths.count))
        let results = Mutex<[Int: [CGFloat]]>([:])
        let chunk = (paths.count + workers - 1) / max(1, workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let range = (worker * chunk)..<min(paths.count, (worker + 1) * chunk)
            let cell = makeCell()
            environment.apply(to: cell)
            var heights: [CGFloat] = []
            heights.reserveCapacity(range.count)
            for index in range {
                configure(cell, paths[index])
                heights.append(environment.fit(cell))
            }
            results.withLock { $0[worker] = heights }
        }
        let all = results.withLock { stored in (0..<workers).flatMap { stored[$0] ?? [] } }
        for (path, height) in zip(paths, all) {
            guard let item = item(for: path) else { continue }
            heights.set(item, to: Double(height))
            measuredIn[item] = generation
        }
        statistics.rowsMeasured += all.count
        setNeedsLayout()
        return all.count
    }
}

extension TableView {
    /// What a cell needs to be measured as this table's rows are, as values that can
    /// go to other threads.
    var measuringEnvironment: MeasuringEnvironment {
        MeasuringEnvironment(
            width: rowWidth, traits: traitCollection, margins: cellMargins,
            safeArea: style == .insetGrouped ? .zero : EdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right),
            separatorHeight: separatorHeight, separatorInset: separatorInset)
    }

    /// The height this table gives a row showing `cell`: the cell fitted at the row
    /// width with the table's margins, safe area, separator and traits. Use it with a
    /// template cell that is not in the table (it gets the table's traits as overrides).
    public func fittingHeight(for cell: TableViewCell) -> CGFloat {
        let environment = measuringEnvironment
        environment.apply(to: cell)
        return environment.fit(cell)
    }
}

/// What a template cell needs to measure like the table's own cells, as values.
struct MeasuringEnvironment: Sendable {
    var width: CGFloat
    var traits: TraitCollection
    var margins: EdgeInsets
    var safeArea: EdgeInsets
    var separatorHeight: CGFloat
    var separatorInset: EdgeInsets

    func apply(to cell: TableViewCell) {
        cell.traitOverrides = TraitOverrides(traits)
        cell.layoutMargins = margins
        cell.safeAreaInsets = safeArea
        cell.separatorHeight = separatorHeight
        cell.defaultSeparatorInset = separatorInset
        cell.frame.size.width = width
    }

    /// The cell's fitting height at the width, or nil when its content collapses to
    /// nothing (no constraint gives it a height).
    func fittingHeight(of cell: TableViewCell) -> CGFloat? {
        cell.isManagedByTable = true
        defer { cell.isManagedByTable = false }
        let height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        return height - separatorHeight <= 0 ? nil : height
    }

    /// The fitting height, or UIKit's standard 44 for content that collapses.
    func fit(_ cell: TableViewCell) -> CGFloat { fittingHeight(of: cell) ?? 44 }
}
