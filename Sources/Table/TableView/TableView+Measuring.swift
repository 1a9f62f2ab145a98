import Foundation
import Views

/// Estimates and measuring: what an item is assumed to be until measured, and its
/// measured height at the current width and traits.
extension TableView {
    /// The height an item is assumed to have until measured.
    func estimate(_ item: Int) -> CGFloat {
        switch kind(of: item) {
        case .row(let path): return rowEstimate(path)
        case .header(let section): return sectionEstimate(section, header: true)
        case .footer(let section): return sectionEstimate(section, header: false)
        }
    }

    /// The estimate an item starts with, as the height index stores it: rows the
    /// delegate says nothing about take ``HeightIndex/shared`` (the default estimate,
    /// which follows the mean of measured rows at no cost per row).
    func storedEstimate(_ item: Int) -> Double {
        guard case .row(let path) = kind(of: item) else { return Double(estimate(item)) }
        return storedRowEstimate(path)
    }

    private func storedRowEstimate(_ path: IndexPath) -> Double {
        guard let delegate = tableDelegate else { return HeightIndex.shared }
        let value = delegate.tableView(self, estimatedHeightForRowAt: path)
        return value >= 0 ? Double(value) : HeightIndex.shared
    }

    /// Makes the height index's shared estimate the default row estimate.
    func updateSharedEstimate() {
        heights.sharedEstimate = Double(defaultRowEstimate)
    }

    /// The estimate of rows the delegate says nothing about.
    private var defaultRowEstimate: CGFloat {
        if estimatedRowHeight >= 0 { return estimatedRowHeight }
        if rowHeight >= 0 { return rowHeight }
        let learned = heights.learned
        return learned.count > 0 ? CGFloat(learned.sum / Double(learned.count)) : 44
    }

    private func rowEstimate(_ path: IndexPath) -> CGFloat {
        guard let delegate = tableDelegate else { return defaultRowEstimate }
        let value = delegate.tableView(self, estimatedHeightForRowAt: path)
        return value >= 0 ? value : defaultRowEstimate
    }

    private func sectionEstimate(_ section: Int, header: Bool) -> CGFloat {
        let fixed = fixedSectionHeight(section, header: header)
        if fixed >= 0 { return fixed }
        let estimated = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if estimated >= 0 { return estimated }
        let titled = header ? dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            : dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return titled ? (header ? (style == .plain ? 28 : 44) : 38) : spacing(header: header, section: section)
    }

    /// A header's or footer's height fixed by the delegate or the table (negative: automatic).
    private func fixedSectionHeight(_ section: Int, header: Bool) -> CGFloat {
        header ? (tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    }

    /// The gap a section without a header or footer view leaves (grouped styles only).
    func spacing(header: Bool, section: Int) -> CGFloat {
        guard style != .plain else { return 0 }
        return header && section == 0 ? 35 : 17.5
    }

    /// Every item's estimate as the height index stores it (``storedEstimate(_:)``), in
    /// one pass, with one delegate call a row at most; the shared estimate brought up to date.
    func allEstimates() -> [Double] {
        updateSharedEstimate()
        var values = [Double]()
        values.reserveCapacity(sectionStarts.last.map { $0 + rowCounts.last! + 2 } ?? 0)
        for (section, rows) in rowCounts.enumerated() {
            values.append(Double(sectionEstimate(section, header: true)))
            if tableDelegate == nil {
                values.append(contentsOf: repeatElement(HeightIndex.shared, count: rows))
            } else {
                for row in 0..<rows { values.append(storedRowEstimate(IndexPath(row: row, section: section))) }
            }
            values.append(Double(sectionEstimate(section, header: false)))
        }
        return values
    }

    /// Puts every unmeasured item back to its estimate (a width change of 100,000 rows
    /// stays well under a frame).
    func restoreEstimates() {
        heights.restoreEstimates(allEstimates())
    }

    /// Measures one item at the current width and traits, and records it.
    func measure(_ item: Int) {
        let height: CGFloat
        switch kind(of: item) {
        case .row(let path):
            let fixed = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if fixed >= 0 {
                // A height the delegate gives counts as measured (its own sizer measured
                // it, as seed 002's strategies do); the table's fixed rowHeight does not.
                if tableDelegate != nil && fixed != rowHeight { statistics.rowsMeasured += 1 }
                height = fixed
            } else {
                let cell = viewForMeasuring(item) as! TableViewCell
                height = fit(cell, row: path)
                if heights.learn(height) && estimatedRowHeight < 0 { needsReestimate = true }
            }
        case .header(let section):
            height = measureSectionView(item, section: section, header: true)
        case .footer(let section):
            height = measureSectionView(item, section: section, header: false)
        }
        heights.record(item, height: height)
    }

    /// Measures an item that is not about to be shown (every row of a table without
    /// estimates): its view goes straight back to the pool, so measuring any number
    /// of rows holds one cell per reuse identifier.
    func measureOffScreen(_ item: Int) {
        measure(item)
        if let view = pool.takePrepared(item) { recycle(view) }
    }

    /// The cell's fitting height at the row's width (UIKit's 44 if its constraints give none).
    func fit(_ cell: TableViewCell, row: IndexPath) -> CGFloat {
        prepare(cell)
        statistics.rowsMeasured += 1
        if let height = measurementKey.fittingHeight(of: cell) { return height }
        report(TableViewCell.zeroHeightWarning(for: cell))
        return 44
    }

    /// A header's or footer's height: fixed by the delegate or the table, else its
    /// view's fitting height, else the style's spacing.
    private func measureSectionView(_ item: Int, section: Int, header: Bool) -> CGFloat {
        let fixed = fixedSectionHeight(section, header: header)
        if fixed >= 0 { return fixed }
        guard let view = viewForMeasuring(item) else { return spacing(header: header, section: section) }
        return fitSectionView(view)
    }

    func fitSectionView(_ view: View) -> CGFloat {
        prepareSectionView(view)
        statistics.rowsMeasured += 1
        return view.systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Gives a cell the table's width, margins, safe area and separator before it is measured or shown.
    func prepare(_ cell: TableViewCell) {
        cell.separatorHeight = separatorHeight
        cell.defaultSeparatorInset = separatorInset
        cell.separatorView.backgroundColor = separatorColor
        cell.setSideMargins(cellMargins)
        let safe = cellSafeArea
        if cell.safeAreaInsets != safe { cell.safeAreaInsets = safe }
        if cell.frame.width != rowWidth { cell.frame.size.width = rowWidth }
    }

    func prepareSectionView(_ view: View) {
        view.isLayoutBoundary = true
        let margins = cellMargins
        if view.layoutMargins.left != margins.left || view.layoutMargins.right != margins.right {
            view.layoutMargins = EdgeInsets(top: view.layoutMargins.top, left: margins.left,
                                            bottom: view.layoutMargins.bottom, right: margins.right)
        }
        let safe = cellSafeArea
        if view.safeAreaInsets != safe { view.safeAreaInsets = safe }
        if view.frame.width != rowWidth { view.frame.size.width = rowWidth }
    }
}
