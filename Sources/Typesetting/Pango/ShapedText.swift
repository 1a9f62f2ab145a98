import CPango
import Synchronization

/// A paragraph shaped once by Pango: every character's advance and the break
/// opportunities between characters. Lines for any width are then found by
/// ``LineBreaker`` from these numbers alone, without shaping again.
///
/// "Characters" are Unicode scalars, Pango's unit; `utf16Offsets` maps them to the
/// UTF-16 offsets that ranges are reported in. Widths are in Pango units (1/1024
/// point), the integers Pango itself compares, so that breaks agree exactly.
final class ShapedText: Sendable {
    /// The script Pango set item `analysis` in (see ``Run/script``).
    static func script(of analysis: PangoAnalysis) -> Run.Script {
        switch Int32(analysis.script) {
        case G_UNICODE_SCRIPT_COMMON.rawValue, G_UNICODE_SCRIPT_INHERITED.rawValue, G_UNICODE_SCRIPT_UNKNOWN.rawValue,
             G_UNICODE_SCRIPT_INVALID_CODE.rawValue:
            return .none
        case G_UNICODE_SCRIPT_LATIN.rawValue: return .latin
        default: return .other
        }
    }

    /// Whether a character belongs to a script (Latin, Han, Arabic…), rather than
    /// taking the script of the text around it (Common and Inherited: digits,
    /// punctuation, symbols, emoji, combining marks).
    static func hasScriptOfItsOwn(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar) }
        // Emoji, symbols, arrows, dingbats and variation selectors (Common, Inherited or
        // unassigned), met at line ends, without a lookup.
        switch scalar {
        case 0x2190...0x27FF, 0x2900...0x2BFF, 0xFE00...0xFE0F, 0x1F000...0x1FAFF: return false
        default: break
        }
        let script = g_unichar_get_script(scalar)
        return script != G_UNICODE_SCRIPT_COMMON && script != G_UNICODE_SCRIPT_INHERITED
            && script != G_UNICODE_SCRIPT_UNKNOWN && script != G_UNICODE_SCRIPT_INVALID_CODE
    }

    struct Run: Sendable {
        /// Scalars `start..<end` of the paragraph.
        var start: Int32, end: Int32
        /// Logical ascent and descent of the run's font, in Pango units.
        var ascent: Int32, descent: Int32
        /// Three approximate character widths of the run's font: how far from the
        /// line's end Pango looks closely at break opportunities.
        var safeDistance: Int32
        /// Bidi embedding level (odd: right to left).
        var level: UInt8
        /// The script Pango set the run in: characters of no script of their own
        /// (digits, punctuation, emoji) take the script of the text around them, and
        /// their font, and how it shapes them, may depend on it.
        var script: Script
        /// Whether the run is in a script (Latin, Han, Arabic…), rather than Common.
        var hasScript: Bool { script != .none }

        /// A run's script, as far as measuring lines needs it.
        enum Script: UInt8, Sendable, Comparable {
            /// Common or Inherited: no script.
            case none
            /// Latin, which the text fonts shape as they shape no script.
            case latin
            /// Any other script (Hebrew, Han, Arabic…): a font may have lookups of its
            /// own for it ("1.5" set in Hebrew is 0.97 pt wider in Inter at 17 pt).
            case other

            static func < (a: Script, b: Script) -> Bool { a.rawValue < b.rawValue }
        }
        /// The font actually used (after fallback), for metrics of the line.
        var attributes: TextAttributes
    }

    let text: AttributedText
    let scalarCount: Int
    /// The last layout made of this text, with its width, line limit and scale (see
    /// ``Paragraph/layout(width:maximumNumberOfLines:scale:)``): a shaped text is
    /// shared through ``TextLayoutCache``, and the short texts a feed repeats in every
    /// cell (names, dates) were laid out again for each row they showed in.
    let lastLayout = Mutex<(width: Double?, lines: Int, scale: Double, layout: TextLayout)?>(nil)
    /// The scalars' values, for the separators and tabs the line breaker looks for.
    let scalars: [UInt32]
    /// UTF-16 offset of each scalar, and the total length at the end (count + 1).
    let utf16Offsets: [Int32]
    /// The advance of each scalar, in Pango units (0 for paragraph separators).
    let widths: [Int32]
    /// Break flags before each scalar, and at the end (count + 1).
    let flags: [BreakFlags]
    let runs: [Run]
    /// Whether each scalar's paragraph runs right to left, by its first strong character.
    let paragraphIsRTL: [Bool]
    /// The run index covering each scalar (the previous run's for separators).
    let runOfScalar: [Int32]
    /// The width of "…" in the font of run `run`, in Pango units (looked up only
    /// when a line is cut: most texts never are).
    func ellipsisWidth(ofRun run: Int) -> Int32 {
        run < runs.count ? Ellipsis.width(for: runs[run].attributes) : 0
    }
    /// Whether any run has letter spacing: most texts have none, and measuring a line
    /// then need not look up the runs at its ends.
    let hasLetterSpacing: Bool
    /// How much wider each scalar is when a line ends right after it: kerning with
    /// the next character is lost when Pango shapes the line's text on its own.
    let endCorrections: [Int32]
    /// `prefixWidths[i]` is the advance of scalars `0..<i`, so any range's advance
    /// is one subtraction (count + 1). 64-bit: a long paragraph's sum exceeds 32 bits.
    let prefixWidths: [Int64]
    /// Whether each line is measured by shaping what it draws on its own, rather than
    /// from the paragraph's advances: true for letter-spaced text, for text with
    /// characters whose shaping depends on where lines end (see ``drawsByLine(_:scalars:)``),
    /// and for text whose runs split a character cluster (see
    /// ``splitsACluster(_:flags:)``).
    let measuresLinesAsDrawn: Bool

    /// Whether a line of `text` may draw wider or narrower than its characters'
    /// advances in the paragraph add up to:
    /// - letter spacing: Pango spaces clusters, not characters; which scalars make a
    ///   cluster (marks after a joiner, a variation selector, a control character) and
    ///   where a run's spacing goes where the direction changes depend on the line;
    /// - a tab, whose width depends on where it stands in its line;
    /// - other control characters (drawn as hex boxes whose font depends on their
    ///   neighbours), the soft hyphen, and bidi formatting characters: the paragraph's
    ///   itemisation around them differs from a line's.
    static func drawsByLine(_ text: AttributedText, scalars: [UInt32]) -> Bool {
        if text.runs.contains(where: { !$0.range.isEmpty && $0.attributes.letterSpacing != 0 }) { return true }
        return scalars.contains { scalar in
            switch scalar {
            case 0x0A, 0x0D: false
            case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    /// Whether a run starts inside a character cluster: attributes that change inside an
    /// emoji sequence (a size change after "👩‍👩" of "👩‍👩‍👧") put its parts in items of
    /// their own, and how HarfBuzz shapes a part depends on the text around it, which a
    /// line alone does not have. "‍👧👩‍👩‍👧" at 0.5 pt after "👩‍👩" at 17 pt, right to
    /// left, is two glyphs in its paragraph and one on its line alone (0.62 pt narrower).
    /// Rare, so every line of such a text is measured as drawn.
    static func splitsACluster(_ runs: [Run], flags: [BreakFlags]) -> Bool {
        runs.contains { run in run.start > 0 && Int(run.start) < flags.count && !flags[Int(run.start)].contains(.cursor) }
    }

    /// The largest width a range reports, in Pango units (about 1,048,575 pt): wider
    /// ranges saturate here, above any width budget (`TextLimits.maximumLineWidth`),
    /// with room left for the 32-bit sums the line breaker adds to it.
    static let saturatedWidth = Int64(Int32.max / 2)

    /// The advance of scalars `start..<end` in Pango units, saturated at ``saturatedWidth``.
    func width(from start: Int32, to end: Int32) -> Int32 {
        let width = prefixWidths[Int(end)] - prefixWidths[Int(start)]
        return Int32(truncatingIfNeeded: min(max(width, -ShapedText.saturatedWidth), ShapedText.saturatedWidth))
    }

    /// A paragraph: scalars `start..<end`, its separator up to `next`, and its
    /// items (runs clipped to it, U+2028 an item of its own) with their safe distances.
    struct ParagraphSpan: Sendable {
        var start: Int32, end: Int32, next: Int32
        var items: [(start: Int32, end: Int32, safe: Int32)]
        /// The ascent and descent of the font at the paragraph's start, for an
        /// empty paragraph's line (Pango units).
        var emptyAscent: Int32 = 0, emptyDescent: Int32 = 0
    }

    let paragraphs: [ParagraphSpan]
    /// The positions where a line may break at a word boundary, ascending (the end of
    /// the text included); and at a character boundary.
    let wordBreaks: [Int32]
    let characterBreaks: [Int32]

    init(_ text: AttributedText) {
        self.text = text
        let (values, utf16, utf8) = ShapedText.scalarsAndOffsets(of: text.string)
        let count = values.count
        scalarCount = count
        scalars = values
        utf16Offsets = utf16
        let shaped = TextSystem.withSession { session in
            ShapedText.shape(text, scalars: values, utf16: utf16, utf8: utf8, session: session)
        }
        widths = shaped.widths
        endCorrections = shaped.endCorrections
        flags = shaped.flags
        runs = shaped.runs
        paragraphIsRTL = shaped.rtl
        measuresLinesAsDrawn = ShapedText.drawsByLine(text, scalars: values) || ShapedText.splitsACluster(shaped.runs, flags: shaped.flags)
        // Each scalar's run; separators belong to none and take the run before (or after) them.
        var runOf = [Int32].filled(-1, count: max(1, count))
        for (index, run) in shaped.runs.enumerated() {
            for i in Int(run.start)..<Int(run.end) { runOf[i] = Int32(index) }
        }
        var last: Int32 = 0
        for i in 0..<count {
            if runOf[i] >= 0 { last = runOf[i] } else { runOf[i] = last }
        }
        if count == 0 { runOf[0] = 0 }
        runOfScalar = runOf
        hasLetterSpacing = shaped.runs.contains { $0.attributes.letterSpacing != 0 }
        prefixWidths = [Int64](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            var sum: Int64 = 0
            buffer[0] = 0
            for i in 0..<count {
                sum += Int64(shaped.widths[i])
                buffer[i + 1] = sum
            }
            initialized = count + 1
        }
        var spans = ShapedText.paragraphs(values, runs: shaped.runs)
        for index in spans.indices where spans[index].items.isEmpty {
            let font = text.runs.isEmpty ? Font.systemFont(ofSize: 17)
                : text.attributes(at: Int(utf16[Int(min(spans[index].start, Int32(count)))])).font
            spans[index].emptyAscent = pangoUnits(font.ascender)
            spans[index].emptyDescent = pangoUnits(-font.descender)
        }
        paragraphs = spans
        var words: [Int32] = [], characters: [Int32] = []
        words.reserveCapacity(count / 4 + 2)
        characters.reserveCapacity(count + 1)
        for i in 0..<count {
            let flags = shaped.flags[i]
            if flags.contains(.lineBreak) { words.append(Int32(i)) }
            if flags.contains(.charBreak) { characters.append(Int32(i)) }
        }
        words.append(Int32(count))
        characters.append(Int32(count))
        wordBreaks = words
        characterBreaks = characters
    }

    /// The Unicode scalars of `string`, and the UTF-16 and UTF-8 offset of each and of
    /// the end, in one pass.
    static func scalarsAndOffsets(of string: String) -> (scalars: [UInt32], utf16: [Int32], utf8: [Int32]) {
        var string = string
        return string.withUTF8 { bytes in
            // Decoded from the UTF-8 into arrays of the most the text can need (a
            // `String`'s UTF-8 is always valid); appending scalar by scalar to three
            // arrays was a tenth of a short text's shaping.
            let capacity = bytes.count
            var scalars = [UInt32].filled(0, count: capacity)
            var utf16 = [Int32].filled(0, count: capacity + 1)
            var utf8 = [Int32].filled(0, count: capacity + 1)
            var count = 0
            scalars.withUnsafeMutableBufferPointer { scalars in
                utf16.withUnsafeMutableBufferPointer { utf16 in
                    utf8.withUnsafeMutableBufferPointer { utf8 in
                        var i = 0, u16: Int32 = 0
                        while i < capacity {
                            let lead = UInt32(bytes[i])
                            var value = lead, length = 1
                            if lead >= 0xF0 {
                                length = 4
                                value = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                                    | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                            } else if lead >= 0xE0 {
                                length = 3
                                value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                            } else if lead >= 0x80 {
                                length = 2
                                value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                            }
                            scalars[count] = value
                            utf16[count] = u16
                            utf8[count] = Int32(truncatingIfNeeded: i)
                            u16 &+= length == 4 ? 2 : 1
                            count += 1
                            i += length
                        }
                        utf16[count] = u16
                        utf8[count] = Int32(truncatingIfNeeded: capacity)
                    }
                }
            }
            scalars.removeLast(capacity - count)
            utf16.removeLast(capacity - count)
            utf8.removeLast(capacity - count)
            return (scalars, utf16, utf8)
        }
    }

    /// Shapes `text` in `session`: word by word where that measures the same, else in
    /// Pango layouts.
    static func shape(_ text: AttributedText, scalars: [UInt32], utf16: [Int32], utf8: [Int32],
                      session: PangoSession) -> Shaped
    {
        shapesBySegments(text, scalars: scalars)
            ? shapeBySegments(text, scalars: scalars, utf16: utf16, utf8: utf8, session: session)
            : shape(text, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session)
    }

    /// Splits the text into paragraphs at `\n`, `\r`, `\r\n` and U+2029, as Pango does.
    private static func paragraphs(_ scalars: [UInt32], runs: [Run]) -> [ParagraphSpan] {
        var result: [ParagraphSpan] = []
        let count = Int32(scalars.count)
        var start: Int32 = 0
        while true {
            var end = start
            var next = count
            while end < count {
                let c = scalars[Int(end)]
                if c == 0x0A || c == 0x2029 { next = end + 1; break }
                if c == 0x0D { next = (end + 1 < count && scalars[Int(end + 1)] == 0x0A) ? end + 2 : end + 1; break }
                end += 1
            }
            var items: [(start: Int32, end: Int32, safe: Int32)] = []
            for run in runs where run.end > start && run.start < end {
                var s = max(run.start, start)
                let e = min(run.end, end)
                var i = s
                while i < e {
                    if scalars[Int(i)] == 0x2028 {
                        if i > s { items.append((s, i, run.safeDistance)) }
                        items.append((i, i + 1, run.safeDistance))
                        s = i + 1
                    }
                    i += 1
                }
                if s < e { items.append((s, e, run.safeDistance)) }
            }
            result.append(ParagraphSpan(start: start, end: end, next: next, items: items))
            if end >= count { break }
            start = next
            if start >= count {
                // Text ending in a separator has an empty last paragraph.
                result.append(ParagraphSpan(start: count, end: count, next: count, items: []))
                break
            }
        }
        return result
    }

    struct Shaped {
        var widths: [Int32]
        var endCorrections: [Int32]
        var flags: [BreakFlags]
        var runs: [Run]
        var rtl: [Bool]
    }
}
