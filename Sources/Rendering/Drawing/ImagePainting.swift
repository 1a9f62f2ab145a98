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
    /// painted in the tint colour.
    func drawImage(of imageView: ImageView) {
        guard let image = imageView.image else { return }
        let rect = imageView.contentMode.imageRect(for: image.size, in: imageView.bounds)
        guard rect.width > 0, rect.height > 0 else { return }
        let traits = imageView.traitCollection
        let tint = imageView.tintColor.resolvedColor(with: traits)
        if case let .symbol(name) = image.source {
            // Symbols are paths: paint them in the tint colour, or in the label colour when original.
            let color = image.isTemplate ? tint : Color.label.resolvedColor(with: traits)
            drawSymbol(named: name, in: rect, color: color, for: imageView)
        } else if image.isTemplate {
            canvas.withTint(tint) { drawPixels(of: image, in: rect, for: imageView) }
        } else {
            drawPixels(of: image, in: rect, for: imageView)
        }
    }

    private func drawSymbol(named name: String, in rect: CGRect, color: RGBA, for view: View) {
        if !Symbols.draw(name, in: rect, color: color, on: canvas) {
            canvas.report(view, "unknown system symbol \"\(name)\"; drew a placeholder")
            Placeholders.drawMissing(in: rect, on: canvas)
        }
    }

    /// Paints an image's own pixels (not tinted) into `rect`.
    private func drawPixels(of image: Image, in rect: CGRect, for view: View) {
        let traits = view.traitCollection
        switch image.source {
        case let .file(path):
            switch canvas.png(atPath: path) {
            case let .success(surface): drawSurface(surface, in: rect)
            case let .failure(failure):
                canvas.report(view, "PNG file \(path) \(failure.reason); drew a placeholder")
                Placeholders.drawMissing(in: rect, on: canvas)
            }
        case let .symbol(name):
            drawSymbol(named: name, in: rect, color: Color.label.resolvedColor(with: traits), for: view)
        case let .initials(name, shape):
            Placeholders.drawAvatar(name: name, shape: shape, in: rect, on: canvas)
        case let .gradient(seed):
            Placeholders.drawGradient(seed: seed, in: rect, on: canvas)
        case let .placeholder(description):
            Placeholders.drawNeutral(seed: description, in: rect, traits: traits, on: canvas)
        }
    }

    /// Paints a decoded bitmap stretched over `rect`, smoothly filtered, its edges not bleeding.
    private func drawSurface(_ surface: OpaquePointer, in rect: CGRect) {
        let cairo = canvas.cairo
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        canvas.withSavedState {
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
