import CPango
import Foundation
import InputPolicy
import Typesetting

/// A rendered image in memory: premultiplied ARGB pixels (Cairo's layout), the
/// scale it was drawn at, and the render's diagnostics. A plain value, `Sendable`.
public struct Bitmap: Sendable {
    /// Width and height in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// What was drawn in place of missing content.
    public let diagnostics: [RenderDiagnostic]
    /// Rows of premultiplied `0xAARRGGBB` words, top row first.
    package let words: [UInt32]

    package init(surface: OpaquePointer, scale: Double, diagnostics: [RenderDiagnostic]) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))   // checked: Int32 to Int
        let height = Int(cairo_image_surface_get_height(surface))   // checked: Int32 to Int
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBytes { target in
            for row in 0..<height {
                target.baseAddress!.advanced(by: row * width * 4)
                    .copyMemory(from: data.advanced(by: row * stride), byteCount: width * 4)
            }
        }
        pixelWidth = width
        pixelHeight = height
        self.scale = scale
        self.diagnostics = diagnostics
        self.words = words
    }

    /// A bitmap of these words, already checked by the caller.
    package init(pixelWidth: Int, pixelHeight: Int, scale: Double, diagnostics: [RenderDiagnostic], words: [UInt32]) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.diagnostics = diagnostics
        self.words = words
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// The colour of the pixel in column `x`, row `y` (premultiplication undone;
    /// components 0…1). Out of range: transparent black.
    /// - SeeAlso: ``pixel(at:)``
    public func pixel(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let word = words[y * pixelWidth + x]
        let a = Double((word >> 24) & 0xFF) / 255
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        return RGBA(red: Double((word >> 16) & 0xFF) / 255 / a, green: Double((word >> 8) & 0xFF) / 255 / a,
                    blue: Double(word & 0xFF) / 255 / a, alpha: a)
    }

    /// The colour of the pixel under a point (in points, the view's coordinates).
    public func pixel(at point: CGPoint) -> RGBA {
        pixel(x: Int(saturating: (Double(point.x) * scale).rounded(.down)),
              y: Int(saturating: (Double(point.y) * scale).rounded(.down)))
    }

    /// The image encoded as PNG.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` if Cairo cannot encode it.
    /// - SeeAlso: ``writePNG(to:)``, ``init(pngData:scale:)``
    public func pngData() throws(RenderError) -> Data {
        guard pixelWidth > 0, pixelHeight > 0 else { throw .cairo("a \(pixelWidth) × \(pixelHeight) bitmap has no PNG") }
        var copy = words
        let sink = DataSink()
        let status = copy.withUnsafeMutableBytes { bytes -> cairo_status_t in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(pixelWidth), Int32(pixelHeight), Int32(pixelWidth * 4))!   // checked: a Cairo surface's size
            defer { cairo_surface_destroy(surface) }
            return sink.withClosure { closure in cairo_surface_write_to_png_stream(surface, DataSink.write, closure) }
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }

    /// Writes the image as a PNG file.
    ///
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` naming the path.
    /// - SeeAlso: ``pngData()``
    public func writePNG(to path: String) throws(RenderError) {
        try FileOutput.write(try pngData(), to: path)
    }
}

/// Collects what Cairo writes to a stream (PNG, PDF, SVG) into `Data`.
package final class DataSink {
    package var data = Data()

    package init() {}

    /// Runs `body` with an opaque pointer to this sink for Cairo's `closure` argument.
    package func withClosure<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        let unmanaged = Unmanaged.passRetained(self)
        defer { unmanaged.release() }
        return body(unmanaged.toOpaque())
    }

    /// The `cairo_write_func_t` appending to the sink named by `closure`.
    package static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
