import CPango
import Foundation
import Typesetting
import Views

/// A view that draws its own content, as a `UIView` subclass overriding `draw(_:)`
/// does (seed 004's `StringDrawer`). The renderer calls ``draw(_:in:)`` after the
/// view's background and before its subviews, in the view's own coordinates.
public protocol CustomDrawing: View {
    /// Draws the view's content within `rect` (its bounds).
    func draw(_ rect: CGRect, in context: DrawingContext)
}

/// What a ``CustomDrawing`` view draws with (`UIGraphicsGetCurrentContext()` and the
/// string-drawing methods): colours resolve with the view's traits.
public struct DrawingContext {
    let canvas: Canvas
    let view: View

    /// Draws `text` from the top-left of `rect`, wrapped to its width; when it is taller
    /// than `rect`, the last line that fits ends in "…" (`NSAttributedString.draw(with:options:)`
    /// with `.usesLineFragmentOrigin` and `.truncatesLastVisibleLine`).
    public func draw(_ text: AttributedText, in rect: CGRect) {
        let scale = Double(max(1, view.displayScale))
        var layout = TextLayout(text, width: Double(rect.width), scale: scale)
        if CGFloat(layout.size.height) > rect.height + 0.001 {
            let fitting = layout.lines.filter { CGFloat($0.y + $0.height) <= rect.height + 0.001 }.count
            layout = TextLayout(text, width: Double(rect.width), maximumNumberOfLines: max(1, fitting), scale: scale)
        }
        layout.draw(in: canvas.cairo, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width))
    }

    /// Fills `rect` with `color` (resolved for the view's light or dark appearance).
    public func fill(_ rect: CGRect, with color: Color) {
        canvas.fill(rect, color: color.resolvedColor(with: view.traitCollection))
    }
}
