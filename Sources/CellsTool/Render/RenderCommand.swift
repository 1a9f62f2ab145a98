import ArgumentParser
import Controllers
import Demos
import Foundation
import InputPolicy
import Typesetting
import Views

/// `cells render`: a demo screen in a window on a device, drawn to PNG, PDF or SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a demo screen on a device to PNG, PDF or SVG.",
        discussion: """
        The screen runs in a window as on the device: its view controller's lifecycle, the
        device's safe area and size classes, the text size, light or dark. The picture is
        the screen (device size × scale pixels), or with --full a table's whole content.
        `cells demos` lists the screens, `cells devices` the devices.
        """
    )

    @Argument(help: "The demo screen (see `cells demos`).")
    var demo: String

    @Option(help: "The device (see `cells devices`).")
    var device: String?

    @Option(help: "A custom screen width in points (with --height, instead of --device).")
    var width: Double?

    @Option(help: "A custom screen height in points (with --width).")
    var height: Double?

    @Flag(help: "Hold the device on its side.")
    var landscape = false

    @Option(help: "Content size category: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 or a full name.")
    var category: String = "L"

    @Flag(help: "Dark appearance.")
    var dark = false

    @Flag(help: "Right-to-left layout.")
    var rtl = false

    @Option(help: "Pixels per point of PNG output (the device's by default).")
    var scale: Double?

    @Option(name: .customLong("scroll-to"), help: "Scroll a row to the top first: ROW, or SECTION:ROW.")
    var scrollTo: String?

    @Option(help: "Scroll the table to this content offset (points) first.")
    var offset: Double?

    @Flag(help: "Draw the table's whole content: the window grows to the content's height.")
    var full = false

    @Flag(help: "Outline frames, shade layout margins, mark baselines.")
    var debug = false

    @Option(help: "chat: how row heights are found (estimated, precomputed).")
    var strategy: String?

    @Option(help: "settings: the table's style (insetGrouped, grouped, plain).")
    var style: String?

    @Option(help: "hosting: how cells host the views (constraints, containment, size-that-fits, fixed-size).")
    var approach: String?

    @Option(help: "The file to write: .png, .pdf or .svg.")
    var out: String

    func run() throws {
        let render = try makeRender()
        let result = try render.render(to: out)
        for line in result.diagnostics {
            FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
        }
        print("\(result.path): \(render.summary); \(formatNumber(result.pointSize.width)) × "
              + "\(formatNumber(result.pointSize.height)) points, \(formatNumber(result.pixelSize.width)) × "
              + "\(formatNumber(result.pixelSize.height)) pixels")
    }

    /// The render the options describe, every input checked.
    func makeRender() throws -> ScreenRender {
        guard let screen = DemoScreen.named(demo) else {
            throw ToolError("unknown demo \"\(demo)\" (expected one of \(DemoScreen.all.map(\.name).joined(separator: ", ")))")
        }
        var render = ScreenRender(screen: screen)
        render.device = try Self.device(named: device, width: width, height: height)
        render.orientation = landscape ? .landscapeLeft : .portrait
        guard let sizeCategory = ContentSizeCategory(name: category) else {
            throw ToolError("unknown content size category \"\(category)\" (expected XS, S, M, L, XL, XXL, XXXL, AX1…AX5)")
        }
        render.category = sizeCategory
        render.dark = dark
        render.rightToLeft = rtl
        if let scale {
            try Limits.scale.check(scale, argument: "--scale")
            render.scale = CGFloat(scale)
        }
        switch (scrollTo, offset) {
        case (.some, .some): throw ToolError("give --scroll-to or --offset, not both")
        case (let row?, nil): render.scroll = .toRow(try Self.indexPath(row))
        case (nil, let y?):
            try Limits.length.check(y, argument: "--offset")
            render.scroll = .offset(CGFloat(y))
        case (nil, nil): break
        }
        render.full = full
        render.debug = debug
        if let strategy { render.options["strategy"] = strategy }
        if let style { render.options["style"] = style }
        if let approach { render.options["approach"] = approach }
        do {
            _ = try screen.makeViewController(options: render.options)
        } catch {
            throw ToolError(error.description)
        }
        return render
    }

    /// A preset by name, or a custom screen from --width and --height.
    static func device(named name: String?, width: Double?, height: Double?) throws -> Device {
        switch (name, width, height) {
        case (.some, .some, _), (.some, _, .some):
            throw ToolError("give --device or --width and --height, not both")
        case (nil, let width?, let height?):
            for (option, value) in [("--width", width), ("--height", height)] {
                guard value.isFinite, value >= 1, value <= 20_000 else {
                    throw ToolError("\(option) must be a number of points from 1 to 20000, not \(value)")
                }
            }
            return .custom(width: CGFloat(width), height: CGFloat(height))
        case (nil, .some, nil), (nil, nil, .some):
            throw ToolError("give both --width and --height for a custom screen")
        case (let name?, nil, nil):
            guard let device = Device.named(name) else {
                throw ToolError("unknown device \"\(name)\" (expected one of \(Device.presets.map(\.name).joined(separator: ", ")))")
            }
            return device
        case (nil, nil, nil):
            return .iPhone15
        }
    }

    /// `12` (section 0) or `2:3`.
    static func indexPath(_ text: String) throws -> IndexPath {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        switch parts.count {
        case 1: if let row = parts[0], row >= 0 { return IndexPath(row: row, section: 0) }
        case 2: if let section = parts[0], let row = parts[1], section >= 0, row >= 0 { return IndexPath(row: row, section: section) }
        default: break
        }
        throw ToolError("--scroll-to takes ROW or SECTION:ROW (whole numbers from 0), not \"\(text)\"")
    }
}

/// `cells demos`: the demo screens.
struct DemosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demos", abstract: "List the demo screens `cells render` draws.")

    func run() throws {
        let width = DemoScreen.all.map(\.name.count).max() ?? 0
        for screen in DemoScreen.all {
            print(screen.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + screen.summary)
            for option in screen.options {
                print(String(repeating: " ", count: width + 2)
                      + "--\(option.name) \(option.values.joined(separator: "|")): \(option.help)")
            }
        }
    }
}

/// `cells devices`: the device presets.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices `cells render --device` takes.",
        discussion: "Safe areas are top/left/bottom/right in points; size classes are width/height. "
            + "Any other screen: --width W --height H (no safe area; a regular width from 768 points).")

    func run() throws {
        for line in Self.lines() { print(line) }
    }

    static func lines() -> [String] {
        func insets(_ e: EdgeInsets) -> String {
            [e.top, e.left, e.bottom, e.right].map(formatNumber).joined(separator: "/")
        }
        func classes(_ c: Device.SizeClasses) -> String { "\(c.horizontal)/\(c.vertical)" }
        let rows = [["name", "model", "points", "scale", "safe area", "size classes", "landscape safe area",
                     "landscape size classes"]]
            + Device.presets.map { d in
                ["\(d.name)", d.model, "\(formatNumber(d.portraitSize.width)) × \(formatNumber(d.portraitSize.height))",
                 "\(formatNumber(d.scale))x", insets(d.portraitSafeAreaInsets), classes(d.portraitSizeClasses),
                 insets(d.landscapeSafeAreaInsets), classes(d.landscapeSizeClasses)]
            }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        return rows.map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
    }
}
