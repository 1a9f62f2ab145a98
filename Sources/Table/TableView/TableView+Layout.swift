import Foundation
import Typesetting
import Views

/// What cached heights were measured under: change any of it and every height is stale.
struct MeasureKey: Equatable {
    var rowWidth: CGFloat
    var traits: TraitCollection
    var margins: EdgeInsets
    var safeArea: EdgeInsets
    var separator: SeparatorKey

    struct SeparatorKey: Equatable {
        var style: TableView.SeparatorStyle
        var inset: EdgeInsets
    }
}

/// A row held still on screen while heights change: its top (or bottom) edge stays
/// `screen` points below the table's top.
struct Anchor: Equatable {
    enum Edge { case top, bottom }
    var item: Int
    var edge: Edge
    var screen: Double
    /// Whether the resulting offset is kept within the content, as `scrollToRow` does.
    var clamps = false
}

extension TableView {
    /// Lays out the rows for the current offset: re-measures what is stale, keeps the
    /// anchor row in place, places cells, and returns cells that left to the pool.
    func layoutRows() {
        isUpdating = true
        defer { isUpdating = false }
        var anchor = pendingAnchor ?? captureAnchor()
        pendingAnchor = nil
        if needsReload {
            reloadNow()
            anchor = nil
        }
        guard dataSource != nil else { return }
        let key = currentKey()
        if key != measuredKey {
            if measuredKey != nil {
                generation &+= 1
                resetEstimates()
            }
            measuredKey = key
        }
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
        if estimatedRowHeight == 0 {
            // No estimates wanted: every height up front, as UIKit does.
            for item in 0..<heights.count where measuredIn[item] != generation { measure(item) }
        }
        while true {
            if let anchor { storedContentOffset.y = CGFloat(anchorOffset(anchor)) }
            let range = visibleRange()
            // One at a time: each measurement moves what the viewport shows.
            guard let item = range?.first(where: { measuredIn[$0] != generation }) else { return range }
            measure(item)
            if needsReestimate {
                needsReestimate = false
                resetEstimates()
            }
        }
    }

    private func clampedAnchor(_ anchor: Anchor) -> Anchor? {
        let inset = adjustedContentInset
        let minimum = -Double(inset.top)
        let maximum = max(minimum, heights.total + Double(inset.bottom) - Double(bounds.height))
        let offset = Double(storedContentOffset.y)
        if offset > maximum + 1e-9, heights.count > 0 {
            // The content's end at the bottom, or its top at the top if it is shorter than the view.
            if maximum > minimum {
                return Anchor(item: heights.count - 1, edge: .bottom, screen: Double(bounds.height - inset.bottom))
            }
            return Anchor(item: 0, edge: .top, screen: Double(inset.top))
        }
        if offset < minimum - 1e-9, heights.count > 0 {
            return Anchor(item: 0, edge: .top, screen: Double(inset.top))
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
        let offset = Double(storedContentOffset.y)
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
        let top = Double(storedContentOffset.y)
        let bottom = top + Double(bounds.height)
        guard heights.count > 0, bounds.height > 0, bottom > 0, top < heights.total,
              let first = heights.index(at: max(0, top)),
              let last = heights.index(at: max(0, bottom - 1 / HeightIndex.unitsPerPoint)) else { return nil }
        return first...max(first, last)
    }

    func currentKey() -> MeasureKey {
        let safe = safeAreaInsets
        return MeasureKey(rowWidth: rowWidth, traits: traitCollection, margins: cellMargins,
                          safeArea: EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right),
                          separator: .init(style: separatorStyle, inset: separatorInset))
    }

    // MARK: Estimates and measuring

    var separatorHeight: CGFloat { separatorStyle == .none ? 0 : 1 / traitCollection.displayScale }

    /// The height an item is assumed to have until measured.
    func estimate(_ item: Int) -> CGFloat {
        switch kind(of: item) {
        case .row(let path): return rowEstimate(path)
        case .header(let section): return sectionEstimate(section, header: true)
        case .footer(let section): return sectionEstimate(section, header: false)
        }
    }

    /// The estimate of rows the delegate says nothing about.
    private var defaultRowEstimate: CGFloat {
        if estimatedRowHeight >= 0 { return estimatedRowHeight }
        if rowHeight >= 0 { return rowHeight }
        return learned.count > 0 ? CGFloat(learned.sum / Double(learned.count)) : 44
    }

    private func rowEstimate(_ path: IndexPath) -> CGFloat {
        guard let delegate else { return defaultRowEstimate }
        let value = delegate.tableView(self, estimatedHeightForRowAt: path)
        return value >= 0 ? value : defaultRowEstimate
    }

    private func sectionEstimate(_ section: Int, header: Bool) -> CGFloat {
        let fixed = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        if fixed >= 0 { return fixed }
        let estimated = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if estimated >= 0 { return estimated }
        let titled = header ? dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            : dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return titled ? (header ? (style == .plain ? 28 : 44) : 38) : spacing(header: header, section: section)
    }

    /// The gap a section without a header or footer view leaves (grouped styles only).
    func spacing(header: Bool, section: Int) -> CGFloat {
        guard style != .plain else { return 0 }
        return header && section == 0 ? 35 : 17.5
    }

    /// Puts every unmeasured item back to its estimate: one pass over the items, with
    /// one delegate call a row at most (a width change of 100,000 rows stays well
    /// under a frame).
    func resetEstimates() {
        var values = [Double]()
        values.reserveCapacity(heights.count)
        let constant = delegate == nil ? Double(defaultRowEstimate) : nil
        for (section, rows) in rowCounts.enumerated() {
            let start = sectionStarts[section]
            func keep(_ item: Int, _ estimate: @autoclosure () -> CGFloat) {
                values.append(measuredIn[item] == generation ? heights.height(item) : Double(estimate()))
            }
            keep(start, sectionEstimate(section, header: true))
            for row in 0..<rows {
                let item = start + 1 + row
                if measuredIn[item] == generation {
                    values.append(heights.height(item))
                } else {
                    values.append(constant ?? Double(rowEstimate(IndexPath(row: row, section: section))))
                }
            }
            keep(start + rows + 1, sectionEstimate(section, header: false))
        }
        heights.replaceAll(with: values)
    }

    /// Measures one item at the current width and traits, and records it.
    func measure(_ item: Int) {
        let height: CGFloat
        switch kind(of: item) {
        case .row(let path):
            let fixed = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if fixed >= 0 {
                height = fixed
            } else {
                let cell = viewForMeasuring(item) as! TableViewCell
                height = fit(cell, row: path)
                learn(height)
            }
        case .header(let section):
            height = measureSectionView(item, section: section, header: true)
        case .footer(let section):
            height = measureSectionView(item, section: section, header: false)
        }
        heights.set(item, to: Double(height))
        measuredIn[item] = generation
    }

    private func learn(_ height: CGFloat) {
        learned.sum += Double(height)
        learned.count += 1
        // Re-estimate as the sample doubles: O(n) about log n times in all.
        let n = learned.count
        if n >= 4, n & (n - 1) == 0, estimatedRowHeight < 0 { needsReestimate = true }
    }

    /// The cell's fitting height at the row's width (UIKit's 44 if its constraints give none).
    func fit(_ cell: TableViewCell, row: IndexPath) -> CGFloat {
        prepare(cell)
        statistics.rowsMeasured += 1
        if let height = measuringEnvironment.fittingHeight(of: cell) { return height }
        report("Detected a case where constraints ambiguously suggest a height of zero for the content view of a \(type(of: cell)); considering the collapse unintentional and using the standard height of 44 instead")
        return 44
    }

    /// A header's or footer's height: fixed by the delegate or the table, else its
    /// view's fitting height, else the style's spacing.
    private func measureSectionView(_ item: Int, section: Int, header: Bool) -> CGFloat {
        let fixed = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
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
        let margins = cellMargins
        if cell.layoutMargins != margins { cell.layoutMargins = margins }
        let safe = style == .insetGrouped ? EdgeInsets.zero
            : EdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right)
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
        let safe = style == .insetGrouped ? EdgeInsets.zero
            : EdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right)
        if view.safeAreaInsets != safe { view.safeAreaInsets = safe }
        if view.frame.width != rowWidth { view.frame.size.width = rowWidth }
    }

    // MARK: Views for items

    /// The view measuring `item` uses: the one on screen, or one obtained now and kept for placing.
    func viewForMeasuring(_ item: Int) -> View? {
        if let view = visible[item] ?? prepared[item] { return view }
        guard let view = obtainView(item) else { return nil }
        prepared[item] = view
        return view
    }

    /// Asks the data source (or delegate) for the item's view and adopts it.
    func obtainView(_ item: Int) -> View? {
        guard let dataSource else { return nil }
        switch kind(of: item) {
        case .row(let path):
            let cell = dataSource.tableView(self, cellForRowAt: path)
            adopt(cell)
            cell.onFittingSizeInvalidated = { [weak self] cell in self?.contentDidInvalidate(cell) }
            prepare(cell)
            return cell
        case .header(let section):
            let view = delegate?.tableView(self, viewForHeaderInSection: section)
                ?? dataSource.tableView(self, titleForHeaderInSection: section).map { titleView($0, header: true, section: section) }
            return view.map(adoptSectionView)
        case .footer(let section):
            let view = delegate?.tableView(self, viewForFooterInSection: section)
                ?? dataSource.tableView(self, titleForFooterInSection: section).map { titleView($0, header: false, section: section) }
            return view.map(adoptSectionView)
        }
    }

    private func adopt(_ view: View) {
        if view.superview !== container { container.addSubview(view) }
        if view.isHidden { view.isHidden = false }
    }

    private func adoptSectionView(_ view: View) -> View {
        adopt(view)
        if let view = view as? TableViewHeaderFooterView {
            view.onFittingSizeInvalidated = { [weak self] view in self?.contentDidInvalidate(view) }
        }
        prepareSectionView(view)
        return view
    }

    /// A header or footer for a plain title, styled as UIKit's.
    private func titleView(_ title: String, header: Bool, section: Int) -> View {
        let view = titlePool.popLast() ?? TitleHeaderFooterView(reuseIdentifier: nil)
        let label = view.textLabel!
        if style == .plain {
            label.font = .preferredFont(forTextStyle: header ? .headline : .footnote, compatibleWith: traitCollection)
            label.textColor = header ? .label : .secondaryLabel
            view.backgroundColor = header ? .secondarySystemBackground : nil
            view.contentView.layoutMargins = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
            label.text = title
        } else {
            label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
            label.textColor = .secondaryLabel
            view.backgroundColor = nil
            view.contentView.layoutMargins = header
                ? EdgeInsets(top: section == 0 ? 17 : 7, left: 8, bottom: 7, right: 8)
                : EdgeInsets(top: 7, left: 8, bottom: 17, right: 8)
            label.text = header ? title.uppercased() : title
        }
        return view
    }

    /// Called when something inside a visible cell or section view changed its fitting
    /// size (text set, view hidden, intrinsic size invalidated): its row is re-measured
    /// on the next layout.
    func contentDidInvalidate(_ view: View) {
        guard !isUpdating, let item = visible.first(where: { $0.value === view })?.key else { return }
        measuredIn[item] = 0
        setNeedsLayout()
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
                guard let obtained = prepared.removeValue(forKey: item) ?? obtainView(item) else { continue }
                view = obtained
                visible[item] = view
                if let cell = view as? TableViewCell, case .row(let path) = kind(of: item) {
                    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
                }
            }
            if let cell = view as? TableViewCell {
                prepare(cell)
                if case .row(let path) = kind(of: item) { applyGroupedAppearance(to: cell, at: path) }
            } else {
                prepareSectionView(view)
            }
            var frame = rect(of: item)
            if let floating, floating.item == item { frame.origin.y = floating.y }
            if view.frame != frame { view.frame = frame }
            placed.append(view)
        }
        // The floating header draws over the rows that scroll under it.
        if let floating, let header = visible[floating.item], container.subviews.last !== header {
            container.addSubview(header)
        }
        for item in prepared.keys.sorted() { recycle(prepared[item]!) }
        prepared.removeAll()
        let total = CGFloat(heights.total)
        let containerFrame = CGRect(x: 0, y: -storedContentOffset.y, width: bounds.width, height: max(total, bounds.height))
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
        let top = Double(storedContentOffset.y + adjustedContentInset.top)
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

    /// Takes an item's view off screen and back to its pool.
    func retire(_ item: Int) {
        guard let view = visible.removeValue(forKey: item) else { return }
        if let cell = view as? TableViewCell, case .row(let path) = kind(of: item) {
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        recycle(view)
    }

    func recycle(_ view: View) {
        if let cell = view as? TableViewCell, let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            cellPools[identifier, default: []].append(cell)
        } else if let title = view as? TitleHeaderFooterView {
            title.isHidden = true
            titlePool.append(title)
        } else if let header = view as? TableViewHeaderFooterView, let identifier = header.reuseIdentifier {
            header.isHidden = true
            headerPools[identifier, default: []].append(header)
        } else {
            view.removeFromSuperview()
        }
    }
}

/// The header or footer the table makes for a plain title.
final class TitleHeaderFooterView: TableViewHeaderFooterView {}
