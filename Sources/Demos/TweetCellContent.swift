import Foundation
import Typesetting
import Views

/// The content of seed 001's `TweetTableViewCell`, as the article builds it (on a
/// view standing in for the cell's `contentView`): a 60-point avatar pinned to the
/// margins (its bottom an inequality, so a short tweet's cell is as tall as the
/// avatar), and a vertical content stack (leading alignment, spacing 12) holding a
/// row of name, user name and date labels, the wrapping tweet text, the media at
/// its natural width with its aspect ratio (at most 70% of the stack's width in a
/// regular width, 100% in a compact one) and the "retweeted by" row.
public final class TweetCellContent: View {
    let avatarView = ImageView()
    let displayNameLabel = Label()
    let userNameLabel = Label()
    let dateLabel = Label()
    let contentStack = StackView()
    private(set) var tweetTextLabel: Label?
    private(set) var mediaView: ImageView?
    private(set) var retweetedByView: RetweetedByView?
    private var mediaConstraints: [LayoutConstraint]?
    private var mediaConstraintsSize: CGSize?
    private var media: Tweet.Media.ViewModel?

    public init(viewModel: Tweet.ViewModel) {
        super.init(frame: .zero)
        accessibilityIdentifier = "contentView"
        // A table view cell's content view margins at the default size (the table
        // layer sets them from the cell; 16 on the sides, 11 above and below).
        layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        setupView()
        update(viewModel: viewModel)
    }

    private func setupView() {
        let contentView = self
        avatarView.accessibilityIdentifier = "avatarView"
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.layer.cornerRadius = 4
        avatarView.layer.masksToBounds = true
        avatarView.contentMode = .scaleAspectFill
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        contentView.addSubview(avatarView)
        LayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 60),
            avatarView.heightAnchor.constraint(equalToConstant: 60),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])

        contentStack.accessibilityIdentifier = "contentStack"
        contentStack.axis = .vertical
        contentStack.alignment = .leading
        contentStack.spacing = 12
        contentStack.setContentHuggingPriority(.defaultLow, for: .horizontal)
        contentStack.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contentStack)
        LayoutConstraint.activate([
            contentStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 8),
            contentStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            contentStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            contentStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])

        let labelsStack = StackView()
        labelsStack.accessibilityIdentifier = "labelsStack"
        labelsStack.axis = .horizontal
        labelsStack.spacing = 4
        contentStack.addArrangedSubview(labelsStack)
        labelsStack.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
        displayNameLabel.accessibilityIdentifier = "displayNameLabel"
        displayNameLabel.font = .preferredFont(forTextStyle: .headline)
        displayNameLabel.adjustsFontForContentSizeCategory = true
        displayNameLabel.textColor = .label
        displayNameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        labelsStack.addArrangedSubview(displayNameLabel)
        userNameLabel.accessibilityIdentifier = "userNameLabel"
        userNameLabel.font = .preferredFont(forTextStyle: .subheadline)
        userNameLabel.adjustsFontForContentSizeCategory = true
        userNameLabel.textColor = .secondaryLabel
        userNameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        userNameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        labelsStack.addArrangedSubview(userNameLabel)
        dateLabel.accessibilityIdentifier = "dateLabel"
        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        dateLabel.adjustsFontForContentSizeCategory = true
        dateLabel.textColor = .secondaryLabel
        dateLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        labelsStack.addArrangedSubview(dateLabel)
    }

    /// Shows a tweet: names, date and avatar, then adds or removes the text, media
    /// and "retweeted by" views it needs.
    public func update(viewModel: Tweet.ViewModel) {
        avatarView.image = viewModel.author.avatar
        userNameLabel.text = viewModel.author.username
        displayNameLabel.text = viewModel.author.displayName
        dateLabel.text = viewModel.date
        media = viewModel.media
        if let text = viewModel.text { addTweetText(text) } else { removeTweetText() }
        if let media = viewModel.media { addTweetMedia(media) } else { removeTweetMedia() }
        if let retweet = viewModel.retweetedBy { addRetweetedByView(retweet) } else { removeRetweetedByView() }
    }

    private func addTweetText(_ text: String) {
        if tweetTextLabel == nil {
            let label = Label()
            label.accessibilityIdentifier = "tweetTextLabel"
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = .label
            label.numberOfLines = 0
            contentStack.insertArrangedSubview(label, at: 1)
            label.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
            tweetTextLabel = label
        }
        tweetTextLabel!.text = text
    }

    private func removeTweetText() {
        guard let label = tweetTextLabel else { return }
        tweetTextLabel = nil
        label.removeFromSuperview()
    }

    private func addTweetMedia(_ media: Tweet.Media.ViewModel) {
        if mediaView == nil {
            let view = ImageView()
            view.accessibilityIdentifier = "mediaView"
            view.layer.cornerRadius = 4
            view.layer.masksToBounds = true
            contentStack.insertArrangedSubview(view, at: tweetTextLabel == nil ? 1 : 2)
            mediaView = view
        }
        mediaView!.image = media.image
        // The same size keeps its constraints (a reused cell showing another tweet).
        if mediaConstraints == nil || mediaConstraintsSize != media.size { updateMediaConstraints(media) }
    }

    private func removeTweetMedia() {
        guard let view = mediaView else { return }
        mediaView = nil
        view.removeFromSuperview()
        // UIKit drops a removed view's constraints itself.
        LayoutConstraint.deactivate(mediaConstraints ?? [])
        mediaConstraints = nil
    }

    private func updateMediaConstraints(_ media: Tweet.Media.ViewModel) {
        if let constraints = mediaConstraints { LayoutConstraint.deactivate(constraints) }
        let natural = mediaView!.widthAnchor.constraint(equalToConstant: media.size.width)
        natural.priority = .defaultHigh
        var constraints = [
            natural,
            mediaView!.heightAnchor.constraint(equalTo: mediaView!.widthAnchor, multiplier: media.size.height / media.size.width),
        ]
        if traitCollection.horizontalSizeClass == .regular {
            constraints.append(mediaView!.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor, multiplier: 0.7))
        } else {
            constraints.append(mediaView!.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor))
        }
        mediaConstraints = constraints
        mediaConstraintsSize = media.size
        LayoutConstraint.activate(constraints)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let media, previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            updateMediaConstraints(media)
        }
    }

    private func addRetweetedByView(_ user: Tweet.User.ViewModel) {
        if retweetedByView == nil {
            let view = RetweetedByView()
            contentStack.addArrangedSubview(view)
            retweetedByView = view
        }
        retweetedByView!.update(viewModel: user)
    }

    private func removeRetweetedByView() {
        guard let view = retweetedByView else { return }
        view.removeFromSuperview()
        retweetedByView = nil
    }
}
