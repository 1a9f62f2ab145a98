extension TextLayout {
    /// Lays `text` out for a width.
    ///
    /// - Parameters:
    ///   - text: the text and its attributes.
    ///   - width: the width available, in points; nil for one line per paragraph.
    ///   - maximumNumberOfLines: 0 for unlimited (`numberOfLines`).
    ///   - scale: the display scale whose pixel grid `size` is rounded up to.
    ///
    /// The paragraph is shaped once and kept in ``TextLayoutCache``; laying it out
    /// again at another width only breaks lines.
    ///
    /// Numbers outside `Limits` are clamped, never trapped on: a line is
    /// at most 10⁶ points wide (a nil or larger width wraps there), a negative or NaN
    /// width is 0, and the line limit is at most 10⁶. The layout is as wide as its widest
    /// line: at most `width`, unless a single character cluster (or the ellipsis of a
    /// truncated line) is wider than `width` by itself.
    public init(_ text: AttributedText, width: Double? = nil, maximumNumberOfLines: Int = 0, scale: Double = 1) {
        self = TextLayoutCache.shared.layout(text, width: width, maximumNumberOfLines: maximumNumberOfLines,
                                             scale: scale)
    }

    /// Lays out an already shaped paragraph (no cache).
    init(shaped: ShapedText, width: Double?, maximumNumberOfLines: Int, scale: Double) {
        let text = shaped.text
        let style = text.paragraphStyle
        let mode = style.lineBreakMode
        let scale = TextLimits.scale(scale)
        // Always a budget: no line may be wider than 32-bit Pango units can count.
        let budgetWidth = TextLimits.width(width)
        let budget: Int32? = pangoUnits(budgetWidth)
        let limit = TextLimits.lineCount(maximumNumberOfLines)
        let singleLineTruncation = limit == 1 && mode.isTruncating
        let lineSpacing = TextLimits.lineSpacing(style.lineSpacing)
        let lineHeightMultiple = TextLimits.lineHeightMultiple(style.lineHeightMultiple)
        let breaker = LineBreaker(shaped: shaped, byCharacter: mode.wrapsByCharacter)
        // One line more than allowed tells whether text was left out.
        var spans = breaker.lines(width: singleLineTruncation ? nil : budget, maximumLines: limit > 0 ? limit + 1 : 0)
        var drawnWidths = DrawnWidths(shaped: shaped)
        if let budget, !singleLineTruncation {
            spans = drawnWidths.splitOverflowing(spans, budget: budget)
        }
        var drawnAtBreak = shaped.linesMeasuredAsDrawnAtBreaks(spans)
        if let budget, !singleLineTruncation {
            // A line measured as drawn because of its breaks can draw wider than its
            // advances: split it too. Splitting makes breaks of its own, which may be
            // measured as drawn in turn; each round only adds lines, until none does.
            for _ in 0..<8 where !drawnAtBreak.isEmpty {
                let split = drawnWidths.splitOverflowing(spans, budget: budget, asDrawn: drawnAtBreak)
                guard split.count > spans.count else { break }
                spans = split
                drawnAtBreak = shaped.linesMeasuredAsDrawnAtBreaks(spans)
            }
        }
        var truncated = false
        if limit > 0 && spans.count > limit {
            spans.removeLast(spans.count - limit)
            // The break after the new last line is the one before the first line left out.
            drawnAtBreak = drawnAtBreak.filter { $0 < limit }
            truncated = true
        }

        var lines: [TextLine] = []
        lines.reserveCapacity(spans.count)
        var top = 0.0
        var widest = 0.0
        let unit = 1.0 / 1024
        for (index, span) in spans.enumerated() {
            let isLast = index == spans.count - 1
            var visibleEnd = span.end
            var elided: Range<Int>?
            var lineWidth = shaped.advance(span.start..<span.end)
            var cut = false
            if isLast, mode.isTruncating, let budget {
                // The last line shows what remains of its paragraph, cut to fit.
                let paragraphEnd = shaped.paragraphEnd(from: span.start)
                let remainder = span.start..<paragraphEnd
                var overflows = shaped.advance(remainder) > budget
                if !overflows && shaped.measuresLinesAsDrawn {
                    // Its advances fit, but it is measured as drawn: letter spacing so
                    // negative that the advances add up to little draws far wider.
                    let range = Int(shaped.utf16Offsets[Int(span.start)])..<Int(shaped.utf16Offsets[Int(paragraphEnd)])
                    overflows = pangoUnits(drawnWidths.width(of: TextLine(
                        range: range, width: 0, x: 0, y: 0, baseline: 0, height: 0, isTruncated: false,
                        elidedRange: nil))) > budget
                }
                if overflows || truncated || (singleLineTruncation && span.next < Int32(shaped.scalarCount)) {
                    var fit = shaped.truncate(remainder, budget: budget, mode: mode, force: truncated || overflows)
                    // Drawn (the ellipsis kerns with what it follows; letter spacing goes
                    // between clusters; a control character's hex box), the cut line can
                    // still be wider than the width: cut it again where what it measures
                    // leaves room for what drawing adds.
                    var room = budget
                    for attempt in 0..<8 {
                        guard let current = fit, current.width <= budget else { break }
                        let range = Int(shaped.utf16Offsets[Int(span.start)])..<Int(shaped.utf16Offsets[Int(paragraphEnd)])
                        let drawn = pangoUnits(drawnWidths.width(of: TextLine(
                            range: range, width: 0, x: 0, y: 0, baseline: 0, height: 0, isTruncated: true,
                            elidedRange: current.elided)))
                        guard drawn > budget else { break }
                        room = min(room, current.width) - (drawn - budget)
                        // No room left, or no cut found that fits: the line shows nothing (below).
                        fit = room > 0 && attempt < 7 ? shaped.truncate(remainder, budget: room, mode: mode, force: true)
                            : ShapedText.Truncation(width: budget &+ 1, elided: current.elided)
                    }
                    if let fit, fit.width > budget {
                        // Not even the ellipsis fits: the line shows nothing, rather
                        // than an ellipsis drawn over whatever lies beside it.
                        lineWidth = 0
                        visibleEnd = span.start
                        cut = true
                        truncated = true
                    } else if let fit {
                        elided = fit.elided
                        lineWidth = fit.width
                        visibleEnd = paragraphEnd
                        cut = true
                        truncated = true
                    }
                }
            } else if isLast, mode == .byClipping, let budget, lineWidth > budget {
                lineWidth = budget
                cut = true
                truncated = true
            }
            let (ascent, descent) = shaped.lineMetrics(span.start..<span.end)
            var height = Double(ascent + descent) * unit
            var baselineOffset = Double(ascent) * unit
            if lineHeightMultiple > 0 {
                let extra = height * (lineHeightMultiple - 1)
                height += extra
                baselineOffset += extra
            }
            let rangeEnd = cut ? Int(shaped.utf16Offsets[Int(visibleEnd)]) : Int(shaped.utf16Offsets[Int(span.next)])
            // Never negative: a letter spacing below the advances adds up to nothing drawn.
            let width = max(0, Double(lineWidth) * unit)
            widest = max(widest, width)
            lines.append(TextLine(range: Int(shaped.utf16Offsets[Int(span.start)])..<rangeEnd, width: width, x: 0,
                                  y: top, baseline: top + baselineOffset, height: height, isTruncated: cut,
                                  elidedRange: elided))
            top += height + (isLast ? 0 : lineSpacing)
        }

        // Some lines are measured as drawn, by shaping what they show on its own:
        // - a line cut to an ellipsis: the ellipsis kerns with the character before it
        //   ("w…" is 1.3 pt narrower than "w" and "…" apart at 17 pt);
        // - every line of a text whose lines may draw other than their advances add
        //   up to (letter spacing, control characters; see `ShapedText.drawsByLine`).
        // - the lines around some breaks (see
        //   `ShapedText.breakMeasuresAsDrawn(at:lineBefore:)`), the break after the last
        //   line included when a line limit left text out.
        let byLine = shaped.measuresLinesAsDrawn
        if byLine || !drawnAtBreak.isEmpty || lines.contains(where: { $0.elidedRange != nil }) {
            for index in lines.indices where lines[index].elidedRange != nil || byLine || drawnAtBreak.contains(index) {
                var width = drawnWidths.width(of: lines[index])
                // A clipped last line (`byClipping`) is no wider than the width offered.
                if lines[index].isTruncated && lines[index].elidedRange == nil, mode == .byClipping {
                    width = min(width, budgetWidth)
                }
                lines[index].width = width
            }
            widest = lines.reduce(0) { max($0, $1.width) }
        }

        // Justified text fills its width when a line of it is stretched (text that wraps,
        // or the one line of a text cut by a line limit): as drawing stretches it.
        // The layout is as wide as its widest line, which is wider than the width offered
        // only when a single cluster is.
        let justifiedFill = style.alignment == .justified && width != nil && {
            let utf16 = Array(text.string.utf16)
            return lines.contains { TextLayout.stretchesWhenJustified($0, utf16: utf16) }
        }()
        let measuredWidth = justifiedFill ? max(widest, budgetWidth) : widest
        for index in lines.indices {
            lines[index].x = TextLayout.alignedX(of: lines[index], in: measuredWidth, shaped: shaped)
        }
        self.init(text: text, proposedWidth: width,
                  size: Size(width: ceilToPixels(measuredWidth, scale: scale),
                             height: ceilToPixels(TextLimits.height(top), scale: scale)),
                  lines: lines, isTruncated: truncated, scale: scale)
    }
}

extension TextLayout {
    /// Where a line starts in a box of `width` points, by the paragraph's alignment
    /// and (for natural alignment) its direction.
    static func alignedX(of line: TextLine, in width: Double, shaped: ShapedText) -> Double {
        let text = shaped.text
        let start = text.scalarIndex(ofUTF16: line.range.lowerBound, in: shaped)
        let rtl = start < shaped.paragraphIsRTL.count ? shaped.paragraphIsRTL[start] : false
        let free = max(0, width - line.width)
        switch text.paragraphStyle.alignment {
        case .left: return 0
        case .right: return free
        case .center: return free / 2
        case .natural, .justified: return rtl ? free : 0
        }
    }
}

extension AttributedText {
    func scalarIndex(ofUTF16 offset: Int, in shaped: ShapedText) -> Int {
        var low = 0, high = shaped.utf16Offsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if Int(shaped.utf16Offsets[mid]) < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension ShapedText {
    /// The advance of scalars in `range`, trailing white space and separators left
    /// out, as when the line is drawn alone: the first and last characters' kerning
    /// across the range's ends undone, and
    /// the half letter spacing Pango drops at each end of a line left out (drawn
    /// lines have letter spacing between characters only).
    func advance(_ range: Range<Int32>) -> Int32 {
        let end = visibleEnd(range)
        var total = width(from: range.lowerBound, to: end)
        if end > range.lowerBound {
            total += endCorrection(before: end, from: range.lowerBound)
            total -= letterSpacingAtEnds(range.lowerBound, end - 1)
        }
        return total
    }

    /// How much wider a line from `start` is when it ends before `end` than its
    /// characters' advances in the paragraph add up to: the end correction of its last
    /// character with an advance. Zero-width characters (U+200B, a joiner) can stand
    /// between a kerning pair and the line's end: "o" before U+200B and "W" kerns with
    /// the "W", and the line "o" + U+200B is drawn without that kerning.
    func endCorrection(before end: Int32, from start: Int32) -> Int32 {
        var last = end - 1
        while last > start && widths[Int(last)] == 0 { last -= 1 }
        return endCorrections[Int(last)]
    }

    /// The letter spacing Pango drops at the ends of a line whose first character is
    /// `first` and last drawn one `last`: the outer half of each.
    func letterSpacingAtEnds(_ first: Int32, _ last: Int32) -> Int32 {
        guard hasLetterSpacing else { return 0 }
        let kern = { (scalar: Int32) in self.runs[Int(self.runOfScalar[Int(scalar)])].attributes.letterSpacing }
        let (kernFirst, kernLast) = (kern(first), kern(last))
        guard kernFirst != 0 || kernLast != 0 else { return 0 }
        let (firstLeft, firstRight) = ShapedText.letterSpacingHalves(kernFirst)
        let (lastLeft, lastRight) = ShapedText.letterSpacingHalves(kernLast)
        let rtl = Int(first) < paragraphIsRTL.count && paragraphIsRTL[Int(first)]
        return rtl ? firstRight + lastLeft : firstLeft + lastRight
    }

    /// Where the visible part of `range` ends: before its trailing white space (as
    /// Pango classes it) and line or paragraph separators (U+0085 among them, which
    /// Pango breaks at but would show as a box whose font depends on what comes
    /// before it). Measuring and drawing both leave out exactly these.
    func visibleEnd(_ range: Range<Int32>) -> Int32 {
        var end = range.upperBound
        while end > range.lowerBound {
            let c = scalars[Int(end - 1)]
            if flags[Int(end - 1)].contains(.white) || c == 0x0A || c == 0x0D || c == 0x85 || c == 0x2028 || c == 0x2029 {
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    /// Where the paragraph containing `start` ends (before its separator).
    func paragraphEnd(from start: Int32) -> Int32 {
        var i = start
        while i < Int32(scalarCount) {
            let c = scalars[Int(i)]
            if c == 0x0A || c == 0x0D || c == 0x2029 { return i }
            i += 1
        }
        return Int32(scalarCount)
    }

    /// The largest ascent and descent of the runs over `range`, in Pango units; for
    /// an empty line, those of the font at its position (as Pango measures it).
    func lineMetrics(_ range: Range<Int32>) -> (Int32, Int32) {
        guard !runs.isEmpty, !range.isEmpty else {
            let paragraph = paragraphs.last { $0.start <= range.lowerBound } ?? paragraphs[0]
            return (paragraph.emptyAscent, paragraph.emptyDescent)
        }
        var ascent: Int32 = 0, descent: Int32 = 0
        let first = Int(runOfScalar[Int(min(range.lowerBound, Int32(max(0, scalarCount - 1))))])
        var index = first
        while index < runs.count && runs[index].start < range.upperBound {
            if runs[index].end > range.lowerBound || index == first {
                ascent = max(ascent, runs[index].ascent)
                descent = max(descent, runs[index].descent)
            }
            index += 1
        }
        return (ascent, descent)
    }

    struct Truncation {
        /// The truncated line's width, ellipsis included.
        var width: Int32
        /// The UTF-16 range the ellipsis stands for.
        var elided: Range<Int>
    }

    /// Cuts `range` to fit `budget` with an ellipsis at the head, middle or tail,
    /// at grapheme boundaries. Nil when it fits and `force` is false.
    func truncate(_ range: Range<Int32>, budget: Int32, mode: LineBreakMode, force: Bool) -> Truncation? {
        let total = advance(range)
        if total <= budget && !force { return nil }
        let run = runs.isEmpty ? 0 : Int(runOfScalar[Int(min(range.lowerBound, Int32(max(0, scalarCount - 1))))])
        let ellipsis = ellipsisWidth(ofRun: run)
        let available = max(0, budget - ellipsis)
        func isBoundary(_ i: Int32) -> Bool { i <= range.lowerBound || i >= range.upperBound || flags[Int(i)].contains(.cursor) }
        // The longest prefix that fits.
        func prefixEnd(_ limit: Int32) -> Int32 {
            var best = range.lowerBound, i = range.lowerBound
            while i < range.upperBound {
                i += 1
                if isBoundary(i) {
                    if advance(range.lowerBound..<i) > limit { break }
                    best = i
                }
            }
            return best
        }
        // The longest suffix that fits.
        func suffixStart(_ limit: Int32) -> Int32 {
            var width: Int32 = 0, best = range.upperBound, i = range.upperBound
            while i > range.lowerBound {
                i -= 1
                width += widths[Int(i)]
                if isBoundary(i) {
                    if width > limit { break }
                    best = i
                }
            }
            return best
        }
        let utf16 = { (i: Int32) in Int(self.utf16Offsets[Int(i)]) }
        switch mode {
        case .byTruncatingHead:
            let start = suffixStart(available)
            return Truncation(width: advance(start..<range.upperBound) + ellipsis,
                              elided: utf16(range.lowerBound)..<utf16(start))
        case .byTruncatingMiddle:
            // White space before the ellipsis is elided too: it is neither measured nor drawn.
            let end = visibleEnd(range.lowerBound..<prefixEnd(available / 2))
            let used = advance(range.lowerBound..<end)
            let start = max(end, suffixStart(available - used))
            return Truncation(width: used + ellipsis + advance(start..<range.upperBound),
                              elided: utf16(end)..<utf16(start))
        default:
            // Tail: keep the longest prefix, trailing spaces dropped before the ellipsis.
            let end = visibleEnd(range.lowerBound..<prefixEnd(available))
            return Truncation(width: advance(range.lowerBound..<end) + ellipsis,
                              elided: utf16(end)..<utf16(range.upperBound))
        }
    }
}

/// Widths of lines as drawn (each line's text shaped on its own), for the lines that
/// are measured that way (see ``ShapedText/measuresLinesAsDrawn``), remembered by the
/// text they show: at a width of 0 every line is one character, and few differ.
struct DrawnWidths {
    let shaped: ShapedText
    /// The text's UTF-16 code units, made when a line is first measured.
    private var units: [UInt16]?
    private var known: [Key: Double] = [:]
    private struct Key: Hashable {
        var text: AttributedText
        var rightToLeft: Bool
    }

    init(shaped: ShapedText) { self.shaped = shaped }

    /// The width of `line` as drawn, in points (0 when it shows nothing).
    mutating func width(of line: TextLine) -> Double {
        let utf16 = units ?? Array(shaped.text.string.utf16)
        units = utf16
        let drawn = TextLayout.drawnText(for: line, text: shaped.text, utf16: utf16, shaped: shaped)
        guard drawn.length > 0 else { return 0 }
        let rightToLeft = TextLayout.isRightToLeft(line, text: shaped.text, shaped: shaped)
        if let width = known[Key(text: drawn, rightToLeft: rightToLeft)] { return width }
        let width = TextLayout.width(ofDrawn: drawn, rightToLeft: rightToLeft)
        known[Key(text: drawn, rightToLeft: rightToLeft)] = width
        return width
    }

    /// The width of scalars `start..<end` as a line measures it, in Pango units: drawn,
    /// when the text measures its lines as drawn or `asDrawn` says so, else its advances.
    private mutating func width(_ start: Int32, _ end: Int32, asDrawn: Bool) -> Int32 {
        guard shaped.measuresLinesAsDrawn || asDrawn else { return shaped.advance(start..<end) }
        let range = Int(shaped.utf16Offsets[Int(start)])..<Int(shaped.utf16Offsets[Int(end)])
        let line = TextLine(range: range, width: 0, x: 0, y: 0, baseline: 0, height: 0, isTruncated: false,
                            elidedRange: nil)
        return pangoUnits(width(of: line))
    }

    /// `spans` with every line of more than one cluster that measures wider than
    /// `budget` split where its longest part that fits ends. The lines whose indices are
    /// in `asDrawn` (and every line, when the text measures its lines as drawn) are
    /// measured as drawn, the others by their advances.
    ///
    /// The line breaker follows Pango, which fits a line by its characters' advances
    /// and counts every character's whole letter spacing. A line measures what it
    /// draws: its last character without the kerning it had with the next one, and
    /// letter spacing only between its characters. A line whose advances fit within a
    /// kerning of the width then measured wider than it ("rd …" at 0.5 pt, 1.04 pt
    /// wide at a width of 1: the "…" kerns with the U+200B after it); with negative
    /// spacing a line is wider than its characters added up (by half a spacing at each
    /// end), and characters pulled back below no width at all still "fit" in a line
    /// with no room left.
    mutating func splitOverflowing(_ spans: [LineBreaker.Span], budget: Int32,
                                   asDrawn: Set<Int> = []) -> [LineBreaker.Span] {
        // Nearly always none does: the spans as they are, measured by advances alone.
        if !shaped.measuresLinesAsDrawn && asDrawn.isEmpty
            && !spans.contains(where: { shaped.advance($0.start..<$0.end) > budget })
        {
            return spans
        }
        var result: [LineBreaker.Span] = []
        result.reserveCapacity(spans.count)
        for (index, span) in spans.enumerated() {
            let drawn = asDrawn.contains(index)
            var start = span.start
            while true {
                let end = shaped.visibleEnd(start..<span.end)
                let inside = start + 1..<max(start + 1, end)
                guard width(start, end, asDrawn: drawn) > budget, inside.contains(where: { shaped.flags[Int($0)].contains(.cursor) }) else {
                    result.append(LineBreaker.Span(start: start, end: span.end, next: span.next))
                    break
                }
                // The longest part that fits ending at a word break, else at a cluster
                // boundary inside the first word, else the first cluster.
                let words = inside.filter { shaped.flags[Int($0)].contains(.lineBreak) }
                var cut = longestFitting(from: start, cuts: words, budget: budget, asDrawn: drawn)
                if cut == nil {
                    let firstWord = start + 1..<max(start + 1, shaped.visibleEnd(start..<(words.first ?? end)))
                    let clusters = firstWord.filter { shaped.flags[Int($0)].contains(.cursor) }
                    cut = longestFitting(from: start, cuts: clusters, budget: budget, asDrawn: drawn)
                        ?? clusters.first ?? words.first ?? inside.first { shaped.flags[Int($0)].contains(.cursor) }
                }
                let at = cut!
                result.append(LineBreaker.Span(start: start, end: at, next: at))
                start = at
            }
        }
        return result
    }

    /// The last of `cuts` where the line from `start` draws within `budget` (widths
    /// grow with the cut nearly always; the one found is checked), or nil.
    private mutating func longestFitting(from start: Int32, cuts: [Int32], budget: Int32,
                                         asDrawn: Bool) -> Int32? {
        var low = 0, high = cuts.count - 1, best: Int32?
        while low <= high {
            let mid = (low + high) / 2
            if width(start, shaped.visibleEnd(start..<cuts[mid]), asDrawn: asDrawn) <= budget {
                best = cuts[mid]
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best
    }
}

extension ShapedText {
    /// The indices of the lines in `spans` that are measured as drawn because of the
    /// breaks around them (see ``breakMeasuresAsDrawn(at:lineBefore:)``), the break
    /// after the last line included when text follows it (a line limit left it out).
    func linesMeasuredAsDrawnAtBreaks(_ spans: [LineBreaker.Span]) -> Set<Int> {
        var lines = Set<Int>()
        for (index, span) in spans.enumerated() where index > 0 {
            let (before, after) = breakMeasuresAsDrawn(at: span.start, lineBefore: spans[index - 1].start)
            if before { lines.insert(index - 1) }
            if after { lines.insert(index) }
        }
        if let last = spans.last, last.next < Int32(scalarCount),
           breakMeasuresAsDrawn(at: last.next, lineBefore: last.start).before
        {
            lines.insert(spans.count - 1)
        }
        return lines
    }

    /// Whether the lines before and after a break at `start` (the line before it starting
    /// at `lineBefore`) must be measured as drawn,
    /// by shaping what each shows on its own, because the paragraph's advances do not
    /// say what they draw:
    /// - both, at a break inside a character cluster (a space and the joiner after it:
    ///   the line breaker may break there, and the cluster's advance was shared), or
    ///   right after a joiner (U+200D);
    /// - the line after, where the paragraph's font run goes on across the break into
    ///   characters that take their font from the text before them (white space,
    ///   punctuation, symbols): after a line separator (U+2028, which ends a line but not
    ///   a paragraph), or at a break forced between characters before anything but a
    ///   letter. "かな", U+2028 and two spaces: the spaces were shaped in the kana's
    ///   fallback font, 4.6 pt narrower at 40 pt than the line alone draws them, in Inter;
    ///   a comma after Arabic 0.6 pt at 17 pt. Lines that wrap at word boundaries begin
    ///   with a letter, or with what follows a space: that too is measured as drawn when
    ///   it is not a letter and was shaped in another font run than the line's first
    ///   letter (a no-break space after Hebrew, in the Hebrew fallback font, before kana:
    ///   alone on its line it takes the kana's font, 1 pt narrower at 17 pt). So is a
    ///   line after a word break that begins with a digit or other non-letter at a bidi
    ///   level other than its paragraph's ("1.5" after Hebrew in a left-to-right
    ///   paragraph, which the line alone shapes at the paragraph's level), and so is
    ///   a line that ends with a non-letter at a level that what follows gave it, with
    ///   characters that choose no font in a font that what follows gave them, or with
    ///   characters of no script in a script that what follows gave them.
    func breakMeasuresAsDrawn(at start: Int32, lineBefore: Int32) -> (before: Bool, after: Bool) {
        let index = Int(start)
        let flags = flags[index]
        if !flags.contains(.cursor) || flags.contains(.insideCluster) { return (true, true) }
        guard index > 0, index < scalars.count else { return (false, false) }
        // A joiner ending a line: what it joins was itemised with what follows ("5",
        // U+200D and an emoji: the "5" in the emoji font, 16 pt at 13 pt, where the
        // line alone draws Inter's 8 pt).
        if scalars[index - 1] == 0x200D { return (true, true) }
        let before = endsAsWhatFollowsGaveIt(index, lineStart: Int(lineBefore))
        if scalars[index - 1] == 0x2028 { return (before, true) }
        guard flags.contains(.lineBreak) else {
            // Inside a word (a word wider than the line), unless between two letters:
            // what follows may be the context of a substitution before the break ("5x️1"
            // in Inter: "x" between digits is "×", 14 pt wider at 120 pt than the "x"
            // ending a line), and what precedes the context of one after it (the "x"
            // starting a line after "1.5" in Inter Bold 120 is 12.7 pt narrower alone).
            let after = !Self.isLetter(scalars[index]) || !Self.isLetter(scalars[index - 1])
            return (before || after, after)
        }
        // After a word break (most breaks, met on every measure): first, without looking
        // up any character's properties, whether the line starts at a bidi level its
        // paragraph's text gave it, and whether the font run changes in the first word.
        let run = runOfScalar[index]
        if index < paragraphIsRTL.count, Int(run) < runs.count,
           runs[Int(run)].level != (paragraphIsRTL[index] ? 1 : 0), !Self.isLetter(scalars[index])
        {
            // "1.5" after Hebrew in a left-to-right paragraph is at level 2, an item of
            // its own that Pango shapes with the Hebrew around it (Inter italic's "1" is
            // 1.7 pt wider at 40 pt); alone on its line it is at the paragraph's level.
            return (before, true)
        }
        if startsInScriptFromBefore(index) { return (before, true) }
        // A line that starts with a character that chooses no font and shows (a no-break
        // space after a space; not a newline or a separator), in the font run of the text
        // before it, took that text's font; alone on its line it takes another (a no-break
        // space and U+200D after "ם " were in the Hebrew font, 0.36 pt narrower at 17 pt
        // than the line alone draws them).
        let first = scalars[index]
        if first >= 0xA0, first != 0x2028, first != 0x2029, Self.choosesNoFont(first), runOfScalar[index - 1] == run {
            return (before, true)
        }
        var next = index + 1
        while next < scalars.count && !self.flags[next].contains(.lineBreak) && runOfScalar[next] == run { next += 1 }
        guard next < scalars.count, !self.flags[next].contains(.lineBreak), !Self.isLetter(scalars[index]),
              !isEmojiWord(from: index) else {
            return (before, false)
        }
        // It does: measured as drawn if the first letter is in another run than the line's start.
        next = index + 1
        while next < scalars.count && !Self.isLetter(scalars[next]) && !self.flags[next].contains(.lineBreak) { next += 1 }
        guard next < scalars.count, Self.isLetter(scalars[next]) else { return (before, false) }
        return (before, runOfScalar[next] != run)
    }

    /// Whether the word from `index` to the next break is emoji and then spaces that
    /// were shaped with what follows the word: the emoji font draws an emoji wherever it
    /// stands, and the space after one starts a run of its own that takes the font of
    /// what follows it, in its paragraph as on its line alone, when both set it in the
    /// same script. (Not so before a word of another script than the text before the
    /// emoji: "more 🎉 שלום" sets the space in Latin, and "🎉 שלום" alone in Hebrew, in
    /// the Hebrew font.) A line starting "🔥 apple.co" changes font run inside its first
    /// word, and was measured again, as drawn, in a Pango layout of its own.
    private func isEmojiWord(from index: Int) -> Bool {
        var position = index, lastSpace = -1
        while position < scalars.count && (position == index || !flags[position].contains(.lineBreak)) {
            let scalar = scalars[position]
            defer { position += 1 }
            if scalar == 0x20 { lastSpace = position; continue }
            guard lastSpace < 0 else { return false }
            if (0xFE00...0xFE0F).contains(scalar) || scalar == 0x200D || scalar == 0x20E3
                || (0x1F3FB...0x1F3FF).contains(scalar) || (0xE0020...0xE007F).contains(scalar)
                || (position + 1 < scalars.count && scalars[position + 1] == 0xFE0F)
                || (position > index && scalars[position - 1] == 0x200D)
            {
                continue
            }
            guard let value = Unicode.Scalar(scalar), value.properties.isEmojiPresentation else { return false }
        }
        return lastSpace >= 0 && position < scalars.count && runOfScalar[lastSpace] == runOfScalar[position]
    }

    /// Whether the line that ends before `index` ends as what follows it made it:
    /// - with a non-letter at a bidi level that what follows gave it: "  ," after Arabic
    ///   and before U+2028 and "1.5" is right to left in its paragraph, and left to
    ///   right at the end of its line alone, where Noto Sans Arabic's comma is 0.58 pt
    ///   narrower at 17 pt;
    /// - or with characters that choose no font of their own (white space, format
    ///   characters such as U+200B: Pango gives them the font of the characters around
    ///   them) in another font run than the character before them: "ם", a space, a
    ///   no-break space and U+200B before "," took Inter, the comma's font, and alone on
    ///   their line they take the Hebrew font of the "ם", 0.55 pt narrower at 17 pt
    ///   (or with nothing before them in the text that chose a font);
    /// - or with characters of no script of their own (digits, punctuation, symbols,
    ///   emoji) that no character of a script precedes in the line, set in a script
    ///   (what follows gave it them: the line alone has none). An emoji, a space and
    ///   "。" before U+2028 and Hangul took the Korean font, where the space is 0.9 pt
    ///   wider at 17 pt than in the font the line alone takes.
    /// White space ending the line is not drawn, and does not count.
    private func endsAsWhatFollowsGaveIt(_ index: Int, lineStart: Int) -> Bool {
        var last = index - 1
        while last >= 0 && (flags[last].contains(.white) || scalars[last] == 0x2028) { last -= 1 }
        guard last >= 0, last < paragraphIsRTL.count, Int(runOfScalar[last]) < runs.count else { return false }
        let scalar = scalars[last]
        if runs[Int(runOfScalar[last])].level != (paragraphIsRTL[last] ? 1 : 0) && !Self.isLetter(scalar) { return true }
        if last >= lineStart, inScriptFromOutside(lineStart...last) { return true }
        guard Self.choosesNoFont(scalar) else { return false }
        var chosen = last
        while chosen >= 0 && Self.choosesNoFont(scalars[chosen]) { chosen -= 1 }
        // Nothing before them chose a font: they took the font of what follows (a space
        // and U+200B before U+2028 and U+FFFD took the fallback font of the U+FFFD, 0.48 pt
        // wider at 17 pt bold than the line alone draws it).
        guard chosen >= 0 else { return true }
        let run = runOfScalar[chosen]
        return (chosen + 1...last).contains { runOfScalar[$0] != run }
    }

    /// Whether `line` has no character of a script of its own (looked for from its
    /// end, where one nearly always is), and yet some of it was set in a script, and it
    /// has a character whose font may depend on the script (see
    /// ``fontMayDependOnScript(_:)``), or, set in a script other than Latin, any
    /// character a text font draws: a font may shape a script with lookups of its own.
    /// "1.5👍" before U+2028 and Hebrew was set in Hebrew, where Inter's "1" and "."
    /// are 0.97 pt wider at 17 pt than the line alone, of no script, draws them. (Latin
    /// is shaped as no script: a line of digits after English is not measured again.)
    private func inScriptFromOutside(_ line: ClosedRange<Int>) -> Bool {
        if line.reversed().contains(where: { Self.hasScriptOfItsOwn(scalars[$0]) }) { return false }
        var script = Run.Script.none
        for index in line where Int(runOfScalar[index]) < runs.count {
            script = max(script, runs[Int(runOfScalar[index])].script)
        }
        guard script != .none else { return false }
        return line.contains { shapesByScript($0, set: script) }
    }

    /// Whether the line starting at `index` (after a word break) starts with characters
    /// of no script of their own that the text before them set in its script, where the
    /// line alone sets them in the script of the first character of its first word that
    /// has one, or in none; and one of them may shape by script (as in
    /// ``inScriptFromOutside(_:)``). "a م", two spaces and "…" (a left-to-right paragraph)
    /// set the "…" in Arabic, 0.58 pt narrower at 17 pt bold than the line alone draws it.
    private func startsInScriptFromBefore(_ index: Int) -> Bool {
        guard !Self.hasScriptOfItsOwn(scalars[index]) else { return false }
        var end = index
        while end < scalars.count && (end == index || !flags[end].contains(.lineBreak)) && !Self.hasScriptOfItsOwn(scalars[end]) {
            end += 1
        }
        var script = Run.Script.none
        for position in index..<end where Int(runOfScalar[position]) < runs.count {
            script = max(script, runs[Int(runOfScalar[position])].script)
        }
        guard script != .none else { return false }
        // The first word goes on into a character of a script: the line alone sets what
        // comes before it in that script, the same one if it was shaped in it.
        if end < scalars.count, !flags[end].contains(.lineBreak), Int(runOfScalar[end]) < runs.count,
           runs[Int(runOfScalar[end])].script == script && runOfScalar[end] == runOfScalar[end - 1]
        {
            return false
        }
        return (index..<end).contains { shapesByScript($0, set: script) }
    }

    /// Whether the character at `index`, of no script of its own, may be drawn otherwise
    /// set in `script` than alone: its font may depend on the script, or, in a script
    /// other than Latin, a text font draws it or it is a space (a space ending a line is
    /// not drawn, and the check of a line's end skips those). Two spaces before U+200B, U+2028 and Arabic were set in
    /// Arabic, 5.78 pt each in bold at 17 pt, where the line alone draws Inter's 3.94.
    private func shapesByScript(_ index: Int, set script: Run.Script) -> Bool {
        let scalar = scalars[index]
        // A space is a text font's, after a joiner too.
        if script == .other && Unicode.Scalar(scalar)?.properties.generalCategory == .spaceSeparator { return true }
        // A symbol that U+FE0F asks to show as an emoji, or that a joiner joins into one
        // ("♀" in "🧘‍♀️"), is drawn by the emoji font too; so is a keycap ("1️⃣").
        let asEmoji = (index + 1 < scalars.count && (scalars[index + 1] == 0xFE0F || scalars[index + 1] == 0x20E3))
            || (index > 0 && scalars[index - 1] == 0x200D) || scalars[index] == 0x20E3
        guard !asEmoji else { return false }
        return Self.fontMayDependOnScript(scalar) || script == .other && Self.drawnByATextFont(scalar)
    }

    /// Whether a text font draws `scalar`: not white space or a control (no glyph of
    /// note), not a variation selector, not an emoji.
    private static func drawnByATextFont(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar > 0x20 && scalar != 0x7F }
        guard !choosesNoFont(scalar), !(0xFE00...0xFE0F).contains(scalar), let value = Unicode.Scalar(scalar) else {
            return false
        }
        return !value.properties.isEmojiPresentation
    }

    /// Whether the font Pango picks for a character of no script may depend on the
    /// script it is set in: the script chooses a language, and the language the order
    /// of the fallback fonts (Chinese, Japanese and Korean fonts first for their own).
    /// Not so for what every text font has (Latin, its punctuation and digits, the
    /// Latin-1 signs), nor for emoji, which only the emoji font draws: a line of emoji
    /// alone is not measured again. Dashes, symbols and CJK punctuation ("※", "★",
    /// "。") are in fonts of several languages (unless shown as emoji: see the caller).
    private static func fontMayDependOnScript(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x2010, !(0xFE00...0xFE0F).contains(scalar), let value = Unicode.Scalar(scalar) else {
            return false
        }
        return !value.properties.isEmojiPresentation
    }

    /// What Pango picks no font for (it is not graphic: white space, controls, format
    /// characters, separators), leaving it the font of its neighbours. Asked at every
    /// break: the blocks that hold such characters are told apart first, and only their
    /// characters' categories looked up (a lookup for every line's last character made
    /// re-measuring a tweet a fifth slower).
    private static func choosesNoFont(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar <= 0x20 || scalar == 0x7F }
        switch scalar {
        case 0x80...0xA0, 0xAD, 0x600...0x605, 0x61C, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x1680, 0x180E,
             0x2000...0x206F, 0x3000, 0xFEFF, 0xFFF9...0xFFFB, 0x110BD, 0x110CD, 0x13430...0x1345F,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE007F:
            break
        default:
            return false
        }
        guard let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate: return true
        default: return false
        }
    }

    private static func isLetter(_ scalar: UInt32) -> Bool {
        guard let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }
}
