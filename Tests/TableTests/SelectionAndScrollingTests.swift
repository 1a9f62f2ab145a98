import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Table

/// The table as a scroll view (`UIScrollView`'s properties and delegate), and
/// selection: kept by index path across scrolling and reuse, told to the delegate on
/// a tap, shown by the cells.
@Suite struct SelectionAndScrollingTests {
    final class Source: TableViewDataSource, TableViewDelegate {
        var events: [String] = []
        var scrolls = 0
        var refuse: IndexPath?
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? TableViewCell(style: .default, reuseIdentifier: "cell")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath == refuse ? nil : indexPath
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { events.append("deselect \(indexPath.row)") }
        func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    }

    func table(_ source: Source) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func aTableIsAScrollViewWhoseDelegateHearsScrolling() {
        let source = Source()
        let table = table(source)
        let scrollView: ScrollView = table
        #expect(table.tableDelegate === source && scrollView.delegate === source)
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(source.scrolls == 2 && table.contentOffset.y == 300)
        table.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        table.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(table.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 54, right: 0))
        table.contentInsetAdjustmentBehavior = .never
        #expect(table.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        table.keyboardDismissMode = .onDrag
        table.showsVerticalScrollIndicator = false
        #expect(table.keyboardDismissMode == .onDrag && table.clipsToBounds)
    }

    @Test func selectionFollowsRowsThroughScrollingAndReuse() {
        let source = Source()
        let table = table(source)
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
        table.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(source.events == ["select 2", "deselect 2", "select 3"])
        // Scrolled away and back: the reused cells show the selection of their rows only.
        table.scrollToRow(at: IndexPath(row: 80, section: 0), at: .top)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
        table.layoutIfNeeded()
        #expect(table.visibleCells.filter(\.isSelected).map { table.indexPath(for: $0)!.row } == [3])
        // The selected cell draws the system's grey behind its content.
        let selected = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        let background = selected.subviews.first { $0.accessibilityIdentifier == "selectedBackground" }
        #expect(background?.isHidden == false && background?.frame == selected.bounds)
        // The delegate may refuse; selectRow and deselectRow say nothing to it.
        source.refuse = IndexPath(row: 5, section: 0)
        table.tapRow(at: IndexPath(row: 5, section: 0))
        table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 7, section: 0), animated: true)
        #expect(source.events == ["select 2", "deselect 2", "select 3"] && table.indexPathForSelectedRow == nil)
        // Several at once, a style without a look, no selection, and bad rows.
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        table.selectRow(at: IndexPath(row: 500, section: 0), animated: false, scrollPosition: .none)
        #expect(table.diagnostics.contains { $0.contains("row 500") })
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        table.allowsSelection = false
        table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == nil)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func selectionStyleNoneDrawsNothing() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(!cell.subviews.contains { $0.accessibilityIdentifier == "selectedBackground" && !$0.isHidden })
        cell.selectionStyle = .default
        #expect(cell.subviews.contains { $0.accessibilityIdentifier == "selectedBackground" && !$0.isHidden })
    }

    /// A plain scroll view lays its content out with its two guides, as UIKit forms do:
    /// the stack's width is the frame guide's, its edges the content guide's, and the
    /// content size follows; the offset moves the content.
    @Test func aScrollViewSizesItsContentWithItsGuides() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        var boxes: [View] = []
        for _ in 0..<8 {
            let box = View()
            box.heightAnchor.constraint(equalToConstant: 90).isActive = true
            stack.addArrangedSubview(box)
            boxes.append(box)
        }
        scrollView.addSubview(stack)
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(stack.frame == CGRect(x: 16, y: 0, width: 288, height: 8 * 90 + 7 * 10))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 790))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(stack.frame.minY == -300 && scrollView.contentSize.height == 790)
        #expect(scrollView.frameLayoutGuide.layoutFrame == scrollView.bounds)
        #expect(scrollView.clipsToBounds)
    }
}

extension SelectionAndScrollingTests {
    /// The table's header and footer views sit at the content's ends, as tall as their
    /// frames and the table's width; rows start below the header, the content size
    /// counts both, and scrolling to a row or finding one at a point allows for them.
    @Test func tableHeaderAndFooterViews() {
        let source = Source()
        let table = table(source)
        let firstRowHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
        let row0 = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(row0.convert(row0.bounds, to: table).minY == 120)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 120, width: 375, height: firstRowHeight))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 121)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 60)) == nil)
        // Scrolled to a row, the row is at the top and the header above the screen.
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top)
        table.layoutIfNeeded()
        let row10 = table.cellForRow(at: IndexPath(row: 10, section: 0))!
        #expect(abs(row10.convert(row10.bounds, to: table).minY) < 1e-9)
        #expect(header.frame.maxY <= 0)
        // At the end, the footer follows the last row and the content ends with it.
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom)
        table.layoutIfNeeded()
        let last = table.cellForRow(at: IndexPath(row: 99, section: 0))!
        #expect(abs(footer.frame.minY - last.convert(last.bounds, to: table).maxY) < 1e-9)
        #expect(abs(table.contentSize.height - (120 + table.rectForRow(at: IndexPath(row: 99, section: 0)).maxY - 120 + 60)) < 1e-9)
        // A label as the header (placed by its frame) is laid out on its own, without
        // laying the table out again (it once recursed until the stack ran out).
        let label = Label(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        label.text = "Three things to do today."
        table.tableHeaderView = label
        table.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: -table.contentOffset.y, width: 375, height: 44))
        // An empty footer (UIKit's idiom to end a table) takes no room.
        table.tableFooterView = View()
        table.layoutIfNeeded()
        #expect(footer.superview == nil && table.contentSize.height == table.rectForRow(at: IndexPath(row: 99, section: 0)).maxY)
    }

    /// A fractional offset, or estimated heights above, put rows between pixels: each
    /// visible row is shown on the pixel grid instead (text and separators stay sharp),
    /// still one after the other.
    @Test func rowsAreShownOnThePixelGrid() {
        let source = TextSource(sampleTexts(400))
        let table = makeTable(source)
        table.traitOverrides.displayScale = 3
        table.estimatedRowHeight = 61.37
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 5000.123)
        table.layoutIfNeeded()
        let cells = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(cells.count > 3)
        for cell in cells {
            let shown = cell.convert(cell.bounds, to: table).minY
            #expect(abs(shown * 3 - (shown * 3).rounded()) < 1e-6, "row at \(shown) is between pixels")
        }
        for (upper, lower) in zip(cells, cells.dropFirst()) {
            #expect(abs(upper.frame.maxY - lower.frame.minY) < 1e-6)
        }
    }
}
