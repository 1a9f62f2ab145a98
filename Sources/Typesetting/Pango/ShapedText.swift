import CPango
import Synchronization

/// Break opportunities before a character (Pango's log attributes, `PangoLogAttr`).
struct BreakFlags: OptionSet, Sendable {
    let rawValue: UInt8
    /// A line may break before this character.
    static let lineBreak = BreakFlags(rawValue: 1 << 0)
    /// A line must break before this character (after a newline or paragraph separator).
    static let mandatoryBreak = BreakFlags(rawValue: 1 << 1)
    /// A line may break before this character when wrapping by character.
    static let charBreak = BreakFlags(rawValue: 1 << 2)
    /// The character is white space.
    static let white = BreakFlags(rawValue: 1 << 3)
    /// Breaking here removes the preceding character (a space in some scripts).
    static let removesPreceding = BreakFlags(rawValue: 1 << 4)
    /// Cursor (grapheme cluster) boundary before this character.
    static let cursor = BreakFlags(rawValue: 1 << 5)
    /// Breaking here would insert a hyphen (soft hyphens; off for our text).
    static let insertsHyphen = BreakFlags(rawValue: 1 << 6)
}

/// A paragraph shaped once by Pango: every character's advance and the break
/// opportunities between characters. Lines for any width are then found by
/// ``LineBreaker`` from these numbers alone, without shaping again.
///
/// "Characters" are Unicode scalars, Pango's unit; `utf16Offsets` maps them to the
/// UTF-16 offsets that ranges are reported in. Widths are in Pango units (1/1024
/// point), the integers Pango itself compares, so that breaks agree exactly.
final class ShapedText: Sendable {
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
        /// The font actually used (after fallback), for metrics of the line.
        var attributes: TextAttributes
    }

    let text: AttributedText
    let scalarCount: Int
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
    /// The width of "…" in the font of each run, in Pango units.
    let ellipsisWidths: [Int32]
    /// How much wider each scalar is when a line ends right after it: kerning with
    /// the next character is lost when Pango shapes the line's text on its own.
    let endCorrections: [Int32]
    /// `prefixWidths[i]` is the advance of scalars `0..<i`, so any range's advance
    /// is one subtraction (count + 1).
    let prefixWidths: [Int32]

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
        let scalars = Array(text.string.unicodeScalars)
        scalarCount = scalars.count
        self.scalars = scalars.map(\.value)
        var utf16: [Int32] = [0]
        var utf8: [Int32] = [0]
        utf16.reserveCapacity(scalars.count + 1)
        for scalar in scalars {
            utf16.append(utf16.last! + Int32(scalar.utf16.count))
            utf8.append(utf8.last! + Int32(scalar.utf8.count))
        }
        utf16Offsets = utf16
        let shaped = TextSystem.withSession { session in
            ShapedText.shape(text, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session)
        }
        widths = shaped.widths
        endCorrections = shaped.endCorrections
        flags = shaped.flags
        runs = shaped.runs
        paragraphIsRTL = shaped.rtl
        var runOf = [Int32](repeating: 0, count: max(1, scalars.count))
        for (index, run) in shaped.runs.enumerated() {
            for i in Int(run.start)..<Int(run.end) { runOf[i] = Int32(index) }
        }
        // Separators belong to no run: give them the run before (or after) them.
        var last: Int32 = shaped.runs.isEmpty ? -1 : 0
        var covered = [Bool](repeating: false, count: scalars.count)
        for run in shaped.runs { for i in Int(run.start)..<Int(run.end) { covered[i] = true } }
        for i in 0..<scalars.count {
            if covered[i] { last = runOf[i] } else { runOf[i] = max(0, last) }
        }
        runOfScalar = runOf
        ellipsisWidths = shaped.runs.map { Ellipsis.width(for: $0.attributes) }
        var prefix = [Int32](repeating: 0, count: scalars.count + 1)
        for i in 0..<scalars.count { prefix[i + 1] = prefix[i] &+ shaped.widths[i] }
        prefixWidths = prefix
        var spans = ShapedText.paragraphs(self.scalars, runs: shaped.runs)
        for index in spans.indices where spans[index].items.isEmpty {
            let font = text.runs.isEmpty ? Font.systemFont(ofSize: 17)
                : text.attributes(at: Int(utf16[Int(min(spans[index].start, Int32(scalars.count)))])).font
            spans[index].emptyAscent = pangoUnits(font.ascender)
            spans[index].emptyDescent = pangoUnits(-font.descender)
        }
        paragraphs = spans
        var words: [Int32] = [], characters: [Int32] = []
        for i in 0...scalars.count {
            if i == scalars.count || shaped.flags[i].contains(.lineBreak) { words.append(Int32(i)) }
            if i == scalars.count || shaped.flags[i].contains(.charBreak) { characters.append(Int32(i)) }
        }
        wordBreaks = words
        characterBreaks = characters
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

    private struct Shaped {
        var widths: [Int32]
        var endCorrections: [Int32]
        var flags: [BreakFlags]
        var runs: [Run]
        var rtl: [Bool]
    }

    /// A Pango layout of the whole text with no width limit: Pango itemises, picks
    /// fonts (with fallback), shapes, and computes the break attributes.
    static func makeLayout(_ text: AttributedText, session: PangoSession, utf8: [Int32]? = nil) -> OpaquePointer {
        let layout = pango_layout_new(session.context)!
        let string = text.string
        string.withCString { pango_layout_set_text(layout, $0, Int32(string.utf8.count)) }
        let attributes = pango_attr_list_new()!
        let byteOffsets = utf8 ?? utf8Offsets(of: string)
        let scalarOfUTF16 = scalarIndexByUTF16(string)
        // Never insert hyphens: UIKit inserts none when it splits a word.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        for run in text.runs where !run.range.isEmpty {
            let start = UInt32(byteOffsets[scalarOfUTF16[run.range.lowerBound]])
            let end = UInt32(byteOffsets[scalarOfUTF16[run.range.upperBound]])
            let description = run.attributes.font.makeDescription()
            let fontAttribute = pango_attr_font_desc_new(description)!
            pango_font_description_free(description)
            fontAttribute.pointee.start_index = start
            fontAttribute.pointee.end_index = end
            pango_attr_list_insert(attributes, fontAttribute)
            let color = run.attributes.foregroundColor
            let channel = { (v: Double) in UInt16(clamping: Int((max(0, min(1, v)) * 65535).rounded())) }
            let foreground = pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue))!
            foreground.pointee.start_index = start
            foreground.pointee.end_index = end
            pango_attr_list_insert(attributes, foreground)
            if color.alpha < 1 {
                let alpha = pango_attr_foreground_alpha_new(channel(color.alpha))!
                alpha.pointee.start_index = start
                alpha.pointee.end_index = end
                pango_attr_list_insert(attributes, alpha)
            }
            if run.attributes.kern != 0 {
                let spacing = pango_attr_letter_spacing_new(Int32((run.attributes.kern * Double(PANGO_SCALE)).rounded()))!
                spacing.pointee.start_index = start
                spacing.pointee.end_index = end
                pango_attr_list_insert(attributes, spacing)
            }
        }
        if let first = text.runs.first {
            let description = first.attributes.font.makeDescription()
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_width(layout, -1)
        return layout
    }

    private static func shape(_ text: AttributedText, scalarCount: Int, utf16: [Int32], utf8: [Int32],
                              session: PangoSession) -> Shaped
    {
        let layout = makeLayout(text, session: session, utf8: utf8)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        var flags = [BreakFlags](repeating: [], count: scalarCount + 1)
        var attributeCount: Int32 = 0
        if let logAttrs = pango_layout_get_log_attrs_readonly(layout, &attributeCount) {
            for i in 0..<min(Int(attributeCount), scalarCount + 1) {
                let a = logAttrs[i]
                var f: BreakFlags = []
                if a.is_line_break != 0 { f.insert(.lineBreak) }
                if a.is_mandatory_break != 0 { f.insert(.mandatoryBreak) }
                if a.is_char_break != 0 { f.insert(.charBreak) }
                if a.is_white != 0 { f.insert(.white) }
                if a.break_removes_preceding != 0 { f.insert(.removesPreceding) }
                if a.is_cursor_position != 0 { f.insert(.cursor) }
                if a.break_inserts_hyphen != 0 { f.insert(.insertsHyphen) }
                flags[i] = f
            }
        }

        var widths = [Int32](repeating: 0, count: scalarCount)
        var endCorrections = [Int32](repeating: 0, count: scalarCount)
        var runs: [Run] = []
        var rtl = [Bool](repeating: false, count: scalarCount)
        let scalarOfByte: (Int32) -> Int = { byte in
            // Binary search in the UTF-8 offsets.
            var low = 0, high = utf8.count - 1
            while low < high {
                let mid = (low + high) / 2
                if utf8[mid] < byte { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let textPointer = pango_layout_get_text(layout)!
        var lineNode = pango_layout_get_lines_readonly(layout)
        var buffer: [Int32] = []
        while let node = lineNode {
            let line = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            let lineStart = scalarOfByte(line.pointee.start_index)
            let lineEnd = scalarOfByte(line.pointee.start_index + line.pointee.length)
            let isRTL = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            // The paragraph runs to the next line's start (its separator included).
            let nextStart: Int
            if let next = node.pointee.next {
                let nextLine = next.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
                nextStart = scalarOfByte(nextLine.pointee.start_index)
            } else {
                nextStart = scalarCount
            }
            for i in lineStart..<max(lineStart, min(nextStart, scalarCount)) { rtl[i] = isRTL }
            var runNode = line.pointee.runs
            while let r = runNode {
                let glyphItem = r.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = glyphItem.pointee.item!
                let glyphs = glyphItem.pointee.glyphs!
                let start = scalarOfByte(item.pointee.offset)
                let count = Int(item.pointee.num_chars)
                buffer = [Int32](repeating: 0, count: count)
                let level = item.pointee.analysis.level
                pango_glyph_string_get_logical_widths(glyphs, textPointer + Int(item.pointee.offset),
                                                      item.pointee.length, Int32(level), &buffer)
                for k in 0..<count where start + k < scalarCount { widths[start + k] = buffer[k] }
                recordEndCorrections(glyphs, item: item, firstScalar: start, scalarOfByte: scalarOfByte,
                                     into: &endCorrections)
                var logical = PangoRectangle()
                pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
                let fontMetrics = pango_font_get_metrics(item.pointee.analysis.font, item.pointee.analysis.language)
                let safeDistance = pango_font_metrics_get_approximate_char_width(fontMetrics) * 3
                pango_font_metrics_unref(fontMetrics)
                let utf16Start = Int(utf16[start])
                runs.append(Run(start: Int32(start), end: Int32(start + count), ascent: -logical.y,
                                descent: logical.height + logical.y, safeDistance: safeDistance, level: level,
                                attributes: text.attributes(at: utf16Start)))
                runNode = r.pointee.next
            }
            // Pango's finished line drops half the letter spacing at each end
            // (`adjust_line_letter_spacing`); while breaking, every character carries
            // all of it. Put the halves back.
            if lineEnd > lineStart {
                let first = lineStart, last = lineEnd - 1
                let left = { (scalar: Int) in letterSpacingHalves(text.attributes(at: Int(utf16[scalar])).kern) }
                let (firstLeft, firstRight) = left(first), (lastLeft, lastRight) = left(last)
                if isRTL {
                    widths[last] += lastLeft
                    widths[first] += firstRight
                } else {
                    widths[first] += firstLeft
                    widths[last] += lastRight
                }
            }
            lineNode = node.pointee.next
        }
        runs.sort { $0.start < $1.start }
        return Shaped(widths: widths, endCorrections: endCorrections, flags: flags, runs: runs, rtl: rtl)
    }

    /// Pango's split of a letter spacing of `kern` points into its left and right
    /// halves (`distribute_letter_spacing`), in Pango units.
    static func letterSpacingHalves(_ kern: Double) -> (Int32, Int32) {
        let spacing = Int32((kern * Double(PANGO_SCALE)).rounded())
        guard spacing != 0 else { return (0, 0) }
        var left = spacing / 2
        if spacing & (PANGO_SCALE - 1) == 0 {
            left = (left + (PANGO_SCALE >> 1)) & ~(PANGO_SCALE - 1)   // PANGO_UNITS_ROUND
        }
        return (left, spacing - left)
    }

    /// For each one-character, one-glyph cluster whose advance differs from the
    /// glyph's own advance (kerning with what follows), the difference.
    private static func recordEndCorrections(_ glyphs: UnsafeMutablePointer<PangoGlyphString>,
                                             item: UnsafeMutablePointer<PangoItem>, firstScalar: Int,
                                             scalarOfByte: (Int32) -> Int, into corrections: inout [Int32])
    {
        // Only fonts with positioning (GPOS) can kern; bitmap emoji fonts have none and
        // their advances are scaled apart from HarfBuzz's. Right to left, a pair's
        // kerning sits on the later character, which a break sends to the next line.
        guard item.pointee.analysis.level % 2 == 0, let hbFont = pango_font_get_hb_font(item.pointee.analysis.font),
              hb_ot_layout_has_positioning(hb_font_get_face(hbFont)) != 0 else { return }
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(hbFont, &xScale, &yScale)
        let count = Int(glyphs.pointee.num_glyphs)
        guard count > 0, xScale != 0 else { return }
        let infos = glyphs.pointee.glyphs!
        let clusters = glyphs.pointee.log_clusters!
        // HarfBuzz advances are in the font's x scale; Pango's in 1/1024 of the size.
        let unitsPerScale = Double(PANGO_SCALE) * pangoSize(item) / Double(xScale)
        // Glyph widths include the run's letter spacing (`kern`).
        let letterSpacing = letterSpacingOf(item)
        for g in 0..<count {
            let cluster = clusters[g]
            // One glyph in the cluster, one character in the cluster.
            if g > 0 && clusters[g - 1] == cluster { continue }
            if g + 1 < count && clusters[g + 1] == cluster { continue }
            let scalar = scalarOfByte(item.pointee.offset + cluster)
            let nextByte = g + 1 < count && clusters[g + 1] > cluster ? clusters[g + 1]
                : (g > 0 && clusters[g - 1] > cluster ? clusters[g - 1] : item.pointee.length)
            guard scalarOfByte(item.pointee.offset + nextByte) == scalar + 1 else { continue }
            let glyph = infos[g].glyph
            guard glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 else { continue }
            let nominal = hb_font_get_glyph_h_advance(hbFont, glyph)
            let advance = Int32((Double(nominal) * unitsPerScale).rounded()) + letterSpacing
            let difference = advance - infos[g].geometry.width
            if difference != 0 && scalar < corrections.count { corrections[scalar] = difference }
        }
    }

    /// The letter spacing applied to an item, in Pango units.
    private static func letterSpacingOf(_ item: UnsafeMutablePointer<PangoItem>) -> Int32 {
        var node = item.pointee.analysis.extra_attrs
        while let n = node {
            let attribute = n.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            if attribute.pointee.klass.pointee.type == PANGO_ATTR_LETTER_SPACING {
                return attribute.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { $0.pointee.value }
            }
            node = n.pointee.next
        }
        return 0
    }

    /// The font's size in points.
    private static func pangoSize(_ item: UnsafeMutablePointer<PangoItem>) -> Double {
        let description = pango_font_describe_with_absolute_size(item.pointee.analysis.font)
        defer { pango_font_description_free(description) }
        return Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
    }

    static func utf8Offsets(of string: String) -> [Int32] {
        var offsets: [Int32] = [0]
        for scalar in string.unicodeScalars { offsets.append(offsets.last! + Int32(scalar.utf8.count)) }
        return offsets
    }

    /// For each UTF-16 offset (and the end), the index of the scalar it falls in.
    static func scalarIndexByUTF16(_ string: String) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(string.utf16.count + 1)
        for (index, scalar) in string.unicodeScalars.enumerated() {
            for _ in 0..<scalar.utf16.count { result.append(index) }
        }
        result.append(string.unicodeScalars.count)
        return result
    }
}

/// The width of "…" per font, measured once.
enum Ellipsis {
    static let string = "\u{2026}"
    private static let cache = Mutex<[TextAttributes: Int32]>([:])

    static func width(for attributes: TextAttributes) -> Int32 {
        if let width = cache.withLock({ $0[attributes] }) { return width }
        let width = TextSystem.withSession { session -> Int32 in
            let layout = ShapedText.makeLayout(AttributedText(string, attributes: attributes), session: session)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return logical.width
        }
        cache.withLock { $0[attributes] = width }
        return width
    }
}
