import Foundation
import Views

/// How a selected or highlighted cell looks: its selected background view (the
/// system's grey unless set) behind the content, unless the style is `none`.
extension TableViewCell {
    func updateSelectionAppearance() {
        let shows = (selected || highlighted) && selectionStyle != .none
        let background: View
        if let selectedBackgroundView {
            background = selectedBackgroundView
            defaultSelectedBackground?.removeFromSuperview()
        } else {
            guard shows || defaultSelectedBackground != nil else { return }
            if defaultSelectedBackground == nil {
                let view = View()
                view.backgroundColor = .systemGray4
                view.accessibilityIdentifier = "selectedBackground"
                defaultSelectedBackground = view
            }
            background = defaultSelectedBackground!
        }
        if shows && background.superview !== self {
            background.translatesAutoresizingMaskIntoConstraints = true
            insertSubview(background, at: 0)
        }
        background.isHidden = !shows
        if background.frame != bounds { background.frame = bounds }
    }


    /// Keeps the selected background the cell's size.
    func layoutSelectedBackground() {
        guard let background = selectedBackgroundView ?? defaultSelectedBackground, background.superview === self else { return }
        if background.frame != bounds { background.frame = bounds }
    }
}
