import CPango

/// Finding Pango's font metrics in an order that gives every font its proper ones.
///
/// Pango finds a font's metrics for a language once (by the language's sample text)
/// and keeps them with the font. Their approximate character width, which Pango's
/// line breaking reads, comes from laying out the sample text, and pangocairo skips
/// it (leaving 0) while one process-wide flag says another font's metrics are being
/// found: for fonts first asked for inside another font's lookup (a Hebrew sample
/// text set in Inter falls back to Noto Sans Hebrew), or on another thread meanwhile.
/// Priming asks for each font's metrics alone, after those of the fonts its sample
/// text falls back to, so that none is left at 0.
enum MetricsPriming {
    /// Whether every font of `text` was primed in `session`, as far as is known without
    /// itemising it.
    static func isPrimed(_ text: AttributedText, in session: PangoSession) -> Bool {
        session.primedTexts.contains(text)
    }

    /// Primes the metrics of every font Pango chooses for `text`. The caller makes
    /// sure no other thread uses Pango meanwhile (``TextSystem/withFontLock(_:)``).
    static func prime(_ text: AttributedText, in session: PangoSession) {
        let layout = ShapedText.makeLayout(text, session: session)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let string = pango_layout_get_text(layout)!
        let items = pango_itemize(session.context, string, 0, Int32(strlen(string)),
                                  pango_layout_get_attributes(layout), nil)
        var inProgress: Set<PangoSession.FontLanguage> = []
        forEach(items) { item in primeFont(item.pointee.analysis.font, item.pointee.analysis.language,
                                           session: session, inProgress: &inProgress) }
        if session.primedTexts.count > 4096 { session.primedTexts.removeAll() }
        session.primedTexts.insert(text)
    }

    /// Calls `body` with each item of a list `pango_itemize` returned, and frees the list.
    private static func forEach(_ items: UnsafeMutablePointer<GList>?, _ body: (UnsafeMutablePointer<PangoItem>) -> Void) {
        var node = items
        while let n = node {
            let item = n.pointee.data.assumingMemoryBound(to: PangoItem.self)
            body(item)
            pango_item_free(item)
            node = n.pointee.next
        }
        g_list_free(items)
    }

    private static func primeFont(_ font: UnsafeMutablePointer<PangoFont>?, _ language: OpaquePointer?,
                                  session: PangoSession, inProgress: inout Set<PangoSession.FontLanguage>)
    {
        guard let font else { return }
        let key = PangoSession.FontLanguage(font, language)
        guard !session.primedMetrics.contains(key), inProgress.insert(key).inserted else { return }
        let sample = pango_language_get_sample_string(language)!
        // The fonts the sample text falls back to, first.
        let description = pango_font_describe_with_absolute_size(font)!
        defer { pango_font_description_free(description) }
        let context = pango_font_map_create_context(session.fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_context_set_language(context, language)
        pango_context_set_font_description(context, description)
        let items = pango_itemize(context, sample, 0, Int32(strlen(sample)), nil, nil)
        forEach(items) { item in
            if item.pointee.analysis.font != font {
                primeFont(item.pointee.analysis.font, item.pointee.analysis.language, session: session, inProgress: &inProgress)
            }
        }
        pango_font_metrics_unref(pango_font_get_metrics(font, language))
        session.hold(font)
        session.primedMetrics.insert(key)
    }
}
