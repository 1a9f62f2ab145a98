import Controllers
import Demos
import Foundation
import Rendering
import Table
import Typesetting
import Views

/// One demo screen shown in a window and drawn to a file: what `cells render` and
/// `cells demo` do, with every input checked first.
package struct ScreenRender {
    var screen: DemoScreen
    var options: [String: String] = [:]
    var device: Device = .iPhone15
    var orientation: DeviceOrientation = .portrait
    var category: ContentSizeCategory = .large
    var dark = false
    var rightToLeft = false
    /// Pixels per point; the device's when nil.
    var scale: CGFloat?
    var scroll: Scroll = .none
    /// Whether to draw a table's whole content rather than the screen.
    var full = false
    var debug = false

    enum Scroll: Equatable {
        case none
        case toRow(IndexPath)
        case offset(CGFloat)
    }

    /// What was drawn.
    struct Result {
        var path: String
        var pointSize: CGSize
        var pixelSize: CGSize
        var diagnostics: [String]
    }

    /// Makes the window with the screen's root controller, laid out as asked.
    func makeWindow() throws -> Window {
        let controller = try screen.makeViewController(options: options)
        let window = Window(device: device, orientation: orientation)
        window.preferredContentSizeCategory = category
        window.userInterfaceStyle = dark ? .dark : .light
        window.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        if let scale { window.displayScale = scale }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = ScreenRender.firstTable(in: window.view)
        switch scroll {
        case .none: break
        case .toRow(let path):
            guard let table else { throw ToolError("\(screen.name) has no table to scroll") }
            guard path.section < table.numberOfSections, path.row >= 0, path.row < table.numberOfRows(inSection: path.section) else {
                throw ToolError("\(screen.name) has no row \(path.row) in section \(path.section) "
                                + "(section \(min(path.section, max(0, table.numberOfSections - 1))) has "
                                + "\(table.numberOfRows(inSection: min(path.section, max(0, table.numberOfSections - 1)))) rows)")
            }
            table.scrollToRow(at: path, at: .top)
        case .offset(let y):
            guard let table else { throw ToolError("\(screen.name) has no table to scroll") }
            table.contentOffset = CGPoint(x: table.contentOffset.x, y: y)
        }
        window.layoutIfNeeded()
        if full, let table { ScreenRender.growToContent(window, table) }
        return window
    }

    /// Renders the screen to `path` (PNG, PDF or SVG by its extension), making its
    /// directory if needed.
    func render(to path: String) throws -> Result {
        let format = (path as NSString).pathExtension.lowercased()
        guard RenderFormat(pathExtension: format) != nil else {
            throw ToolError("cannot tell the format of \(path): end it in .png, .pdf or .svg")
        }
        let window = try makeWindow()
        let renderer = Renderer(scale: scale ?? device.scale, debugOverlay: debug)
        let size = window.view.bounds.size
        let pixels = size.width * renderer.scale * size.height * renderer.scale
        guard pixels <= 100_000_000 else {
            throw ToolError("the picture would be \(formatNumber(size.width)) × \(formatNumber(size.height)) points, "
                            + "too large at scale \(formatNumber(renderer.scale)); lower --scale or drop --full")
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ToolError("cannot write \(path): cannot make the directory \(directory)")
            }
        }
        let drawn: [RenderDiagnostic]
        do {
            drawn = try renderer.render(window.view, to: path)
        } catch {
            throw ToolError(error.description)
        }
        var diagnostics = drawn.map(\.description)
        if let table = ScreenRender.firstTable(in: window.view) { diagnostics += table.diagnostics }
        diagnostics += window.view.layoutDiagnostics
        return Result(path: path, pointSize: size,
                      pixelSize: CGSize(width: (size.width * renderer.scale).rounded(), height: (size.height * renderer.scale).rounded()),
                      diagnostics: diagnostics)
    }

    /// A line saying what is shown: "timeline on iPhone 15, portrait, L, light".
    var summary: String {
        var parts = [device.model, orientation.isLandscape ? "landscape" : "portrait", ContentSizeCategory.shortName(category),
                     dark ? "dark" : "light"]
        if rightToLeft { parts.append("right to left") }
        for (name, value) in options.sorted(by: { $0.key < $1.key }) { parts.append("\(name) \(value)") }
        if full { parts.append("full content") }
        return "\(screen.name) on " + parts.joined(separator: ", ")
    }

    /// The first table in the tree, depth first.
    package static func firstTable(in view: View) -> TableView? {
        if let table = view as? TableView { return table }
        for subview in view.subviews {
            if let table = firstTable(in: subview) { return table }
        }
        return nil
    }

    /// Makes the window tall enough to show every row of `table` from the top: each
    /// round shows (and so measures) more rows, until the content height stops changing.
    static func growToContent(_ window: Window, _ table: TableView) {
        let scale = window.displayScale
        for _ in 0..<16 {
            table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
            window.layoutIfNeeded()
            let inset = table.adjustedContentInset
            let content = table.contentSize.height + inset.top + inset.bottom
            let target = ((content + window.bounds.height - table.bounds.height) * scale).rounded(.up) / scale
            if abs(target - window.bounds.height) < 0.5 / scale { break }
            window.resize(to: CGSize(width: window.bounds.width, height: target))
        }
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        window.layoutIfNeeded()
    }
}

extension ContentSizeCategory {
    /// The short name the tool accepts (`L`, `AX2`).
    package static func shortName(_ category: ContentSizeCategory) -> String {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        guard let index = allCases.firstIndex(of: category), index < names.count else { return category.rawValue }
        return names[index]
    }
}

/// A number without a needless ".0".
func formatNumber(_ value: CGFloat) -> String {
    NumberText.describe(Double(value))
}
