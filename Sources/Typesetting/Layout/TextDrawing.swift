import CPango

extension TextLayout {
    /// Whether a line of justified text is stretched to the box: every line but a
    /// paragraph's last and a truncated one. (A line too narrow for its ellipsis keeps an
    /// empty range and draws nothing.)
    static func stretchesWhenJustified(_ line: TextLine, utf16: [UInt16]) -> Bool {
        guard !line.isTruncated, !line.range.isEmpty, line.range.upperBound < utf16.count else { return false }
        let last = utf16[line.range.upperBound - 1]
        return last != 0x0A && last != 0x0D && last != 0x2029
    }

    /// Draws the layout into a Cairo context (`cairo_t *`), its top-left corner at
    /// (`x`, `y`) in the context's user space. Lines are aligned within `width`
    /// points when given (a label wider than its text), else within ``size``.
    ///
    /// Each line is drawn from exactly the characters the layout measured for it
    /// (trailing white space left out, the ellipsis put in where text was elided),
    /// at the line's position and baseline: the breaks and truncation drawn are
    /// the ones measured.
    public func draw(in cairo: OpaquePointer, x: Double = 0, y: Double = 0, width: Double? = nil) {
        let shaped = TextLayoutCache.shared.shaped(text)
        let box = width ?? proposedWidth ?? size.width
        let utf16 = Array(text.string.utf16)
        // Only lines that reach the clip are drawn (a long text drawn into a bounded
        // image, or a label scrolled mostly out of view); a line's glyphs may overhang
        // its box, so a line height of slack is kept on each side.
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(cairo, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        let pieces = lines.compactMap { line -> (TextLine, AttributedText, Bool, Bool)? in
            guard y + line.y + 2 * line.height >= clip.y1, y + line.y - line.height <= clip.y2 else { return nil }
            var placed = line
            if let width { placed.x = TextLayout.alignedX(of: line, in: width, shaped: shaped) }
            let justify = text.paragraphStyle.alignment == .justified && TextLayout.stretchesWhenJustified(line, utf16: utf16)
            if justify { placed.x = 0 }
            return (placed, drawnText(for: line, utf16: utf16, shaped: shaped), isRightToLeft(line, shaped), justify)
        }
        TextSystem.withSession { session in
            for (line, piece, rtl, justify) in pieces where piece.length > 0 {
                pango_context_set_base_dir(session.context, rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
                let layout = ShapedText.makeLayout(piece, session: session)
                pango_layout_set_auto_dir(layout, 0)
                if justify {
                    // The box within the widest line a layout measures (a width of 10⁹ pt
                    // saturated Int32, and the unit added to it trapped).
                    pango_layout_set_width(layout, pangoUnits(TextLimits.width(box)) + 1)
                    pango_layout_set_justify(layout, 1)
                    pango_layout_set_justify_last_line(layout, 1)
                }
                let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
                cairo_save(cairo)
                var start = x + line.x
                if line.isTruncated && line.elidedRange == nil && text.paragraphStyle.lineBreakMode == .byClipping {
                    // A clipped line shows what fits in its width: from its start, which
                    // is the right end of a right-to-left line.
                    if rtl {
                        var logical = PangoRectangle()
                        pango_layout_get_extents(layout, nil, &logical)
                        start += line.width - Double(logical.width) / Double(PANGO_SCALE)
                    }
                    cairo_rectangle(cairo, x + line.x, y + line.y - line.height, line.width, 3 * line.height)
                    cairo_clip(cairo)
                }
                start += TextLayout.readyForDrawing(layout)
                // Cairo derives a scaled font for the context's scale from each font:
                // kept, so that Cairo never destroys one while other threads use fonts.
                ScaledFonts.keepDerived(for: layout, in: cairo)
                cairo_move_to(cairo, start, y + line.baseline - baseline)
                pango_cairo_show_layout(cairo, layout)
                cairo_restore(cairo)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
            pango_context_set_base_dir(session.context, PANGO_DIRECTION_LTR)
        }
    }

    /// Readies the Pango layout of one line for drawing, and returns how far right of
    /// Pango's own position to draw it (in points; 0 but for the second case below).
    /// - Pango-cairo draws a hex box (the glyph of a control character, or of one no font
    ///   has) centred in its glyph's advance, and letter spacing and justification widen
    ///   that advance on one side: the box was drawn half the added space away from where
    ///   the advance puts it (a justified line of two U+0000, spaced 20 pt, had ink 17 pt
    ///   past its box). Each box's x offset takes that half back; nothing else moves.
    /// - Negative letter spacing on a glyph of no width (−1 em on a U+200B) gives it a
    ///   negative advance, and Pango then puts the line's runs that far before its
    ///   logical extents, which the line was measured by: the ink began 18 pt left of
    ///   the box. The line is drawn from where its extents begin.
    static func readyForDrawing(_ layout: OpaquePointer) -> Double {
        guard let iterator = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iterator) }
        var leftmost = Int32.max
        repeat {
            guard let run = pango_layout_iter_get_run(iterator) else { continue }
            var extents = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &extents)
            leftmost = min(leftmost, extents.x)
            guard let font = run.pointee.item.pointee.analysis.font else { continue }
            let glyphs = run.pointee.glyphs.pointee
            for index in 0..<Int(glyphs.num_glyphs) where glyphs.glyphs[index].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                var logical = PangoRectangle()
                pango_font_get_glyph_extents(font, glyphs.glyphs[index].glyph, nil, &logical)
                glyphs.glyphs[index].geometry.x_offset -= (glyphs.glyphs[index].geometry.width - logical.width) / 2
            }
        } while pango_layout_iter_next_run(iterator) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard leftmost != .max, leftmost < logical.x else { return 0 }
        return (Double(logical.x) - Double(leftmost)) / Double(PANGO_SCALE)
    }

    private func isRightToLeft(_ line: TextLine, _ shaped: ShapedText) -> Bool {
        TextLayout.isRightToLeft(line, text: text, shaped: shaped)
    }

    /// Whether `line`'s paragraph runs right to left: the direction `draw(in:at:width:)`
    /// lays the line out in, whatever its own first strong character.
    static func isRightToLeft(_ line: TextLine, text: AttributedText, shaped: ShapedText) -> Bool {
        let index = text.scalarIndex(ofUTF16: line.range.lowerBound, in: shaped)
        return index < shaped.paragraphIsRTL.count && shaped.paragraphIsRTL[index]
    }

    /// The width, in points, of what `line` shows as drawing lays it out: its text
    /// (what drawing shows for it, ellipsis included) shaped on its own in Pango, in its
    /// paragraph's direction. A line "ולם עולם a" of a left-to-right paragraph keeps the
    /// space before "a" left to right, as drawn; shaped in the direction of its own first
    /// letter, that space is 0.45 pt narrower at 40 pt. The reference for lines that are
    /// measured as drawn.
    public func drawnWidth(of line: TextLine) -> Double {
        let shaped = TextLayoutCache.shared.shaped(text)
        let piece = drawnText(for: line, shaped: shaped)
        guard piece.length > 0 else { return 0 }
        return TextLayout.width(ofDrawn: piece, rightToLeft: TextLayout.isRightToLeft(line, text: text, shaped: shaped))
    }

    /// Where Pango puts the ink of what `line` shows, drawn alone as ``draw(in:x:y:width:)``
    /// draws it (stretched to the layout's box when it is a justified line that
    /// stretches): from and to, in points from the line's start. Glyphs may ink past
    /// their advances (an italic's overhang, marks stacked with no base before them);
    /// this says by how much, for checking that drawing puts ink nowhere else.
    func drawnInk(of line: TextLine) -> (left: Double, right: Double)? {
        let shaped = TextLayoutCache.shared.shaped(text)
        let piece = drawnText(for: line, shaped: shaped)
        guard piece.length > 0 else { return nil }
        let rightToLeft = TextLayout.isRightToLeft(line, text: text, shaped: shaped)
        let justify = text.paragraphStyle.alignment == .justified
            && TextLayout.stretchesWhenJustified(line, utf16: Array(text.string.utf16))
        let box = proposedWidth ?? size.width
        return TextSystem.withSession { session in
            pango_context_set_base_dir(session.context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            defer { pango_context_set_base_dir(session.context, PANGO_DIRECTION_LTR) }
            let layout = ShapedText.makeLayout(piece, session: session)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_auto_dir(layout, 0)
            if justify {
                pango_layout_set_width(layout, pangoUnits(TextLimits.width(box)) + 1)
                pango_layout_set_justify(layout, 1)
                pango_layout_set_justify_last_line(layout, 1)
            }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            guard ink.width > 0 else { return nil }
            let unit = Double(PANGO_SCALE)
            return ((Double(ink.x) - Double(logical.x)) / unit, (Double(ink.x) + Double(ink.width) - Double(logical.x)) / unit)
        }
    }

    /// The logical width of `piece` laid out on one line as `draw` lays out a line: a
    /// paragraph of the given direction, no direction of its own.
    static func width(ofDrawn piece: AttributedText, rightToLeft: Bool) -> Double {
        TextSystem.withSession { session in
            pango_context_set_base_dir(session.context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            defer { pango_context_set_base_dir(session.context, PANGO_DIRECTION_LTR) }
            let layout = ShapedText.makeLayout(piece, session: session)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_auto_dir(layout, 0)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
    }

    /// The text drawn for a line: its characters without trailing white space and
    /// separators (exactly those measuring leaves out, ``ShapedText/visibleEnd(_:)``),
    /// with "…" in place of the elided range.
    func drawnText(for line: TextLine, utf16 given: [UInt16]? = nil, shaped given2: ShapedText? = nil) -> AttributedText {
        TextLayout.drawnText(for: line, text: text, utf16: given ?? Array(text.string.utf16),
                             shaped: given2 ?? TextLayoutCache.shared.shaped(text))
    }

    /// The text drawn for a line of `text` (see ``drawnText(for:utf16:shaped:)``).
    static func drawnText(for line: TextLine, text: AttributedText, utf16: [UInt16], shaped: ShapedText) -> AttributedText {
        let first = Int32(text.scalarIndex(ofUTF16: line.range.lowerBound, in: shaped))
        let last = Int32(text.scalarIndex(ofUTF16: line.range.upperBound, in: shaped))
        let end = Int(shaped.utf16Offsets[Int(shaped.visibleEnd(first..<max(first, last)))])
        var result = AttributedText("", attributes: text.attributes(at: line.range.lowerBound),
                                    paragraphStyle: text.paragraphStyle)
        func append(_ range: Range<Int>) {
            for run in text.runs where run.range.overlaps(range) {
                let part = max(run.range.lowerBound, range.lowerBound)..<min(run.range.upperBound, range.upperBound)
                result.append(String(decoding: utf16[part], as: UTF16.self), attributes: run.attributes)
            }
        }
        if let elided = line.elidedRange {
            append(line.range.lowerBound..<elided.lowerBound)
            result.append(Ellipsis.string, attributes: text.attributes(at: max(line.range.lowerBound, elided.lowerBound - 1)))
            append(elided.upperBound..<max(elided.upperBound, end))
        } else {
            append(line.range.lowerBound..<end)
        }
        return result
    }
}
