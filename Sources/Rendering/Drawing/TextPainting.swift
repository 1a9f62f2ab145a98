import CPango
import Foundation
import Typesetting
import Views

/// Where a label's text lies in its bounds: the layout it draws there
/// (`Label.textLayout(drawnIn:)`, the lines it measured) and the top-left corner of
/// the text box.
///
/// Like `UILabel`, text is centred vertically when the label is taller than the
/// text, and starts at the top when it is shorter (and always in a text view, as
/// `UITextView` lays its text out from the top of its container).
struct PlacedText {
    var layout: TextLayout
    var origin: CGPoint

    /// The label's text placed in its bounds.
    init?(_ label: Label) { self.init(label, in: label.bounds) }

    /// The label's text placed in `bounds` (a label's `drawText(in:)` may draw in
    /// another rectangle than its own bounds).
    init?(_ label: Label, in bounds: CGRect) {
        guard let layout = label.textLayout(drawnIn: bounds) else { return nil }
        let height = CGFloat(layout.size.height)
        var y: CGFloat = 0
        // A text view's text starts at the top of its container, as UITextView's does.
        if bounds.height > height, !(label.superview is TextView) {
            let scale = max(1, label.displayScale)
            y = PixelGrid.round((bounds.height - height) / 2, scale: scale)
        }
        self.layout = layout
        self.origin = CGPoint(x: bounds.minX, y: bounds.minY + y)
    }

    /// The first and last baselines, in the label's coordinates.
    var baselines: (first: CGFloat, last: CGFloat) {
        (origin.y + CGFloat(layout.firstBaseline), origin.y + CGFloat(layout.lastBaseline))
    }
}

extension ViewPainter {
    /// A label's text: its `drawText(in:)` with its bounds, with a context current that
    /// draws the text (see `CGContext.drawText(of:in:)`).
    func drawText(of label: Label) {
        let context = CGContext(canvas: canvas, traitCollection: label.traitCollection, reporter: label.debugName)
        pushGraphicsContext(context)
        defer { popGraphicsContext() }
        canvas.withSavedState { label.drawText(in: label.bounds) }
    }
}

extension Canvas {
    /// A label's text placed in `rect`, aligned within its width; a button's title
    /// takes the button's current title colour (for a system button, the tint colour
    /// it inherits at the time of drawing).
    func drawText(of label: Label, in rect: CGRect) {
        guard let placed = PlacedText(label, in: rect) else { return }
        let draw = {
            placed.layout.draw(in: self.cairo, x: Double(placed.origin.x), y: Double(placed.origin.y),
                               width: Double(rect.width))
        }
        if let button = label.superview as? Button, button.titleLabel === label, !button.showsAttributedTitle {
            withTint(button.currentTitleColor.resolvedColor(with: button.traitCollection), draw)
        } else {
            draw()
        }
    }
}
