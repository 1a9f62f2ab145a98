import Demos
import Foundation
import Table
import Typesetting
import Views
import InputPolicy

/// A table demo in a table of a given size, driven frame by frame: what `cells scroll`,
/// `cells heights` and the benchmarks measure.
public final class ScrollSession {
    public let table: TableView
    public let demo: TableDemo
    private let source: AnyObject

    /// What a fling reports (the `cells scroll` JSON contract).
    public struct Report: Sendable {
        public var frames = 0
        /// Layout time of each frame, in microseconds.
        public var layoutMicros: [Double] = []
        /// The processor time the layout thread spent on each frame, in microseconds:
        /// below ``layoutMicros`` when the thread waited (another process had the core).
        /// On a shared machine, a worst frame far above its processor time was not work.
        public var layoutCPUMicros: [Double] = []
        public var rowsMeasured = 0
        public var cellsCreated = 0
        /// The largest on-screen move of the anchor row caused by height corrections, in points.
        public var maxAnchorDisplacement = 0.0
        /// Visible cells whose height differed from a fresh fitting of their row.
        public var heightMismatches = 0
        /// Whether the fling stopped at its frame cap before coming back to the top.
        public var capped = false

        public func percentile(_ p: Double) -> Double {
            guard !layoutMicros.isEmpty else { return 0 }
            let sorted = layoutMicros.sorted()
            return sorted[min(sorted.count - 1, Int(saturating: (Double(sorted.count - 1) * p).rounded()))]
        }
    }

    /// The frame cap of a fling unless one is given: 100,000 frames (about 14 minutes
    /// of scrolling at 120 frames a second).
    public static let defaultMaximumFrames = 100_000

    public init(demo: TableDemo, rows: Int, width: CGFloat, height: CGFloat, category: ContentSizeCategory = .large,
                layout: Bool = true) {
        self.demo = demo
        table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        table.traitOverrides.preferredContentSizeCategory = category
        table.traitOverrides.horizontalSizeClass = width >= 768 ? .regular : .compact
        source = demo.install(table, rows)
        if layout { table.layoutIfNeeded() }
    }

    /// Loads the fonts of every text style at `category` for a sample of scripts, as an
    /// app does at launch (``TextSystem/preloadFonts(_:sample:)``).
    public static func preloadFonts(category: ContentSizeCategory) {
        TextSystem.preloadFonts(TextStyle.allCases.map { Font.preferredFont(forTextStyle: $0, contentSizeCategory: category) })
    }

    /// The height of the row a fresh cell gives it (what every visible cell must have).
    public func freshHeight(at path: IndexPath) -> CGFloat {
        table.fittingHeight(for: freshCell(at: path))
    }

    /// A new cell, outside the table, configured for the row as the data source would.
    public func freshCell(at path: IndexPath) -> TableViewCell {
        demo.freshCell(source, path)
    }

    /// Flings from the top to the bottom and back at `speed` points a second, one
    /// layout per frame. With `verify`, checks each visible cell whose height is new
    /// against a fresh fitting (outside the timed part).
    /// With `stopAtRow`, the fling goes down only, until that row reaches the top.
    /// It stops after `maximumFrames` frames wherever it is (``Report/capped``), so a
    /// slow fling of a long table is bounded work.
    public func fling(fps: Double, speed: Double = 4000, verify: Bool = true, stopAtRow: Int? = nil,
                      maximumFrames: Int = ScrollSession.defaultMaximumFrames) -> Report {
        var report = Report()
        let step = CGFloat(speed / fps)
        var checked: [ObjectIdentifier: (IndexPath, CGFloat)] = [:]
        var direction: CGFloat = 1
        let clock = ContinuousClock()
        table.contentOffset.y = 0
        table.layoutIfNeeded()
        while true {
            let limit = max(0, table.contentSize.height - table.bounds.height)
            var next = table.contentOffset.y + direction * step
            if direction > 0 && next >= limit {
                next = limit
                direction = -1
            } else if direction < 0 && next <= 0 {
                next = 0
                direction = 0
            }
            table.contentOffset.y = next
            // The anchor row where the known heights put it before this frame's corrections.
            let anchor = table.indexPathForRow(at: CGPoint(x: 0, y: next))
            let before = anchor.map { table.rectForRow(at: $0).minY - next }
            let cpuStart = Self.threadCPUMicros()
            let start = clock.now
            table.layoutIfNeeded()
            let elapsed = clock.now - start
            report.layoutCPUMicros.append(Self.threadCPUMicros() - cpuStart)
            report.layoutMicros.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            report.frames += 1
            if let anchor, let before {
                let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
                let moved = abs(Double(after - before))
                // Below half of a 1/3840-point unit is floating-point noise, not a move.
                report.maxAnchorDisplacement = max(report.maxAnchorDisplacement, moved < 1e-6 ? 0 : moved)
            }
            if verify {
                for cell in table.visibleCells {
                    guard let path = table.indexPath(for: cell) else { continue }
                    let key = ObjectIdentifier(cell)
                    if let seen = checked[key], seen.0 == path, seen.1 == cell.frame.height { continue }
                    checked[key] = (path, cell.frame.height)
                    if abs(freshHeight(at: path) - cell.frame.height) > 1e-6 { report.heightMismatches += 1 }
                }
            }
            if direction == 0 { break }
            if report.frames >= maximumFrames {
                report.capped = true
                break
            }
            if let stopAtRow, let top = table.indexPathsForVisibleRows?.first, top.row >= stopAtRow { break }
        }
        report.rowsMeasured = table.statistics.rowsMeasured
        report.cellsCreated = table.statistics.cellsCreated
        return report
    }

    /// The processor time the calling thread has used, in microseconds.
    private static func threadCPUMicros() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }

    /// Every row's height in order, measured up front by the demo's template cells on
    /// `threads` threads (the demo must have a ``TableDemo/precompute``).
    public func precomputedHeights(threads: Int) -> [CGFloat] {
        precomputeOnly(threads: threads)
        return allHeights()
    }

    /// Measures every row up front with the demo's template cells on `threads`
    /// threads, and nothing more; returns the rows measured (0 for a demo without
    /// ``TableDemo/precompute``).
    @discardableResult
    public func precomputeOnly(threads: Int) -> Int {
        demo.precompute?(table, source, threads) ?? 0
    }

    /// Every row's height in order, all measured (estimates switched off, as UIKit's
    /// `estimatedRowHeight = 0`).
    public func allHeights() -> [CGFloat] {
        table.estimatedRowHeight = 0
        table.layoutIfNeeded()
        return (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).map { table.rectForRow(at: IndexPath(row: $0, section: section)).height }
        }
    }
}
