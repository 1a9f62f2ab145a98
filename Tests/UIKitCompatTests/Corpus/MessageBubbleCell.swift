// A chat bubble cell as UIKit projects write one: a rounded bubble view holding a
// wrapping label, at most three quarters of the row wide, against the leading edge
// for incoming messages and the trailing edge for outgoing ones (two sets of
// constraints switched on configure). Only `import UIKit` is changed, plus the
// documented `required` on the cell initialiser.
import UIKitCompat

final class MessageBubbleCell: UITableViewCell {
    static let reuseIdentifier = "MessageBubbleCell"

    let bubbleView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.cornerRadius = 16
        view.layer.cornerCurve = .continuous
        return view
    }()

    let messageLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    private var incomingConstraints: [NSLayoutConstraint] = []
    private var outgoingConstraints: [NSLayoutConstraint] = []

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            bubbleView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            bubbleView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            bubbleView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -12),
        ])
        incomingConstraints = [bubbleView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)]
        outgoingConstraints = [bubbleView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor)]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(text: String, isOutgoing: Bool) {
        messageLabel.text = text
        NSLayoutConstraint.deactivate(isOutgoing ? incomingConstraints : outgoingConstraints)
        NSLayoutConstraint.activate(isOutgoing ? outgoingConstraints : incomingConstraints)
        bubbleView.backgroundColor = isOutgoing ? .systemBlue : .secondarySystemBackground
        messageLabel.textColor = isOutgoing ? .white : .label
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        messageLabel.text = nil
    }
}
