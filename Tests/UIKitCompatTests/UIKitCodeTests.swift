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

/// Seed 001's `RetweetedByView` with UIKit's names, as the article writes it,
/// except the avatar size: UIFont's `pointSize` is a `Double` here, so it is
/// converted to `CGFloat` (see the README's exceptions).
class RetweetedByView: UIStackView {
    private let iconView = UIImageView()
    private let avatarView = UIImageView()
    private let displayNameLabel = UILabel()

    init() {
        super.init(frame: .zero)
        self.setupView()
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupView() {
        self.axis = .horizontal
        self.alignment = .center
        self.spacing = 4
        let config = UIImage.SymbolConfiguration(textStyle: .caption1)
        let icon = UIImage(systemName: "arrow.2.squarepath", withConfiguration: config)
        self.iconView.image = icon
        self.iconView.tintColor = .secondaryLabel
        self.iconView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        self.addArrangedSubview(self.iconView)
        self.avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        self.avatarView.layer.masksToBounds = true
        self.addArrangedSubview(self.avatarView)
        self.displayNameLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        self.displayNameLabel.textColor = .secondaryLabel
        self.displayNameLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        self.displayNameLabel.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        self.addArrangedSubview(self.displayNameLabel)
        let avatarSize: CGFloat = CGFloat(self.displayNameLabel.font.pointSize) * 1.5
        NSLayoutConstraint.activate([
            self.avatarView.heightAnchor.constraint(equalToConstant: avatarSize),
            self.avatarView.widthAnchor.constraint(equalToConstant: avatarSize),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        self.avatarView.layer.cornerRadius = self.avatarView.bounds.width * 0.2
    }

    func update(displayName: String, avatar: UIImage?) {
        self.avatarView.image = avatar
        self.displayNameLabel.text = displayName
    }
}

@Test func uikitNamedRetweetedByViewLaysOut() {
    let row = RetweetedByView()
    row.update(displayName: "App Store", avatar: UIImage(pixelSize: CGSize(width: 180, height: 180), scale: 3))
    let size = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // Caption 1 is 12 points: a 12-point symbol, an 18-point avatar, the name; 4 apart.
    let name = UILabel()
    name.font = UIFont.preferredFont(forTextStyle: .caption1)
    name.text = "App Store"
    #expect(size.height == 18)
    #expect(abs(size.width - (12 + 4 + 18 + 4 + name.intrinsicContentSize.width)) < 1.0 / 3 + 1e-9)
    row.frame = CGRect(origin: .zero, size: size)
    row.layoutIfNeeded()
    #expect(row.subviews[1].layer.cornerRadius == 18 * 0.2)
}
