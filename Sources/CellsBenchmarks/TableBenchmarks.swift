import CellsTool
import Demos
import Foundation
import Table
import Views

// Issue 5's scenarios: the seed 001 timeline cycled to 100,000 rows.

/// (t1) a 120 Hz fling over 10,000 rows: layout time per frame.
@MainActor func flingTimeline() -> String {
    let rows = quick ? 1_000 : 10_000
    let session = ScrollSession(demo: TableDemo.named("timeline")!, rows: 100_000, width: 375, height: 800)
    let report = session.fling(fps: 120, speed: 4000, verify: false, stopAtRow: rows)
    return String(format: "median %.0f µs, p99 %.0f µs, max %.0f µs over %d frames; %d rows measured, %d cells made",
                  report.percentile(0.5), report.percentile(0.99), report.layoutMicros.max() ?? 0, report.frames,
                  report.rowsMeasured, report.cellsCreated)
}

/// (t2) every height of 100,000 rows up front on two threads, one template cell each.
@MainActor func precomputeTimeline() -> String {
    let rows = quick ? 10_000 : 100_000
    let session = ScrollSession(demo: TableDemo.named("timeline")!, rows: rows, width: 375, height: 800, layout: false)
    let tweets = TimelineDemo.tweets(rows)
    let before = residentMiB()
    let start = now()
    let measured = session.table.precomputeRowHeights(threads: 2, makeCell: { TweetTableViewCell() },
                                                      configure: { cell, path in (cell as! TweetTableViewCell).update(viewModel: tweets[path.row]) })
    let seconds = Double(now() - start) / 1e9
    return String(format: "%@ for %d rows; height storage %d bytes a row; resident memory +%.0f MiB",
                  formatTime(seconds), measured, session.table.heightStorageBytesPerRow, residentMiB() - before)
}

/// (t3) a width change with 100,000 rows: the next frame's layout.
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
    return String(format: "%.2f ms (best), %.2f ms (worst of 5 widths)", times.min()! / 1e3, times.max()! / 1e3)
}

/// The process's resident memory now, in MiB.
func residentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = status.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * 4096 / 1_048_576
}

let tableScenarios: [(String, String, @MainActor () -> String)] = [
    ("(t1) timeline fling, 120 Hz, 10k rows", "goal p99 ≤ 1 ms, max ≤ 4 ms", flingTimeline),
    ("(t2) precompute 100k heights, 2 threads", "goal ≤ 2 s, ≤ 32 B a row", precomputeTimeline),
    ("(t3) width change, 100k rows", "goal ≤ 4 ms to the next frame", widthChangeTimeline),
]
