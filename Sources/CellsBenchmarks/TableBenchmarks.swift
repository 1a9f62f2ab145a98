import CellsTool
import Demos
import Foundation
import Table
import Typesetting
import Views

// Issue 12's scenarios, on the feed of distinct generated tweets (every row new
// text and, often, a new shape of cell); the cycled timeline beside them.

/// The median of `runs` values of `body`.
@MainActor func medianOf<T>(_ runs: Int, by key: (T) -> Double, _ body: () -> T) -> T {
    let results = (0..<(quick ? 1 : runs)).map { _ in body() }
    return results.sorted { key($0) < key($1) }[results.count / 2]
}

/// (s1) a 120 Hz fling over 10,000 rows of a 100,000-row table: layout time per frame,
/// with the text styles' fonts loaded first (`cells scroll` does the same by default).
@MainActor func fling(_ demo: String) -> String {
    ScrollSession.preloadFonts(category: .large)
    let rows = quick ? 1_000 : 10_000
    let report = medianOf(3, by: { $0.percentile(0.99) }) {
        let session = ScrollSession(demo: TableDemo.named(demo)!, rows: 100_000, width: 375, height: 800)
        return session.fling(fps: 120, speed: 4000, verify: false, stopAtRow: rows)
    }
    // The worst frame's wall time and the most processor time any frame took: on a
    // shared machine the first can be another process holding the core.
    return String(format: "median %.0f µs, p99 %.0f µs, max %.0f µs (processor time at most %.0f µs) over %d frames; %d rows measured, %d cells made",
                  report.percentile(0.5), report.percentile(0.99), report.layoutMicros.max() ?? 0,
                  report.layoutCPUMicros.max() ?? 0, report.frames, report.rowsMeasured, report.cellsCreated)
}

/// (s2) every height of `rows` rows up front on two threads, one template cell each; the
/// processor time of the same run beside the wall time (steadier on a shared host, and
/// their ratio says how busy both threads were).
@MainActor func precompute(_ demo: String, rows fullRows: Int) -> String {
    let rows = quick ? fullRows / 10 : fullRows
    var storage = 0
    let before = residentMiB()
    let (seconds, processor) = medianOf(3, by: { $0.wall }) { () -> (wall: Double, processor: Double) in
        let session = ScrollSession(demo: TableDemo.named(demo)!, rows: rows, width: 375, height: 800, layout: false)
        let start = now(), processorStart = processorSeconds()
        session.precomputeOnly(threads: 2)
        storage = session.table.heightStorageBytesPerRow
        return (Double(now() - start) / 1e9, processorSeconds() - processorStart)
    }
    let figures = String(format: "%@ for %d rows (%.0f µs a row; processor time %@); height storage %d bytes a row; resident memory +%.0f MiB",
                         formatTime(seconds), rows, seconds / Double(rows) * 1e6, formatTime(processor), storage, residentMiB() - before)
    guard demo == "feed" else { return figures }
    // The same run's anchor: Pango measuring these rows' tweet texts alone.
    let pango = pangoFirstMeasurement(ofFeedRows: quick ? 100 : 1_000)
    let row = processor / Double(rows)
    return figures + String(format: "; Pango alone takes %.0f µs to measure a row's text (the first %d texts, one thread): "
                            + "a whole row here is %.2f× that in processor time", pango.seconds * 1e6, pango.texts, row / pango.seconds)
}

/// Processor seconds Pango takes to measure one of the feed's tweet texts the first time
/// (a layout at the cell's text width, as `PangoReference` makes it), over the texts of
/// the feed's first rows: the anchor beside (s2), measured in the same run, so that the
/// ratio holds on a faster or busier host as the seconds do not.
@MainActor func pangoFirstMeasurement(ofFeedRows count: Int) -> (seconds: Double, texts: Int) {
    let feed = FeedGenerator()
    let font = Font.preferredFont(forTextStyle: .body)
    let texts = (0..<count).compactMap { feed.tweet(at: $0).text }.map { AttributedText($0, font: font) }
    // Fonts and Pango's own caches warmed on other texts first.
    for row in count..<(count + 50) {
        if let text = feed.tweet(at: row).text { sink += PangoReference.size(AttributedText(text, font: font), width: 283).height }
    }
    let seconds = medianOf(3, by: { $0 }) { () -> Double in
        let start = processorSeconds()
        for text in texts { sink += PangoReference.size(text, width: 283).height }
        return processorSeconds() - start
    }
    return (seconds / Double(max(1, texts.count)), texts.count)
}

/// (s4) a table without estimates (`estimatedRowHeight = 0`): every row measured on layout, by
/// the feed's template cells on two threads.
@MainActor func noEstimates(_ demo: String, rows fullRows: Int) -> String {
    let rows = quick ? fullRows / 10 : fullRows
    let before = residentMiB()
    let (seconds, processor) = medianOf(3, by: { $0.wall }) { () -> (wall: Double, processor: Double) in
        let session = ScrollSession(demo: TableDemo.named(demo)!, rows: rows, width: 375, height: 800, layout: false)
        let start = now(), processorStart = processorSeconds()
        _ = session.allHeights()
        return (Double(now() - start) / 1e9, processorSeconds() - processorStart)
    }
    return String(format: "%@ for %d rows (%.0f µs a row; processor time %@); resident memory +%.0f MiB",
                  formatTime(seconds), rows, seconds / Double(rows) * 1e6, formatTime(processor), residentMiB() - before)
}

/// (s3) a width change with 100,000 rows: the next frame's layout.
@MainActor func widthChangeTimeline() -> String {
    let session = ScrollSession(demo: TableDemo.named("timeline")!, rows: 100_000, width: 375, height: 800)
    session.table.scrollToRow(at: IndexPath(row: 50_000, section: 0), at: .top)
    session.table.layoutIfNeeded()
    var times: [Double] = []
    for width in [320.0, 414, 375, 390, 430] {
        session.table.frame.size.width = width
        let start = now()
        session.table.layoutIfNeeded()
        times.append(Double(now() - start) / 1e3)
    }
    return String(format: "%.2f ms (median), %.2f ms (worst of 5 widths)", times.sorted()[2] / 1e3, times.max()! / 1e3)
}

/// The process's resident memory now, in MiB.
func residentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = status.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * 4096 / 1_048_576
}

let tableScenarios: [(String, String, @MainActor () -> String)] = [
    ("(s1) feed fling, 120 Hz, 10k rows", "goal p99 ≤ 1 ms, max ≤ 4 ms", { fling("feed") }),
    ("(s1′) timeline fling (15 tweets cycled)", "", { fling("timeline") }),
    ("(s2) precompute 100k feed rows, 2 threads", "goal ≤ 2 s, ≤ 32 B a row", { precompute("feed", rows: 100_000) }),
    ("(s2′) precompute 100k timeline rows", "", { precompute("timeline", rows: 100_000) }),
    ("(s4) no estimates, 20k feed rows", "goal ≤ 1 s, ≤ 100 MB (template cells, 2 threads)", { noEstimates("feed", rows: 20_000) }),
    ("(s3) width change, 100k rows", "goal ≤ 4 ms to the next frame", widthChangeTimeline),
]
