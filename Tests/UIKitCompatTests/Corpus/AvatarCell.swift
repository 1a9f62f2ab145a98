// A contact row as many apps write it: an avatar from the asset catalog (or, while
// there is none, a placeholder with the initials drawn by UIGraphicsImageRenderer),
// the name, and a template status icon in the tint colour.
import UIKitCompat

final class AvatarCell: UITableViewCell {
    static let reuseIdentifier = "AvatarCell"
    static let avatarSide: CGFloat = 40

    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let statusIconView = UIImageView()

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.contentMode = .scaleAspectFill
        avatarView.layer.cornerRadius = AvatarCell.avatarSide / 2
        avatarView.clipsToBounds = true

        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = UIFont.preferredFont(forTextStyle: .body)
        nameLabel.numberOfLines = 0

        statusIconView.translatesAutoresizingMaskIntoConstraints = false
        statusIconView.image = UIImage(named: "Icons/star", in: .module, compatibleWith: nil)
        statusIconView.tintColor = .systemGreen

        contentView.addSubview(avatarView)
        contentView.addSubview(nameLabel)
        contentView.addSubview(statusIconView)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            // The avatar keeps its image's size: no width or height constraint.
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            statusIconView.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
            statusIconView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            statusIconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, avatarName: String?) {
        nameLabel.text = name
        if let avatarName, let avatar = UIImage(named: avatarName, in: .module, compatibleWith: traitCollection) {
            avatarView.image = avatar
        } else {
            avatarView.image = AvatarCell.placeholder(for: name)
        }
    }

    /// A grey disc with the name's initial, drawn once per name.
    static func placeholder(for name: String) -> UIImage {
        let side = avatarSide
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { context in
            UIColor.systemGray.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
            let initial = String(name.prefix(1)).uppercased()
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 18, weight: .semibold),
                .foregroundColor: UIColor.white,
            ]
            let size = initial.size(withAttributes: attributes)
            initial.draw(at: CGPoint(x: (side - size.width) / 2, y: (side - size.height) / 2), withAttributes: attributes)
        }
    }
}
