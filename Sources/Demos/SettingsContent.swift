import Foundation
import Table
import Typesetting
import Views

/// Seed 003's "two labels side by side": a title that may be long and a short
/// detail (a timestamp). As the article advises, the short label keeps one line
/// and never compresses (compression resistance required, hugging high), so it is
/// always the title that wraps; at accessibility sizes the labels stack
/// vertically and both wrap, as the built-in `value1` layout does.
public final class TwoLabelsContent: View {
    let labelsStack = StackView()
    let titleLabel = Label()
    let detailLabel = Label()

    public init(title: String, detail: String) {
        super.init(frame: .zero)
        accessibilityIdentifier = "contentView"
        layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        labelsStack.accessibilityIdentifier = "labelsStack"
        labelsStack.spacing = 8
        labelsStack.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.accessibilityIdentifier = "titleLabel"
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.text = title
        detailLabel.accessibilityIdentifier = "detailLabel"
        detailLabel.font = .preferredFont(forTextStyle: .body)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        detailLabel.text = detail
        detailLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        labelsStack.addArrangedSubview(titleLabel)
        labelsStack.addArrangedSubview(detailLabel)
        addSubview(labelsStack)
        LayoutConstraint.activate([
            labelsStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            labelsStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            labelsStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            labelsStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        arrange(accessibility: false)
    }

    /// Side by side (the detail on one line, never compressed), or stacked with
    /// both wrapping at accessibility sizes.
    private func arrange(accessibility: Bool) {
        labelsStack.axis = accessibility ? .vertical : .horizontal
        labelsStack.alignment = accessibility ? .leading : .firstBaseline
        labelsStack.spacing = accessibility ? 2 : 8
        detailLabel.numberOfLines = accessibility ? 0 : 1
        detailLabel.textAlignment = accessibility ? .natural : .right
        detailLabel.setContentCompressionResistancePriority(accessibility ? .defaultHigh : .required, for: .horizontal)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let accessibility = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        if previousTraitCollection?.preferredContentSizeCategory.isAccessibilityCategory != accessibility {
            arrange(accessibility: accessibility)
        }
    }
}

/// Seed 003's margins advice, on a view standing in for the cell: the cell's
/// margins grow with the text size (11 points above and below at the default
/// size, scaled like body text; 16 on the sides in a compact width, 20 in a
/// regular one), the content view preserves them (`preservesSuperviewLayoutMargins`)
/// and the label is pinned to the content view's margins guide vertically and to
/// its readable content guide horizontally, as the article recommends.
public final class MarginsContent: View {
    let contentView = View()
    let textLabel = Label()

    public init(text: String) {
        super.init(frame: .zero)
        accessibilityIdentifier = "cell"
        contentView.accessibilityIdentifier = "contentView"
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
        textLabel.accessibilityIdentifier = "textLabel"
        textLabel.font = .preferredFont(forTextStyle: .body)
        textLabel.adjustsFontForContentSizeCategory = true
        textLabel.numberOfLines = 0
        textLabel.text = text
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textLabel)
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            textLabel.leadingAnchor.constraint(equalTo: contentView.readableContentGuide.leadingAnchor),
            textLabel.trailingAnchor.constraint(equalTo: contentView.readableContentGuide.trailingAnchor),
            textLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            textLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        updateMargins()
    }

    /// The vertical margin at a content size category: 11 points at `large`, scaled as body text.
    public static func verticalMargin(for category: ContentSizeCategory) -> CGFloat {
        TableViewCell.verticalMargin(for: category)
    }

    private func updateMargins() {
        let vertical = MarginsContent.verticalMargin(for: traitCollection.preferredContentSizeCategory)
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        layoutMargins = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateMargins()
    }
}
