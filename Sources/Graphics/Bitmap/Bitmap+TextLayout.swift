import CPango
import Foundation
import InputPolicy
import Typesetting

extension Bitmap {
    /// The largest side of a bitmap drawn from a text layout, in pixels (Cairo's
    /// limit): a larger layout is drawn clipped to its top-left 32,767 × 32,767 pixels.
    public static let maximumPixels = 32_767

    /// A text layout drawn on a `background` (nil: transparent) canvas of its size plus
    /// `padding` points on each side, at a display `scale`: for `cells text --png`
    /// and pixel tests of the text engine.
    /// - SeeAlso: `TextLayout.draw(in:x:y:width:)`, which draws into any Cairo context.
    public init(drawing layout: TextLayout, padding: Double = 0, scale: Double = 1, background: RGBA? = .white) {
        let side = { (points: Double) in min(max(1, Int(saturating: (points * scale).rounded(.up))), Bitmap.maximumPixels) }
        let width = side(layout.size.width + 2 * padding), height = side(layout.size.height + 2 * padding)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!   // checked: ≤ 32,767
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        if let background {
            cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cairo)
        }
        cairo_scale(cairo, scale, scale)
        layout.draw(in: cairo, x: padding, y: padding)
        // Releasing the context releases its scaled fonts: under the font lock.
        TextSystem.withFontLock { cairo_destroy(cairo) }
        self.init(surface: surface, scale: scale, diagnostics: [])
    }
}
