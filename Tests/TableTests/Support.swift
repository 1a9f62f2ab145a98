import Foundation
import Testing
import Typesetting
import Views
@testable import Table

/// A cell with one wrapping label pinned to the content view's margins.
final class TextCell: TableViewCell {
    let label = Label()
    var prepared = 0

    required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        label.text = nil
    }
}

/// A cell whose content is one box of a fixed height: its row height is known by hand.
final class BoxCell: TableViewCell {
    let box = View()
    lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 50)

    required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            boxHeight,
        ])
    }
}

/// Rows of text, one section (or several), for tests.
final class TextSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []

    init(_ texts: [String]) { sections = [texts] }
    init(sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
        cell.label.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
}

/// `rows` rows of one registered cell, each configured by `configure`.
final class RowsSource: TableViewDataSource {
    let rows: Int
    let identifier: String
    let configure: (TableViewCell, IndexPath) -> Void

    init(rows: Int, identifier: String, configure: @escaping (TableViewCell, IndexPath) -> Void = { _, _ in }) {
        self.rows = rows
        self.identifier = identifier
        self.configure = configure
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        configure(cell, indexPath)
        return cell
    }
}

/// Sentences of varied length, deterministic.
func sampleTexts(_ count: Int, seed: Int = 1) -> [String] {
    let words = ["layout", "cells", "height", "reuse", "scroll", "anchor", "estimate", "measure", "width", "text",
                 "Fenwick", "table", "row", "constraint", "solver", "label"]
    var state = UInt64(seed) &* 6364136223846793005 &+ 1442695040888963407
    return (0..<count).map { index in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let length = 1 + Int((state >> 33) % 40)
        return "\(index): " + (0..<length).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ")
    }
}

func makeTable(_ source: TextSource, width: CGFloat = 375, height: CGFloat = 600,
               style: TableView.Style = .plain) -> TableView
{
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.register(TextCell.self, forCellReuseIdentifier: "text")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}

/// A fresh cell configured like the table's, fitted at the table's row width: what
/// every visible row's height must equal.
func freshHeight(_ text: String, in table: TableView) -> CGFloat {
    let cell = TextCell(style: .default, reuseIdentifier: nil)
    cell.label.text = text
    return table.fittingHeight(for: cell)
}

/// Visible cells whose frame height differs from a fresh fitting of their row.
func mismatches(_ table: TableView, _ source: TextSource) -> [String] {
    var wrong: [String] = []
    for cell in table.visibleCells {
        guard let path = table.indexPath(for: cell) else { wrong.append("a visible cell has no row"); continue }
        let expected = freshHeight(source.sections[path.section][path.row], in: table)
        if abs(cell.frame.height - expected) > 1e-9 { wrong.append("row \(path.row): \(cell.frame.height) vs \(expected)") }
        if cell.frame != table.rectForRow(at: path) { wrong.append("row \(path.row): frame \(cell.frame) vs rect \(table.rectForRow(at: path))") }
    }
    return wrong
}

