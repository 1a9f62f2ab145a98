import Declarative
import Demos
import Foundation
import Hosting
import Table
import Testing
import Typesetting
import Views

/// Seed 000's table: the rows' heights must be what the declarative layout of each
/// row means at the table's width, first time, after reuse, in landscape and at
/// accessibility sizes.
@Suite struct HostingCellTests {
    /// Seed 000's data source.
    final class Source: TableViewDataSource {
        var rows = 60
        var repetitionsShift = 0
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            if indexPath.row % 6 == 0 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "complicated", for: indexPath)
                    as! HostingCell<ComplicatedCellView>
                cell.set(rootView: ComplicatedCellView(value: indexPath.row))
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "simple", for: indexPath) as! HostingCell<CellView>
            cell.set(rootView: simple(indexPath.row))
            return cell
        }
        func simple(_ row: Int) -> CellView {
            CellView(content: "Title Title Title ", numberOfRepetitions: (row + repetitionsShift) % 20 + 1)
        }
    }

    func makeTable(_ source: Source, width: CGFloat = 375, safeArea: Views.EdgeInsets = .zero) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 700))
        table.safeAreaInsets = safeArea
        table.register(HostingCell<ComplicatedCellView>.self, forCellReuseIdentifier: "complicated")
        table.register(HostingCell<CellView>.self, forCellReuseIdentifier: "simple")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    /// The declarative content's height at the row's width (inside the safe area), plus the separator.
    func expectedHeight(_ table: TableView, _ source: Source, row: Int) -> CGFloat {
        let category = table.traitCollection.preferredContentSizeCategory
        let width = table.bounds.width - table.safeAreaInsets.left - table.safeAreaInsets.right
        let separator = 1 / table.traitCollection.displayScale
        func height<V: Declarative.View>(_ view: V) -> CGFloat {
            let hosting = HostingView(rootView: view)
            hosting.contentInsets = .none
            hosting.traitOverrides.preferredContentSizeCategory = category
            return hosting.size(forWidth: width).height + separator
        }
        return row % 6 == 0 ? height(ComplicatedCellView(value: row)) : height(source.simple(row))
    }

    func check(_ table: TableView, _ source: Source) -> [String] {
        table.indexPathsForVisibleRows!.compactMap { path in
            let actual = table.rectForRow(at: path).height
            let expected = expectedHeight(table, source, row: path.row)
            let cell = table.cellForRow(at: path)!
            if abs(actual - expected) > 1e-9 || cell.frame.height != actual { return "row \(path.row): \(actual) vs \(expected)" }
            return nil
        }
    }

    @Test(arguments: [320.0, 375, 414])
    func firstPassHeightsFollowTheDeclarativeLayout(width: Double) {
        let source = Source()
        let table = makeTable(source, width: CGFloat(width))
        #expect(table.visibleCells.count >= 4)
        #expect(check(table, source).isEmpty)
    }

    @Test func reusedHostingCellsTakeTheNewContentsHeight() {
        let source = Source()
        let table = makeTable(source)
        for step in 1...40 {
            table.contentOffset.y = CGFloat(step * 83)
            table.layoutIfNeeded()
            #expect(check(table, source).isEmpty)
        }
        #expect(table.statistics.cellsCreated < 20)
        // New content in visible cells (a reload) re-measures them.
        source.repetitionsShift = 7
        table.reloadRows(at: table.indexPathsForVisibleRows!)
        table.layoutIfNeeded()
        #expect(check(table, source).isEmpty)
    }

    @Test func landscapeSafeAreaInsetsTheContent() {
        let source = Source()
        let table = makeTable(source, width: 852, safeArea: Views.EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(check(table, source).isEmpty)
        let cell = table.visibleCells[1] as! HostingCell<CellView>
        // The bar of the simple cell starts at the safe area, not under the notch.
        let bar = cell.hostingView.resolvedTree.flatMap { tree in firstShape(in: tree) }
        #expect(bar.map { $0.minX >= 59 } ?? false)
    }

    @Test func accessibilitySizesReMeasure() {
        let source = Source()
        let table = makeTable(source)
        let before = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        table.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > before * 1.5)
        #expect(check(table, source).isEmpty)
    }

    func firstShape(in element: ResolvedElement) -> CGRect? {
        if case .shape = element.content { return element.frame }
        for child in element.children { if let found = firstShape(in: child) { return found } }
        return nil
    }
}

extension HostingCellTests {
    /// Every hosted text draws exactly the lines it was measured with: the label that
    /// shows it lays out the same number of lines at its frame, and cuts nothing, at
    /// several widths and text sizes, first time and after reuse.
    static let textCases: [(Double, Typesetting.ContentSizeCategory)] = [(320, .large), (375, .large), (414, .accessibilityMedium),
                                                              (852, .extraLarge)]

    @Test(arguments: HostingCellTests.textCases)
    func hostedTextDrawsTheLinesItWasMeasuredWith(width: Double, category: Typesetting.ContentSizeCategory) {
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 700))
        table.traitOverrides.preferredContentSizeCategory = category
        table.register(HostingCell<ComplicatedCellView>.self, forCellReuseIdentifier: "complicated")
        table.register(HostingCell<CellView>.self, forCellReuseIdentifier: "simple")
        table.dataSource = source
        var texts = 0
        for step in 0..<12 {
            table.contentOffset.y = CGFloat(step * 211)
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                let hosting: Views.View = (cell as? HostingCell<CellView>)?.hostingView as Views.View?
                    ?? (cell as! HostingCell<ComplicatedCellView>).hostingView
                for label in labels(in: hosting) {
                    texts += 1
                    #expect(!label.isTruncated, "\(width) \(category): \(label.text ?? "") cut")
                }
                // The lines drawn are the lines of the layout the content measured.
                let tree = (cell as? HostingCell<CellView>)?.hostingView.resolvedTree
                    ?? (cell as! HostingCell<ComplicatedCellView>).hostingView.resolvedTree
                for (layout, label) in zip(textLayouts(in: tree!), labels(in: hosting)) {
                    let drawn = label.textLayout(drawnIn: label.bounds)!
                    #expect(drawn.lines.map(\.range) == layout.lines.map(\.range) && !drawn.isTruncated,
                            "\(width) \(category): \(label.text ?? "") draws \(drawn.lineCount) lines, measured \(layout.lineCount)")
                }
            }
        }
        #expect(texts > 30)
    }

    func textLayouts(in element: ResolvedElement) -> [TextLayout] {
        var result: [TextLayout] = []
        if case let .text(layout, _) = element.content { result.append(layout) }
        return result + element.children.flatMap { textLayouts(in: $0) }
    }

    func labels(in view: Views.View) -> [Label] {
        ((view as? Label).map { [$0] } ?? []) + view.subviews.flatMap { labels(in: $0) }
    }
}
