import Foundation
import Views

/// The layout pass: it anchors, settles and places. Measuring lives in
/// `TableView+Measuring`, making and recycling item views in `TableView+ItemViews`.
extension TableView {
    /// Lays out the rows for the current offset: re-measures what is stale, keeps the
    /// anchor row in place, places cells, and returns cells that left to the pool.
    func layoutRows() {
        isUpdating = true
        let offsetBefore = storedContentOffset
        defer {
            isUpdating = false
            // Offsets the layout moved (keeping the anchor row still) are scrolling too.
            if storedContentOffset != offsetBefore { delegate?.scrollViewDidScroll(self) }
        }
        var anchor = pendingAnchor ?? captureAnchor()
        pendingAnchor = nil
        if needsReload {
            reloadNow()
            anchor = nil
        }
        guard dataSource != nil else { return }
        if heights.adopt(measurementKey) { restoreEstimates() }
        // A table starts at the top of its content below the safe area and insets, and
        // stays there while they change (UIKit's automatic inset adjustment).
        let top = adjustedContentInset.top
        let resting = lastAdjustedTop.map { abs(storedContentOffset.y + $0) < 1e-9 } ?? !offsetWasSet
        if resting && lastAdjustedTop != top {
            storedContentOffset.y = -top
            if anchor != nil { anchor = Anchor(item: 0, edge: .top, screen: Double(top)) }
        }
        lastAdjustedTop = top
        var range = settle(anchor: &anchor)
        if let current = anchor, current.clamps, let clamped = clampedAnchor(current) {
            anchor = clamped
            range = settle(anchor: &anchor)
        }
        place(range)
        offsetWasSet = false
    }

    /// Measures what the viewport shows until nothing new shows, moving the offset so
    /// the anchor stays put after every change. Each round measures at least one item,
    /// so this ends.
    private func settle(anchor: inout Anchor?) -> ClosedRange<Int>? {
        if estimatedRowHeight == 0 { measureEveryItem() }
        while true {
            if let anchor { storedContentOffset.y = CGFloat(anchorOffset(anchor) + headerExtent) }
            let range = visibleRange()
            // One at a time: each measurement moves what the viewport shows.
            guard let item = range?.first(where: { !heights.isMeasured($0) }) else { return range }
            measure(item)
            if needsReestimate {
                // Unmeasured rows follow the mean of measured ones: one number moves them all.
                needsReestimate = false
                updateSharedEstimate()
            }
        }
    }

    /// No estimates wanted: every height up front, as UIKit does. Rows go to the
    /// template cells when the table has them (several threads), the rest one after
    /// another with the one cell the pool hands back: never a cell per row.
    private func measureEveryItem() {
        if let templates = templateCells {
            _ = measure(rowsAmong: 0..<heights.count, with: templates) { item, path in
                !heights.isMeasured(item) && (tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight) < 0
            }
        }
        for item in 0..<heights.count where !heights.isMeasured(item) { measureOffScreen(item) }
    }

    private func clampedAnchor(_ anchor: Anchor) -> Anchor? {
        let inset = adjustedContentInset
        let minimum = -Double(inset.top)
        let maximum = max(minimum, headerExtent + heights.total + footerExtent + Double(inset.bottom) - Double(bounds.height))
        let offset = Double(storedContentOffset.y)
        if offset > maximum + 1e-9, heights.count > 0 {
            // The content's end at the bottom, or its top at the top if it is shorter than the view.
            if maximum > minimum {
                return Anchor(item: heights.count - 1, edge: .bottom, screen: Double(bounds.height - inset.bottom) - footerExtent)
            }
            return Anchor(item: 0, edge: .top, screen: Double(inset.top) + headerExtent)
        }
        if offset < minimum - 1e-9, heights.count > 0 {
            return Anchor(item: 0, edge: .top, screen: Double(inset.top) + headerExtent)
        }
        return nil
    }

    func anchorOffset(_ anchor: Anchor) -> Double {
        switch anchor.edge {
        case .top: return heights.offset(of: anchor.item) - anchor.screen
        case .bottom: return heights.offset(of: anchor.item) + heights.height(anchor.item) - anchor.screen
        }
    }

    /// The anchor row as things stand: nil before anything was shown.
    func captureAnchor() -> Anchor? {
        guard !visible.isEmpty || offsetWasSet, heights.count > 0 else { return nil }
        let offset = itemOffset
        let inset = adjustedContentInset
        switch contentAnchor {
        case .firstVisibleRow:
            let top = offset + Double(inset.top)
            guard let item = heights.index(at: top) else { return nil }
            return Anchor(item: item, edge: .top, screen: heights.offset(of: item) - offset)
        case .bottom:
            // The content's end keeps its distance from the viewport's bottom.
            return Anchor(item: heights.count - 1, edge: .bottom, screen: heights.total - offset)
        }
    }

    /// The items the viewport intersects.
    func visibleRange() -> ClosedRange<Int>? {
        let top = itemOffset
        let bottom = top + Double(bounds.height)
        guard heights.count > 0, bounds.height > 0, bottom > 0, top < heights.total,
              let first = heights.index(at: max(0, top)),
              let last = heights.index(at: max(0, bottom - 1 / HeightIndex.unitsPerPoint)) else { return nil }
        return first...max(first, last)
    }

    // MARK: Placing

    private func place(_ range: ClosedRange<Int>?) {
        var shown = range.map { r in r.filter { heights.height($0) > 0 } } ?? []
        // Plain tables keep the header of the section at the top in view (floating).
        let floating = floatingHeader()
        if let floating, !shown.contains(floating.item) { shown.insert(floating.item, at: 0) }
        let keep = Set(shown)
        for item in visible.keys.sorted() where !keep.contains(item) {
            retire(item)
        }
        var placed: [View] = []
        for item in shown {
            let view: View
            if let existing = visible[item] {
                view = existing
            } else {
                guard let obtained = pool.takePrepared(item) ?? obtainView(item) else { continue }
                view = obtained
                visible[item] = view
                if let cell = view as? TableViewCell, case .row(let path) = kind(of: item) {
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
                }
            }
            if let cell = view as? TableViewCell {
                prepare(cell)
                if case .row(let path) = kind(of: item) {
                    applyGroupedAppearance(to: cell, at: path)
                    applyEditing(to: cell, at: path)
                    let selected = selectedRows.contains(path)
                    if cell.isSelected != selected { cell.isSelected = selected }
                }
            } else {
                prepareSectionView(view)
            }
            var frame = rect(of: item)
            if let floating, floating.item == item { frame.origin.y = floating.y }
            // Shown on the pixel grid: a fractional offset, or estimated heights above,
            // would otherwise put every row between pixels (blurred text and separators).
            let scale = Double(displayScale), shown = Double(frame.minY) - itemOffset
            let snapped = (shown * scale).rounded() / scale
            if abs(snapped - shown) > 1e-6 { frame.origin.y = CGFloat(snapped + itemOffset) }
            if view.frame != frame { view.frame = frame }
            placed.append(view)
        }
        // The floating header draws over the rows that scroll under it.
        if let floating, let header = visible[floating.item], container.subviews.last !== header {
            container.addSubview(header)
        }
        for view in pool.takeAllPrepared() { recycle(view) }
        let total = CGFloat(heights.total)
        let containerFrame = CGRect(x: 0, y: CGFloat(-itemOffset), width: bounds.width, height: max(total, bounds.height))
        if container.frame != containerFrame { container.frame = containerFrame }
        for view in placed {
            let cell = view as? TableViewCell
            cell?.isManagedByTable = true
            view.layoutIfNeeded()
            cell?.isManagedByTable = false
        }
    }

    /// Grouped styles: cells on the grouped background colour, no separator under a
    /// section's last row, and in inset grouped tables the section's outer corners rounded.
    private func applyGroupedAppearance(to cell: TableViewCell, at path: IndexPath) {
        guard style != .plain else { return }
        if cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
        let first = path.row == 0, last = path.row == rowCounts[path.section] - 1
        cell.hidesSeparator = last
        guard style == .insetGrouped else { return }
        var corners: Layer.CornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners.isEmpty ? .all : corners
        cell.layer.masksToBounds = !corners.isEmpty
    }

    /// In a plain table, the header of the section at the top of the viewport and where it
    /// floats: at the top, or pushed up by the end of its section.
    private func floatingHeader() -> (item: Int, y: CGFloat)? {
        guard style == .plain, !sectionStarts.isEmpty else { return nil }
        let top = itemOffset + Double(adjustedContentInset.top)
        guard let item = heights.index(at: max(0, top)) else { return nil }
        let section: Int
        switch kind(of: item) {
        case .header(let s), .footer(let s): section = s
        case .row(let path): section = path.section
        }
        let header = sectionStarts[section]
        let height = heights.height(header)
        guard height > 0 else { return nil }
        let natural = heights.offset(of: header)
        let end = heights.offset(of: header + rowCounts[section] + 1)   // where the footer begins
        return (header, CGFloat(min(max(natural, top), end - height)))
    }
}
