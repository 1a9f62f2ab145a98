import Foundation
import Views

/// Row and section changes collected by `performBatchUpdates` (UIKit's rules: deletions
/// and reloads name old positions, insertions and move targets new ones).
struct BatchUpdate {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var moves: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
    }
}

extension TableView {
    // MARK: Reloading

    /// Reads sections and rows again; every height goes back to its estimate
    /// (`contentOffset` is kept, as in UIKit).
    /// - SeeAlso: ``reloadRows(at:with:)``, ``reconfigureRows(at:)``
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadNow() {
        needsReload = false
        // As UIKit's `reloadData`: the selection goes with the old data.
        selectedRows.removeAll()
        for item in visible.keys.sorted() { retire(item) }
        for view in pool.takeAllPrepared() { recycle(view) }
        rowCounts = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections < 0 { report("numberOfSections returned \(sections); using 0") }
            rowCounts = (0..<max(0, sections)).map { section in
                let rows = dataSource.tableView(self, numberOfRowsInSection: section)
                if rows < 0 { report("numberOfRowsInSection \(section) returned \(rows); using 0") }
                return max(0, rows)
            }
        }
        rebuildSectionStarts()
        heights.reset(estimates: allEstimates(), key: measurementKey)
    }

    func rebuildSectionStarts() {
        var start = 0
        sectionStarts = rowCounts.map { rows in
            defer { start += rows + 2 }
            return start
        }
    }

    /// Marks every height stale: the next layout re-measures what it shows.
    func invalidateAllHeights() {
        heights.invalidateAll()
        setNeedsLayout()
    }

    /// Gets new cells for the rows and measures them again (`reloadRows(at:with:)`).
    /// - SeeAlso: ``reconfigureRows(at:)``, ``reloadData()``
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        performBatchUpdates({ self.batch.reloadedRows.formUnion(indexPaths) }, completion: nil)
    }

    /// Configures the rows' cells again in place and re-measures them (`reconfigureRows(at:)`):
    /// the data source's `cellForRowAt` gets the same cell back from `dequeueReusableCell`.
    /// - SeeAlso: ``reloadRows(at:with:)``
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        for path in indexPaths {
            guard let item = item(for: path) else {
                report("reconfigureRows: no row \(path.row) in section \(path.section)")
                continue
            }
            heights.markStale(item)
            guard let dataSource, let cell = visible[item] as? TableViewCell else { continue }
            isUpdating = true
            reconfiguring = cell
            let configured = dataSource.tableView(self, cellForRowAt: path)
            reconfiguring = nil
            isUpdating = false
            if configured !== cell {
                report("reconfigureRows: cellForRowAt returned a different cell for row \(path.row) of section \(path.section); dequeue it with its reuse identifier")
                retire(item)
                recycle(configured)
            }
        }
        setNeedsLayout()
    }

    /// Inserts rows at new index paths; estimated until measured (`insertRows(at:with:)`).
    /// - SeeAlso: ``deleteRows(at:with:)``, ``performBatchUpdates(_:completion:)``
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        performBatchUpdates({ self.batch.insertedRows.formUnion(indexPaths) }, completion: nil)
    }

    /// Deletes rows at old index paths (`deleteRows(at:with:)`); the anchor row keeps its place.
    /// - SeeAlso: ``insertRows(at:with:)``
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        performBatchUpdates({ self.batch.deletedRows.formUnion(indexPaths) }, completion: nil)
    }

    /// Moves a row with its height and cell (`moveRow(at:to:)`).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performBatchUpdates({ self.batch.moves.append((indexPath, newIndexPath)) }, completion: nil)
    }

    /// Inserts sections at new indexes (`insertSections(_:with:)`).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation = .automatic) {
        performBatchUpdates({ self.batch.insertedSections.formUnion(sections) }, completion: nil)
    }

    /// Deletes sections at old indexes (`deleteSections(_:with:)`).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation = .automatic) {
        performBatchUpdates({ self.batch.deletedSections.formUnion(sections) }, completion: nil)
    }

    /// Gives the sections' rows new cells and new measurements (`reloadSections(_:with:)`).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation = .automatic) {
        performBatchUpdates({ self.batch.reloadedSections.formUnion(sections) }, completion: nil)
    }

    /// Applies the insertions, deletions, moves and reloads made in `updates` at once,
    /// keeping the heights of untouched rows and the anchor row's place on screen. The
    /// completion runs at once (nothing animates).
    /// - SeeAlso: ``beginUpdates()``, ``endUpdates()``
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 {
            let update = batch
            batch = BatchUpdate()
            if !update.isEmpty { apply(update) }
        }
        completion?(true)
    }

    /// Starts a batch that `endUpdates()` applies (also the classic way to make a table
    /// re-measure; here heights are right without it).
    public func beginUpdates() { batchDepth += 1 }

    /// Ends a batch begun by `beginUpdates()` and applies it; with no change, re-measures the visible rows (the seed articles' height refresh).
    public func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        if batchDepth == 0 {
            let update = batch
            batch = BatchUpdate()
            if update.isEmpty {
                // UIKit's idiom for "heights may have changed": re-measure what is shown.
                for item in visible.keys.sorted() { heights.markStale(item) }
                setNeedsLayout()
            } else {
                apply(update)
            }
        }
    }

    /// Turns a batch into a mapping from new rows to old ones, checked against the data
    /// source's new counts; an inconsistent batch is reported and reloaded.
    private func apply(_ update: BatchUpdate) {
        guard let dataSource, !needsReload else { return reloadData() }
        let oldCounts = rowCounts
        let newSectionCount = dataSource.numberOfSections(in: self)
        let newCounts = (0..<max(0, newSectionCount)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        func inconsistent(_ why: String) {
            report("Invalid batch update: \(why); reloading the table instead")
            reloadData()
        }
        // Every path must name a row that exists: old ones before, new ones after.
        func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
            path.count == 2 && counts.indices.contains(path.section) && path.row >= 0 && path.row < counts[path.section]
        }
        let newCountsChecked = newCounts.map { max(0, $0) }
        for (paths, what, counts) in [(Array(update.deletedRows), "deleted", oldCounts), (Array(update.reloadedRows), "reloaded", oldCounts),
                                      (update.moves.map(\.from), "moved", oldCounts), (Array(update.insertedRows), "inserted", newCountsChecked),
                                      (update.moves.map(\.to), "moved to", newCountsChecked)]
        {
            if let bad = paths.first(where: { !exists($0, in: counts) }) {
                return inconsistent("row \(bad.count == 2 ? "\(bad.row) of section \(bad.section)" : "\(bad)") \(what), which does not exist")
            }
        }
        // Sections: survivors keep their order and fill the positions not inserted.
        if let bad = update.deletedSections.first(where: { !oldCounts.indices.contains($0) }) {
            return inconsistent("section \(bad) deleted but there were \(oldCounts.count)")
        }
        let survivors = oldCounts.indices.filter { !update.deletedSections.contains($0) }
        guard survivors.count + update.insertedSections.count == newCounts.count else {
            return inconsistent("\(newCounts.count) sections after the update, but \(oldCounts.count) before, \(update.deletedSections.count) deleted and \(update.insertedSections.count) inserted")
        }
        var oldSection = [Int?](repeating: nil, count: newCounts.count)
        var next = survivors.makeIterator()
        for section in 0..<newCounts.count where !update.insertedSections.contains(section) {
            oldSection[section] = next.next()
        }
        // Rows, per new section.
        let movedFrom = Set(update.moves.map(\.from))
        var moveTo: [IndexPath: IndexPath] = [:]
        for move in update.moves { moveTo[move.to] = move.from }
        var oldRows: [[Int?]] = []
        for section in 0..<newCounts.count {
            var rows = [Int?](repeating: nil, count: max(0, newCounts[section]))
            if let old = oldSection[section] {
                let kept = (0..<oldCounts[old]).filter {
                    let path = IndexPath(row: $0, section: old)
                    return !update.deletedRows.contains(path) && !movedFrom.contains(path)
                }
                let arriving = (0..<rows.count).filter {
                    update.insertedRows.contains(IndexPath(row: $0, section: section)) || moveTo[IndexPath(row: $0, section: section)] != nil
                }
                guard kept.count + arriving.count == rows.count else {
                    return inconsistent("section \(section) has \(rows.count) rows after the update, but \(oldCounts[old]) before, with \(oldCounts[old] - kept.count) deleted or moved out and \(arriving.count) inserted or moved in")
                }
                var keptIterator = kept.makeIterator()
                for row in 0..<rows.count {
                    let path = IndexPath(row: row, section: section)
                    if update.insertedRows.contains(path) { continue }
                    if let from = moveTo[path] {
                        rows[row] = from.section == old ? from.row : nil
                        continue
                    }
                    rows[row] = keptIterator.next()
                }
            }
            oldRows.append(rows)
        }
        // Moves across sections carry their height too.
        var crossSection: [IndexPath: IndexPath] = [:]
        for move in update.moves where oldSection[move.to.section] != move.from.section {
            crossSection[move.to] = move.from
        }
        let reloaded = update.reloadedRows.union(update.reloadedSections.flatMap { section in
            (0..<(oldCounts.indices.contains(section) ? oldCounts[section] : 0)).map { IndexPath(row: $0, section: section) }
        })
        restructure(newCounts: newCounts.map { max(0, $0) }, oldSection: oldSection, reloaded: reloaded,
                    moved: Set(update.moves.map(\.from))) { path in
            if let from = crossSection[path] { return from }
            guard let section = oldSection[path.section], let row = oldRows[path.section][path.row] else { return nil }
            return IndexPath(row: row, section: section)
        }
    }

    /// Rebuilds the items after rows and sections changed. `oldPath` names the old row a
    /// new row continues (its height, measured state and cell carry over); `reloaded`
    /// names old rows that need a new cell and a new measurement. The anchor row (or
    /// the first surviving visible row after it) keeps its place on screen.
    func restructure(newCounts: [Int], oldSection: [Int?], reloaded: Set<IndexPath>, moved: Set<IndexPath> = [],
                     oldPath: (IndexPath) -> IndexPath?)
    {
        let anchor = pendingAnchor ?? captureAnchor()
        // Old item for each new item.
        var oldItemFor: [Int?] = []
        var newStarts: [Int] = []
        for (section, rows) in newCounts.enumerated() {
            newStarts.append(oldItemFor.count)
            let old = oldSection[section]
            oldItemFor.append(old.map { sectionStarts[$0] })
            for row in 0..<rows {
                oldItemFor.append(oldPath(IndexPath(row: row, section: section)).flatMap(item(for:)))
            }
            oldItemFor.append(old.map { sectionStarts[$0] + rowCounts[$0] + 1 })
        }
        let reloadedItems = Set(reloaded.compactMap(item(for:)))
        // A row moved elsewhere does not hold the screen in place: the rows around it do.
        let movedItems = Set(moved.compactMap(item(for:)))
        var newItemFor = [Int: Int]()
        for (new, old) in oldItemFor.enumerated() { if let old { newItemFor[old] = new } }

        // Views on screen follow their rows; the rest go back to the pools.
        var newVisible: [Int: View] = [:]
        for item in visible.keys.sorted() {
            if let new = newItemFor[item], !reloadedItems.contains(item) {
                newVisible[new] = visible[item]
            } else {
                retire(item)
            }
        }
        for view in pool.takeAllPrepared() { recycle(view) }

        let oldHeights = heights
        rowCounts = newCounts
        sectionStarts = newStarts
        visible = newVisible
        updateSharedEstimate()
        let estimates = oldItemFor.indices.map { oldItemFor[$0] == nil ? storedEstimate($0) : 0 }
        heights.remap(from: oldItemFor, reloaded: reloadedItems, estimates: estimates)
        // The anchor: its row if it survived, else the next surviving one.
        if let anchor, contentAnchor == .bottom, anchor.item == oldHeights.count - 1, !oldItemFor.isEmpty {
            pendingAnchor = Anchor(item: oldItemFor.count - 1, edge: .bottom, screen: anchor.screen)
        } else if let anchor {
            var candidate = anchor.item
            while candidate < oldHeights.count, newItemFor[candidate] == nil || movedItems.contains(candidate) { candidate += 1 }
            if let new = newItemFor[candidate] {
                let screen = anchor.edge == .top && candidate != anchor.item
                    ? anchor.screen + (oldHeights.offset(of: candidate) - oldHeights.offset(of: anchor.item))
                    : anchor.screen
                // When the anchor's row went away, the next one keeps its place only as far
                // as the offset stays within the content (with every row deleted, the offset
                // is back at the top, not a screen above it).
                pendingAnchor = Anchor(item: new, edge: anchor.edge, screen: screen, clamps: candidate != anchor.item)
            } else {
                // Everything from the anchor on went away: the last row before it keeps
                // its bottom where it was, kept within the content.
                var before = anchor.item - 1
                while before >= 0, newItemFor[before] == nil || movedItems.contains(before) { before -= 1 }
                if before >= 0, let new = newItemFor[before] {
                    let bottom = oldHeights.offset(of: before + 1) - oldHeights.offset(of: anchor.item)
                    let screen = (anchor.edge == .top ? anchor.screen : anchor.screen - oldHeights.height(anchor.item)) + bottom
                    pendingAnchor = Anchor(item: new, edge: .bottom, screen: screen, clamps: true)
                }
            }
        }
        setNeedsLayout()
    }

    // MARK: Scrolling

    /// Scrolls so the row sits at `position`, measuring it first if its height is
    /// unknown: it lands exactly there (within the content's bounds, as in UIKit).
    /// - SeeAlso: ``rectForRow(at:)``, ``contentOffset``
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) {
        guard !needsReload || dataSource != nil else { return }
        if needsReload || heights.key != measurementKey { layoutIfNeeded() }
        guard let item = item(for: indexPath) else {
            report("scrollToRow: no row \(indexPath.row) in section \(indexPath.section)")
            return
        }
        isUpdating = true
        if !heights.isMeasured(item) { measure(item) }
        isUpdating = false
        let inset = adjustedContentInset
        let viewport = Double(bounds.height - inset.top - inset.bottom)
        let height = heights.height(item)
        let top = heights.offset(of: item) - itemOffset
        var chosen = position
        if position == .none {
            if top >= Double(inset.top) && top + height <= Double(bounds.height - inset.bottom) {
                return
            }
            chosen = top < Double(inset.top) ? .top : .bottom
        }
        switch chosen {
        case .top, .none:
            pendingAnchor = Anchor(item: item, edge: .top, screen: Double(inset.top), clamps: true)
        case .middle:
            pendingAnchor = Anchor(item: item, edge: .top, screen: Double(inset.top) + (viewport - height) / 2, clamps: true)
        case .bottom:
            pendingAnchor = Anchor(item: item, edge: .bottom, screen: Double(bounds.height - inset.bottom), clamps: true)
        }
        let before = storedContentOffset
        storedContentOffset.y = CGFloat(anchorOffset(pendingAnchor!) + headerExtent)
        if storedContentOffset != before { delegate?.scrollViewDidScroll(self) }
        setNeedsLayout()
    }
}
