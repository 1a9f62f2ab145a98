import Foundation
import Text
import Views

/// The content of seed 001's `TweetTableViewCell`, as the article builds it: a
/// 60-point avatar pinned to the margins (its bottom an inequality), and a
/// vertical content stack (leading alignment, spacing 12) holding a row of
/// name, user name and date labels, the wrapping tweet text, and the media at its
/// natural width with its aspect ratio, at most 70% of the stack's width in a
/// regular width and 100% in a compact one.
public final class TweetCellContent: View {
    let avatarView = ImageView(image: Image(pixelSize: CGSize(width: 180, height: 180), scale: 3, source: "avatar"))
    let displayNameLabel = Label()
    let userNameLabel = Label()
    let dateLabel = Label()
    let contentStack = StackView()
    private(set) var tweetTextLabel: Label?
    private(set) var mediaView: ImageView?
    private var mediaSize: CGSize?
    private var mediaConstraints: [LayoutConstraint] = []

    public init(name: String, userName: String, date: String, text: String?, mediaSize: CGSize?) {
        super.init(frame: .zero)
        accessibilityIdentifier = "contentView"
        layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        setupView()
        displayNameLabel.text = name
        userNameLabel.text = "@\(userName)"
        dateLabel.text = date
        configure(text: text, mediaSize: mediaSize)
    }

    private func setupView() {
        avatarView.accessibilityIdentifier = "avatarView"
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        addSubview(avatarView)
        LayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 60),
            avatarView.heightAnchor.constraint(equalToConstant: 60),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])

        contentStack.accessibilityIdentifier = "contentStack"
        contentStack.axis = .vertical
        contentStack.alignment = .leading
        contentStack.spacing = 12
        contentStack.setContentHuggingPriority(.defaultLow, for: .horizontal)
        contentStack.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentStack)
        LayoutConstraint.activate([
            contentStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 8),
            contentStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            contentStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            contentStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])

        let labelsStack = StackView()
        labelsStack.accessibilityIdentifier = "labelsStack"
        labelsStack.spacing = 4
        contentStack.addArrangedSubview(labelsStack)
        labelsStack.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
        displayNameLabel.accessibilityIdentifier = "displayNameLabel"
        displayNameLabel.font = .preferredFont(forTextStyle: .headline)
        displayNameLabel.adjustsFontForContentSizeCategory = true
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

    /// Shows the tweet's text and media, adding or removing their views.
    public func configure(text: String?, mediaSize: CGSize?) {
        if let text {
            if tweetTextLabel == nil {
                let label = Label()
                label.accessibilityIdentifier = "tweetTextLabel"
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.numberOfLines = 0
                contentStack.insertArrangedSubview(label, at: 1)
                label.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
                tweetTextLabel = label
            }
            tweetTextLabel!.text = text
        } else if let label = tweetTextLabel {
            contentStack.removeArrangedSubview(label)
            label.removeFromSuperview()
            tweetTextLabel = nil
        }
        let sameSize = self.mediaSize == mediaSize && mediaView != nil
        self.mediaSize = mediaSize
        if let mediaSize {
            if mediaView == nil {
                let view = ImageView()
                view.accessibilityIdentifier = "mediaView"
                contentStack.addArrangedSubview(view)
                mediaView = view
            }
            mediaView!.image = Image(pixelSize: mediaSize, scale: 1, source: "media")
            // The same size keeps its constraints (a reused cell showing another tweet).
            if !sameSize { updateMediaConstraints() }
        } else if let view = mediaView {
            LayoutConstraint.deactivate(mediaConstraints)
            contentStack.removeArrangedSubview(view)
            view.removeFromSuperview()
            mediaView = nil
        }
    }

    private func updateMediaConstraints() {
        guard let mediaView, let media = mediaSize else { return }
        LayoutConstraint.deactivate(mediaConstraints)
        let natural = mediaView.widthAnchor.constraint(equalToConstant: media.width)
        natural.priority = .defaultHigh
        mediaConstraints = [
            natural,
            mediaView.heightAnchor.constraint(equalTo: mediaView.widthAnchor, multiplier: media.height / media.width),
            traitCollection.horizontalSizeClass == .regular
                ? mediaView.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor, multiplier: 0.7)
                : mediaView.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor),
        ]
        LayoutConstraint.activate(mediaConstraints)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            updateMediaConstraints()
        }
    }
}

/// Seed 004's `StringDrawer`: its intrinsic height is its text measured at its own
/// width, plus 5. Right on the first layout only if layout asks at the final width.
public final class StringDrawer: View {
    public var attributedText = AttributedText("", font: .systemFont(ofSize: 17)) {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override var intrinsicContentSize: CGSize {
        let measured = TextLayout(attributedText, width: Double(bounds.width), scale: Double(displayScale)).size
        return CGSize(width: View.noIntrinsicMetric, height: CGFloat(measured.height).rounded(.up) + 5)
    }
}

/// The demo cells `cells fit` knows, by name.
public enum DemoCells {
    static let tweetText = "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to @CoStarAstrology founder and CEO Banu Guler about why people turn to the stars, and how to adapt a 4,000-year-old system into an app: apple.co/CoStarAstrology"

    public static let names = ["tweet", "tweet-media", "tweet-media-only", "string-drawer", "slider"]

    /// A fresh content view for a demo cell, or nil for an unknown name.
    public static func make(_ name: String) -> View? {
        switch name {
        case "tweet":
            return TweetCellContent(name: "Apple", userName: "Apple", date: "5h", text: tweetText, mediaSize: nil)
        case "tweet-media":
            return TweetCellContent(name: "Apple", userName: "Apple", date: "5h", text: tweetText,
                                    mediaSize: CGSize(width: 514, height: 315))
        case "tweet-media-only":
            return TweetCellContent(name: "Apple", userName: "Apple", date: "14h", text: nil,
                                    mediaSize: CGSize(width: 514, height: 315))
        case "slider":
            return SliderCellContent()
        case "string-drawer":
            let content = View()
            content.accessibilityIdentifier = "contentView"
            let drawer = StringDrawer()
            drawer.accessibilityIdentifier = "stringDrawer"
            drawer.attributedText = AttributedText(
                "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
                font: .systemFont(ofSize: 17))
            drawer.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(drawer)
            LayoutConstraint.activate([
                drawer.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                drawer.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                drawer.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                drawer.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
            ])
            return content
        default:
            return nil
        }
    }
}
