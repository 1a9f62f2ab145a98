import CPango
import Foundation

/// Making bitmaps from pixels or PNG data, and reading their pixels in bulk: what image
/// comparison (snapshot tests) needs beside rendering.
extension Bitmap {
    /// The pixels as premultiplied `0xAARRGGBB` words, rows top first (`pixelWidth` words a row).
    public var argbWords: [UInt32] { words }

    /// A bitmap of these pixels (premultiplied `0xAARRGGBB` words, rows top first).
    ///
    /// - Throws: ``RenderError/invalidScale(_:)`` for a scale that is not a positive
    ///   number up to 16, ``RenderError/cairo(_:)`` when the sizes are negative or the
    ///   word count is not `pixelWidth × pixelHeight`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, argbWords: [UInt32],
                diagnostics: [RenderDiagnostic] = []) throws(RenderError)
    {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw .invalidScale(CGFloat(scale)) }
        guard pixelWidth >= 0, pixelHeight >= 0, pixelWidth.multipliedReportingOverflow(by: pixelHeight).overflow == false,
              argbWords.count == pixelWidth * pixelHeight
        else {
            throw .cairo("\(argbWords.count) pixels do not make a \(pixelWidth) × \(pixelHeight) bitmap")
        }
        self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, diagnostics: diagnostics, words: argbWords)
    }

    /// Decodes a PNG file's bytes (any PNG Cairo reads), at `scale` pixels per point.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when the data is not a readable PNG,
    ///   ``RenderError/invalidScale(_:)`` for a bad scale.
    /// - SeeAlso: ``pngData()``
    public init(pngData: Data, scale: Double = 2) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw .invalidScale(CGFloat(scale)) }
        let source = DataSource(data: pngData)
        let surface = source.withClosure { closure in
            cairo_image_surface_create_from_png_stream(DataSource.read, closure)!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("cannot read PNG data (\(String(cString: cairo_status_to_string(status))))")
        }
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            self.init(surface: surface, scale: scale, diagnostics: [])
        } else {
            // RGB24 and grey PNGs: draw onto an ARGB32 surface so every bitmap has one layout.
            let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
            let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
            defer { cairo_surface_destroy(converted) }
            let context = cairo_create(converted)!
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_paint(context)
            cairo_destroy(context)
            self.init(surface: converted, scale: scale, diagnostics: [])
        }
    }
}

/// Feeds `Data` to Cairo's PNG stream reader.
final class DataSource {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    /// Runs `body` with an opaque pointer to this source for Cairo's `closure` argument.
    func withClosure<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        let unmanaged = Unmanaged.passRetained(self)
        defer { unmanaged.release() }
        return body(unmanaged.toOpaque())
    }

    /// The `cairo_read_func_t` reading from the source named by `closure`.
    static let read: cairo_read_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        source.data.copyBytes(to: bytes, from: source.data.startIndex + source.offset ..< source.data.startIndex + source.offset + count)
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
