import Foundation
import Typesetting
import Views

/// Seed 001's "retweeted by" row: a retweet symbol, the retweeter's avatar and
/// name in a horizontal stack (centred, spacing 4). The name stretches and
/// compresses first (hugging and compression resistance 249); the avatar is a
/// square 1.5 times the name's point size, with corners rounded to a fifth of it.
public final class RetweetedByView: StackView {
    let iconView = ImageView()
    let avatarView = ImageView()
    let displayNameLabel = Label()
    private var avatarConstraints: [LayoutConstraint] = []

    public init() {
        super.init(frame: .zero)
        setupView()
    }

    private func setupView() {
        accessibilityIdentifier = "retweetedByView"
        axis = .horizontal
        alignment = .center
        spacing = 4

        iconView.accessibilityIdentifier = "iconView"
        iconView.tintColor = .secondaryLabel
        iconView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        addArrangedSubview(iconView)

        avatarView.accessibilityIdentifier = "retweetAvatarView"
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        avatarView.layer.masksToBounds = true
        addArrangedSubview(avatarView)

        displayNameLabel.accessibilityIdentifier = "retweetNameLabel"
        displayNameLabel.font = .preferredFont(forTextStyle: .caption1)
        displayNameLabel.adjustsFontForContentSizeCategory = true
        displayNameLabel.textColor = .secondaryLabel
        displayNameLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        displayNameLabel.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        addArrangedSubview(displayNameLabel)

        let avatarSize = CGFloat(displayNameLabel.font.pointSize) * 1.5
        avatarConstraints = [
            avatarView.heightAnchor.constraint(equalToConstant: avatarSize),
            avatarView.widthAnchor.constraint(equalToConstant: avatarSize),
        ]
        LayoutConstraint.activate(avatarConstraints)
        updateForContentSize()
    }

    /// The symbol and avatar follow the caption's size at the traits' category (in
    /// UIKit, the symbol configuration and a font read at set-up do this).
    private func updateForContentSize() {
        let caption = Font.preferredFont(forTextStyle: .caption1, compatibleWith: traitCollection)
        iconView.image = Image(systemName: "arrow.2.squarepath", pointSize: CGFloat(caption.pointSize))
        for constraint in avatarConstraints { constraint.constant = CGFloat(caption.pointSize) * 1.5 }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateForContentSize()
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.layer.cornerRadius = avatarView.bounds.width * 0.2
    }

    public func update(viewModel: Tweet.User.ViewModel) {
        avatarView.image = viewModel.avatar
        displayNameLabel.text = viewModel.displayName
    }
}
