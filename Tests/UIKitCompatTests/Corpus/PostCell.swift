// A programmatic cell with a text and a button, written as UIKit projects write
// them; only `import UIKit` is changed, plus the two documented one-line changes:
// `required` on the cell initialiser and `nonisolated(unsafe)` on a static var.
import UIKitCompat

protocol PostCellDelegate: AnyObject {
    func postCellDidTapLike(_ cell: PostCell)
}

final class PostCell: UITableViewCell {
    static let reuseIdentifier = "PostCell"
    nonisolated(unsafe) static var configuredCount = 0

    weak var delegate: PostCellDelegate?

    let bodyLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.textColor = .label
        return label
    }()

    let likeButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Like", for: .normal)
        button.setTitle("Liked", for: .selected)
        button.setTitleColor(.systemPink, for: .selected)
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        button.accessibilityLabel = "Like"
        return button
    }()

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        contentView.addSubview(bodyLabel)
        contentView.addSubview(likeButton)
        likeButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.likeButton.isSelected.toggle()
            self.delegate?.postCellDidTapLike(self)
        }, for: .touchUpInside)

        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            bodyLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            likeButton.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 8),
            likeButton.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            likeButton.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    func configure(with text: String) {
        PostCell.configuredCount += 1
        bodyLabel.text = text
    }
}
