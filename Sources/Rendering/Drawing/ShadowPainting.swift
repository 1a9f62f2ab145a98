import CPango
import Foundation
import Typesetting
import Views

/// Layer shadows, as Core Animation draws them: the shape (`shadowPath`, else the
/// alpha of everything the view draws) blurred with a Gaussian of standard
/// deviation `shadowRadius / 2`, painted in `shadowColor` at `shadowOpacity`,
/// moved by `shadowOffset`, under the view; none when `masksToBounds` (`clipsToBounds`) is set.
///
/// The shape is drawn into an offscreen alpha mask at the output's pixel density
/// and blurred there by three box blurs in each direction (within a few percent of
/// a true Gaussian); the mask is then painted through in the shadow's colour.
extension ViewPainter {
    func drawShadow(of view: View) {
        let layer = view.layer
        // As in Core Animation, a layer that masks to its bounds clips its own shadow away
        // (the reason UIKit code puts a shadow on a container of the clipped view).
        guard layer.shadowOpacity > 0, !layer.masksToBounds, let shadowColor = layer.shadowColor else { return }
        var color = shadowColor.resolvedColor(with: view.traitCollection)
        color.alpha *= Double(min(1, layer.shadowOpacity))
        guard color.alpha > 0 else { return }
        // Blurs wider than 200 points look the same as 200 (and NaN is no blur).
        let radius = Double(layer.shadowRadius)
        let sigma = radius.isNaN ? 0 : min(200, max(0, radius)) / 2
        let shape = layer.shadowPath.map(\.boundingBox) ?? view.bounds
        let offset = layer.shadowOffset
        guard !shape.isNull, shape.minX.isFinite, shape.minY.isFinite, shape.width.isFinite, shape.height.isFinite,
              offset.width.isFinite, offset.height.isFinite else { return }
        let margin = CGFloat((3 * sigma).rounded(.up) + 1)
        let area = shape.insetBy(dx: -margin, dy: -margin)
        let ppp = canvas.pixelsPerPoint
        let width = Int(saturating: (Double(area.width) * ppp).rounded(.up))
        let height = Int(saturating: (Double(area.height) * ppp).rounded(.up))
        guard width > 0, height > 0, width <= 25_000_000 / height else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!   // checked: 1 … 2.5 × 10⁷ just above
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }

        // The shape, in the view's coordinates moved so that `area` starts at the mask's origin.
        let shapeCanvas = Canvas(surface: mask, pixelsPerPoint: ppp)
        shapeCanvas.translate(-area.minX, -area.minY)
        if let path = layer.shadowPath {
            cairo_new_path(shapeCanvas.cairo)
            shapeCanvas.addPath(path)
            shapeCanvas.setColor(.black)
            cairo_fill(shapeCanvas.cairo)
        } else {
            ViewPainter(canvas: shapeCanvas).drawBody(of: view)
        }
        shapeCanvas.finish()

        cairo_surface_flush(mask)
        ShadowBlur.blur(mask, sigma: sigma * ppp)
        cairo_surface_mark_dirty(mask)

        cairo_surface_set_device_scale(mask, ppp, ppp)
        canvas.withSavedState {
            canvas.setColor(color)
            cairo_mask_surface(canvas.cairo, mask, Double(area.minX + offset.width), Double(area.minY + offset.height))
        }
    }
}

/// A Gaussian blur of an 8-bit alpha surface, approximated by three box blurs per axis.
enum ShadowBlur {
    static func blur(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.2 else { return }
        let width = Int(cairo_image_surface_get_width(surface))   // checked: an Int32 from Cairo
        let height = Int(cairo_image_surface_get_height(surface))   // checked: an Int32 from Cairo
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        // Three boxes of width w give a variance of 3 (w² − 1) / 12 = σ².
        let boxWidth = max(1, Int(saturating: sqrt(4 * sigma * sigma + 1).rounded()))
        let radius = boxWidth / 2
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [Int](repeating: 0, count: max(width, height))
        func pass(count: Int, lines: Int, index: (Int, Int) -> Int) {
            for l in 0..<lines {
                for i in 0..<count { line[i] = Int(data[index(l, i)]) }
                for _ in 0..<3 {
                    boxBlur(&line, into: &out, count: count, radius: radius)
                    swap(&line, &out)
                }
                for i in 0..<count { data[index(l, i)] = UInt8(min(255, max(0, line[i]))) }
            }
        }
        pass(count: width, lines: height) { row, x in row * stride + x }
        pass(count: height, lines: width) { column, y in y * stride + column }
    }

    /// One box blur of `count` values: each becomes the mean of the `2 radius + 1` around it (zeros outside).
    private static func boxBlur(_ input: inout [Int], into output: inout [Int], count: Int, radius: Int) {
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += input[i] }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += input[entering] }
            if leaving >= 0 { sum -= input[leaving] }
            output[i] = (sum + size / 2) / size
        }
    }
}
