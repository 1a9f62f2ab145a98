import CPango
import Foundation
import Typesetting
import Views

/// The one recursive drawing pass: each view draws its shadow, its background, its
/// content, its subviews and its border, in that order, in its own coordinates.
///
/// Like Core Animation: the background and border follow `layer.cornerRadius`;
/// `clipsToBounds` (`masksToBounds`) clips the content and the subviews to the
/// rounded bounds, and the border is drawn above them; `alpha` below 1 makes the
/// whole subtree a group composited once; hidden views and views with alpha 0 draw
/// nothing, nor do their subviews. Frames are read as they are: layout never runs here.
struct ViewPainter {
    let canvas: Canvas
    /// Views left out with their subtrees (layers a compositor draws separately).
    var skipped: Set<ObjectIdentifier> = []

    /// Draws `root` at the origin (its own frame's origin is ignored).
    func drawTree(_ root: View) {
        draw(root)
    }

    private func draw(_ view: View) {
        guard !view.isHidden, view.alpha > 0, !skipped.contains(ObjectIdentifier(view)) else { return }
        canvas.withSavedState {
            canvas.withGroup(alpha: Double(min(1, view.alpha))) {
                drawShadow(of: view)
                canvas.withSavedState { drawBody(of: view) }
            }
        }
    }

    /// The view without its shadow: background, content, subviews, border. (A
    /// shadow without a `shadowPath` is cast by exactly this.)
    func drawBody(of view: View) {
        let traits = view.traitCollection
        let bounds = view.bounds
        let radius = view.layer.cornerRadius
        let corners = view.layer.maskedCorners
        let continuous = view.layer.cornerCurve == .continuous
        if let background = view.backgroundColor {
            canvas.fill(bounds, radius: radius, corners: corners, continuous: continuous,
                        color: background.resolvedColor(with: traits))
        }
        if view.layer.masksToBounds { canvas.clip(to: bounds, radius: radius, corners: corners, continuous: continuous) }
        drawContent(of: view)
        for subview in view.subviews {
            canvas.withSavedState {
                canvas.translate(subview.frame.minX, subview.frame.minY)
                draw(subview)
            }
        }
        if let border = view.layer.borderColor, view.layer.borderWidth > 0 {
            canvas.strokeInside(bounds, radius: radius, corners: corners, continuous: continuous, width: view.layer.borderWidth,
                                color: border.resolvedColor(with: traits))
        }
    }

    /// What a view shows besides its background and subviews, by its type.
    private func drawContent(of view: View) {
        switch view {
        case let label as Label: drawText(of: label)
        case let imageView as ImageView: drawImage(of: imageView)
        case let toggle as Switch: drawSwitch(toggle)
        case let slider as Slider: drawSlider(slider)
        case let indicator as ActivityIndicatorView: drawActivityIndicator(indicator)
        default: break
        }
        // The view's `draw(_:)`, with a Core Graphics context current (`UIGraphicsGetCurrentContext()`).
        canvas.withSavedState {
            view.drawContent(in: CGContext(canvas: canvas, traitCollection: view.traitCollection, reporter: view.debugName))
        }
    }
}
