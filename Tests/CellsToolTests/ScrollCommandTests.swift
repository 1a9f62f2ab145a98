import Foundation
import Testing
import Typesetting
import Views
@testable import CellsTool
@testable import Demos
@testable import Table

/// `cells scroll` and `cells heights`: long scripted flings keep the anchor still and
/// every visible cell at its fitting height, at several widths and text sizes.
@Suite struct ScrollCommandTests {
    @Test(arguments: [("timeline", 320.0, ContentSizeCategory.large), ("timeline", 414, .accessibilityExtraLarge),
                      ("chat", 375, .large), ("chat-precomputed", 1024, .extraExtraExtraLarge), ("hosting", 390, .large)])
    func flingsKeepTheInvariants(demo: String, width: Double, category: ContentSizeCategory) {
        let session = ScrollSession(demo: TableDemo.named(demo)!, rows: 120, width: CGFloat(width), height: 700,
                                    category: category)
        let report = session.fling(fps: 60, speed: 6000)
        #expect(report.frames > 20)
        #expect(report.maxAnchorDisplacement == 0)
        #expect(report.heightMismatches == 0)
        #expect(report.cellsCreated <= 24)
        #expect(report.rowsMeasured >= 120)
        let json = ScrollCommand.json(report)
        guard case let .object(pairs) = json else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["frames", "layoutMicros", "rowsMeasured", "cellsCreated", "maxAnchorDisplacement",
                                   "heightMismatches", "capped", "layoutCPUMicros"])
        #expect(!report.capped)
        // A frame's processor time is not above its wall time: compared at the median,
        // as the two clocks of a virtual machine drift apart a little and, rarely, a lot
        // for one frame.
        #expect(report.layoutCPUMicros.count == report.frames)
        #expect(report.layoutCPUMicros.allSatisfy { $0 >= 0 })
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        #expect(median(report.layoutCPUMicros) <= median(report.layoutMicros) * 1.1 + 100)
    }

    @Test func heightsAreEveryRowsFittingHeight() {
        let session = ScrollSession(demo: TableDemo.named("timeline")!, rows: 15, width: 375, height: 700)
        let heights = session.allHeights()
        #expect(heights.count == 15)
        for (row, height) in heights.enumerated() {
            #expect(height == session.freshHeight(at: IndexPath(row: row, section: 0)))
        }
        // The sample repeats its five tweets: equal tweets, equal heights.
        #expect(heights[0] == heights[5] && heights[1] == heights[6])
    }

    @Test func badInputIsAOneLineError() throws {
        #expect(throws: ToolError.self) { try ScrollCommand.parse(["nope"]).run() }
        #expect(throws: ToolError.self) { try HeightsCommand.parse(["chat", "--category", "huge"]).run() }
        for (arguments, message) in [
            (["chat", "--rows=-1"], "--rows must be from 0 to 10000000, not -1"),
            (["chat", "--height", "1e300"], "--height must be from 0 to 1000000000 points, not 1e+300"),
            (["chat", "--speed", "0"], "--speed must be above 0"),
            (["chat", "--width", "inf"], "--width must be from 0 to 1000000000 points, not inf"),
            (["chat", "--max-frames", "0"], "--max-frames must be from 1 to 10000000, not 0"),
        ] {
            #expect { try ScrollCommand.parse(arguments).run() } throws: { "\($0)".hasPrefix(message) }
        }
        #expect { try HeightsCommand.parse(["chat", "--width", "nan"]).run() } throws: {
            "\($0)" == "--width must be from 0 to 1000000000 points, not nan"
        }
    }

    @Test func aSlowFlingStopsAtItsFrameCapAndSaysSo() {
        let session = ScrollSession(demo: TableDemo.named("timeline")!, rows: 30, width: 375, height: 700)
        let report = session.fling(fps: 120, speed: 0.001, maximumFrames: 50)
        #expect(report.frames == 50)
        #expect(report.capped)
        #expect(ScrollCommand.json(report).text.contains(#""capped":true,"#))
    }
}

/// `cells heights --json` reports the wall time, the processor time and the peak memory beside the heights
/// (the binary is built beside the test bundle).
@Test func heightsJSONReportsTimesAndPeakMemory() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cells")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["heights", "chat", "--rows", "30", "--json"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((object["heights"] as? [Double])?.count == 30)
    let seconds = try #require(object["seconds"] as? Double)
    let processor = try #require(object["processorSeconds"] as? Double)
    let memory = try #require(object["peakMemoryMB"] as? Double)
    #expect(seconds > 0 && seconds < 60)
    #expect(processor > 0 && processor < 60)
    #expect(memory > 1 && memory < 2_000)
}

/// `cells heights --precompute --threads N` measures every row up front with template
/// cells and gives exactly the heights the table measures itself; "threads" is added
/// whenever threads measured.
@Test(arguments: ["feed", "timeline", "chat"])
func precomputedHeightsEqualMeasuredOnes(demo: String) throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cells")
    func run(_ extra: [String]) throws -> [String: Any] {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["heights", demo, "--rows", "60", "--width", "414", "--json"] + extra
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    let measured = try run([])
    let precomputed = try run(["--precompute", "--threads", "3"])
    let heights = try #require(measured["heights"] as? [Double])
    #expect(heights.count == 60)
    #expect(precomputed["heights"] as? [Double] == heights)
    #expect(precomputed["threads"] as? Double == 3)
    // The feed's table has template cells: its rows are measured on threads too.
    #expect(measured["threads"] as? Double == (demo == "feed" ? 2 : nil))
    if demo == "feed" {
        let oneThread = try run(["--threads", "1"])
        #expect(oneThread["heights"] as? [Double] == heights)
        #expect(oneThread["threads"] as? Double == 1)
    }
}

/// Rows of the feed are distinct, made from the seed and the row alone: the same
/// on every call and every thread.
@Test func feedRowsAreDistinctAndRepeatable() {
    let feed = FeedGenerator(seed: 7)
    let texts = (0..<500).map { feed.tweet(at: $0).text }
    #expect(Set(texts.compactMap { $0 }).count == texts.compactMap { $0 }.count)
    #expect(texts.allSatisfy { ($0?.count ?? 0) <= 280 })
    #expect(texts.contains { $0 == nil })
    #expect((0..<500).map { feed.tweet(at: $0).text } == texts)
    #expect(feed.tweet(at: 3).id == FeedGenerator(seed: 7).tweet(at: 3).id)
    #expect(FeedGenerator(seed: 8).tweet(at: 3).text != feed.tweet(at: 3).text)
    let withMedia = (0..<500).filter { feed.tweet(at: $0).media != nil }.count
    #expect(withMedia > 100 && withMedia < 250)
}
