import Testing
import UIKitCompat

/// Seed 001's tweet-cell layout code, written with UIKit's names (on a plain view
/// standing in for the cell's `contentView` until the table layer brings `UITableViewCell`).
final class TweetContent: UIView {
    private let avatarView = UIImageView()
    private let displayNameLabel = UILabel()
    private let userNameLabel = UILabel()
    private let dateLabel = UILabel()
    private let contentStack = UIStackView()
    private var tweetTextLabel: UILabel?

    init(text: String) {
        super.init(frame: .zero)
        layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        setupView()
        displayNameLabel.text = "Apple"
        userNameLabel.text = "@Apple"
        dateLabel.text = "5h"
        tweetTextLabel = UILabel()
        tweetTextLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        tweetTextLabel?.numberOfLines = 0
        tweetTextLabel?.text = text
        contentStack.insertArrangedSubview(tweetTextLabel!, at: 1)
        tweetTextLabel?.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
    }

    private func setupView() {
        let contentView = self
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatarView)
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 60),
            avatarView.heightAnchor.constraint(equalToConstant: 60),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        contentStack.axis = .vertical
        contentStack.alignment = .leading
        contentStack.spacing = 12
        contentStack.setContentHuggingPriority(.defaultLow, for: .horizontal)
        contentStack.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 8),
            contentStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            contentStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            contentStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        let labelsStack = UIStackView()
        labelsStack.spacing = 4
        contentStack.addArrangedSubview(labelsStack)
        labelsStack.widthAnchor.constraint(equalTo: self.contentStack.widthAnchor).isActive = true
        self.displayNameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        self.displayNameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        labelsStack.addArrangedSubview(self.displayNameLabel)
        self.userNameLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        self.userNameLabel.textColor = .secondaryLabel
        self.userNameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        self.userNameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        labelsStack.addArrangedSubview(self.userNameLabel)
        self.dateLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        self.dateLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        labelsStack.addArrangedSubview(self.dateLabel)
    }
}

@Test func uikitNamedCodeLaysOut() {
    let content = TweetContent(text: "Self-sizing cells get their height from Auto Layout.")
    let size = content.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                               withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
    #expect(size.width == 375)
    #expect(size.height > 11 + 20 + 12 + 20 + 11 - 1)
    let priority: UILayoutPriority = .defaultLow - 1
    #expect(priority.rawValue == 249)
    #expect(UIFont.TextStyle.headline.pointSize() == 17)
    #expect(UIView.noIntrinsicMetric == -1)
}
