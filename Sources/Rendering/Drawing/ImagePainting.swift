import CPango
import Foundation
import Typesetting
import Views

extension ContentMode {
    /// Where an image of `size` points lies in `bounds` under this mode.
    ///
    /// Scale to fill (and redraw) stretch to the bounds; aspect fit and fill scale
    /// uniformly to the smaller or larger ratio and centre; the other modes keep the
    /// image's size and pin it to the centre, an edge (centred along it) or a corner.
    /// The rectangle may overflow the bounds: only `clipsToBounds` clips it, as in UIKit.
    public func imageRect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        func centred(_ s: CGSize) -> CGRect {
            CGRect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
        }
        var rect = centred(size)
        switch self {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return centred(CGSize(width: size.width * s, height: size.height * s))
        case .center: return rect
        case .top: rect.origin.y = bounds.minY
        case .bottom: rect.origin.y = bounds.maxY - size.height
        case .left: rect.origin.x = bounds.minX
        case .right: rect.origin.x = bounds.maxX - size.width
        case .topLeft: rect.origin = CGPoint(x: bounds.minX, y: bounds.minY)
        case .topRight: rect.origin = CGPoint(x: bounds.maxX - size.width, y: bounds.minY)
        case .bottomLeft: rect.origin = CGPoint(x: bounds.minX, y: bounds.maxY - size.height)
        case .bottomRight: rect.origin = CGPoint(x: bounds.maxX - size.width, y: bounds.maxY - size.height)
        }
        return rect
    }
}

extension ViewPainter {
    /// An image view's image, placed by its content mode; template images are
    /// painted in the image's tint colour (`withTintColor(_:)`) or the view's.
    func drawImage(of imageView: ImageView) {
        guard let image = imageView.image else { return }
        let rect = imageView.contentMode.imageRect(for: image.size, in: imageView.bounds)
        let traits = imageView.traitCollection
        let tint = (image.tintColor ?? imageView.tintColor).resolvedColor(with: traits)
        canvas.drawImage(image, in: rect, traits: traits, templateColor: image.isTemplate ? tint : nil,
                         reportingAs: imageView.debugName)
    }
}

extension Canvas {
    /// Draws `image` stretched over `rect`: painted in `templateColor` when given (only
    /// its alpha counts), else in its own colours (symbols in the label colour).
    /// Problems draw a placeholder and a diagnostic under the name `reporter`.
    func drawImage(_ image: Image, in rect: CGRect, traits: TraitCollection, templateColor: RGBA?, reportingAs reporter: String) {
        guard rect.width > 0, rect.height > 0 else { return }
        if case let .symbol(name) = image.source {
            // Symbols are paths: paint them in the tint colour, or in the label colour when original.
            drawSymbol(named: name, in: rect, color: templateColor ?? Color.label.resolvedColor(with: traits), reporter: reporter)
        } else if let templateColor {
            withTint(templateColor) { drawPixels(of: image, in: rect, traits: traits, reporter: reporter) }
        } else {
            drawPixels(of: image, in: rect, traits: traits, reporter: reporter)
        }
    }

    private func drawSymbol(named name: String, in rect: CGRect, color: RGBA, reporter: String) {
        if !Symbols.draw(name, in: rect, color: color, on: self) {
            report(named: reporter, "unknown system symbol \"\(name)\"; drew a placeholder")
            Placeholders.drawMissing(in: rect, on: self)
        }
    }

    /// Paints an image's own pixels (not tinted) into `rect`.
    private func drawPixels(of image: Image, in rect: CGRect, traits: TraitCollection, reporter: String) {
        switch image.source {
        case let .file(path):
            switch png(atPath: path) {
            case let .success(surface): drawSurface(surface, in: rect)
            case let .failure(failure):
                report(named: reporter, "image file \(path) \(failure.reason); drew a placeholder")
                Placeholders.drawMissing(in: rect, on: self)
            }
        case let .bitmap(bitmap):
            guard let surface = Canvas.surface(of: bitmap) else { return }
            defer { cairo_surface_destroy(surface) }
            drawSurface(surface, in: rect)
        case let .symbol(name):
            drawSymbol(named: name, in: rect, color: Color.label.resolvedColor(with: traits), reporter: reporter)
        case let .initials(name, shape):
            Placeholders.drawAvatar(name: name, shape: shape, in: rect, on: self)
        case let .gradient(seed):
            Placeholders.drawGradient(seed: seed, in: rect, on: self)
        case let .placeholder(description):
            Placeholders.drawNeutral(seed: description, in: rect, traits: traits, on: self)
        }
    }

    /// A Cairo image surface holding a copy of the bitmap's pixels (the caller destroys it).
    static func surface(of bitmap: Bitmap) -> OpaquePointer? {
        guard bitmap.pixelWidth > 0, bitmap.pixelHeight > 0,
              let surface = cairo_image_surface_create(
                  CAIRO_FORMAT_ARGB32, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight))   // checked: a bitmap's sides fit Cairo's ints
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), rowBytes = bitmap.pixelWidth * 4
        bitmap.words.withUnsafeBytes { words in
            for row in 0..<bitmap.pixelHeight {
                (data + row * stride).update(from: words.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * rowBytes,
                                             count: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Paints a decoded bitmap stretched over `rect`, smoothly filtered, its edges not bleeding.
    private func drawSurface(_ surface: OpaquePointer, in rect: CGRect) {
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        withSavedState {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cairo)
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, Double(rect.width) / width, Double(rect.height) / height)
            cairo_set_source_surface(cairo, surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
        }
    }
}
