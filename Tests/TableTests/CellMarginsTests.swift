import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Table

/// Seed 003's margins: the cell's vertical margins grow with the text size, the
/// content view keeps 11 unless it preserves the cell's, content tied to the cell's
/// own margins collapses to UIKit's 44 with a warning, and readable widths follow
/// the text size.
@Suite struct CellMarginsTests {
    /// A cell whose label is pinned to a guide chosen by `pin`.
    final class PinnedCell: TableViewCell {
        enum Pin { case contentMargins, preservedContentMargins, cellMargins, cellMarginsNamedFirst }
        let label = Label()
        var pin = Pin.contentMargins {
            didSet { configure() }
        }
        private var pins: [LayoutConstraint] = []

        required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            configure()
        }

        private func configure() {
            LayoutConstraint.deactivate(pins)
            contentView.preservesSuperviewLayoutMargins = pin == .preservedContentMargins
            let guide = pin == .cellMargins ? layoutMarginsGuide : contentView.layoutMarginsGuide
            pins = [
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            ] + (pin == .cellMarginsNamedFirst ? [
                // The cell's guide as the constraints' first item: filed with the cell.
                layoutMarginsGuide.topAnchor.constraint(equalTo: label.topAnchor),
                layoutMarginsGuide.bottomAnchor.constraint(equalTo: label.bottomAnchor),
            ] : [
                label.topAnchor.constraint(equalTo: guide.topAnchor),
                label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            LayoutConstraint.activate(pins)
        }
    }

    final class Source: TableViewDataSource {
        let pins: [PinnedCell.Pin]
        init(_ pins: [PinnedCell.Pin]) { self.pins = pins }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { pins.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = PinnedCell(style: .default, reuseIdentifier: nil)
            cell.pin = pins[indexPath.row]
            cell.label.text = "Text that matches the built-in cells"
            return cell
        }
    }

    func table(_ source: Source, category: ContentSizeCategory) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 800), style: .plain)
        table.traitOverrides.preferredContentSizeCategory = category
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    @Test func verticalMarginsGrowWithTheTextSize() {
        #expect(TableViewCell.verticalMargin(for: .large) == 11)
        #expect(TableViewCell.verticalMargin(for: .extraSmall) < 11)
        #expect(abs(TableViewCell.verticalMargin(for: .accessibilityExtraExtraExtraLarge) - 11 * 53 / 17) <= 1.0 / 3)
        let table = table(Source([.contentMargins, .preservedContentMargins]), category: .accessibilityExtraExtraExtraLarge)
        let cramped = table.visibleCells[0] as! PinnedCell, matching = table.visibleCells[1] as! PinnedCell
        let cellMargin = TableViewCell.verticalMargin(for: .accessibilityExtraExtraExtraLarge)
        #expect(cramped.layoutMargins.top == cellMargin && cramped.layoutMargins.left == 16)
        // The content view's own margins: 11 above, the cell's 16 on the sides.
        #expect(cramped.label.frame.minY == 11 && cramped.label.frame.minX == 16)
        // Preserving the cell's margins: as far in as the built-in styles.
        #expect(matching.label.frame.minY == cellMargin && matching.label.frame.minX == 16)
        #expect(abs(matching.frame.height - cramped.frame.height - 2 * (cellMargin - 11)) <= 1.0 / 3 + 1e-9)
        #expect(table.diagnostics.isEmpty)
    }

    @Test func builtInStylesKeepTheCellsMargins() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 800), style: .plain)
        table.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        final class One: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Title"
                cell.detailTextLabel?.text = "Detail"
                return cell
            }
        }
        let source = One()
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.visibleCells[0]
        let margin = TableViewCell.verticalMargin(for: .accessibilityLarge)
        #expect(margin > 20)
        #expect(abs(cell.textLabel!.frame.minY - margin) <= 1.0 / 3)
        #expect(abs(cell.frame.height - 1.0 / 3 - cell.detailTextLabel!.frame.maxY - margin) <= 1.0 / 3)
    }

    /// The article's zero-height case: content pinned to the cell's own margins gives
    /// the content view no height, so the row is UIKit's 44 and the table warns,
    /// naming the cell; pinned to the content view's preserved margins it self-sizes.
    @Test func contentPinnedToTheCellsMarginsCollapsesTo44() {
        let table = table(Source([.cellMargins, .preservedContentMargins, .cellMarginsNamedFirst]), category: .accessibilityMedium)
        let broken = table.visibleCells[0] as! PinnedCell, fixed = table.visibleCells[1] as! PinnedCell
        #expect(broken.frame.height == 44)
        #expect(fixed.frame.height > 100)
        #expect(table.visibleCells[2].frame.height == 44)
        #expect(broken.constraintsBypassingContentView.count == 2)
        #expect(fixed.constraintsBypassingContentView.isEmpty)
        #expect(table.visibleCells[2].constraintsBypassingContentView.count == 2)
        #expect(table.diagnostics.count == 1)
        #expect(table.diagnostics[0].contains("height of zero") && table.diagnostics[0].contains("PinnedCell"))
        #expect(table.diagnostics[0].contains("44"))
    }

    @Test func readableWidthFollowsTheTextSize() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 2000, height: 100))
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        for (category, body) in [(ContentSizeCategory.large, 17.0), (.extraSmall, 14), (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28)] {
            view.traitOverrides.preferredContentSizeCategory = category
            view.layoutIfNeeded()
            #expect(abs(label.frame.width - (672 * body / 17).rounded()) < 1e-6, "\(label.frame.width) \(category)")
        }
    }

    @Test func theSeparatorStartsUnderTheTextBesideAnImage() {
        final class One: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Wi-Fi"
                if indexPath.row == 0 { cell.imageView?.image = Image(systemName: "wifi", pointSize: 17) }
                return cell
            }
        }
        let source = One()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        let withImage = table.visibleCells[0], plain = table.visibleCells[1]
        let separator = { (cell: TableViewCell) in cell.subviews.first { $0.accessibilityIdentifier == "separator" }!.frame }
        #expect(separator(plain).minX == 16)
        #expect(separator(withImage).minX == withImage.textLabel!.frame.minX)
        #expect(separator(withImage).minX > 16 + 17)
    }

    /// Symbol images in a built-in style's image view follow the text size, as the
    /// Settings app's icons do; other image views keep their image's size.
    @Test func symbolImagesFollowTheTextSize() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView?.image = Image(systemName: "wifi", pointSize: 17)
        let plain = ImageView(image: Image(systemName: "wifi", pointSize: 17))
        for (category, body) in [(ContentSizeCategory.large, 17.0), (.extraSmall, 14), (.accessibilityExtraExtraExtraLarge, 53)] {
            cell.traitOverrides.preferredContentSizeCategory = category
            plain.traitOverrides.preferredContentSizeCategory = category
            cell.layoutIfNeeded()
            #expect(abs(cell.imageView!.intrinsicContentSize.width - body) <= 1.0 / 3, "\(category)")
            #expect(plain.intrinsicContentSize.width == 17)
        }
    }
}

extension CellMarginsTests {
    /// On a phone on its side, separators start 16 points into the safe area, clear of
    /// the notch, as UIKit's do.
    @Test func separatorsStartInTheSafeArea() {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row"
                return cell
            }
        }
        let source = Rows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 852, height: 393), style: .plain)
        table.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.visibleCells[0]
        let separator = cell.subviews.first { $0.accessibilityIdentifier == "separator" }!
        #expect(abs(separator.frame.minX - 75) < 1e-9)
        #expect(abs(cell.textLabel!.convert(cell.textLabel!.bounds, to: cell).minX - 75) < 1e-9)
    }
}
