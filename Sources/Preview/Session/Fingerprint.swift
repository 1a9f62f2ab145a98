import Foundation
import Table
import Typesetting
import Views

/// A hash of what a view subtree shows: each view's type, frame, visibility, colours
/// and layer, and the content its type draws (text, image, control state, a cell's
/// selection). Two layers with the same fingerprint, size, traits and scale draw the
/// same pixels, so the image of one serves the other.
///
/// Views that draw themselves (`draw(_:)`) contribute their frame only: the preview's
/// demo content is fixed per row, which the layer key also names.
enum Fingerprint {
    static func of(_ view: View, skipping skipped: Set<ObjectIdentifier> = []) -> Int {
        var hasher = Hasher()
        visit(view, into: &hasher, skipping: skipped, isRoot: true)
        return hasher.finalize()
    }

    private static func visit(_ view: View, into hasher: inout Hasher, skipping skipped: Set<ObjectIdentifier>, isRoot: Bool) {
        guard !skipped.contains(ObjectIdentifier(view)) else { return }
        hasher.combine(ObjectIdentifier(type(of: view)))
        hasher.combine(view.isHidden)
        guard !view.isHidden else { return }
        if !isRoot {
            hasher.combine(view.frame.minX)
            hasher.combine(view.frame.minY)
        }
        hasher.combine(view.bounds.width)
        hasher.combine(view.bounds.height)
        hasher.combine(view.alpha)
        hasher.combine(view.backgroundColor)
        hasher.combine(view.clipsToBounds)
        hasher.combine(view.layer.cornerRadius)
        hasher.combine(view.layer.borderWidth)
        hasher.combine(view.layer.borderColor)
        hasher.combine(view.tintColor)
        switch view {
        case let label as Label:
            hasher.combine(label.attributedText)
            hasher.combine(label.font)
            hasher.combine(label.textColor)
            hasher.combine(label.numberOfLines)
        case let imageView as ImageView:
            hasher.combine(imageView.image)
        case let toggle as Switch:
            hasher.combine(toggle.isOn)
        case let slider as Slider:
            hasher.combine(slider.value)
        case let cell as TableViewCell:
            hasher.combine(cell.isSelected)
            hasher.combine(cell.isHighlighted)
        default:
            break
        }
        for subview in view.subviews {
            visit(subview, into: &hasher, skipping: skipped, isRoot: false)
        }
    }
}
