import CPango
import InputPolicy
import Synchronization

/// Shaping with Pango: the layout a paragraph is shaped from, reading its glyphs,
/// advances and break attributes back, and the offsets between
/// UTF-8, UTF-16 and scalars that needs.
extension ShapedText {
    /// A Pango layout of the whole text with no width limit: Pango itemises, picks
    /// fonts (with fallback), shapes, and computes the break attributes.
    static func makeLayout(_ text: AttributedText, session: PangoSession, utf8: [Int32]? = nil) -> OpaquePointer {
        let layout = pango_layout_new(session.context)!
        let string = text.string
        // Pango ends its text at a NUL byte, so U+0000 goes in as U+0001, another
        // one-byte control that Pango shapes as an empty glyph: every offset stays the
        // same, and the text after it is measured and drawn.
        let pangoText = string.utf8.contains(0)
            ? String(String.UnicodeScalarView(string.unicodeScalars.map { $0.value == 0 ? "\u{1}" : $0 })) : string
        pangoText.withCString { pango_layout_set_text(layout, $0, Int32(pangoText.utf8.count)) }
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
            let channel = { (v: Double) in UInt16(saturating: (max(0, min(1, v)) * 65535).rounded()) }
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
            if run.attributes.letterSpacing != 0 {
                let spacing = pango_attr_letter_spacing_new(pangoUnits(rounding: run.attributes.letterSpacing))!
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

    /// The most scalars shaped in one Pango layout when the text has paragraph
    /// breaks to split at. Pango counts characters from the start of the text for each
    /// paragraph it lays out, so one layout of a long text costs time quadratic in its
    /// length (4 s for 1 MB); paragraphs are shaped independently anyway, so groups of
    /// them are shaped in layouts of their own and joined.
    static let chunkScalars = 16_384

    /// Shapes `text`: in one Pango layout, or, when it is long, in groups of whole
    /// paragraphs of about `chunkScalars` scalars each (see ``chunkScalars``).
    static func shape(_ text: AttributedText, scalarCount: Int, utf16: [Int32], utf8: [Int32],
                      session: PangoSession, chunkScalars: Int = ShapedText.chunkScalars) -> Shaped
    {
        guard scalarCount > chunkScalars else {
            return shapeLayout(text, scalarCount: scalarCount, utf16: utf16, utf8: utf8, session: session)
        }
        // Pango gives a paragraph without strong characters the direction of the one
        // before it, but the first paragraph of a layout that of the first strong
        // character after it: a group never starts with such a paragraph.
        let bytes = Array(text.string.utf8)
        let chunks = paragraphGroups(text.string.unicodeScalars, count: scalarCount, size: chunkScalars) { range in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                    pango_find_base_dir(base + Int(utf8[range.lowerBound]),
                                        utf8[range.upperBound] - utf8[range.lowerBound]) == PANGO_DIRECTION_NEUTRAL
                }
            }
        }
        guard chunks.count > 1 else {
            return shapeLayout(text, scalarCount: scalarCount, utf16: utf16, utf8: utf8, session: session)
        }
        let units = Array(text.string.utf16)
        var joined = Shaped(widths: [], endCorrections: [], flags: [], runs: [], rtl: [])
        joined.widths.reserveCapacity(scalarCount)
        joined.endCorrections.reserveCapacity(scalarCount)
        joined.flags.reserveCapacity(scalarCount + 1)
        joined.rtl.reserveCapacity(scalarCount)
        for chunk in chunks {
            let first16 = Int(utf16[chunk.lowerBound]), end16 = Int(utf16[chunk.upperBound])
            let piece = text.slice(first16..<end16, units: units)
            let pieceUTF16 = utf16[chunk.lowerBound...chunk.upperBound].map { $0 - utf16[chunk.lowerBound] }
            let pieceUTF8 = utf8[chunk.lowerBound...chunk.upperBound].map { $0 - utf8[chunk.lowerBound] }
            let shaped = shapeLayout(piece, scalarCount: chunk.count, utf16: pieceUTF16, utf8: pieceUTF8,
                                     session: session)
            let offset = Int32(chunk.lowerBound)
            joined.widths += shaped.widths
            joined.endCorrections += shaped.endCorrections
            joined.rtl += shaped.rtl
            joined.runs += shaped.runs.map { run in
                var moved = run
                moved.start += offset
                moved.end += offset
                return moved
            }
            // The position between two groups ends one and starts the other: its break
            // opportunities as the end of a paragraph, its character's class as a start.
            if let boundary = joined.flags.popLast(), let start = shaped.flags.first {
                let fromStart: BreakFlags = [.white, .cursor, .charBreak]
                joined.flags.append(boundary.subtracting(fromStart).union(start.intersection(fromStart)))
                joined.flags += shaped.flags.dropFirst()
            } else {
                joined.flags += shaped.flags
            }
        }
        return joined
    }

    /// Scalar ranges of `count` scalars that cover the text, each made of whole
    /// paragraphs (ending right after a separator, or at the end), at least `size`
    /// long where the text allows, and none starting with a paragraph that
    /// `isNeutral` (given a paragraph's scalar range) says has no strong direction.
    static func paragraphGroups(_ scalars: String.UnicodeScalarView, count: Int, size: Int,
                                isNeutral: (Range<Int>) -> Bool = { _ in false }) -> [Range<Int>]
    {
        guard count > size else { return [0..<count] }
        // Where each paragraph ends: after \n, U+2029, or a \r not followed by \n.
        var ends: [Int] = []
        var index = 0
        var previous: UInt32 = 0
        for scalar in scalars {
            let value = scalar.value
            if previous == 0x0D && value != 0x0A { ends.append(index) }
            index += 1
            if value == 0x0A || value == 0x2029 { ends.append(index) }
            previous = value
        }
        if ends.last != count { ends.append(count) }
        var groups: [Range<Int>] = []
        var start = 0
        for (k, end) in ends.enumerated() where end < count && end - start >= size {
            if isNeutral(end..<ends[k + 1]) { continue }
            groups.append(start..<end)
            start = end
        }
        groups.append(start..<count)
        return groups
    }

    /// Shapes `text` in one Pango layout.
    static func shapeLayout(_ text: AttributedText, scalarCount: Int, utf16: [Int32], utf8: [Int32],
                            session: PangoSession) -> Shaped
    {
        let layout = makeLayout(text, session: session, utf8: utf8)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        var flags = [BreakFlags].filled([], count: scalarCount + 1)
        var attributeCount: Int32 = 0
        if let logAttrs = pango_layout_get_log_attrs_readonly(layout, &attributeCount) {
            for i in 0..<min(Int(attributeCount), scalarCount + 1) { flags[i] = BreakFlags(logAttrs[i]) }
        }

        var widths = [Int32].filled(0, count: scalarCount)
        var endCorrections = [Int32].filled(0, count: scalarCount)
        var runs: [Run] = []
        var rtl = [Bool].filled(false, count: scalarCount)
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
            // The characters at the line's left and right ends as drawn: Pango's runs
            // come in visual order, and a right-to-left run's leftmost character is its
            // logical last.
            var leftEnd: Int?, rightEnd: Int?
            var runNode = line.pointee.runs
            while let r = runNode {
                let glyphItem = r.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = glyphItem.pointee.item!
                let glyphs = glyphItem.pointee.glyphs!
                let start = scalarOfByte(item.pointee.offset)
                let count = Int(item.pointee.num_chars)
                buffer = [Int32].filled(0, count: count)
                let level = item.pointee.analysis.level
                pango_glyph_string_get_logical_widths(glyphs, textPointer + Int(item.pointee.offset),
                                                      item.pointee.length, Int32(level), &buffer)
                for k in 0..<count where start + k < scalarCount { widths[start + k] = buffer[k] }
                markClusterInteriors(glyphs, start..<min(start + count, scalarCount), utf8: utf8, into: &flags)
                recordKerningCorrections(glyphs, item: item, firstScalar: start, scalarOfByte: scalarOfByte,
                                     line: lineStart..<lineEnd, halves: { scalar in
                                         letterSpacingHalves(text.attributes(at: Int(utf16[scalar])).letterSpacing)
                                     }, text: textPointer, session: session, into: &endCorrections)
                let logical = session.logicalExtents(glyphs, 0..<glyphs.pointee.num_glyphs, font: item.pointee.analysis.font)
                let safeDistance = approximateCharacterWidth(item.pointee.analysis.font, item.pointee.analysis.language,
                                                             session: session) * 3
                if count > 0 {
                    let rightToLeft = level % 2 == 1
                    if leftEnd == nil { leftEnd = rightToLeft ? start + count - 1 : start }
                    rightEnd = rightToLeft ? start : start + count - 1
                }
                let utf16Start = Int(utf16[start])
                runs.append(Run(start: Int32(start), end: Int32(start + count), ascent: -logical.top,
                                descent: logical.bottom, safeDistance: safeDistance, level: level,
                                script: Self.script(of: item.pointee.analysis), attributes: text.attributes(at: utf16Start)))
                runNode = r.pointee.next
            }
            // Pango's finished line drops half the letter spacing at each end as drawn
            // (`adjust_line_letter_spacing`: the left half of the leftmost character,
            // the right half of the rightmost); while breaking, every character carries
            // all of it. Put the halves back on those characters, which are not the
            // logical first and last where the direction changes ("a" then Hebrew: the
            // Hebrew word's first letter is the rightmost).
            let halves = { (scalar: Int) in letterSpacingHalves(text.attributes(at: Int(utf16[scalar])).letterSpacing) }
            if let leftEnd, leftEnd < scalarCount { widths[leftEnd] += halves(leftEnd).0 }
            if let rightEnd, rightEnd < scalarCount { widths[rightEnd] += halves(rightEnd).1 }
            lineNode = node.pointee.next
        }
        runs.sort { $0.start < $1.start }
        return Shaped(widths: widths, endCorrections: endCorrections, flags: flags,
                      runs: runs, rtl: rtl)
    }

    /// Marks the characters of scalars `range`, shaped as one piece into `glyphs`, that
    /// shaping put in the cluster of a character before them (``BreakFlags/insideCluster``):
    /// no glyph's cluster starts at their byte. Pango shares a cluster's advance among its
    /// characters, so a line that starts or ends inside one is not measured by advances.
    /// `utf8` gives each scalar's byte offset in the text; the piece starts at the first's.
    /// The other characters after the first lose the mark (a window shaped before the
    /// whole item may have set it).
    static func markClusterInteriors(_ glyphs: UnsafeMutablePointer<PangoGlyphString>, _ range: Range<Int>,
                                     utf8: [Int32], into flags: inout [BreakFlags])
    {
        for k in range.dropFirst() { flags[k].remove(.insideCluster) }
        guard range.count > 1, let clusters = glyphs.pointee.log_clusters else { return }
        let startByte = utf8[range.lowerBound]
        let count = Int(glyphs.pointee.num_glyphs)
        // An item's clusters are in visual order: ascending, or descending right to left.
        // Walk them ascending beside the characters' bytes; a character passed before
        // the next cluster starts is inside the one before.
        let ascending = count == 0 || clusters[0] <= clusters[count - 1]
        var k = range.lowerBound + 1
        for step in 0..<count {
            let cluster = clusters[ascending ? step : count - 1 - step]
            while k < range.upperBound && utf8[k] - startByte < cluster {
                flags[k].insert(.insideCluster)
                k += 1
            }
            if k < range.upperBound && utf8[k] - startByte == cluster { k += 1 }
        }
        while k < range.upperBound {
            flags[k].insert(.insideCluster)
            k += 1
        }
    }

    /// A font's approximate character width for a language, in Pango units: its sample
    /// text's advance over the text's width in columns, as Pango defines it.
    ///
    /// Pango's own value (`pango_font_metrics_get_approximate_char_width`) depends on
    /// the font map's history: a font whose metrics are first asked for while another
    /// font's are being found (the sample text falls back to it, or another thread is
    /// finding metrics) reports 0 (see ``MetricsPriming``). This is found the same way
    /// whatever happened before, in every session.
    static func approximateCharacterWidth(_ font: UnsafeMutablePointer<PangoFont>?, _ language: OpaquePointer?,
                                          session: PangoSession) -> Int32
    {
        guard let font else { return 0 }
        let key = PangoSession.FontLanguage(font, language)
        if let known = session.approximateWidths[key] { return known }
        // As Pango finds it: a fresh context of the font map, in the language.
        let description = pango_font_describe_with_absolute_size(font)
        defer { pango_font_description_free(description) }
        let context = pango_font_map_create_context(session.fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_context_set_language(context, language)
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        let sample = pango_language_get_sample_string(language)!
        pango_layout_set_text(layout, sample, -1)
        var extents = PangoRectangle()
        pango_layout_get_extents(layout, nil, &extents)
        var columns: Int32 = 0
        for scalar in String(cString: sample).unicodeScalars {
            let c = gunichar(scalar.value)
            if g_unichar_iszerowidth(c) != 0 { continue }
            columns += g_unichar_iswide(c) != 0 ? 2 : 1
        }
        let width = columns > 0 ? extents.width / columns : 0
        session.hold(font)
        session.approximateWidths[key] = width
        return width
    }

    /// Pango's split of a letter spacing of `kern` points into its left and right
    /// halves (`distribute_letter_spacing`), in Pango units.
    static func letterSpacingHalves(_ kern: Double) -> (Int32, Int32) {
        let spacing = pangoUnits(rounding: Limits.kern.clamp(kern))
        guard spacing != 0 else { return (0, 0) }
        var left = spacing / 2
        if spacing & (PANGO_SCALE - 1) == 0 {
            left = (left + (PANGO_SCALE >> 1)) & ~(PANGO_SCALE - 1)   // PANGO_UNITS_ROUND
        }
        return (left, spacing - left)
    }

    /// For each one-character, one-glyph cluster whose advance differs from the
    /// glyph's own advance (kerning), the difference: the kerning of a pair sits on its
    /// logical first character, in either direction (HarfBuzz positions in logical
    /// order), and is lost when a line ends after it (`corrections`, end corrections).
    /// Right to left, a line's logical end is its left end: "שלו" broken from "שלום"
    /// drew 0.17 pt wider than measured while the kerning of ו with ם was kept as a
    /// correction for a line starting at ם.
    ///
    /// Letter spacing is no kerning: a glyph's width carries all of it while Pango
    /// breaks lines, but the finished line this is read from (one per paragraph) has
    /// dropped half of it at each end (`adjust_line_letter_spacing`); those halves
    /// are put back here, else the paragraph's first and last characters would carry
    /// half a letter spacing as "kerning" (`kern` 1.5 on "aa" measured 22.92 pt and
    /// drew 20.67).
    static func recordKerningCorrections(_ glyphs: UnsafeMutablePointer<PangoGlyphString>,
                                             item: UnsafeMutablePointer<PangoItem>, firstScalar: Int,
                                             scalarOfByte: (Int32) -> Int, line: Range<Int>,
                                             halves: (Int) -> (Int32, Int32), text: UnsafePointer<CChar>,
                                             session: PangoSession, into corrections: inout [Int32])
    {
        // Only fonts with positioning (GPOS) can kern; bitmap emoji fonts have none and
        // their advances are scaled apart from HarfBuzz's.
        guard let hbFont = pango_font_get_hb_font(item.pointee.analysis.font),
              hb_ot_layout_has_positioning(hb_font_get_face(hbFont)) != 0 else { return }
        let rightToLeft = item.pointee.analysis.level % 2 == 1
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
        // Letter-spaced right-to-left text keeps its advances (the halves Pango drops at
        // a line's ends are not worked out for it here).
        if rightToLeft && letterSpacing != 0 { return }
        for g in 0..<count {
            let cluster = clusters[g]
            // One glyph in the cluster (of one character, or of a letter and its marks
            // composed into one glyph: "e" and U+0301 as "é").
            if g > 0 && clusters[g - 1] == cluster { continue }
            if g + 1 < count && clusters[g + 1] == cluster { continue }
            let scalar = scalarOfByte(item.pointee.offset + cluster)
            let nextByte = g + 1 < count && clusters[g + 1] > cluster ? clusters[g + 1]
                : (g > 0 && clusters[g - 1] > cluster ? clusters[g - 1] : item.pointee.length)
            // The item's (or window's) logically last cluster has nothing after it to
            // kern with (HarfBuzz shapes item by item): an adjustment of its own stays
            // when a line ends after it. A comma after Arabic, set in the Arabic font at
            // a paragraph's end, is 0.58 pt narrower than its glyph at 17 pt, and a line
            // ending with it was measured that much wider than it drew.
            guard nextByte < item.pointee.length else { continue }
            // A line can end only after the cluster's last character: the correction is its.
            let last = scalarOfByte(item.pointee.offset + nextByte) - 1
            guard last >= scalar else { continue }
            let glyph = infos[g].glyph
            guard glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 else { continue }
            let nominal = hb_font_get_glyph_h_advance(hbFont, glyph)
            var advance = Int32(saturating: (Double(nominal) * unitsPerScale).rounded()) &+ letterSpacing
            if letterSpacing == 0 && advance != infos[g].geometry.width {
                // What the cluster is at the end of a line: shaped last, after the cluster
                // before it. Pair kerning with what follows is gone there; an adjustment of
                // the glyph's own is not (Noto Sans Arabic's comma and "…", 0.58 pt at 17 pt).
                // Invisible clusters before it (a zero-width space, a joiner: HarfBuzz skips
                // them as it kerns) count with the visible one before them: Inter's "…"
                // after a space and U+200B is 0.58 pt narrower than after U+200B alone.
                let step = g > 0 && clusters[g - 1] < cluster ? -1 : (g + 1 < count && clusters[g + 1] < cluster ? 1 : 0)
                var before = g + step
                while step != 0, infos[before].glyph == PANGO_GLYPH_EMPTY, before + step >= 0, before + step < count,
                      clusters[before + step] < clusters[before]
                {
                    before += step
                }
                let previous = step == 0 ? cluster : clusters[before]
                if let atEnd = widthAtEnd(item: item, from: previous, cluster: cluster, to: nextByte, text: text,
                                          session: session) {
                    advance = atEnd
                }
            }
            var width = infos[g].geometry.width
            if scalar == line.lowerBound { width &+= halves(scalar).0 }
            if last == line.upperBound - 1 { width &+= halves(last).1 }
            let difference = advance &- width
            guard difference != 0 else { continue }
            if last < corrections.count { corrections[last] = difference }
        }
    }

    /// The width of the cluster at bytes `cluster..<end` of `item` when it is the last
    /// thing shaped, after bytes `start..<cluster` (Pango units), kept by the session
    /// per font, analysis and bytes; nil if it does not come out as one glyph.
    private static func widthAtEnd(item: UnsafeMutablePointer<PangoItem>, from start: Int32, cluster: Int32, to end: Int32,
                                   text: UnsafePointer<CChar>, session: PangoSession) -> Int32?
    {
        let analysis = item.pointee.analysis
        let base = Int(item.pointee.offset)
        let bytes = ShapedText.KeyBytes(text + base + Int(start), count: Int(end - start))
        let key = PangoSession.EndKey(font: UInt(bitPattern: analysis.font), language: UInt(bitPattern: analysis.language),
                                      level: analysis.level, script: analysis.script, split: UInt8(truncatingIfNeeded: cluster - start),
                                      bytes: bytes)
        if let known = session.endWidths.value(for: key) { return known }
        var piece = item.pointee
        piece.offset = item.pointee.offset + start
        piece.length = end - start
        piece.num_chars = Int32(g_utf8_strlen(text + base + Int(start), Int(end - start)))
        let glyphs = pango_glyph_string_new()!
        defer { pango_glyph_string_free(glyphs) }
        var widths = [Int32].filled(0, count: Int(piece.num_chars))
        withUnsafeMutablePointer(to: &piece) { piece in
            // Nothing after the cluster as context: a drawn line ends there.
            pango_shape_item(piece, text, Int32(base) + end, nil, glyphs, PANGO_SHAPE_NONE)
            pango_glyph_string_get_logical_widths(glyphs, text + Int(piece.pointee.offset), piece.pointee.length,
                                                  Int32(analysis.level), &widths)
        }
        let before = Int(g_utf8_strlen(text + base + Int(start), Int(cluster - start)))
        guard before < widths.count else { return nil }
        let width = widths[before...].reduce(0, +)
        session.hold(analysis.font)
        session.endWidths.insert(width, for: key)
        return width
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
