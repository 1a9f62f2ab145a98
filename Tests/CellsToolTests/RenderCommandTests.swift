import Foundation
import Testing
@testable import CellsTool

/// `cells render`, `cells demos`, `cells devices` and `cells demo`, run in process.
@Suite final class RenderCommandTests {
    /// This test's files, removed when it ends (a suite instance lives for one test).
    let root = NSTemporaryDirectory() + "cells-render-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A fresh directory for this test's files.
    func directory() throws -> String {
        let path = root + "/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The width and height in a PNG file's header.
    func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func int(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    func render(_ arguments: [String]) throws {
        var command = try RenderCommand.parse(arguments)
        try command.validate()
        try command.run()
    }

    @Test(arguments: [
        ("settings", ["--device", "iphone-se"], (750, 1334)),
        ("timeline", ["--device", "iphone-15", "--scale", "1"], (393, 852)),
        ("string-drawer", ["--device", "iphone-15-pro-max", "--landscape", "--scale", "2"], (1864, 860)),
        ("chat", ["--device", "ipad-pro-11", "--scale", "1", "--strategy", "precomputed"], (834, 1194)),
        ("settings", ["--width", "320", "--height", "480", "--scale", "3", "--dark", "--category", "AX3"], (960, 1440)),
    ])
    func pngIsTheDeviceSizeTimesTheScale(demo: String, options: [String], pixels: (Int, Int)) throws {
        let out = try directory() + "/\(demo).png"
        try render([demo] + options + ["--out", out])
        let size = try pngSize(out)
        #expect(size == pixels, "\(demo) \(options)")
    }

    @Test func vectorFormatsByExtension() throws {
        let dir = try directory()
        try render(["settings", "--out", dir + "/settings.pdf"])
        try render(["settings", "--out", dir + "/settings.svg", "--rtl"])
        let pdf = try Data(contentsOf: URL(fileURLWithPath: dir + "/settings.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        let svg = try String(contentsOfFile: dir + "/settings.svg", encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"393") && svg.contains("height=\"852"))
    }

    @Test func fullDrawsTheWholeTable() throws {
        let render = try RenderCommand.parse(["string-drawer", "--full", "--scale", "1", "--out", "x.png"]).makeRender()
        let window = try render.makeWindow()
        let table = ScreenRender.firstTable(in: window.view)!
        // Every row measured and on screen, the table (below the navigation bar) as tall
        // as the content and the safe area.
        let rows = table.numberOfRows(inSection: 0)
        #expect(table.visibleCells.count == rows)
        #expect((0..<rows).allSatisfy { table.isHeightMeasured(at: IndexPath(row: $0, section: 0)) })
        let inset = table.adjustedContentInset
        #expect(abs(table.bounds.height - (table.contentSize.height + inset.top + inset.bottom)) < 0.5)
        #expect(abs(window.bounds.height - table.bounds.height - (59 + 44)) < 0.5)
        #expect(window.bounds.height > 852)
        let out = try directory() + "/full.png"
        try self.render(["string-drawer", "--full", "--scale", "1", "--out", out])
        #expect(try pngSize(out) == (393, Int(window.bounds.height.rounded())))
    }

    @Test func scrollingToARowPutsItAtTheTop() throws {
        let render = try RenderCommand.parse(["timeline", "--scroll-to", "5", "--out", "x.png"]).makeRender()
        let window = try render.makeWindow()
        let table = ScreenRender.firstTable(in: window.view)!
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 0))
        #expect(abs(table.contentOffset.y - table.rectForRow(at: IndexPath(row: 5, section: 0)).minY) < 1e-6)
        let byOffset = try RenderCommand.parse(["timeline", "--offset", "300", "--out", "x.png"]).makeRender().makeWindow()
        #expect(ScreenRender.firstTable(in: byOffset.view)!.contentOffset.y == 300)
    }

    @Test(arguments: [
        (["nope", "--out", "x.png"], "unknown demo \"nope\""),
        (["settings", "--device", "nokia-3310", "--out", "x.png"], "unknown device \"nokia-3310\""),
        (["settings", "--category", "huge", "--out", "x.png"], "unknown content size category \"huge\""),
        (["settings", "--scale", "0", "--out", "x.png"], "--scale must be"),
        (["settings", "--scale", "17", "--out", "x.png"], "--scale must be above 0 and at most 16, not 17"),
        (["timeline", "--offset", "1e308", "--out", "x.png"], "--offset must be from -1000000000 to 1000000000 points"),
        (["settings", "--width", "300", "--out", "x.png"], "both --width and --height"),
        (["settings", "--device", "iphone-15", "--width", "300", "--height", "400", "--out", "x.png"], "not both"),
        (["timeline", "--scroll-to", "3", "--offset", "10", "--out", "x.png"], "not both"),
        (["timeline", "--scroll-to", "x", "--out", "x.png"], "--scroll-to takes"),
        (["timeline", "--strategy", "precomputed", "--out", "x.png"], "timeline takes no --strategy option"),
        (["chat", "--strategy", "guessed", "--out", "x.png"], "--strategy must be one of estimated, precomputed"),
        (["settings", "--style", "fancy", "--out", "x.png"], "--style must be one of"),
    ])
    func badInputIsOneLineError(arguments: [String], message: String) throws {
        let command = try RenderCommand.parse(arguments)
        do {
            _ = try command.makeRender()
            Issue.record("no error for \(arguments)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func runtimeErrorsNameTheProblem() throws {
        // A row the table does not have; a path that cannot be written; an unknown format.
        let cases: [([String], String)] = [
            (["timeline", "--scroll-to", "99", "--out", try directory() + "/x.png"], "no row 99"),
            (["settings", "--out", "/etc/hostname/x.png"], "cannot write /etc/hostname/x.png"),
            (["settings", "--out", try directory() + "/x.jpg"], "end it in .png, .pdf or .svg"),
        ]
        for (arguments, message) in cases {
            let command = try RenderCommand.parse(arguments)
            #expect {
                try command.run()
            } throws: { error in
                (error as? ToolError)?.description.contains(message) == true
            }
        }
    }

    @Test func demoWritesTheTimeline() throws {
        let out = try directory() + "/out/timeline.png"
        let command = try DemoCommand.parse(["--out", out])
        try command.run()
        #expect(try pngSize(out) == (1179, 2556))  // iPhone 15 at 3×
    }

    @Test func listsAndHelp() throws {
        let lines = DevicesCommand.lines()
        #expect(lines.count == 5)
        #expect(lines[2].hasPrefix("iphone-15 ") && lines[2].contains("393 × 852") && lines[2].contains("59/0/34/0")
            && lines[2].contains("0/59/21/59"))
        for command in [RenderCommand.self, DemosCommand.self, DevicesCommand.self, DemoCommand.self] as [any ParsableCommandHelp.Type] {
            #expect(command.helpText.contains("USAGE"))
        }
    }
}

import ArgumentParser

/// Help text of a command, for checking every command has one.
protocol ParsableCommandHelp { static var helpText: String { get } }
extension ParsableCommandHelp where Self: ParsableCommand {
    static var helpText: String { helpMessage() }
}
extension RenderCommand: ParsableCommandHelp {}
extension DemosCommand: ParsableCommandHelp {}
extension DevicesCommand: ParsableCommandHelp {}
extension DemoCommand: ParsableCommandHelp {}
