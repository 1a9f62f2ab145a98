import CPango
import Synchronization

/// One Pango font map and context, used by one thread at a time.
///
/// Pango objects are not thread-safe, so every thread that shapes or draws text
/// borrows a whole context from ``TextSystem``. Everything that leaves a context
/// (shaped paragraphs, layouts, metrics) is plain Swift data and `Sendable`.
/// Its caches are `@exclusivity(unchecked)`: read for every word shaped, and never
/// touched by two accesses at once (one thread, no call-outs while one is open).
final class PangoSession: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// A font of this session's font map in a language, by address.
    struct FontLanguage: Hashable {
        let font: UInt, language: UInt

        init(_ font: UnsafeMutablePointer<PangoFont>, _ language: OpaquePointer?) {
            self.font = UInt(bitPattern: font)
            self.language = UInt(bitPattern: language)
        }
    }

    /// Fonts kept alive for good, so that what is known by a font's address below is
    /// never taken for another font's.
    @exclusivity(unchecked) private var heldFonts: [UInt: UnsafeMutablePointer<PangoFont>] = [:]
    /// Fonts whose metrics were found alone (``MetricsPriming``), and texts all of
    /// whose fonts are among them.
    @exclusivity(unchecked) var primedMetrics: Set<FontLanguage> = []
    @exclusivity(unchecked) var primedTexts: Set<AttributedText> = []
    /// ``ShapedText/approximateCharacterWidth(_:_:session:)`` by font and language.
    @exclusivity(unchecked) var approximateWidths: [FontLanguage: Int32] = [:]
    /// A font's logical top and bottom, by address (``logicalExtents(_:_:font:)``).
    @exclusivity(unchecked) private var fontExtents: [UInt: (top: Int32, bottom: Int32)] = [:]

    /// Words (and items shaped whole) by font, analysis and text, the least recently
    /// used out first past ``segmentLimit`` (`ShapedText+Segments`).
    @exclusivity(unchecked) var segmentShapes = LRUTable<ShapedText.SegmentKey, ShapedText.SegmentShape>(capacity: segmentLimit)
    /// The most words ``segmentShapes`` keeps (a few megabytes).
    static let segmentLimit = 16_384
    /// A kerned cluster's width at the end of a line, by font, analysis and the bytes
    /// of it and the cluster before it (``ShapedText/recordKerningCorrections``).
    @exclusivity(unchecked) var endWidths = LRUTable<EndKey, Int32>(capacity: 4096)
    struct EndKey: Hashable {
        var font: UInt, language: UInt
        var level: UInt8, script: UInt8, split: UInt8
        var bytes: ShapedText.KeyBytes
    }
    /// What each font does with spaces, by font, script, direction and language.
    @exclusivity(unchecked) var segmentations: [SegmentationKey: Segmentation] = [:]
    struct SegmentationKey: Hashable {
        let font: UInt, language: UInt
        let script: UInt8, rightToLeft: Bool
    }

    /// The items Pango makes of samples of plain text, emoji and Chinese or Japanese
    /// (``ShapedText/plainItems``), by font and sample: kept for the last font asked
    /// for without hashing it (nearly every paragraph asks for the one before's).
    @exclusivity(unchecked) private var plainItems: [PlainItemKey: PlainItem] = [:]
    @exclusivity(unchecked) private var lastPlainFont: Font?
    @exclusivity(unchecked) private var lastPlainItems = [PlainItem??](repeating: nil, count: PlainSample.allCases.count)
    struct PlainItemKey: Hashable {
        let font: Font, sample: PlainSample
    }

    /// A sample whose last item is the template of a kind of character in a run of a
    /// script: the run's own script first (a letter or a kana), then the character.
    enum PlainSample: Int, CaseIterable {
        /// Plain characters, emoji and CJK punctuation in a Latin run, and in a run of no script.
        case latin, latinEmoji, latinCJK, common, commonEmoji, commonCJK
        /// Characters the base font has, emoji, and characters of the CJK font, in Han,
        /// Hiragana and Katakana runs.
        case hanBase, hanEmoji, han, hiraganaBase, hiraganaEmoji, hiragana, katakanaBase, katakanaEmoji, katakana

        var text: String {
            ["a", "a😀", "a，", "1", "😀", "1，", "中,", "中😀", "中", "あ,", "あ😀", "あ", "ア,", "ア😀", "ア"][rawValue]
        }
    }

    /// An item Pango made of a sample, and which characters its font has.
    final class PlainItem {
        let item: UnsafeMutablePointer<PangoItem>
        let coverage: FontCoverage

        init(item: UnsafeMutablePointer<PangoItem>, coverage: FontCoverage) {
            self.item = item
            self.coverage = coverage
        }

        deinit { pango_item_free(item) }

        /// Whether the item's font has `scalar`.
        @inline(__always) func has(_ scalar: UInt32) -> Bool { coverage.has(scalar) }
    }

    /// Which characters a font has: those of the Basic Multilingual Plane found 64 at a
    /// time as they are first asked for (a Chinese paragraph asks for hundreds of
    /// ideographs), others one by one. One per font, shared by its items.
    final class FontCoverage {
        private let font: UnsafeMutablePointer<PangoFont>
        /// One bit a character of U+0000 to U+FFFF, and one a group of 64 found.
        @exclusivity(unchecked) private var covered = [UInt64](repeating: 0, count: 1024)
        @exclusivity(unchecked) private var found = [UInt64](repeating: 0, count: 16)
        @exclusivity(unchecked) private var others: [UInt32: Bool] = [:]

        init(_ font: UnsafeMutablePointer<PangoFont>) { self.font = font }

        private func fontHas(_ scalar: UInt32) -> Bool { pango_font_has_char(font, scalar) != 0 }

        @inline(__always) func has(_ scalar: UInt32) -> Bool {
            let group = Int(scalar >> 6)
            guard scalar < 0x10000, found[group >> 6] & (1 << UInt64(group & 63)) != 0 else { return find(scalar) }
            return covered[group] & (1 << UInt64(scalar & 63)) != 0
        }

        private func find(_ scalar: UInt32) -> Bool {
            guard scalar < 0x10000 else {
                if let known = others[scalar] { return known }
                let has = fontHas(scalar)
                others[scalar] = has
                return has
            }
            let group = Int(scalar >> 6)
            var bits: UInt64 = 0
            for k in 0..<64 where fontHas(UInt32(group << 6 + k)) { bits |= 1 << UInt64(k) }
            covered[group] = bits
            found[group >> 6] |= 1 << UInt64(group & 63)
            return bits & (1 << UInt64(scalar & 63)) != 0
        }
    }

    /// The coverage of each font an item of a plain paragraph was made in.
    @exclusivity(unchecked) private var coverages: [UnsafeMutablePointer<PangoFont>: FontCoverage] = [:]

    /// The last item Pango makes of `sample` in `font`: one item for a sample of one
    /// character, two for two; nil when it makes another number, or no font.
    func plainItem(font: Font, sample: PlainSample, itemizing: OpaquePointer) -> PlainItem? {
        if lastPlainFont != font {
            lastPlainFont = font
            for i in lastPlainItems.indices { lastPlainItems[i] = nil }
        }
        if let known = lastPlainItems[sample.rawValue] { return known }
        let key = PlainItemKey(font: font, sample: sample)
        let found = plainItems[key] ?? makePlainItem(sample.text, itemizing: itemizing)
        plainItems[key] = found
        lastPlainItems[sample.rawValue] = .some(found)
        return found
    }

    private func makePlainItem(_ sample: String, itemizing: OpaquePointer) -> PlainItem? {
        let bytes = Int32(sample.utf8.count)
        guard let list = pango_itemize_with_base_dir(context, PANGO_DIRECTION_LTR, sample, 0, bytes, itemizing, nil) else { return nil }
        defer { g_list_free_full(list) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
        guard Int(g_list_length(list)) == sample.unicodeScalars.count,
              let last = g_list_last(list)?.pointee.data?.assumingMemoryBound(to: PangoItem.self),
              last.pointee.analysis.font != nil
        else { return nil }
        let font = last.pointee.analysis.font!
        let coverage = coverages[font] ?? FontCoverage(font)
        coverages[font] = coverage
        hold(font)
        return PlainItem(item: pango_item_copy(last), coverage: coverage)
    }

    /// How many of ``TextSystem/preloadFonts(_:sample:)``'s texts this session has laid out.
    @exclusivity(unchecked) var preloaded = 0

    /// Shapes `text` once as measuring shapes it, so that what its fonts need is ready:
    /// their files and tables (a Pango layout of the text loads only these), their
    /// metrics, HarfBuzz's shaping plans for each script, and what each font does with
    /// spaces. After a Pango layout of the sample alone, the first Arabic text still
    /// took 1.9 ms to measure; after this, 0.4 ms.
    func preload(_ text: AttributedText) {
        let (scalars, utf16, utf8) = ShapedText.scalarsAndOffsets(of: text.string)
        _ = ShapedText.shape(text, scalars: scalars, utf16: utf16, utf8: utf8, session: self)
    }

    /// The top and bottom (Pango units) of the logical extents of glyphs `range` of
    /// `glyphs` in `font`, as `pango_glyph_string_extents_range` gives them; (0, 0)
    /// for no glyph.
    ///
    /// PangoCairo gives every glyph but an unknown one (a hex box) its font's ascent
    /// and descent as logical extents, so a range without unknown glyphs takes the
    /// font's, found once (Pango asked per glyph took 800 instructions a glyph, 0.8% of
    /// measuring a feed row, more while a session is new).
    func logicalExtents(_ glyphs: UnsafeMutablePointer<PangoGlyphString>, _ range: Range<Int32>,
                        font: UnsafeMutablePointer<PangoFont>?) -> (top: Int32, bottom: Int32)
    {
        guard !range.isEmpty else { return (0, 0) }
        let infos = glyphs.pointee.glyphs!
        var known = font != nil
        for index in range where infos[Int(index)].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
            known = false
            break
        }
        if known, let font, let extents = fontExtents[UInt(bitPattern: font)] { return extents }
        var rect = PangoRectangle()
        pango_glyph_string_extents_range(glyphs, range.lowerBound, range.upperBound, font, nil, &rect)
        let extents = (top: rect.y, bottom: rect.y + rect.height)
        if known, let font {
            hold(font)
            fontExtents[UInt(bitPattern: font)] = extents
        }
        return extents
    }

    /// Keeps `font` alive as long as the session.
    func hold(_ font: UnsafeMutablePointer<PangoFont>) {
        guard heldFonts[UInt(bitPattern: font)] == nil else { return }
        g_object_ref(UnsafeMutableRawPointer(font))
        heldFonts[UInt(bitPattern: font)] = font
    }

    init() {
        fontMap = pango_cairo_font_map_new()!
        // Before any font is made: Cairo's faces made safe to share (FontFaces).
        FontFaces.install(on: fontMap)
        // Only the project's pinned fonts, hinting and antialiasing fixed (PinnedFonts),
        // in a fontconfig configuration of this session's own, so that nothing of
        // fontconfig's is shared between threads.
        if let config = PinnedFonts.makeConfiguration() {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
            FcConfigDestroy(config)
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
        for font in heldFonts.values { g_object_unref(UnsafeMutableRawPointer(font)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}

/// The process's access to the text stack.
///
/// Pango objects are not thread-safe, so each thread that shapes or draws text
/// borrows a whole `PangoSession` (its own font map, fontconfig configuration and
/// context) from a pool, and as many threads shape at once as there are sessions
/// in use: shaping new text runs on every core. What the sessions share underneath
/// is thread-safe by design: HarfBuzz faces and fonts (read-only font files),
/// and FreeType faces that Cairo uses behind its own locks and never closes
/// (`FontFaces`: Cairo's own faces were not safe to share), and Cairo scaled fonts that
/// are never destroyed (`ScaledFonts`: destroying one could deadlock). Everything after shaping (line
/// breaking, layouts, caches) is plain Swift.
///
/// Cairo work that reaches a font face outside drawing text (finishing a PDF or SVG,
/// which embeds the fonts; destroying a context, which releases its scaled fonts)
/// runs alone: ``withFontLock(_:)`` waits until no session is in use.
public enum TextSystem {
    private static let idle = Mutex<[PangoSession]>([])
    private static let gate = ReadersWriterLock()

    /// Runs `body` with a Pango session that no other thread uses meanwhile.
    /// Calls must not nest (a session is borrowed for the call, and the font lock
    /// waits for it).
    static func withSession<R>(_ body: (PangoSession) throws -> R) rethrows -> R {
        try gate.withReading {
            let session = idle.withLock { $0.popLast() } ?? PangoSession()
            defer { idle.withLock { $0.append(session) } }
            if session.preloaded < preloadCount.load(ordering: .acquiring) {
                let texts = preloads.withLock { Array($0.dropFirst(session.preloaded)) }
                for text in texts { session.preload(text) }
                session.preloaded += texts.count
            }
            return try body(session)
        }
    }

    /// Runs `body`, which uses Pango outside ``withSession(_:)`` (the reference
    /// session of `PangoReference`), while ``withFontLock(_:)`` waits for it.
    static func usingFonts<R>(_ body: () throws -> R) rethrows -> R {
        try gate.withReading(body)
    }

    /// What ``preloadFonts(_:sample:)`` asked for, in order, and how much.
    private static let preloads = Mutex<[AttributedText]>([])
    private static let preloadCount = Atomic<Int>(0)

    /// A sample of the scripts a feed mixes (Latin, CJK, Hangul, Arabic, Hebrew,
    /// Devanagari, Thai, emoji), for ``preloadFonts(_:sample:)``.
    public static let multilingualSample = "Hello 今日は 你好 한국어 مرحبا שלום नमस्ते ไทย 🎉✨👍🏽🇯🇵"

    /// Loads ahead of time the fonts that `sample` needs in each of `fonts` (their
    /// fallback fonts included): in a session of the calling thread now, and in every
    /// other text session before it next shapes (sessions made later included).
    ///
    /// Fonts load lazily, the first time text needs them: a font file opened and its
    /// tables read, several milliseconds for a CJK font. An app that calls this at
    /// launch for its text styles keeps those loads out of the first frames that show
    /// each script (a fling that meets its first Chinese row, say).
    public static func preloadFonts(_ fonts: [Font], sample: String = multilingualSample) {
        preloads.withLock { list in
            list += fonts.map { AttributedText(sample, font: $0) }
            preloadCount.store(list.count, ordering: .releasing)
        }
        // The calling thread's session now; every other one the next time it is used.
        withSession { _ in }
    }

    /// Runs `body` while no other thread uses fonts. Cairo work that can reach a font
    /// face outside drawing text (finishing a PDF or SVG, which embeds the fonts;
    /// destroying a context, which releases its scaled fonts) must run inside.
    /// Must not be called while the same thread shapes or draws text.
    public static func withFontLock<R>(_ body: () throws -> R) rethrows -> R {
        try gate.withWriting(body)
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
