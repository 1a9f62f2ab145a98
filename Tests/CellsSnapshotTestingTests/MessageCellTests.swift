import CellsSnapshotTesting
import SnapshotTesting
import UIKitCompat
import XCTest

/// The cell, as it is in the app target.
final class MessageCell: UITableViewCell {
    let authorLabel = UILabel()
    let bodyLabel = UILabel()

    required init(style: UITableViewCell.CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        authorLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [authorLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }
}

final class MessageCellTests: XCTestCase {
    func testMessageCell() {
        let cell = MessageCell()
        cell.authorLabel.text = "Ada Lovelace"
        cell.bodyLabel.text = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."

        assertSnapshot(of: cell, as: .image(width: 375))    // __Snapshots__/MessageCellTests/testMessageCell.1.png
        assertSnapshot(of: cell, as: .layout(width: 375))   // …/testMessageCell.2.txt
        assertSnapshot(of: cell, as: .image(width: 375, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge,
                                                                                  userInterfaceStyle: .dark)),
                       named: "ax-large-dark")              // …/testMessageCell.ax-large-dark.png
    }
}
