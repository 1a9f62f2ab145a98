/// A paragraph shaped once, to be laid out at any number of widths.
///
/// Shaping (itemising, font fallback, glyph advances, break opportunities) is the
/// costly part of text layout; a `Paragraph` keeps its result, so that a cell
/// re-measured after a rotation or a split-view resize only breaks lines again.
/// It is immutable and `Sendable`: measure on any thread.
public final class Paragraph: Sendable {
    let shaped: ShapedText

    /// Shapes `text` (or takes it from ``TextLayoutCache/shared``).
    public convenience init(_ text: AttributedText) {
        self.init(shaped: TextLayoutCache.shared.shaped(text))
    }

    init(shaped: ShapedText) { self.shaped = shaped }

    /// The text, as shaped.
    public var text: AttributedText { shaped.text }

    /// The layout at a width; see ``TextLayout/init(_:width:maximumNumberOfLines:scale:)``.
    /// - SeeAlso: ``size(width:maximumNumberOfLines:scale:)``, ``TextLayout``
    public func layout(width: Double?, maximumNumberOfLines: Int = 0, scale: Double = 1) -> TextLayout {
        // The text's last layout, when it was made for the same width, limit and scale
        // (compared as numbers: a NaN matches nothing and is laid out each time).
        if let last = shaped.lastLayout.withLock({ $0 }), last.width == width,
           last.lines == maximumNumberOfLines, last.scale == scale
        {
            return last.layout
        }
        let layout = TextLayout(shaped: shaped, width: width, maximumNumberOfLines: maximumNumberOfLines, scale: scale)
        shaped.lastLayout.withLock { $0 = (width, maximumNumberOfLines, scale, layout) }
        return layout
    }

    /// Only the size at a width, as ``layout(width:maximumNumberOfLines:scale:)``
    /// would give it, without making line records: what a table needs for a row height.
    /// - SeeAlso: ``layout(width:maximumNumberOfLines:scale:)``
    public func size(width: Double?, maximumNumberOfLines: Int = 0, scale: Double = 1) -> Size {
        let style = shaped.text.paragraphStyle
        if style.lineBreakMode.isTruncating || style.lineBreakMode == .byClipping || TextLimits.lineHeightMultiple(style.lineHeightMultiple) > 0
            || style.alignment == .justified || shaped.measuresLinesAsDrawn
        {
            return layout(width: width, maximumNumberOfLines: maximumNumberOfLines, scale: scale).size
        }
        // The same clamping as `TextLayout` (see ``TextLayout/init(_:width:maximumNumberOfLines:scale:)``).
        let scale = TextLimits.scale(scale)
        let breaker = LineBreaker(shaped: shaped, byCharacter: style.lineBreakMode.wrapsByCharacter)
        let budget = pangoUnits(TextLimits.width(width))
        let spans = breaker.lines(width: budget, maximumLines: TextLimits.lineCount(maximumNumberOfLines))
        // Lines measured as drawn (a break inside a character cluster, say; after the last
        // line too, when a line limit left text out).
        if zip(spans, spans.dropFirst()).contains(where: {
            shaped.breakMeasuresAsDrawn(at: $1.start, lineBefore: $0.start) != (false, false)
        }) || spans.last.map({
            $0.next < Int32(shaped.scalarCount) && shaped.breakMeasuresAsDrawn(at: $0.next, lineBefore: $0.start).before
        }) == true {
            return layout(width: width, maximumNumberOfLines: maximumNumberOfLines, scale: scale).size
        }
        var height: Int64 = 0
        var widest: Int32 = 0
        for span in spans {
            let (ascent, descent) = shaped.lineMetrics(span.start..<span.end)
            height += Int64(ascent) + Int64(descent)
            widest = max(widest, shaped.advance(span.start..<span.end))
        }
        // A line wider than the width (its last character kerned with the next one's
        // within a kerning of it, or a cluster wider than the width) is split, or not,
        // by the layout.
        if widest > budget {
            return layout(width: width, maximumNumberOfLines: maximumNumberOfLines, scale: scale).size
        }
        let unit = 1.0 / 1024
        let total = Double(height) * unit + TextLimits.lineSpacing(style.lineSpacing) * Double(max(0, spans.count - 1))
        let measured = Double(widest) * unit
        return Size(width: ceilToPixels(measured, scale: scale),
                    height: ceilToPixels(TextLimits.height(total), scale: scale))
    }
}
