import CellsTool
import InputPolicy
import Foundation
import Preview

// Issue 17's live preview: what one frame costs the server while a page scrolls the
// feed screen (10,000 distinct rows) on an iPhone 15 at 3×: the table's layout, cutting
// the screen into layers, and rendering to PNG the layers not seen before. The page
// composites; a frame keeps up with a 60 Hz display when the server answers within
// 16.7 ms (the round trip on loopback adds about 0.1 ms).

/// A fling at `speed` points a second, 60 frames a second, over `frames` frames (or to
/// the end of the content): median, p95 and max server time per frame, and the share
/// of frames within 16.7 ms.
///
/// `realTime`: frames are asked for on a 60 Hz clock, as the page asks, and the server
/// draws rows ahead (``PreviewSession/prefetch()``) between them, as it does for a page;
/// a frame's time then runs from when it was due (a slice of drawing ahead that was
/// under way delays it). Otherwise frames follow one another at once, without drawing ahead.
@MainActor func previewFling(speed: Double, frames: Int, scale: Double?, realTime: Bool = false) -> String {
    let count = quick ? frames / 10 : frames
    var times: [Double] = []
    var rendered = 0.0, offset = 0.0, rows = 0.0
    do {
        let session = try PreviewSession(demo: "feed", scale: scale)
        _ = session.frame()
        let clock = now(), period: UInt64 = 16_666_667
        for index in 0..<count {
            var start = now()
            if realTime {
                let due = clock + UInt64(index) * period
                while now() < due, session.prefetch() {}
                while now() < due { usleep(200) }
                start = due
            }
            let (layout, _) = session.scroll(to: offset + speed / 60)
            let frame = session.frame(layoutMicros: layout)
            times.append(Double(now() - start) / 1000)
            if case .number(let shown)? = frame["offset"] { offset = shown }
            if case .number(let fresh)? = frame["rendered"] { rendered += fresh }
            if case .object(let anchor)? = frame["anchor"], case .number(let row)? = anchor.first(where: { $0.0 == "row" })?.1 { rows = row }
            if case .number(let end)? = frame["maxOffset"], offset >= end { break }
        }
    } catch {
        return "failed: \(error)"
    }
    let sorted = times.sorted()
    func at(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(saturating: (Double(sorted.count - 1) * p).rounded()))] }
    let onTime = Double(times.filter { $0 <= 16_667 }.count) / Double(max(1, times.count)) * 100
    return String(format: "median %.1f ms, p95 %.1f ms, max %.1f ms over %d frames to row %.0f; %.1f%% within 16.7 ms; %.0f layers rendered",
                  at(0.5) / 1000, at(0.95) / 1000, (sorted.last ?? 0) / 1000, times.count, rows, onTime, rendered)
}

let previewScenarios: [(String, String, @MainActor () -> String)] = [
    ("(p1) preview: feed fling 4,000 pt/s, 3×", "goal: each frame ≤ 16.7 ms (60 Hz); rows drawn ahead between frames",
     { previewFling(speed: 4_000, frames: 1_200, scale: nil, realTime: true) }),
    ("(p1′) the same, frames back to back", "no time between frames to draw ahead", { previewFling(speed: 4_000, frames: 1_200, scale: nil) }),
    ("(p2) preview: through all 10k feed rows, 1×", "60,000 pt/s: new rows every frame", { previewFling(speed: 60_000, frames: 40_000, scale: 1) }),
]
