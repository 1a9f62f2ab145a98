import Foundation
import Typesetting
import Views

/// The built-in styles' layout (`default`, `subtitle`, `value1`, `value2`): the
/// image, the text and the detail, as constraints in the content view's side margins
/// and the cell's margins above and below.
extension TableViewCell {
    /// The built-in styles' layout, as constraints in the content view's margins.
    func updateStyleConstraints() {
        let labels = [storedImageView, storedTextLabel, storedDetailTextLabel].compactMap { $0 }
        guard !labels.isEmpty else { return }
        let stacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let key = StyleKey(views: labels.map(ObjectIdentifier.init), hidden: labels.map(\.isHidden),
                           hasImage: storedImageView?.image != nil, stacked: stacked)
        guard key != styleKey else { return }
        styleKey = key
        LayoutConstraint.deactivate(styleConstraints)
        // Built-in layouts keep the content view's side margins and the cell's
        // margins above and below, which grow with the text size.
        let margins = contentView.layoutMarginsGuide, vertical = layoutMarginsGuide
        var c: [LayoutConstraint] = []
        // The rows of built-in styles are at least 44 points, as UIKit's.
        let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44 - separatorHeight)
        c.append(minimum)
        var leading = margins.leadingAnchor
        var gap: CGFloat = 0
        if let image = storedImageView, image.image != nil, !image.isHidden {
            c += [
                image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                image.topAnchor.constraint(greaterThanOrEqualTo: vertical.topAnchor),
                image.bottomAnchor.constraint(lessThanOrEqualTo: vertical.bottomAnchor),
            ]
            leading = image.trailingAnchor
            gap = 16
        } else if let image = storedImageView {
            // Made but empty (a reused cell's row has no image): placed, with no size.
            c += [
                image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                image.widthAnchor.constraint(equalToConstant: 0),
                image.heightAnchor.constraint(equalToConstant: 0),
            ]
        }
        guard let text = storedTextLabel else { return activateStyle(c) }
        let detail = storedDetailTextLabel.flatMap { $0.isHidden ? nil : $0 }
        c += [
            text.leadingAnchor.constraint(equalTo: leading, constant: gap),
            text.topAnchor.constraint(greaterThanOrEqualTo: vertical.topAnchor),
            text.bottomAnchor.constraint(lessThanOrEqualTo: vertical.bottomAnchor),
        ]
        if let detail, (style == .value1 || style == .value2) && !stacked {
            // One line: text leading, detail trailing (value1) or after a fixed column (value2).
            let spacing: CGFloat = style == .value2 ? 6 : 8
            c += [
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: spacing),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
                detail.topAnchor.constraint(greaterThanOrEqualTo: vertical.topAnchor),
                detail.bottomAnchor.constraint(lessThanOrEqualTo: vertical.bottomAnchor),
                text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).withPriority(.defaultHigh),
            ]
            if style == .value2 {
                text.textAlignment = .right
                c.append(text.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.25, constant: -8))
                c.append(detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: spacing))
            } else {
                c.append(detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
            }
            // The text keeps its width; the detail truncates first.
            detail.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        } else {
            // Text above detail, centred as a block.
            let block = textBlock
            if block.owningView == nil { contentView.addLayoutGuide(block) }
            let last = detail ?? text
            c += [
                text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                block.topAnchor.constraint(equalTo: text.topAnchor),
                block.bottomAnchor.constraint(equalTo: last.bottomAnchor),
                block.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ]
            if let detail {
                c += [
                    detail.topAnchor.constraint(equalTo: text.bottomAnchor, constant: stacked ? 4 : 2),
                    detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                    detail.bottomAnchor.constraint(lessThanOrEqualTo: vertical.bottomAnchor),
                ]
            }
            if style == .value2 { text.textAlignment = .natural }
        }
        activateStyle(c)
    }


    func activateStyle(_ c: [LayoutConstraint]) {
        styleConstraints = c
        LayoutConstraint.activate(c)
    }}
