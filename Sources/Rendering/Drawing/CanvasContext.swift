import CPango
import Foundation
import Typesetting
import Views

/// The renderer's ``GraphicsContext``: one view's drawing on the canvas, in the
/// view's coordinates (the painter has translated there), with its traits.
final class CanvasContext: GraphicsContext {
    let canvas: Canvas
    unowned let view: View

    init(canvas: Canvas, view: View) {
        self.canvas = canvas
        self.view = view
    }

    func draw(_ text: AttributedText, in rect: CGRect) {
        let scale = Double(max(1, view.displayScale))
        var layout = TextLayout(text, width: Double(rect.width), scale: scale)
        if CGFloat(layout.size.height) > rect.height + 0.001 {
            let fitting = layout.lines.filter { CGFloat($0.y + $0.height) <= rect.height + 0.001 }.count
            layout = TextLayout(text, width: Double(rect.width), maximumNumberOfLines: max(1, fitting), scale: scale)
        }
        layout.draw(in: canvas.cairo, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width))
    }

    var fillColor = Color.black
    var strokeColor = Color.black

    func fill(_ path: CGPath, with color: Color) {
        canvas.withSavedState {
            cairo_new_path(canvas.cairo)
            canvas.addPath(path)
            canvas.setColor(color.resolvedColor(with: view.traitCollection))
            cairo_set_fill_rule(canvas.cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(canvas.cairo)
        }
    }

    func stroke(_ path: CGPath, with color: Color, lineWidth: CGFloat) {
        canvas.withSavedState {
            cairo_new_path(canvas.cairo)
            canvas.addPath(path)
            canvas.setColor(color.resolvedColor(with: view.traitCollection))
            cairo_set_line_width(canvas.cairo, Double(lineWidth))
            cairo_stroke(canvas.cairo)
        }
    }

    func fill(_ rect: CGRect, with color: Color) {
        canvas.fill(rect, color: color.resolvedColor(with: view.traitCollection))
    }
}
