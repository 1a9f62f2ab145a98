import Foundation
import Graphics
import Views

/// Editing controls: a red delete (or green insert) control at the leading edge with
/// the content moved 38 points in, and a reorder control instead of the accessory.
extension TableViewCell {
    /// The indentation of an editing row's content.
    static let editingIndent: CGFloat = 38

    /// The content view's leading constraint, and the editing control's when one shows.
    func editingConstraints(for style: EditingStyle?) -> [LayoutConstraint] {
        guard let style else {
            editingControl?.removeFromSuperview()
            return [leadingAnchor.constraint(equalTo: contentView.leadingAnchor)]
        }
        let control = editingControl ?? ImageView()
        editingControl = control
        control.accessibilityIdentifier = style == .delete ? "deleteControl" : "insertControl"
        control.image = Image(systemName: style == .delete ? "minus.circle.fill" : "plus.circle.fill", pointSize: 22)
        control.tintColor = style == .delete ? .systemRed : .systemGreen
        control.translatesAutoresizingMaskIntoConstraints = false
        if control.superview !== self { addSubview(control) }
        return [
            contentView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: Self.editingIndent),
            control.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 8),
            control.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ]
    }

    /// While editing, the reorder control when it shows, else no accessory.
    var editingAccessory: View? {
        guard showsReorderControl else { return nil }
        let control = reorderControl ?? ImageView(image: Image(systemName: "line.3.horizontal", pointSize: 22))
        control.accessibilityIdentifier = "reorderControl"
        control.tintColor = .tertiaryLabel
        reorderControl = control
        return control
    }
}
