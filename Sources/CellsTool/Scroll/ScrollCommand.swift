import ArgumentParser
import Demos
import Foundation
import InputPolicy
import Table
import Typesetting
import Views

/// Options naming a table demo and the table it runs in.
struct TableDemoOptions: ParsableArguments {
    @Argument(help: "The table demo: \(TableDemo.all.map(\.name).joined(separator: ", ")).")
    var demo: String

    @Option(help: "The table's width in points (768 or more is a regular size class).")
    var width: Double = 375

    @Option(help: "Content size category: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 or a full name.")
    var category: String = "L"

    func resolve() throws -> (TableDemo, ContentSizeCategory) {
        guard let found = TableDemo.named(demo) else {
            throw ToolError("unknown demo \"\(demo)\" (expected one of \(TableDemo.all.map(\.name).joined(separator: ", ")))")
        }
        try Limits.extent.check(width, argument: "--width")
        guard let sizeCategory = ContentSizeCategory(name: category) else {
            throw ToolError("unknown content size category \"\(category)\"")
        }
        return (found, sizeCategory)
    }
}

/// `cells scroll`: flings a table demo top to bottom and back, and reports.
struct ScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Fling a table demo from top to bottom and back; print frame times and height checks.",
        discussion: """
        With --json: {"frames":…, "layoutMicros":{"median":…,"p99":…,"max":…}, "rowsMeasured":…,
                      "cellsCreated":…, "maxAnchorDisplacement":…, "heightMismatches":…, "capped":…,
                      "layoutCPUMicros":{"max":…}}
        maxAnchorDisplacement and heightMismatches must be 0. layoutCPUMicros is the processor
        time of the layout thread: a frame's wall time above it was spent waiting for the core. A fling stops after --max-frames
        frames (100000 by default) even if it has not come back to the top; "capped" is then true.
        Before the first frame, the fonts of every text style at the category are loaded for a
        sample of scripts (TextSystem.preloadFonts), as an app does at launch; --cold-fonts
        leaves each font to load in the frame that first needs it.
        """
    )

    @OptionGroup var options: TableDemoOptions

    @Option(help: "Rows in the table.")
    var rows: Int = 1000

    @Option(help: "The table's height in points.")
    var height: Double = 800

    @Option(help: "Frames a second.")
    var fps: Double = 120

    @Option(help: "Fling speed in points a second.")
    var speed: Double = 4000

    @Option(help: "Frames after which the fling stops, back at the top or not (1 to 10000000).")
    var maxFrames: Int = ScrollSession.defaultMaximumFrames

    @Flag(help: "Do not preload fonts: the first row of each script loads its font during a frame.")
    var coldFonts = false

    @Flag(help: "Print JSON.")
    var json = false

    /// Frames a second: above 0, at most 1000.
    static let fps = InputRange(above: 0, atMost: 1000)
    /// Fling speeds: above 0, at most 10⁹ points a second.
    static let speed = InputRange(above: 0, atMost: Limits.maximumLength, unit: "points a second")
    /// Frame caps: 1 to 10⁷.
    static let frames = InputRange(1...10_000_000)

    func run() throws {
        let (demo, category) = try options.resolve()
        try Limits.rowCount.check(rows, argument: "--rows")
        try Limits.extent.check(height, argument: "--height")
        try Self.fps.check(fps, argument: "--fps")
        try Self.speed.check(speed, argument: "--speed")
        try Self.frames.check(maxFrames, argument: "--max-frames")
        if !coldFonts { ScrollSession.preloadFonts(category: category) }
        let session = ScrollSession(demo: demo, rows: rows, width: CGFloat(options.width), height: CGFloat(height),
                                    category: category)
        let report = session.fling(fps: fps, speed: speed, maximumFrames: maxFrames)
        if json {
            print(Self.json(report).text)
        } else {
            let median = report.percentile(0.5), p99 = report.percentile(0.99), worst = report.layoutMicros.max() ?? 0
            print("\(demo.name): \(rows) rows at \(JSON.format(options.width)) × \(JSON.format(height)) pt, \(JSON.format(fps)) fps")
            print("frames               \(report.frames)\(report.capped ? " (capped: the fling did not come back to the top)" : "")")
            print("layout µs            median \(JSON.format(Self.rounded(median))), p99 \(JSON.format(Self.rounded(p99))), max \(JSON.format(Self.rounded(worst))) (processor time at most \(JSON.format(Self.rounded(report.layoutCPUMicros.max() ?? 0))))")
            print("rows measured        \(report.rowsMeasured)")
            print("cells created        \(report.cellsCreated)")
            print("anchor displacement  \(JSON.format(report.maxAnchorDisplacement)) pt")
            print("height mismatches    \(report.heightMismatches)")
        }
    }

    /// The report in the command's JSON shape.
    static func json(_ report: ScrollSession.Report) -> JSON {
        JSON.object([
            ("frames", .number(Double(report.frames))),
            ("layoutMicros", .object([("median", .number(rounded(report.percentile(0.5)))),
                                      ("p99", .number(rounded(report.percentile(0.99)))),
                                      ("max", .number(rounded(report.layoutMicros.max() ?? 0)))])),
            ("rowsMeasured", .number(Double(report.rowsMeasured))),
            ("cellsCreated", .number(Double(report.cellsCreated))),
            ("maxAnchorDisplacement", .number(report.maxAnchorDisplacement)),
            ("heightMismatches", .number(Double(report.heightMismatches))),
            ("capped", .bool(report.capped)),
            ("layoutCPUMicros", .object([("max", .number(rounded(report.layoutCPUMicros.max() ?? 0)))])),
        ])
    }

    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

/// `cells heights`: every row's height of a table demo at a width.
struct HeightsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heights",
        abstract: "Print every row's height of a table demo, in order.",
        discussion: """
        With --json: {"heights":[…],"seconds":…,"processorSeconds":…,"peakMemoryMB":…}: \
        every row measured (estimates off, as estimatedRowHeight = 0), the wall time that \
        took, the processor time all threads spent on it, and the process's peak resident \
        memory. A demo whose table has template cells (feed) \
        measures its rows on --threads threads, one template cell each; the others, one \
        row after another with the cell the table's pool hands back. With --precompute, \
        every height is measured up front by precomputeRowHeights on --threads threads \
        instead. "threads" is added to the JSON whenever threads measured.
        """
    )

    @OptionGroup var options: TableDemoOptions

    @Option(help: "Rows in the table (the demo's own count by default: 15 tweets, 1000 messages).")
    var rows: Int?

    @Flag(help: "Measure every row up front on --threads threads (precomputeRowHeights) instead of as the table lays out.")
    var precompute = false

    @Option(help: "Threads measuring with --precompute or the demo's template cells (1 to 256; 2 by default).")
    var threads: Int?

    @Flag(help: "Print JSON.")
    var json = false

    /// Threads measuring at once: at least one, at most 256.
    static let threadCount = InputRange(1...256)

    func run() throws {
        let (demo, category) = try options.resolve()
        let count = rows ?? (demo.name == "timeline" ? 15 : 1000)
        try Limits.rowCount.check(count, argument: "--rows")
        if let threads {
            try Self.threadCount.check(threads, argument: "--threads")
        }
        if precompute && demo.precompute == nil {
            let names = TableDemo.all.filter { $0.precompute != nil }.map(\.name).joined(separator: ", ")
            throw ToolError("\(demo.name) cannot be precomputed: its rows need more than one kind of cell (--precompute works with \(names))")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let processorStart = processorSeconds()
        let session = ScrollSession(demo: demo, rows: count, width: CGFloat(options.width), height: 800, category: category,
                                    layout: false)
        if let threads {
            guard precompute || session.table.templateCells != nil else {
                throw ToolError("--threads needs --precompute for \(demo.name) (its table has no template cells, so it measures one row after another)")
            }
            session.table.templateCells?.threads = threads
        }
        let threaded = precompute || session.table.templateCells != nil
        let heights = precompute ? session.precomputedHeights(threads: threads ?? 2) : session.allHeights()
        let elapsed = clock.now - start
        let processor = processorSeconds() - processorStart
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if json {
            print(JSON.object([
                ("heights", .array(heights.map { .number(Double($0)) })),
                ("seconds", .number((seconds * 1000).rounded() / 1000)),
                ("processorSeconds", .number((processor * 1000).rounded() / 1000)),
                ("peakMemoryMB", .number(peakResidentMegabytes())),
            ] + (threaded ? [("threads", .number(Double(threads ?? 2)))] : [])).text)
        } else {
            for (row, height) in heights.enumerated() { print("\(row)\t\(JSON.format(Double(height)))") }
        }
    }
}

/// The processor time, in seconds, that all of the process's threads have spent so far
/// (user and system). Steadier than wall time on a shared host: waiting for a core
/// does not count.
public func processorSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The process's peak resident memory in megabytes (`VmHWM` of /proc/self/status;
/// 0 where that file does not exist).
func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return (kilobytes / 1024 * 10).rounded() / 10
}
