import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Table

/// The built-in styles, accessories and section headers, as UIKit lays them out.
@Suite struct CellStyleTests {
    final class Source: TableViewDataSource {
        var rows: [(TableViewCell.CellStyle, String, String?, TableViewCell.AccessoryType, Bool)]
        var headers: [String?] = [nil]
        init(_ rows: [(TableViewCell.CellStyle, String, String?, TableViewCell.AccessoryType, Bool)]) { self.rows = rows }
        func numberOfSections(in tableView: TableView) -> Int { headers.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let (style, text, detail, accessory, toggle) = rows[indexPath.row]
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = text
            cell.textLabel?.numberOfLines = 0
            cell.detailTextLabel?.text = detail
            cell.accessoryType = accessory
            if toggle { cell.accessoryView = Switch() }
            return cell
        }
    }

    func table(_ source: Source, category: ContentSizeCategory = .large, style: TableView.Style = .plain) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 800), style: style)
        table.traitOverrides.preferredContentSizeCategory = category
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    @Test func defaultRowsAre44PointsWithTheTextCentredInTheMargins() {
        let source = Source([(.default, "Wi-Fi", nil, .disclosureIndicator, false)])
        let table = table(source)
        let cell = table.visibleCells[0]
        #expect(cell.frame.height == 44)
        let label = cell.textLabel!
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.midY - (44 - 1.0 / 3) / 2) <= 1.0 / 3)
        // The chevron sits at the trailing margin, and the content view stops before it.
        let chevron = cell.subviews.first { $0.accessibilityIdentifier == "accessory" }!
        #expect(chevron.frame.maxX == CGFloat(359))
        #expect(cell.contentView.frame.maxX <= chevron.frame.minX)
    }

    /// A reused cell whose image goes away (or comes back) lays its text out as a fresh
    /// cell would: at the margin without an image, after it with one. (Found by the live
    /// preview: Settings' Wi-Fi row reused for the Checkmark row kept the gap.)
    @Test func anImageTakenAwayOrGivenBackMovesTheText() {
        func laidOut(_ cell: TableViewCell) -> (CGRect, CGRect) {
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            cell.layoutIfNeeded()
            return (cell.imageView!.frame, cell.textLabel!.frame)
        }
        func fresh(image: Bool, text: String) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = text
            cell.imageView?.image = image ? Image(systemName: "wifi", pointSize: 17) : nil
            return cell
        }
        let reused = fresh(image: true, text: "Wi-Fi")
        _ = laidOut(reused)
        reused.textLabel?.text = "Checkmark"
        reused.imageView?.image = nil
        #expect(laidOut(reused).1 == laidOut(fresh(image: false, text: "Checkmark")).1)
        #expect(laidOut(reused).1.minX == 16)
        #expect(reused.imageView!.frame.size == .zero && !reused.imageView!.hasAmbiguousLayout)
        reused.textLabel?.text = "Wi-Fi"
        reused.imageView?.image = Image(systemName: "wifi", pointSize: 17)
        let again = laidOut(reused), expected = laidOut(fresh(image: true, text: "Wi-Fi"))
        #expect(again.0 == expected.0 && again.1 == expected.1)
        #expect(again.1.minX == 49)
    }

    @Test func subtitleStacksTheDetailUnderTheText() {
        let source = Source([(.subtitle, "Title", "A subtitle", .none, false)])
        let cell = table(source).visibleCells[0]
        #expect(cell.detailTextLabel!.frame.minY >= cell.textLabel!.frame.maxY)
        #expect(cell.detailTextLabel!.frame.minX == cell.textLabel!.frame.minX)
        #expect(cell.frame.height > 44)
    }

    @Test func value1SitsOnOneLineThenStacksAtAccessibilitySizes() {
        let source = Source([(.value1, "Version", "17.2", .none, false)])
        var cell = table(source).visibleCells[0]
        #expect(cell.detailTextLabel!.frame.maxX == CGFloat(359))
        #expect(abs(cell.detailTextLabel!.frame.midY - cell.textLabel!.frame.midY) < 1)
        cell = table(source, category: .accessibilityExtraExtraLarge).visibleCells[0]
        #expect(cell.detailTextLabel!.frame.minY >= cell.textLabel!.frame.maxY)
        #expect(cell.detailTextLabel!.frame.minX == 16)
    }

    @Test func aSwitchAccessoryMovesBelowTheTextAtAccessibilitySizes() {
        let source = Source([(.default, "Airplane Mode, with a long title that wraps at large sizes", nil, .none, true)])
        var cell = table(source).visibleCells[0]
        var toggle = cell.accessoryView!
        #expect(toggle.frame.maxX == CGFloat(359))
        #expect(toggle.frame.width == 51 && abs(toggle.frame.height - 31) <= 1.0 / 3 + 1e-9)
        #expect(cell.textLabel!.frame.maxX <= toggle.frame.minX)
        cell = table(source, category: .accessibilityExtraExtraExtraLarge).visibleCells[0]
        toggle = cell.accessoryView!
        #expect(toggle.frame.minX == 16)
        #expect(toggle.frame.minY >= cell.textLabel!.frame.maxY)
        #expect(cell.textLabel!.frame.width > 300)
        #expect(cell.frame.height >= toggle.frame.maxY + 11)
    }

    @Test func sectionTitlesSizeThemselves() {
        let source = Source([(.default, "Row", nil, .none, false)])
        source.headers = ["First", "Second section, whose title is long enough to wrap over more than one line here"]
        let table = table(source, style: .grouped)
        let first = table.rectForHeader(inSection: 0)
        let second = table.rectForHeader(inSection: 1)
        #expect(first.height > 30)
        #expect(second.height > first.height)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == first.maxY)
        let insetGrouped = self.table(source, style: .insetGrouped)
        #expect(insetGrouped.visibleCells[0].frame.minX == 16)
        #expect(insetGrouped.visibleCells[0].frame.width == CGFloat(343))
    }

    @Test func cellMarginsFollowTheSafeAreaAndReadableWidth() {
        let source = Source([(.default, "Row", nil, .none, false)])
        let landscape = TableView(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        landscape.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        landscape.dataSource = source
        landscape.layoutIfNeeded()
        #expect(landscape.visibleCells[0].textLabel!.frame.minX == CGFloat(75))
        #expect(landscape.adjustedContentInset.bottom == 21)
        let wide = TableView(frame: CGRect(x: 0, y: 0, width: 1024, height: 600))
        wide.traitOverrides.horizontalSizeClass = .regular
        wide.cellLayoutMarginsFollowReadableWidth = true
        wide.dataSource = source
        wide.layoutIfNeeded()
        #expect(wide.visibleCells[0].textLabel!.frame.minX == CGFloat(176))
    }
}

@Suite struct TableAppearanceTests {
    final class Source: TableViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: "plain")
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.separatorInset = EdgeInsets(top: 0, left: 100_000, bottom: 0, right: 0)
            return cell
        }
    }

    @Test func contentStartsBelowTheSafeAreaAndStaysThere() {
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
        table.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == -59)
        table.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == -20)
    }

    @Test func insetGroupedSectionsRoundTheirOuterCorners() {
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
        table.dataSource = source
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells.count == 6)
        #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cells[1].layer.cornerRadius == 0)
        #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(cells[2].separatorView.isHidden && !cells[1].separatorView.isHidden)
        #expect(cells.allSatisfy { $0.backgroundColor == .secondarySystemGroupedBackground })
        // A separator inset wider than the cell empties the separator; the cell keeps its width.
        #expect(cells.allSatisfy { $0.frame.width == CGFloat(393 - 32) })
    }
}

@Suite struct FloatingHeaderTests {
    final class Source: TableViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: "plain")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func header(_ table: TableView, _ section: Int) -> View? {
        table.visible[table.sectionStarts[section]]
    }

    @Test func plainHeadersFloatAtTheTopUntilTheirSectionEnds() {
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        table.dataSource = source
        table.layoutIfNeeded()
        let section1 = table.rectForHeader(inSection: 1)
        // Inside section 1: its header sits at the top of the viewport, over the rows.
        table.contentOffset.y = section1.minY + 150
        table.layoutIfNeeded()
        let floating = header(table, 1)!
        #expect(close(floating.frame.minY, table.contentOffset.y))
        #expect(table.container.subviews.last === floating)
        // Near its end: pushed up by section 2's header.
        let section2 = table.rectForHeader(inSection: 2)
        table.contentOffset.y = section2.minY - 10
        table.layoutIfNeeded()
        #expect(close(header(table, 1)!.frame.maxY, section2.minY))
        // Grouped tables do not float.
        let grouped = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .grouped)
        grouped.dataSource = source
        grouped.layoutIfNeeded()
        grouped.contentOffset.y = grouped.rectForHeader(inSection: 1).minY + 150
        grouped.layoutIfNeeded()
        #expect(header(grouped, 1) == nil)
    }
}
