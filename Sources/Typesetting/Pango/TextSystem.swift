import CPango
import Synchronization

/// One Pango font map and context, used by one thread at a time.
///
/// Pango objects are not thread-safe, so every thread that shapes or draws text
/// borrows a whole context from ``TextSystem``. Everything that leaves a context
/// (shaped paragraphs, layouts, metrics) is plain Swift data and `Sendable`.
final class PangoSession: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    init() {
        fontMap = pango_cairo_font_map_new()!
        // Only the project's pinned fonts, hinting and antialiasing fixed (PinnedFonts).
        if let config = PinnedFonts.configuration {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        }
        // 1 point = 1 layout unit: Pango would otherwise scale by 96/72.
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)!
        // Unhinted metrics, so sizes do not depend on the display scale and what is
        // measured is what is drawn at any scale.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        // One language whatever the machine's locale, so the same CJK glyph forms are chosen everywhere.
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}

/// The process's access to the text stack.
///
/// All Pango work goes through one session under one lock. Separate Pango font
/// maps on separate threads were tried and gave different glyph advances now and
/// then under load (the font files' faces are shared underneath), so shaping is
/// serialised; everything after shaping (line breaking, layouts, caches) is plain
/// Swift and runs on any number of threads at once.
public enum TextSystem {
    private static let session = Mutex<PangoSession?>(nil)

    /// Runs `body` with the Pango session, which no other thread uses meanwhile.
    /// Calls must not nest (the lock is not recursive).
    static func withSession<R>(_ body: (PangoSession) throws -> R) rethrows -> R {
        try session.withLock { slot in
            let current = slot ?? PangoSession()
            slot = current
            return try body(current)
        }
    }

    /// Runs `body` while no other thread uses fonts. Cairo work that can reach a font
    /// face outside drawing text (finishing a PDF or SVG, which embeds the fonts;
    /// destroying a context, which releases its scaled fonts) must run inside: font
    /// faces are shared with shaping and are not thread-safe, and a face resized by
    /// Cairo while HarfBuzz reads its advances gives another line's widths. Must not
    /// be called from inside text drawing (the lock is not recursive).
    public static func withFontLock<R>(_ body: () throws -> R) rethrows -> R {
        try withSession { _ in try body() }
    }

    /// The default family for UI text: Inter (Debian's `fonts-inter`), a neo-grotesque
    /// close in proportions to Apple's San Francisco. Other scripts fall back through
    /// fontconfig to Noto (`fonts-noto-core`, `fonts-noto-cjk`, `fonts-noto-color-emoji`).
    public static let defaultFamily = "Inter"

    /// Whether fontconfig knows a family of this exact name.
    public static func hasFamily(_ name: String) -> Bool {
        withSession { session in
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(session.fontMap, &families, &count)
            defer { g_free(families) }
            guard let families else { return false }
            for i in 0..<Int(count) {
                if let family = families[i], let cName = pango_font_family_get_name(family),
                   String(cString: cName).lowercased() == name.lowercased()
                {
                    return true
                }
            }
            return false
        }
    }
}
