import CPango
import Synchronization

/// Cairo scaled fonts kept alive for the life of the process, so that Cairo never
/// destroys one while other threads measure or draw text.
///
/// Cairo 1.16 destroys a scaled font once it has no references and 256 other
/// unreferenced ones are newer. Destroying it takes the font's own lock, then the
/// lock of Cairo's global glyph cache. A thread measuring another font that holds the
/// glyph cache's lock, and evicts a glyph of the font being destroyed, takes the
/// locks in the other order: the two threads wait for each other for ever. With more
/// than 256 fonts and sizes in use on several threads (Pango lets a font go when its
/// font map drops a font set, past 256 of them), measuring or drawing could hang.
/// (Later Cairo versions only try the evicted font's lock.)
///
/// A scaled font that is never released is never destroyed: ``keep(_:)`` takes one
/// reference to each, once. Every font Pango's Cairo font maps create has its scaled
/// font kept as it is made (``FontFaces``, which wraps that step), and drawing keeps
/// the scaled font Cairo derives from it for the drawing's scale
/// (`TextLayout.draw(in:x:y:width:)`). There is one per font, size and drawing scale
/// that text has used, and each costs about 1.3 KB (3,000 sizes of Inter, a third drawn
/// at a scale of 2, took 5 MB more); their glyphs stay in Cairo's glyph cache, which is
/// bounded across all fonts.
enum ScaledFonts {
    /// The scaled fonts kept, by address (never reused: none of them is ever freed).
    private static let kept = Mutex(Set<UInt>())

    /// Takes a reference to `font` the first time it is met, never released.
    static func keep(_ font: OpaquePointer) {
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else { return }
        let isNew = kept.withLock { $0.insert(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(font)))).inserted }
        if isNew { cairo_scaled_font_reference(font) }
    }

    /// Keeps the scaled font that `cairo` derives from each font of `layout` at its
    /// current transform (drawing at a scale of 2 uses a scaled font of its own).
    /// Called before the layout is drawn, inside `cairo_save` and `cairo_restore`: it
    /// sets each font on the context in turn, as drawing does.
    static func keepDerived(for layout: OpaquePointer, in cairo: OpaquePointer) {
        var line = pango_layout_get_lines_readonly(layout)
        while let node = line {
            var run = UnsafeMutablePointer<PangoLayoutLine>(OpaquePointer(node.pointee.data))?.pointee.runs
            while let runNode = run {
                if let item = UnsafeMutablePointer<PangoGlyphItem>(OpaquePointer(runNode.pointee.data))?.pointee.item,
                   let font = item.pointee.analysis.font,
                   let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
                {
                    cairo_set_scaled_font(cairo, scaled)
                    if let derived = cairo_get_scaled_font(cairo) { keep(derived) }
                }
                run = runNode.pointee.next
            }
            line = node.pointee.next
        }
    }

    /// Whether `font` is kept (for tests).
    static func isKept(_ font: OpaquePointer) -> Bool {
        kept.withLock { $0.contains(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(font)))) }
    }
}
