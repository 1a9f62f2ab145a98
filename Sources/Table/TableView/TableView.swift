import Foundation
import Typesetting
import Views

/// A vertically scrolling list of rows in sections whose heights come from their
/// cells (`UITableView`), headless: it lays out and reuses cells for its
/// `contentOffset` and size, and a renderer draws the result.
///
/// Heights are right by design:
/// - a row's height is its cell's fitting height at the row's real width, measured
///   when the row is first needed and cached under the table's width, text size and
///   display scale and the row's content: a cache entry never serves anything else;
/// - a reused cell never carries its previous row's height (heights belong to rows);
/// - when an estimate turns into a measured height, or rows come and go above the
///   viewport, `contentOffset` moves so the anchor row (the first visible one, or the
///   last for ``ContentAnchor/bottom``) stays exactly where it was on screen;
/// - a width or trait change invalidates every height; visible rows are re-measured
///   in the same pass and the rest go back to estimates.
///
/// Heights and offsets live in a Fenwick tree (`HeightIndex`): finding the row at an
/// offset, or an offset of a row, and updating a height are O(log n).
open class TableView: ScrollView {
    /// The table's appearance (`UITableView.Style`).
    public enum Style: Hashable, Sendable { case plain, grouped, insetGrouped }
    /// Whether rows have a separator line below them (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Hashable, Sendable { case none, singleLine }
    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Hashable, Sendable { case none, top, middle, bottom }
    /// Accepted for source compatibility; the headless table does not animate.
    public enum RowAnimation: Hashable, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    /// Which row keeps its place on screen when heights above it change.
    public enum ContentAnchor: Hashable, Sendable {
        /// The first visible row's top stays put (feeds, settings).
        case firstVisibleRow
        /// The last visible row's bottom stays put (chats).
        case bottom
    }

    /// A height meaning "ask the cell" (or, for estimates, "learn from measured rows").
    public static let automaticDimension: CGFloat = -1

    /// Counts of the work the table did, for tests and tools.
    public struct Statistics: Hashable, Sendable {
        /// Rows (and section headers or footers) fitted with a cell, and rows whose
        /// height the delegate's `tableView(_:heightForRowAt:)` gave.
        public var rowsMeasured = 0
        /// Cells made because the reuse pool was empty.
        public var cellsCreated = 0
    }

    /// Plain, grouped or inset grouped, fixed at creation.
    public let style: Style
    /// Where sections, rows and cells come from; setting it reloads.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Fixed and estimated heights, section views and display events; setting it reloads.
    /// The table's delegate: a ``TableViewDelegate`` (which is a `ScrollViewDelegate`),
    /// typed as the scroll view's, as `UITableView.delegate` is in UIKit.
    open override weak var delegate: ScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? TableViewDelegate
            reloadData()
        }
    }
    /// ``delegate`` as a table view delegate (nil when it is only a scroll view's).
    public private(set) weak var tableDelegate: TableViewDelegate?

    /// Every row's height, unless the delegate says otherwise (automatic: the cell's fitting height).
    /// - SeeAlso: ``estimatedRowHeight``
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateAllHeights() } }
    /// The height assumed for rows not measured yet (automatic: the mean of measured rows, 44 at first).
    /// Zero asks for every height up front, as in UIKit.
    /// - SeeAlso: ``rowHeight``, ``precomputeRowHeights(threads:makeCell:configure:)``
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// Template cells for measuring rows the table does not show (every row of a table
    /// without estimates, again after a width or text-size change) on several threads
    /// at once; nil measures them one after another with the cell the pool hands back.
    ///
    /// With template cells, rows measured off screen never reach the data source's
    /// `tableView(_:cellForRowAt:)`: `configure` must set a cell up exactly as it does.
    /// - SeeAlso: ``precomputeRowHeights(threads:makeCell:configure:)``
    public var templateCells: TemplateCells?
    /// Every header's height, unless the delegate says otherwise (automatic: its view's fitting height).
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { invalidateAllHeights() } }
    /// The height assumed for headers not measured yet.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Every footer's height, unless the delegate says otherwise (automatic: its view's fitting height).
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { invalidateAllHeights() } }
    /// The height assumed for footers not measured yet.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension

    /// Separators below rows or none; their pixel counts in each row's height.
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { invalidateAllHeights() } }
    /// The separators' colour.
    public var separatorColor: Color? = .separator
    private var customSeparatorInset: EdgeInsets?
    /// The separators' insets (left and right used); by default they start where the cells' text does.
    public var separatorInset: EdgeInsets {
        get { customSeparatorInset ?? EdgeInsets(top: 0, left: cellMargins.left, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// Whether cells' margins widen to the readable content width (`cellLayoutMarginsFollowReadableWidth`).
    public var cellLayoutMarginsFollowReadableWidth = false { didSet { invalidateAllHeights() } }
    /// Which row stays put on screen when heights change above it.
    public var contentAnchor: ContentAnchor = .firstVisibleRow

    /// Whether rows can be selected (`allowsSelection`).
    public var allowsSelection = true
    /// Whether several rows can be selected at once (`allowsMultipleSelection`).
    public var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (`allowsSelectionDuringEditing`).
    public var allowsSelectionDuringEditing = false
    /// Whether the table is in editing mode (`isEditing`); set by ``setEditing(_:animated:)``
    /// or a table view controller's. Editable rows show their delete (or insert)
    /// control with the content moved in, movable ones a reorder control, and every
    /// height is measured again.
    public var isEditing = false { didSet { if isEditing != oldValue { invalidateAllHeights() } } }
    /// The selected rows.
    var selectedRows = Set<IndexPath>()
    /// A view above the first section (`tableHeaderView`), as tall as its frame. Set its
    /// frame's height before assigning it (or assign it again after changing it).
    public var tableHeaderView: View? { didSet { adopt(tableView: tableHeaderView, replacing: oldValue) } }
    /// A view below the last section (`tableFooterView`), as tall as its frame; an empty
    /// `View()` ends the table without anything after it, as UIKit code uses it.
    public var tableFooterView: View? { didSet { adopt(tableView: tableFooterView, replacing: oldValue) } }
    /// A view behind every row, the table's size (`backgroundView`).
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    var storedContentOffset = CGPoint.zero
    var offsetWasSet = false
    /// The adjusted top inset of the last layout (nil before the first).
    var lastAdjustedTop: CGFloat?
    /// The point of the content at the table's top-left corner.
    open override var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            storedContentOffset = newValue
            offsetWasSet = true
            contentOffsetDidChange()
        }
    }
    /// The size of all rows, headers and footers, as far as they are known (estimates
    /// included); the table sets it, setting it does nothing.
    open override var contentSize: CGSize {
        get { CGSize(width: bounds.width, height: CGFloat(headerExtent + heights.total + footerExtent)) }
        set {}
    }

    /// Problems the table noticed: unregistered identifiers, inconsistent updates,
    /// cells whose constraints give no height. Each is also printed once to stderr.
    public internal(set) var diagnostics: [String] = []
    /// How many rows were measured and cells made so far.
    public internal(set) var statistics = Statistics()

    // MARK: State

    /// Holds the cells; moved up by `contentOffset`, so scrolling moves one frame.
    let container = View()
    /// Sections as items: a header, the rows, a footer (headers and footers may be 0 high).
    var sectionStarts: [Int] = []
    var rowCounts: [Int] = []
    /// Every item's height, and which were measured under the current key.
    var heights = RowHeights()
    var needsReload = true
    var needsReestimate = false
    /// Views on screen, by item.
    var visible: [Int: View] = [:]
    /// Registrations, views waiting for reuse, and views dequeued for measuring.
    var pool = ReusePool()
    /// Items whose visible cell must be configured again in place (`reconfigureRows`).
    var reconfiguring: TableViewCell?
    var pendingAnchor: Anchor?
    var isUpdating = false
    var batchDepth = 0
    var batch = BatchUpdate()
    private var reported: Set<String> = []

    /// A table at `frame` in `style` (`UITableView(frame:style:)`).
    public init(frame: CGRect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        layer.masksToBounds = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        container.isLayoutBoundary = true
        container.accessibilityIdentifier = "contentView"
        addSubview(container)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        layoutRows()
        placeHeaderAndFooter()
    }

    // MARK: Registration and reuse

    /// Makes cells of `cellClass` for `identifier` when the pool is empty.
    /// - SeeAlso: ``dequeueReusableCell(withIdentifier:for:)``
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        pool.register(cellClass, for: identifier)
    }

    /// Makes header and footer views of `viewClass` for `identifier`.
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        pool.register(viewClass, for: identifier)
    }

    /// A cell for `indexPath`: one that left the screen (after `prepareForReuse`), or a
    /// new one of the registered class. An unregistered identifier is a programming
    /// error: it is reported in ``diagnostics`` by name and a plain cell is returned.
    /// - SeeAlso: ``register(_:forCellReuseIdentifier:)``
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        report("No cell is registered for reuse identifier \"\(identifier)\" (row \(indexPath.row) of section \(indexPath.section)); register a class with register(_:forCellReuseIdentifier:)")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable cell, or a new one of the registered class, or nil if none is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        guard let (cell, isNew) = pool.dequeueCell(identifier) else { return nil }
        if isNew { statistics.cellsCreated += 1 }
        return cell
    }

    /// A reusable header or footer view, or a new one of the registered class.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard let view = pool.dequeueHeaderFooter(identifier) else {
            report("No header or footer view is registered for reuse identifier \"\(identifier)\"")
            return nil
        }
        return view
    }

    /// Bytes a row takes to keep its height and offset: the height, its Fenwick sum
    /// and the generation it was measured in.
    public var heightStorageBytesPerRow: Int { RowHeights.bytesPerItem }

    /// The number of cells waiting for reuse.
    public var reusePoolCount: Int { pool.waitingCellCount }

    func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        diagnostics.append(message)
        FileHandle.standardError.write(Data("TableView: \(message)\n".utf8))
    }

    // MARK: Queries

    /// The number of sections, as of the last reload or update.
    public var numberOfSections: Int { rowCounts.count }

    /// The number of rows in a section (0 for one that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The visible cells, top to bottom.
    public var visibleCells: [TableViewCell] {
        visible.keys.sorted().compactMap { visible[$0] as? TableViewCell }
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visible.keys.sorted().compactMap { item -> IndexPath? in
            if case .row(let path) = kind(of: item) { return path }
            return nil
        }
        return paths
    }

    /// The cell on screen for `indexPath`, if any.
    /// - SeeAlso: ``indexPath(for:)``, ``visibleCells``
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let item = item(for: indexPath) else { return nil }
        return visible[item] as? TableViewCell
    }

    /// The row a visible cell shows (`indexPath(for:)`).
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard let item = visible.first(where: { $0.value === cell })?.key, case .row(let path) = kind(of: item) else {
            return nil
        }
        return path
    }

    /// The row's rectangle in content coordinates (its estimate if not measured yet).
    /// - SeeAlso: ``indexPathForRow(at:)``, ``scrollToRow(at:at:animated:)``
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let item = item(for: indexPath) else { return .zero }
        return rect(of: item).offsetBy(dx: 0, dy: CGFloat(headerExtent))
    }

    /// The header's rectangle in content coordinates (`.zero` for a missing section).
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard sectionStarts.indices.contains(section) else { return .zero }
        return rect(of: sectionStarts[section]).offsetBy(dx: 0, dy: CGFloat(headerExtent))
    }

    /// The footer's rectangle in content coordinates (`.zero` for a missing section).
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard sectionStarts.indices.contains(section) else { return .zero }
        return rect(of: sectionStarts[section] + rowCounts[section] + 1).offsetBy(dx: 0, dy: CGFloat(headerExtent))
    }

    /// The row at a point in content coordinates, if a row is there.
    /// - SeeAlso: ``rectForRow(at:)``
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let y = Double(point.y) - headerExtent
        guard y >= 0, y < heights.total, let item = heights.index(at: y) else { return nil }
        if case .row(let path) = kind(of: item) { return path }
        return nil
    }

    /// Whether the row's height is measured (rather than estimated) for the current width and traits.
    public func isHeightMeasured(at indexPath: IndexPath) -> Bool {
        guard let item = item(for: indexPath) else { return false }
        return heights.isMeasured(item)
    }

    // MARK: Items

    enum ItemKind: Equatable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    func item(for indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
              indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section] else { return nil }
        return sectionStarts[indexPath.section] + 1 + indexPath.row
    }

    func kind(of item: Int) -> ItemKind {
        // The last section starting at or before the item.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= item { low = mid } else { high = mid - 1 }
        }
        let offset = item - sectionStarts[low]
        if offset == 0 { return .header(low) }
        if offset == rowCounts[low] + 1 { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The x and width of items: inset grouped tables inset them by the margins.
    var itemInset: CGFloat {
        guard style == .insetGrouped else { return 0 }
        let inset = systemMargin + (isRightToLeft ? safeAreaInsets.right : safeAreaInsets.left)
        // Following the readable width, sections are no wider than it (with their own
        // margins inside), centred: Settings on a wide iPad.
        guard cellLayoutMarginsFollowReadableWidth else { return inset }
        let readable = readableWidth + 2 * systemMargin
        return max(inset, (bounds.width - readable) / 2)
    }

    var rowWidth: CGFloat { max(0, bounds.width - 2 * itemInset) }

    func rect(of item: Int) -> CGRect {
        CGRect(x: itemInset, y: CGFloat(heights.offset(of: item)), width: rowWidth, height: CGFloat(heights.height(item)))
    }

    /// UIKit's minimum side margin: 16 points in compact width, 20 in regular.
    var systemMargin: CGFloat {
        max(traitCollection.horizontalSizeClass == .regular ? 20 : 16, layoutMargins.left, layoutMargins.right)
    }

    /// The margins given to cells (left, right), before their safe area.
    var cellMargins: EdgeInsets {
        var side = systemMargin
        if cellLayoutMarginsFollowReadableWidth && style != .insetGrouped {
            let readable = readableWidth
            let safe = safeAreaInsets
            side = max(side, (bounds.width - safe.left - safe.right - readable) / 2)
        }
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The safe area cells get: the table's left and right insets, except in inset
    /// grouped tables, whose rows are already inset clear of it.
    var cellSafeArea: EdgeInsets {
        style == .insetGrouped ? .zero : EdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right)
    }

    /// One pixel for a separator below each row, or none.
    var separatorHeight: CGFloat { separatorStyle == .none ? 0 : 1 / traitCollection.displayScale }

    /// What heights are measured under now.
    package var measurementKey: MeasurementKey {
        MeasurementKey(rowWidth: rowWidth, traits: traitCollection, margins: cellMargins, safeArea: cellSafeArea,
                       separatorHeight: separatorHeight, separatorInset: separatorInset, editing: isEditing)
    }
}
