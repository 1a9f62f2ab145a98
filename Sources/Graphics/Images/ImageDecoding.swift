import CGdkPixbuf
import InputPolicy
import Foundation

/// Decoding image files (PNG, JPEG, and whatever else gdk-pixbuf's loaders read) into
/// bitmaps: what `UIImage(data:)`, `UIImage(contentsOfFile:)` and `UIImage(named:)` use.
extension Bitmap {
    /// Decodes the bytes of an image file (PNG, JPEG, GIF's first frame, …) with
    /// gdk-pixbuf, turned upright by its EXIF orientation, at `scale` pixels per point.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` naming what gdk-pixbuf reported when the
    ///   data is not an image it reads, ``RenderError/invalidScale(_:)`` for a bad scale.
    public init(imageData: Data, scale: Double = 1) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw .invalidScale(CGFloat(scale)) }
        guard !imageData.isEmpty else { throw .cairo("cannot decode an image from empty data") }
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = imageData.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(loader, bytes.baseAddress!.assumingMemoryBound(to: guchar.self), gsize(bytes.count), &error)
        }
        // Closing is needed even after a failed write; the first error is the one reported.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = written != 0 ? gdk_pixbuf_loader_close(loader, &closeError) : gdk_pixbuf_loader_close(loader, nil)
        if written == 0 || closed == 0 {
            let failure = error ?? closeError
            let message = failure.map { String(cString: $0.pointee.message) } ?? "unknown format"
            if let failure { g_error_free(failure) }
            throw .cairo("cannot decode the image data (\(message))")
        }
        guard let loaded = gdk_pixbuf_loader_get_pixbuf(loader) else { throw .cairo("cannot decode the image data") }
        // Upright by EXIF orientation: a new pixbuf, or the same one with one more
        // reference; either way one reference to release here.
        let upright = gdk_pixbuf_apply_embedded_orientation(loaded)
        defer { if let upright { g_object_unref(UnsafeMutableRawPointer(upright)) } }
        try self.init(pixbuf: upright ?? loaded, scale: scale)
    }

    /// The pixels of a decoded pixbuf (8-bit RGB or RGBA) as premultiplied ARGB words.
    private init(pixbuf: OpaquePointer, scale: Double) throws(RenderError) {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))   // checked: C ints to Int
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3), width > 0, height > 0,
              width * height <= 100_000_000, let pixels = gdk_pixbuf_read_pixels(pixbuf)
        else { throw .cairo("cannot decode the image data (an unsupported pixel layout)") }
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                // Premultiplied, rounded: c × a / 255.
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                words[y * width + x] = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
            }
        }
        self.init(pixelWidth: width, pixelHeight: height, scale: scale, diagnostics: [], words: words)
    }
}

extension Bitmap: Hashable {
    /// Bitmaps are equal when their sizes, scales and pixels are (diagnostics do not count).
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.scale == rhs.scale
            && lhs.words == rhs.words
    }

    /// Hashes the size, the scale and a sample of the pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        let step = max(1, words.count / 64)
        for index in Swift.stride(from: 0, to: words.count, by: step) { hasher.combine(words[index]) }
    }
}

extension Bitmap {
    /// The image encoded as JPEG with gdk-pixbuf, at `quality` from 0 (smallest) to 1
    /// (best); JPEG has no transparency, so translucent pixels are composited over black.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` naming what gdk-pixbuf reported, or for an empty bitmap.
    public func jpegData(quality: Double) throws(RenderError) -> Data {
        guard pixelWidth > 0, pixelHeight > 0 else { throw .cairo("a \(pixelWidth) × \(pixelHeight) bitmap has no JPEG") }
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(pixelWidth), Int32(pixelHeight)),   // checked: a bitmap's sides fit C ints
              let pixels = gdk_pixbuf_get_pixels(pixbuf)
        else { throw .cairo("cannot make a \(pixelWidth) × \(pixelHeight) JPEG") }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))   // checked: a C int to Int
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                // Premultiplied components are the colour over black.
                let word = words[y * pixelWidth + x], p = pixels + y * stride + x * 3
                p[0] = UInt8(truncatingIfNeeded: word >> 16)
                p[1] = UInt8(truncatingIfNeeded: word >> 8)
                p[2] = UInt8(truncatingIfNeeded: word)
            }
        }
        let percent = Int(saturating: (max(0, min(1, quality.isFinite ? quality : 1)) * 100).rounded())
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let saved = "quality".withCString { key in
            "\(percent)".withCString { value in
                var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
            }
        }
        guard saved != 0, let buffer else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .cairo("cannot encode JPEG (\(message))")
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))   // checked: gsize of a buffer in memory
    }
}
