import CPango
import Foundation
import Typesetting
import Views

/// One render's drawing state: a Cairo context on one surface, in points, and the
/// diagnostics and decoded PNG files of this render only (so renders on different
/// threads share nothing).
final class Canvas {
    /// The `cairo_t *`, its user space in points (scaled by the pixels per point).
    let cairo: OpaquePointer
    private(set) var diagnostics: [RenderDiagnostic] = []
    /// Decoded PNG files by path; nil values remember files that failed.
    private var pngs: [String: OpaquePointer?] = [:]

    /// Pixels per point of the surface (offscreen surfaces, such as a shadow's, match it).
    let pixelsPerPoint: Double

    init(surface: OpaquePointer, pixelsPerPoint: Double) {
        self.pixelsPerPoint = pixelsPerPoint
        cairo = cairo_create(surface)!
        cairo_scale(cairo, pixelsPerPoint, pixelsPerPoint)
    }

    /// Releases the context and the decoded images, and flushes the surface.
    func finish() {
        for case let surface? in pngs.values { cairo_surface_destroy(surface) }
        pngs = [:]
        let surface = cairo_get_target(cairo)
        // Releasing the context releases its scaled fonts: not while another thread shapes text.
        TextSystem.withFontLock {
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
        }
    }

    /// Records a diagnostic once per view name and message.
    func report(_ view: View, _ message: String) { report(named: view.debugName, message) }

    /// Records a diagnostic once per name and message.
    func report(named name: String, _ message: String) {
        let diagnostic = RenderDiagnostic(view: name, message: message)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    // MARK: State

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func withSavedState(_ body: () -> Void) {
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
    }

    /// Draws `body` into a group and composites it once with `alpha` (group opacity:
    /// overlapping parts of a translucent subtree do not show through each other).
    func withGroup(alpha: Double, _ body: () -> Void) {
        guard alpha < 1 else { return body() }
        cairo_push_group(cairo)
        body()
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
    }

    /// Draws `body` as a mask and paints `color` through it: only the alpha of what
    /// `body` draws counts (template images, tinted titles).
    func withTint(_ color: RGBA, _ body: () -> Void) {
        cairo_push_group(cairo)
        body()
        let mask = cairo_pop_group(cairo)
        setColor(color)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(mask)
    }

    func translate(_ x: CGFloat, _ y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }

    // MARK: Paths and paint

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds a rectangle with corners of `radius` (at most half the shorter side) to the
    /// path; only the `corners` given are rounded, by quarter circles or, when
    /// `continuous`, by the smoother continuous curve (`cornerCurve = .continuous`).
    func addRoundedRect(_ rect: CGRect, radius: CGFloat, corners: Layer.CornerMask = .all, continuous: Bool = false) {
        if continuous, radius > 0, !corners.isEmpty {
            var rounded: RectCorner = []
            if corners.contains(.layerMinXMinYCorner) { rounded.insert(.topLeft) }
            if corners.contains(.layerMaxXMinYCorner) { rounded.insert(.topRight) }
            if corners.contains(.layerMinXMaxYCorner) { rounded.insert(.bottomLeft) }
            if corners.contains(.layerMaxXMaxYCorner) { rounded.insert(.bottomRight) }
            cairo_new_sub_path(cairo)
            return addPath(.roundedRect(rect, cornerRadius: radius, corners: rounded, continuous: true))
        }
        let r = Double(max(0, min(radius, min(rect.width, rect.height) / 2)))
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        guard r > 0, !corners.isEmpty else { return cairo_rectangle(cairo, x, y, w, h) }
        func rounding(_ corner: Layer.CornerMask) -> Double { corners.contains(corner) ? r : 0 }
        let topRight = rounding(.layerMaxXMinYCorner), bottomRight = rounding(.layerMaxXMaxYCorner)
        let bottomLeft = rounding(.layerMinXMaxYCorner), topLeft = rounding(.layerMinXMinYCorner)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + w - topRight, y + topRight, topRight, -Double.pi / 2, 0)
        cairo_arc(cairo, x + w - bottomRight, y + h - bottomRight, bottomRight, 0, Double.pi / 2)
        cairo_arc(cairo, x + bottomLeft, y + h - bottomLeft, bottomLeft, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + topLeft, y + topLeft, topLeft, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    /// Adds the elements of `path` to the current path (a `CGPath` from a `UIBezierPath`).
    func addPath(_ path: CGPath) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(point):
                cairo_move_to(cairo, Double(point.x), Double(point.y))
                current = point
            case let .line(point):
                cairo_line_to(cairo, Double(point.x), Double(point.y))
                current = point
            case let .quadCurve(point, control):
                // The cubic curve with the same shape: control points two thirds of the way to the quadratic's.
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(point.x), Double(point.y))
                current = point
            case let .curve(point, control1, control2):
                cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                               Double(point.x), Double(point.y))
                current = point
            case let .arc(center, radius, start, end, clockwise):
                // y grows downwards, so Cairo's increasing angles turn clockwise on screen.
                if clockwise {
                    cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(start), Double(end))
                } else {
                    cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(start), Double(end))
                }
                current = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            case .closeSubpath:
                cairo_close_path(cairo)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
        cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }

    func fill(_ rect: CGRect, radius: CGFloat = 0, corners: Layer.CornerMask = .all, continuous: Bool = false,
              color: RGBA)
    {
        guard color.alpha > 0 else { return }
        cairo_new_path(cairo)
        addRoundedRect(rect, radius: radius, corners: corners, continuous: continuous)
        setColor(color)
        cairo_fill(cairo)
    }

    func fillEllipse(in rect: CGRect, color: RGBA) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        setColor(color)
        cairo_fill(cairo)
    }

    /// Strokes the outline of `rect` with a line of `width` lying inside it.
    func strokeInside(_ rect: CGRect, radius: CGFloat = 0, corners: Layer.CornerMask = .all, continuous: Bool = false,
                      width: CGFloat, color: RGBA)
    {
        guard width > 0, color.alpha > 0 else { return }
        cairo_new_path(cairo)
        addRoundedRect(rect.insetBy(dx: width / 2, dy: width / 2), radius: max(0, radius - width / 2), corners: corners,
                       continuous: continuous)
        setColor(color)
        cairo_set_line_width(cairo, Double(width))
        cairo_stroke(cairo)
    }

    /// Intersects the clip with `rect` rounded by `radius`.
    func clip(to rect: CGRect, radius: CGFloat = 0, corners: Layer.CornerMask = .all, continuous: Bool = false) {
        cairo_new_path(cairo)
        addRoundedRect(rect, radius: radius, corners: corners, continuous: continuous)
        cairo_clip(cairo)
    }

    // MARK: Images on disk

    /// The decoded image file at `path` (PNG through Cairo; JPEG and the other formats
    /// through gdk-pixbuf), or the reason it cannot be read.
    func png(atPath path: String) -> Result<OpaquePointer, PNGFailure> {
        if let cached = pngs[path] {
            return cached.map { .success($0) } ?? .failure(PNGFailure(reason: "cannot be read as an image"))
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            pngs[path] = .some(nil)
            return .failure(PNGFailure(reason: FileManager.default.fileExists(atPath: path) ? "is not readable" : "does not exist"))
        }
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_width(surface) > 0 else {
            cairo_surface_destroy(surface)
            // Not a PNG Cairo reads: another format, decoded by gdk-pixbuf.
            if let data = FileManager.default.contents(atPath: path), let bitmap = try? Bitmap(imageData: data),
               let decoded = Canvas.surface(of: bitmap)
            {
                pngs[path] = decoded
                return .success(decoded)
            }
            pngs[path] = .some(nil)
            return .failure(PNGFailure(reason: "cannot be read as an image (\(String(cString: cairo_status_to_string(status))))"))
        }
        pngs[path] = surface
        return .success(surface)
    }

    struct PNGFailure: Error { var reason: String }
}
