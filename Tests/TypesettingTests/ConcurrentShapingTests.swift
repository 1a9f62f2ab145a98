import Foundation
import CPango
import Graphics
import Testing
@testable import Typesetting

/// Shaping runs on every thread at once, each with a Pango session of its own: new
/// text must shape to exactly the same numbers, and draw the same pixels, whichever
/// thread and session it lands on and whatever the other threads do meanwhile.
@Suite struct ConcurrentShapingTests {
    /// Distinct texts (every one new to every session) in several fonts and sizes.
    static let texts: [AttributedText] = (0..<240).map { index in
        let fonts: [Font] = [.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13),
                             .preferredFont(forTextStyle: .body, contentSizeCategory: .accessibilityExtraLarge),
                             .systemFont(ofSize: 9.5)]
        let string = Corpus.all[index % Corpus.all.count] + " \(index) " + Corpus.all[(index * 7 + 3) % Corpus.all.count]
        return AttributedText(string, font: fonts[index % fonts.count])
    }

    struct Numbers: Equatable {
        var widths: [Int32], endCorrections: [Int32], flags: [BreakFlags]
        var runs: [[Int32]], rtl: [Bool], ellipses: [Int32]

        init(_ shaped: ShapedText) {
            widths = shaped.widths
            endCorrections = shaped.endCorrections
            flags = shaped.flags
            runs = shaped.runs.map { [$0.start, $0.end, $0.ascent, $0.descent, $0.safeDistance, Int32($0.level)] }
            rtl = shaped.paragraphIsRTL
            ellipses = shaped.runs.indices.map { shaped.ellipsisWidth(ofRun: $0) }
        }
    }

    @Test func newTextShapesAndDrawsAlikeOnEveryThread() async {
        let texts = Self.texts
        let reference = texts.map { Numbers(ShapedText($0)) }
        let drawn = texts.indices.filter { $0 % 12 == 0 }
        let pictures = drawn.map { Bitmap(drawing: TextLayout(texts[$0], width: 200), scale: 2).words }
        let differing = await withTaskGroup(of: [String].self) { group in
            for task in 0..<4 {
                group.addTask {
                    var generator = SystemRandomNumberGenerator()
                    return texts.indices.shuffled(using: &generator).compactMap { index in
                        Numbers(ShapedText(texts[index])) == reference[index] ? nil : "text \(index) on task \(task)"
                    }
                }
            }
            // Meanwhile another thread draws (Cairo's faces are shared by every session).
            group.addTask {
                (0..<3).flatMap { _ in
                    zip(drawn, pictures).compactMap { index, picture in
                        Bitmap(drawing: TextLayout(texts[index], width: 200), scale: 2).words == picture
                            ? nil : "picture of text \(index)"
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(differing.isEmpty, "shaped or drawn differently: \(differing.prefix(8))")
    }

    /// Cairo 1.16 keeps ten FreeType faces open and, to open an eleventh, closed one
    /// that another thread had just taken: text in more than ten font files, laid out
    /// on several threads at once, crashed in `cairo_scaled_font_glyph_extents` (one run
    /// of this test in four with eleven sizes, two or three in four with fifty). Each
    /// session's fonts now carry faces Cairo is given and never closes (`FontFaces`).
    /// Twenty-five sizes make Pango drop font sets (past 256 a session), which let
    /// Cairo destroy scaled fonts while others measure, and that could deadlock
    /// (`scaledFontsOfTextAreNeverDestroyed`). Measured and drawn on four threads, then
    /// again on one: the same lines, the same pixels.
    @Test func textInManyFontFilesOnManyThreadsAtOnce() async {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let fonts = weights.flatMap { weight in
            [false, true].map { Font(familyName: "Inter", pointSize: 10, weight: weight, isItalic: $0) }
        } + ["Noto Sans", "Noto Serif", "Noto Sans Mono", "Noto Sans Display"].map { Font(familyName: $0, pointSize: 10) }
        struct Result: Equatable {
            var widths: [[Double]] = [], pictures: [[UInt32]] = []
        }
        @Sendable func run(_ task: Int) -> Result {
            var result = Result()
            for index in 0..<1000 {
                // 22 × 25 font sets (550 on each thread): Pango's cache of 256 drops
                // some, and Cairo opens faces again for new scaled fonts.
                var font = fonts[(index * 7 + task) % fonts.count]
                font.pointSize = Double(8 + 2 * ((index * 3 + task) % 25))
                let layout = TextLayout(AttributedText("Glyphs \(task)-\(index): the quick brown fox", font: font), width: 60)
                result.widths.append(layout.lines.map(\.width))
                if index % 40 == 0 { result.pictures.append(Bitmap(drawing: layout, scale: 1).words) }
            }
            return result
        }
        let together = await withTaskGroup(of: (Int, Result).self) { group in
            for task in 0..<4 { group.addTask { (task, run(task)) } }
            return await group.reduce(into: [Int: Result]()) { $0[$1.0] = $1.1 }
        }
        TextLayoutCache.shared.removeAll()
        for task in 0..<4 {
            let alone = run(task)
            #expect(together[task]?.widths == alone.widths, "task \(task): lines measured differently")
            #expect(together[task]?.pictures == alone.pictures, "task \(task): drawn differently")
        }
        #expect(FontFaces.isInstalled)
        #expect(FontFaces.openedCount >= 20, "each font file's face opened once: \(FontFaces.openedCount)")
    }

    /// Cairo 1.16 destroys a scaled font with no references once 256 newer ones have
    /// none, and destroying one while another thread measures can deadlock (a font's
    /// lock and the glyph cache's, taken in both orders). Pango lets fonts go as its font
    /// maps drop font sets: with 22 fonts in 100 sizes on four threads, 2,038 of Pango's
    /// releases of a scaled font were its last. Every scaled font that Pango's fonts
    /// make, and that drawing derives from them at a scale, is kept (`ScaledFonts`), so
    /// none reaches Cairo's destruction; the same run then released none for the last time.
    @Test func scaledFontsOfTextAreNeverDestroyed() {
        let text = AttributedText("Kept at 13.37 pt", font: Font(familyName: "Inter", pointSize: 13.37))
        let layout = TextLayout(text, width: 200)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 100)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { TextSystem.withFontLock { cairo_destroy(cairo) } }
        cairo_scale(cairo, 2, 2)
        layout.draw(in: cairo)
        TextSystem.withSession { session in
            let description = Font(familyName: "Inter", pointSize: 13.37).makeDescription()
            defer { pango_font_description_free(description) }
            guard let font = pango_font_map_load_font(session.fontMap, session.context, description),
                  let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
            else {
                Issue.record("no font")
                return
            }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            // The font's own scaled font: Pango's reference and the one kept.
            #expect(ScaledFonts.isKept(scaled))
            #expect(cairo_scaled_font_get_reference_count(scaled) >= 2)
            // The one Cairo derived from it to draw at a scale of 2.
            cairo_set_scaled_font(cairo, scaled)
            let derived = cairo_get_scaled_font(cairo)!
            #expect(derived != scaled)
            #expect(ScaledFonts.isKept(derived))
        }
    }

    /// Preloading fonts changes when they load, never what text measures.
    @Test func preloadedFontsMeasureAlike() {
        let texts = Self.texts.prefix(24)
        let before = texts.map { Numbers(ShapedText($0)) }
        TextSystem.preloadFonts([.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), .systemFont(ofSize: 9.5)])
        #expect(texts.map { Numbers(ShapedText($0)) } == before)
    }
}
