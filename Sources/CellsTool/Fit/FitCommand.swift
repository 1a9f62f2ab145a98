import ArgumentParser
import Demos
import Foundation
import InputPolicy
import Typesetting
import Table
import Views

/// `cells fit`: measures a demo cell at a width and dumps its layout.
struct FitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Fit a demo cell to a width and print its size and every subview's frame.",
        discussion: """
        With --json: {"size":{"width":…,"height":…},
                      "views":[{"path":"contentView/contentStack/…","type":"Label","frame":{"x":…,"y":…,"width":…,"height":…},"truncated":false}],
                      "diagnostics":[…]}
        "truncated" is given for labels and text views: whether the text drawn leaves
        anything out. Frames are in the cell's coordinates. Widths of 768 points or more are a regular size class.
        """
    )

    @Argument(help: "The demo cell (see --list).")
    var cell: String?

    @Flag(help: "List the demo cells.")
    var list = false

    @Option(help: "The cell's width in points.")
    var width: Double = 375

    @Option(help: "Content size category: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 or a full name.")
    var category: String = "L"

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        if list {
            print(DemoCells.names.joined(separator: "\n"))
            return
        }
        guard let cell else { throw ToolError("name a demo cell (cells fit --list names them)") }
        guard let content = DemoCells.make(cell) else {
            throw ToolError("unknown cell \"\(cell)\" (expected one of \(DemoCells.names.joined(separator: ", ")))")
        }
        try Limits.extent.check(width, argument: "--width")
        guard let sizeCategory = ContentSizeCategory(name: category) else {
            throw ToolError("unknown content size category \"\(category)\"")
        }
        let (size, views) = Self.fit(content, width: CGFloat(width), category: sizeCategory, rightToLeft: rtl)
        var diagnostics = content.layoutDiagnostics + content.ambiguityReport()
        if let cell = content as? TableViewCell, cell.constraintsCollapseContentView {
            diagnostics.insert(TableViewCell.zeroHeightWarning(for: cell), at: 0)
        }
        if json {
            print(JSON.object([
                ("size", .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])),
                ("views", .array(views.map { entry in
                    var fields: [(String, JSON)] = [
                        ("path", .string(entry.path)), ("type", .string(entry.type)),
                        ("frame", .object([("x", .number(Double(entry.frame.minX))), ("y", .number(Double(entry.frame.minY))),
                                           ("width", .number(Double(entry.frame.width))),
                                           ("height", .number(Double(entry.frame.height)))])),
                    ]
                    if let truncated = entry.truncated { fields.append(("truncated", .bool(truncated))) }
                    return .object(fields)
                })),
                ("diagnostics", .array(diagnostics.map { .string($0) })),
            ]).text)
        } else {
            print("\(cell) at \(JSON.format(width)) pt: \(JSON.format(Double(size.width))) × \(JSON.format(Double(size.height)))")
            for entry in views {
                let depth = entry.path.split(separator: "/").count - 1
                let f = entry.frame
                let numbers = [f.minX, f.minY, f.width, f.height].map { JSON.format(Double($0)) }
                print(String(repeating: "  ", count: depth)
                      + "\(entry.path.split(separator: "/").last!) <\(entry.type)> (\(numbers.joined(separator: ", ")))"
                      + (entry.truncated == true ? " truncated" : ""))
            }
            for line in diagnostics { print("! \(line)") }
        }
    }

    struct Entry {
        var path: String
        var type: String
        var frame: CGRect
        /// For labels and text views: whether the text drawn leaves anything out.
        var truncated: Bool?
    }

    /// Fits `content` to `width` (height by `systemLayoutSizeFitting`), lays it out
    /// at that size and lists every view's frame in the content's coordinates.
    static func fit(_ content: View, width: CGFloat, category: ContentSizeCategory, rightToLeft: Bool) -> (CGSize, [Entry]) {
        content.traitOverrides.preferredContentSizeCategory = category
        content.traitOverrides.horizontalSizeClass = width >= 768 ? .regular : .compact
        content.traitOverrides.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        var size = content.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        // A cell whose content view collapses gets UIKit's standard height, as in a table.
        if content is TableViewCell, size.height <= 0 { size.height = 44 }
        content.frame = CGRect(origin: .zero, size: size)
        content.layoutIfNeeded()
        var entries: [Entry] = []
        func visit(_ view: View, path: String, origin: CGPoint) {
            let scale = content.displayScale
            let snap = { (v: CGFloat) in PixelGrid.round(v, scale: scale) }
            let raw = view === content ? CGRect(origin: .zero, size: view.frame.size)
                : view.frame.offsetBy(dx: origin.x, dy: origin.y)
            let frame = CGRect(x: snap(raw.minX), y: snap(raw.minY), width: snap(raw.width), height: snap(raw.height))
            let name = view.accessibilityIdentifier ?? "\(type(of: view))"
            let here = path.isEmpty ? name : "\(path)/\(name)"
            let truncated = (view as? Label)?.isTruncated ?? (view as? TextView)?.isTruncated
            entries.append(Entry(path: here, type: "\(type(of: view))", frame: frame, truncated: truncated))
            for subview in view.subviews { visit(subview, path: here, origin: frame.origin) }
        }
        visit(content, path: "", origin: .zero)
        return (size, entries)
    }
}
