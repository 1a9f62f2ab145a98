/// Breaks a shaped paragraph into lines for a width, from cached advances and
/// break opportunities alone: no shaping, so re-measuring at a new width costs a
/// walk over the paragraph's characters.
///
/// The procedure is Pango's own (`process_line` and `process_item` in Pango 1.50's
/// pango-layout.c), restated over our arrays so that lines agree with Pango's for
/// the same text, font and width:
///
/// - A paragraph (text between `\n`, `\r`, `\r\n` or U+2029) is filled item by item
///   (an item is a run of one font, script and direction). An item that fits whole
///   is placed; the space after its last break opportunity is remembered.
/// - Otherwise the item is scanned for the last break opportunity that fits. One
///   white space character before a break does not count against the width.
///   Break opportunities far from the end (more than three average character
///   widths) are taken on sight; near the end they are measured.
/// - When no break fits, the line backs up to the last item that had one. When
///   there is none at all (a word wider than the line), the word is broken at the
///   last character boundary that fits, without inserting a hyphen; at least one
///   character always goes on a line.
/// - U+2028 ends a line inside a paragraph.
///
/// Widths are integers in Pango units (1/1024 pt) and compared as Pango compares them.
struct LineBreaker {
    /// A line: scalars `start..<end` hold its text; the next line starts at `next`
    /// (after the paragraph separator, when the line ends a paragraph).
    struct Span: Equatable {
        var start: Int32
        var end: Int32
        var next: Int32
    }

    let shaped: ShapedText
    /// Wrap at character boundaries only (`byCharWrapping`) instead of words.
    let byCharacter: Bool

    private enum Result {
        case allFit, emptyFit, someFit(Int32), noneFit, lineSeparator
    }

    /// Lines for `width` Pango units (nil: unlimited), stopping after `maximumLines`
    /// lines when it is positive.
    func lines(width: Int32?, maximumLines: Int = 0) -> [Span] {
        var spans: [Span] = []
        spans.reserveCapacity(shaped.paragraphs.count + 7)
        for paragraph in shaped.paragraphs {
            breakParagraph(paragraph, width: width, into: &spans, maximumLines: maximumLines)
            if maximumLines > 0 && spans.count >= maximumLines { break }
        }
        return spans
    }

    private func breakParagraph(_ paragraph: ShapedText.ParagraphSpan, width: Int32?, into spans: inout [Span],
                                maximumLines: Int)
    {
        let items = paragraph.items
        let next = paragraph.next
        if items.isEmpty {
            spans.append(Span(start: paragraph.start, end: paragraph.end, next: next))
            return
        }
        var itemIndex = 0
        var itemStart = items[0].start
        while itemIndex < items.count {
            let lineStart = itemStart
            var remaining: Int32 = width ?? -1
            var haveBreak = false
            var breakRemaining: Int32 = 0
            var breakStart: Int32 = 0
            var breakItem = 0
            var lineEnd: Int32 = -1
            while itemIndex < items.count {
                let item = items[itemIndex]
                let lineHasRuns = itemStart > lineStart
                let oldRemaining = remaining
                let isLast = itemIndex == items.count - 1
                let result = process(itemStart..<item.end, safe: item.safe, remaining: &remaining,
                                     forceFit: !haveBreak, noBreakAtEnd: false, lineHasRuns: lineHasRuns,
                                     isLastItem: isLast)
                switch result {
                case .allFit:
                    if shaped.scalars[Int(itemStart)] != 0x09,
                       canBreakIn(itemStart, item.end - itemStart, allowAtStart: lineHasRuns)
                    {
                        haveBreak = true
                        breakRemaining = oldRemaining
                        breakStart = itemStart
                        breakItem = itemIndex
                    }
                    itemIndex += 1
                    if itemIndex < items.count { itemStart = items[itemIndex].start }
                    continue
                case .emptyFit:
                    lineEnd = itemStart
                case let .someFit(n):
                    itemStart += n
                    lineEnd = itemStart
                case .noneFit:
                    itemIndex = breakItem
                    itemStart = breakStart
                    remaining = breakRemaining
                    let item = items[itemIndex]
                    let again = process(itemStart..<item.end, safe: item.safe, remaining: &remaining,
                                        forceFit: true, noBreakAtEnd: true, lineHasRuns: itemStart > lineStart,
                                        isLastItem: itemIndex == items.count - 1)
                    if case let .someFit(n) = again { itemStart += n }
                    lineEnd = itemStart
                case .lineSeparator:
                    itemIndex += 1
                    lineEnd = item.end
                    if itemIndex < items.count { itemStart = items[itemIndex].start }
                }
                break
            }
            if lineEnd < 0 {
                // Every item placed: the paragraph's last line, separator included.
                spans.append(Span(start: lineStart, end: paragraph.end, next: next))
                return
            }
            if itemIndex < items.count && itemStart >= items[itemIndex].end {
                itemIndex += 1
                if itemIndex < items.count { itemStart = items[itemIndex].start }
            }
            if itemIndex >= items.count {
                spans.append(Span(start: lineStart, end: paragraph.end, next: next))
                return
            }
            spans.append(Span(start: lineStart, end: lineEnd, next: lineEnd))
            if maximumLines > 0 && spans.count >= maximumLines { return }
        }
    }

    /// The index of the first position `>= value` in an ascending array.
    private func firstIndex(in positions: [Int32], atOrAfter value: Int32) -> Int {
        var low = 0, high = positions.count
        while low < high {
            let mid = (low + high) / 2
            if positions[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func canBreakAt(_ offset: Int32, byCharacter: Bool) -> Bool {
        if offset == Int32(shaped.scalarCount) { return true }
        let f = shaped.flags[Int(offset)]
        return byCharacter ? f.contains(.charBreak) : f.contains(.lineBreak)
    }

    private func canBreakIn(_ start: Int32, _ count: Int32, allowAtStart: Bool) -> Bool {
        var i: Int32 = allowAtStart ? 0 : 1
        while i < count {
            if canBreakAt(start + i, byCharacter: byCharacter) { return true }
            i += 1
        }
        return false
    }

    /// The width a break at `start + pos` adds (negative: a white space before it
    /// that does not count).
    private func breakExtraWidth(_ start: Int32, _ pos: Int32) -> Int32 {
        if pos > 0 && shaped.flags[Int(start + pos - 1)].contains(.white) {
            return -shaped.widths[Int(start + pos - 1)]
        }
        return 0
    }

    private func process(_ item: Range<Int32>, safe: Int32, remaining: inout Int32, forceFit: Bool,
                         noBreakAtEnd: Bool, lineHasRuns: Bool, isLastItem: Bool) -> Result
    {
        let start = item.lowerBound
        let count = item.upperBound - start
        let widths = shaped.widths
        if shaped.scalars[Int(start)] == 0x2028 { return .lineSeparator }
        if remaining < 0 && !noBreakAtEnd { return .allFit }
        let width = shaped.width(from: start, to: item.upperBound)
        if shaped.scalars[Int(start)] == 0x09 {
            remaining = max(remaining - width, 0)
            return .allFit
        }
        var extra: Int32 = 0
        if !noBreakAtEnd && canBreakAt(item.upperBound, byCharacter: byCharacter) {
            extra = breakExtraWidth(start, count)
        }
        if (width + extra <= remaining || (count == 1 && !lineHasRuns)) && !noBreakAtEnd {
            remaining = max(remaining - width, 0)
            return .allFit
        }

        let originalWidth = width, originalExtra = extra
        var breakCount = count
        var breakWidth = width
        var breakExtra = extra
        var wrapByCharacter = byCharacter
        let flags = shaped.flags
        let limit = noBreakAtEnd ? count : count + 1
        while true {
            // Pango walks every character; only break opportunities can change the
            // outcome, and the stopping test is monotonic, so visiting just those is
            // the same walk.
            let positions = wrapByCharacter ? shaped.characterBreaks : shaped.wordBreaks
            var index = firstIndex(in: positions, atOrAfter: start)
            while index < positions.count {
                let n = positions[index] - start
                if n >= limit { break }
                index += 1
                let width = shaped.width(from: start, to: start + n)
                var extraHere: Int32 = 0
                if n > 0 && flags[Int(start + n - 1)].contains(.white) { extraHere = -widths[Int(start + n - 1)] }
                if min(width + extraHere, width) > remaining + safe && breakCount < count { break }
                guard n > 0 || lineHasRuns else { continue }
                if n == 0 || width + extraHere < remaining - safe {
                    breakCount = n
                    breakWidth = width
                    breakExtra = extraHere
                } else {
                    // Pango measures this candidate by shaping the part before it on
                    // its own: the same advances, but the last one loses its kerning.
                    let measured = n > 0 ? width + shaped.endCorrection(before: start + n, from: start) : width
                    var measuredExtra: Int32 = 0
                    if n > 0 && (n < count || !isLastItem) && flags[Int(start + n - 1)].contains(.white) {
                        measuredExtra = -widths[Int(start + n - 1)]
                    }
                    if breakCount == count || measured + measuredExtra <= remaining
                        || measured + measuredExtra < breakWidth + breakExtra
                    {
                        breakCount = n
                        breakWidth = measured
                        breakExtra = measuredExtra
                    }
                }
            }
            if !wrapByCharacter && forceFit && breakWidth + breakExtra > remaining {
                // Nothing fits at a word boundary: try again at character boundaries.
                wrapByCharacter = true
                breakCount = count
                breakWidth = originalWidth
                breakExtra = originalExtra
                continue
            }
            break
        }
        guard forceFit || breakWidth + breakExtra <= remaining else { return .noneFit }
        if remaining >= 0 { remaining = max(remaining - (breakWidth + breakExtra), 0) }
        if breakCount == count { return .allFit }
        if breakCount == 0 { return .emptyFit }
        return .someFit(breakCount)
    }
}
