@testable import CellsTool
import Demos
import Foundation
import Table
import Testing
import Typesetting
import Views
import XCTest

/// A layout dump that must come out bit for bit the same in every process: every
/// demo cell fitted at three widths and two text sizes (each view's frame), and the
/// first rows of every table demo scrolled part way (each visible cell's frame and
/// every row's height), written as the frames' bit patterns.
enum LayoutDump {
    static let environmentKey = "CELLS_LAYOUT_DUMP_FILE"

    static func make() -> String {
        var lines: [String] = []
        func bits(_ rect: CGRect) -> String {
            [rect.minX, rect.minY, rect.width, rect.height].map { String($0.bitPattern, radix: 16) }.joined(separator: " ")
        }
        for name in DemoCells.names {
            for width: CGFloat in [320, 414, 768] {
                for category: ContentSizeCategory in [.large, .accessibilityExtraExtraExtraLarge] {
                    guard let cell = DemoCells.make(name) else { continue }
                    let (size, entries) = FitCommand.fit(cell, width: width, category: category, rightToLeft: false)
                    lines.append("\(name) \(width) \(category): \(size.width.bitPattern) \(size.height.bitPattern)")
                    lines += entries.map { "  \($0.path) \(bits($0.frame))" }
                }
            }
        }
        for demo in TableDemo.all {
            let session = ScrollSession(demo: demo, rows: 120, width: 375, height: 700)
            session.table.contentOffset.y = 2_000
            session.table.layoutIfNeeded()
            lines.append("\(demo.name) offset \(session.table.contentOffset.y.bitPattern)")
            lines += session.table.visibleCells.map { "  \(type(of: $0)) \(bits($0.frame))" }
            lines += session.allHeights().map { "  \($0.bitPattern)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// Run by `sameLayoutInProcessesWithDifferentHashSeeds` in child processes: writes the
/// dump to the file the environment names (and does nothing in a normal run).
final class LayoutDumpWriter: XCTestCase {
    func testWriteLayoutDump() throws {
        guard let path = ProcessInfo.processInfo.environment[LayoutDump.environmentKey] else { return }
        try LayoutDump.make().write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// Results never depend on hashing: the same layouts, in two processes whose
/// `Hasher` seeds differ (one fixed by `SWIFT_DETERMINISTIC_HASHING`, one random),
/// give every frame and height bit for bit alike, and alike this process's.
@Test func sameLayoutInProcessesWithDifferentHashSeeds() throws {
    var dumps: [String] = []
    for deterministic in [true, false] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-dump-\(UUID().uuidString).txt").path
        var environment = ProcessInfo.processInfo.environment
        environment[LayoutDump.environmentKey] = file
        environment["SWIFT_DETERMINISTIC_HASHING"] = deterministic ? "1" : nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["CellsToolTests.LayoutDumpWriter/testWriteLayoutDump"]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        dumps.append(try String(contentsOfFile: file, encoding: .utf8))
        try? FileManager.default.removeItem(atPath: file)
    }
    #expect(dumps[0].split(separator: "\n").count > 1_000)
    #expect(dumps[0] == dumps[1], "layout differs between processes with different hash seeds")
    #expect(dumps[0] == LayoutDump.make(), "layout differs between a child process and this one")
}
