import CPango
import Foundation
import Typesetting

/// PDF and SVG through Cairo's vector surfaces, written to memory.
enum VectorOutput {
    /// Makes a `width` × `height` point page in `format`, lets `draw` paint on its
    /// surface, and returns the finished document. Anything Cairo must rasterise
    /// (group opacity in some cases) is rasterised at `fallbackScale` pixels per point.
    static func encode(format: RenderFormat, width: Double, height: Double, fallbackScale: Double,
                       draw: (OpaquePointer) -> Void) throws(RenderError) -> Data
    {
        let sink = DataSink()
        let status = sink.withClosure { closure -> cairo_status_t in
            let surface: OpaquePointer = switch format {
            case .pdf: cairo_pdf_surface_create_for_stream(DataSink.write, closure, width, height)!
            case .svg, .png: cairo_svg_surface_create_for_stream(DataSink.write, closure, width, height)!
            }
            // Finishing embeds the fonts: not while another thread shapes text (TextSystem.withFontLock).
            defer { TextSystem.withFontLock { cairo_surface_destroy(surface) } }
            if format == .svg { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT) }
            if format == .pdf {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Cells renderer")
                // The same view gives the same bytes: no clock time in the document. Cairo
                // writes the time by default and leaves out a date it cannot read ("").
                // (Cairo 1.16 writes a date set here without PDF's "D:" prefix, so
                // SOURCE_DATE_EPOCH is not offered.)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            }
            cairo_surface_set_fallback_resolution(surface, 72 * fallbackScale, 72 * fallbackScale)
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return cairo_surface_status(surface) }
            draw(surface)
            TextSystem.withFontLock { cairo_surface_finish(surface) }
            return cairo_surface_status(surface)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}
