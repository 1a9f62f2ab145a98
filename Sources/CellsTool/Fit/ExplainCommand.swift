import ArgumentParser
import Demos
import Foundation
import InputPolicy
import Table
import Typesetting
import Views

/// `cells explain`: why a demo cell, or a row of a table demo, has its height.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why a demo cell or a table demo's row has its height.",
        discussion: """
        The chain of binding constraints that decides the height (nearest first, with \
        priorities), the text measured (font, width offered, lines and where they \
        start), hugging or compression resistance that gave way, constraints broken, \
        and what is ambiguous. With --json:
        {"size":{"width":…,"height":…},"decidedBy":[{"constraint":"…","kind":"…","priority":…,"binding":true,"slack":0}],
         "text":[{"view":"…","font":"…","width":…,"lines":…,"lineStarts":[…],"truncated":false}],
         "conflicts":[…],"broken":[…],"ambiguous":[…]}
        """
    )

    @Argument(help: "A demo cell (cells fit --list) or a table demo (\(TableDemo.all.map(\.name).joined(separator: ", "))).")
    var target: String

    @Option(help: "The row of a table demo.")
    var row: Int = 0

    @Option(help: "The width in points.")
    var width: Double = 375

    @Option(help: "Content size category: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 or a full name.")
    var category: String = "L"

    @Option(help: "The view to explain, by accessibility identifier (the cell itself by default).")
    var view: String?

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        try Limits.extent.check(width, argument: "--width")
        guard let sizeCategory = ContentSizeCategory(name: category) else {
            throw ToolError("unknown content size category \"\(category)\"")
        }
        let root: View
        if let demo = TableDemo.named(target) {
            try Limits.rowCount.check(row, argument: "--row")
            let session = ScrollSession(demo: demo, rows: max(row + 1, 1), width: CGFloat(width), height: 800,
                                        category: sizeCategory, layout: false)
            let cell = session.freshCell(at: IndexPath(row: row, section: 0))
            let height = session.table.fittingHeight(for: cell)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
            root = cell
        } else if let content = DemoCells.make(target) {
            _ = FitCommand.fit(content, width: CGFloat(width), category: sizeCategory, rightToLeft: false)
            root = content
        } else {
            throw ToolError("unknown cell or demo \"\(target)\" (cells fit --list names the cells; the table demos are "
                            + "\(TableDemo.all.map(\.name).joined(separator: ", ")))")
        }
        root.layoutIfNeeded()
        var subject = root
        if let view {
            guard let found = Self.find(view, in: root) else {
                throw ToolError("no view \"\(view)\" in \(target) (its views: \(Self.identifiers(in: root).joined(separator: ", ")))")
            }
            subject = found
        }
        let explanation = Explaining.explanation(of: subject)
        print(json ? Explaining.json(explanation).text : explanation.description)
    }

    static func find(_ identifier: String, in view: View) -> View? {
        if view.accessibilityIdentifier == identifier { return view }
        return view.subviews.lazy.compactMap { find(identifier, in: $0) }.first
    }

    static func identifiers(in view: View) -> [String] {
        (view.accessibilityIdentifier.map { [$0] } ?? []) + view.subviews.flatMap(identifiers)
    }
}

/// What `cells explain` and the live preview say of a view's size.
package enum Explaining {
    /// `view.explainLayout()`, with seed 003's pitfall said first for a cell: a content
    /// view that nothing gives a height collapses, and the row is UIKit's 44 (the
    /// constraints found only place the label).
    package static func explanation(of view: View) -> LayoutExplanation {
        var explanation = view.explainLayout()
        if let cell = view as? TableViewCell, cell.constraintsCollapseContentView {
            explanation.ambiguous.insert(TableViewCell.zeroHeightWarning(for: cell) + " (constraints that reach the cell "
                + "rather than its content view do not size it: \(cell.constraintsBypassingContentView.map(\.description).joined(separator: "; ")))", at: 0)
        }
        return explanation
    }

    package static func json(_ e: LayoutExplanation) -> JSON {
        .object([
            ("size", .object([("width", .number(Double(e.size.width))), ("height", .number(Double(e.size.height)))])),
            ("decidedBy", .array(e.decidedBy.map { d in
                .object([("constraint", .string(d.constraint)), ("kind", .string(d.kind.rawValue)),
                         ("priority", .number(Double(d.priority))), ("binding", .bool(d.binding)), ("slack", .number(d.slack))])
            })),
            ("text", .array(e.text.map { t in
                .object([("view", .string(t.view)), ("font", .string(t.font)), ("width", .number(t.width)),
                         ("lines", .number(Double(t.lines))), ("lineStarts", .array(t.lineStarts.map { .number(Double($0)) })),
                         ("truncated", .bool(t.isTruncated))])
            })),
            ("conflicts", .array(e.conflicts.map { .string($0) })),
            ("broken", .array(e.broken.map { .string($0) })),
            ("ambiguous", .array(e.ambiguous.map { .string($0) })),
        ])
    }
}
