import CPango
import InputPolicy
import Synchronization

/// Pango's own paragraph layout, kept beside ours: the reference the line
/// breaker must agree with, and the baseline the benchmarks compare against.
///
/// Pango's line breaking reads each font's approximate character width, which it
/// finds once per font and language and finds as 0 when a font is first asked for
/// while another font's metrics are being found: pangocairo marks that with one
/// process-wide flag, set by nested lookups (a sample text falling back to another
/// font) and by lookups on other threads alike. So Pango's own breaks would depend on
/// what every thread did before. The reference lays out in a session of its own, in
/// which the metrics of every font a text uses are found first, alone and fallback
/// fonts first (`MetricsPriming`): Pango then breaks as a fresh process would.
public enum PangoReference {
    private static let session = Mutex<PangoSession?>(nil)

    /// Runs `body` in the reference session, once the metrics of `text`'s fonts are found.
    static func withReferenceSession<R>(priming text: AttributedText, _ body: (PangoSession) -> R) -> R {
        let unprimed = TextSystem.usingFonts {
            session.withLock { slot -> Bool in
                let current = slot ?? PangoSession()
                slot = current
                return !MetricsPriming.isPrimed(text, in: current)
            }
        }
        if unprimed {
            // Alone: no other session may be finding metrics meanwhile.
            TextSystem.withFontLock { session.withLock { MetricsPriming.prime(text, in: $0!) } }
        }
        return TextSystem.usingFonts { session.withLock { body($0!) } }
    }

    /// The UTF-16 offsets where Pango starts each line of `text` at `width` points,
    /// wrapping at words (falling back to characters for a word that does not fit)
    /// or at characters, with hyphen insertion off.
    public static func lineStarts(_ text: AttributedText, width: Double?, byCharacter: Bool = false) -> [Int] {
        withReferenceSession(priming: text) { session in
            let layout = ShapedText.makeLayout(text, session: session)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_wrap(layout, byCharacter ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_width(layout, width.map { pangoUnits($0) } ?? -1)
            let utf8 = ShapedText.utf8Offsets(of: text.string)
            var utf16 = [Int32](repeating: 0, count: utf8.count)
            var offset: Int32 = 0
            for (index, scalar) in text.string.unicodeScalars.enumerated() {
                utf16[index] = offset
                offset += Int32(scalar.utf16.count)
            }
            utf16[utf8.count - 1] = offset
            var starts: [Int] = []
            var node = pango_layout_get_lines_readonly(layout)
            while let n = node {
                let line = n.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
                let byte = line.pointee.start_index
                var low = 0, high = utf8.count - 1
                while low < high {
                    let mid = (low + high) / 2
                    if utf8[mid] < byte { low = mid + 1 } else { high = mid }
                }
                starts.append(Int(utf16[low]))
                node = n.pointee.next
            }
            return starts
        }
    }

    /// Pango's size of `text` at `width`, in points: itemising, shaping and breaking
    /// anew, as Pango does whenever the width changes. Without a width (one line a
    /// paragraph, nothing to break) it runs in any session.
    public static func size(_ text: AttributedText, width: Double?) -> Size {
        let measure = { (session: PangoSession) -> Size in
            let layout = ShapedText.makeLayout(text, session: session)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_width(layout, width.map { pangoUnits($0) } ?? -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return Size(width: Double(logical.width) / Double(PANGO_SCALE),
                        height: Double(logical.height) / Double(PANGO_SCALE))
        }
        return width == nil ? TextSystem.withSession(measure) : withReferenceSession(priming: text, measure)
    }
}

/// Points to Pango units (1/1024 point), rounded down as a width budget must be.
func pangoUnits(_ points: Double) -> Int32 {
    // A width a hair under a whole unit is that unit: layout arithmetic leaves
    // noise of 1e-13 pt, and a label offered 334.99999999999966 pt for a 335-pt line
    // must not wrap (a reused cell's solver carries such noise; a fresh one does not).
    // Saturated at Int32's bounds (NaN: 0), so no width traps.
    Int32(saturating: (points * Double(PANGO_SCALE) + 1e-3).rounded(.down))
}

/// Points to Pango units, rounded to the nearest unit and saturated as ``pangoUnits(_:)``.
func pangoUnits(rounding points: Double) -> Int32 {
    Int32(saturating: (points * Double(PANGO_SCALE)).rounded())
}

extension PangoReference {
    /// One Pango layout kept alive and re-laid out at new widths: what Pango does
    /// on a width change (it itemises and shapes the paragraph again).
    public final class Relayout: @unchecked Sendable {
        private let layout: OpaquePointer

        /// A Pango layout of `text`, kept for laying out again at other widths.
        public init(_ text: AttributedText) {
            layout = withReferenceSession(priming: text) { session in
                let layout = ShapedText.makeLayout(text, session: session)
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                return layout
            }
        }

        deinit { TextSystem.usingFonts { PangoReference.session.withLock { _ in g_object_unref(UnsafeMutableRawPointer(layout)) } } }

        /// The height at `width`, in points.
        public func height(width: Double) -> Double {
            // The layout belongs to the reference session: only used under its lock.
            TextSystem.usingFonts { PangoReference.session.withLock { _ in
                pango_layout_set_width(layout, pangoUnits(width))
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                return Double(logical.height) / Double(PANGO_SCALE)
            } }
        }
    }
}
