import Foundation
import Table
import Typesetting
import Views

/// Seed 002's protocol: how a table controller answers `heightForRowAt`, so that
/// strategies can be swapped to compare them.
public protocol HeightCalculationStrategy: AnyObject {
    /// The width heights are calculated for; set it when the table's width changes
    /// (the article sets it in `viewWillAppear` and after a rotation).
    var cellWidth: CGFloat { get set }

    /// The height of a cell holding `content` at `indexPath`, as it will appear in the table.
    func getHeight(for content: ChatMessage, at indexPath: IndexPath) -> CGFloat
}

/// What both strategies share (the article's common base class): a privately held
/// "sizer" cell, configured with a row's content and fitted at ``cellWidth`` with the
/// table's margins and traits (``TableView/fittingHeight(for:)``).
public class SizerHeightCalculationStrategy {
    /// The table the heights are for (its margins, traits and separator count).
    public weak var tableView: TableView?
    /// The messages, in row order.
    public let dataSource: [ChatMessage]
    /// The width heights are calculated for.
    public var cellWidth: CGFloat = 0 {
        didSet { if cellWidth != oldValue { widthDidChange() } }
    }
    let sizer = ChatCell()

    init(tableView: TableView, dataSource: [ChatMessage]) {
        self.tableView = tableView
        self.dataSource = dataSource
    }

    /// The sizer's height for `content` (`sizer.setup(content:).cellHeightForContent`):
    /// fitted by the table at its row width, so it equals a shown cell's height exactly
    /// (the article rounded to whole points; a row is as tall as its cell here).
    func height(for content: ChatMessage) -> CGFloat {
        guard let tableView else { return 0 }
        return tableView.fittingHeight(for: sizer.setup(content: content))
    }

    func widthDidChange() {}
}

/// The article's cached strategy: every height calculated in one shot the first time
/// one is asked for, and again after ``cellWidth``, the text size, the margins or the
/// safe area change. Here the
/// shot runs on `threads` threads, a sizer cell each (``TableView/fittingHeights(ofRowsAt:threads:makeCell:configure:)``).
public final class CachedHeightCalculationStrategy: SizerHeightCalculationStrategy, HeightCalculationStrategy {
    private var heights: [CGFloat] = []
    /// What the heights were calculated for: the table's row width, margins, safe
    /// area and traits (a rotation changes the safe area as well as the width).
    private var calculatedFor: MeasurementKey?
    /// Threads the one shot runs on.
    public var threads = 2

    public override init(tableView: TableView, dataSource: [ChatMessage]) {
        super.init(tableView: tableView, dataSource: dataSource)
    }

    public func getHeight(for content: ChatMessage, at indexPath: IndexPath) -> CGFloat {
        if heights.count == 0 || calculatedFor != tableView?.measurementKey { calculateAll() }
        return indexPath.row < heights.count ? heights[indexPath.row] : height(for: content)
    }

    /// Calculates every height now; returns how many.
    @discardableResult
    public func calculateAll() -> Int {
        guard let tableView else { return 0 }
        calculatedFor = tableView.measurementKey
        let messages = dataSource
        heights = tableView.fittingHeights(ofRowsAt: messages.indices.map { IndexPath(row: $0, section: 0) }, threads: threads,
                                           makeCell: { ChatCell() },
                                           configure: { cell, path in (cell as! ChatCell).setup(content: messages[path.row]) })
        return heights.count
    }

    override func widthDidChange() { heights = [] }
}

/// The article's estimated strategy: the table estimates rows it has not shown, and
/// each row's height is calculated with the sizer when the table asks for it.
public final class EstimatedHeightCalculationStrategy: SizerHeightCalculationStrategy, HeightCalculationStrategy {
    public override init(tableView: TableView, dataSource: [ChatMessage]) {
        super.init(tableView: tableView, dataSource: dataSource)
    }

    public func getHeight(for content: ChatMessage, at indexPath: IndexPath) -> CGFloat { height(for: content) }
}
