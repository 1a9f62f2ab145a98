import CPango
import Foundation
import Typesetting
import Views

/// Drawn over a finished render when ``Renderer/debugOverlay`` is on, to show why
/// a cell has its height: every visible view's frame outlined (the colour cycles
/// with depth), the layout margins of containers shaded (views with subviews, but
/// not stack views that arrange them outside their margins), and each
/// label's first baseline (solid red) and last baseline (dashed pink) marked across
/// its width. Nothing is clipped, so views outside their superview show too.
struct DebugOverlay {
    let canvas: Canvas
    /// Views left out with their subtrees, as ``ViewPainter/skipped``.
    var skipped: Set<ObjectIdentifier> = []

    private static let outlineColors: [Color] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal]

    func draw(_ root: View) {
        canvas.withSavedState { visit(root, origin: .zero, depth: 0) }
    }

    private func visit(_ view: View, origin: CGPoint, depth: Int) {
        guard !view.isHidden, !skipped.contains(ObjectIdentifier(view)) else { return }
        let frame = CGRect(origin: origin, size: view.bounds.size)
        let cairo = canvas.cairo
        if showsMargins(of: view) {
            let margins = view.effectiveLayoutMargins
            let inner = CGRect(x: frame.minX + margins.left, y: frame.minY + margins.top,
                               width: frame.width - margins.left - margins.right,
                               height: frame.height - margins.top - margins.bottom)
            if inner.width >= 0, inner.height >= 0 {
                cairo_new_path(cairo)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
                canvas.addRoundedRect(frame, radius: 0)
                canvas.addRoundedRect(inner, radius: 0)
                canvas.setColor(RGBA(red: 1, green: 0.58, blue: 0, alpha: 0.1))
                cairo_fill(cairo)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            }
        }
        let color = DebugOverlay.outlineColors[depth % DebugOverlay.outlineColors.count].light
        canvas.strokeInside(frame, width: 0.5, color: RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 0.9))
        if let label = view as? Label, let placed = PlacedText(label) {
            let (first, last) = placed.baselines
            drawBaseline(y: frame.minY + first, in: frame, color: Color.systemRed.light, dashed: false)
            if placed.layout.lineCount > 1 {
                drawBaseline(y: frame.minY + last, in: frame, color: Color.systemPink.light, dashed: true)
            }
        }
        for subview in view.subviews {
            visit(subview, origin: CGPoint(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY), depth: depth + 1)
        }
    }

    /// Whether a view's margins can matter: it has subviews, and it is not a stack
    /// view arranging them from its edges.
    private func showsMargins(of view: View) -> Bool {
        guard !view.subviews.isEmpty else { return false }
        if let stack = view as? StackView { return stack.isLayoutMarginsRelativeArrangement }
        return true
    }

    private func drawBaseline(y: CGFloat, in frame: CGRect, color: RGBA, dashed: Bool) {
        let cairo = canvas.cairo
        canvas.withSavedState {
            cairo_new_path(cairo)
            cairo_move_to(cairo, Double(frame.minX), Double(y))
            cairo_line_to(cairo, Double(frame.maxX), Double(y))
            if dashed {
                let dashes: [Double] = [2, 2]
                cairo_set_dash(cairo, dashes, 2, 0)
            }
            cairo_set_line_width(cairo, 0.75)
            canvas.setColor(color)
            cairo_stroke(cairo)
        }
    }
}
