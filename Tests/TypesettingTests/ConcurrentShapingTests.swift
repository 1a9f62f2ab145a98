import Foundation
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
            ellipses = shaped.ellipsisWidths
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
    /// of this test in four; two or three in four with fifty sizes, but those made Pango
    /// drop font sets, and a dropped font destroyed while another thread measures can
    /// deadlock in Cairo 1.16). Each session's fonts now carry faces Cairo is
    /// given and never closes (`FontFaces`). Measured and drawn on four threads, then
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
                // Eleven sizes: enough new scaled fonts for Cairo to open faces again, few
                // enough (22 × 11 = 242) that Pango's cache of 256 font sets never drops
                // one (a font destroyed while another thread measures can deadlock in Cairo).
                var font = fonts[(index * 7 + task) % fonts.count]
                font.pointSize = Double(8 + 5 * ((index * 3 + task) % 11))
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

    /// Preloading fonts changes when they load, never what text measures.
    @Test func preloadedFontsMeasureAlike() {
        let texts = Self.texts.prefix(24)
        let before = texts.map { Numbers(ShapedText($0)) }
        TextSystem.preloadFonts([.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), .systemFont(ofSize: 9.5)])
        #expect(texts.map { Numbers(ShapedText($0)) } == before)
    }
}
