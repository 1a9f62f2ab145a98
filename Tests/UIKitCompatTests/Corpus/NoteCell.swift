// A note cell as UIKit projects write one around a non-scrolling UITextView: the
// text view's intrinsic height is its layout manager's `usedRect(for:)`, its padding
// removed so the text lines up with the title label, and the cell grows with the
// note. Only `import UIKit` is changed, plus the documented `required` on the cell
// initialiser.
import UIKitCompat

final class SelfSizingTextView: UITextView {
    override var intrinsicContentSize: CGSize {
        let used = layoutManager.usedRect(for: textContainer)
        return CGSize(width: UIView.noIntrinsicMetric,
                      height: ceil(used.height * 3) / 3 + textContainerInset.top + textContainerInset.bottom)
    }

    override var text: String! {
        didSet { invalidateIntrinsicContentSize() }
    }
}

final class NoteCell: UITableViewCell {
    static let reuseIdentifier = "NoteCell"

    let titleLabel = UILabel()
    let noteView = SelfSizingTextView()

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        noteView.isScrollEnabled = false
        noteView.isEditable = false
        noteView.isSelectable = true
        noteView.font = .preferredFont(forTextStyle: .body)
        noteView.adjustsFontForContentSizeCategory = true
        noteView.textColor = .secondaryLabel
        noteView.backgroundColor = .clear
        noteView.textContainerInset = .zero
        noteView.textContainer.lineFragmentPadding = 0
        noteView.translatesAutoresizingMaskIntoConstraints = false

        contentView.addSubview(titleLabel)
        contentView.addSubview(noteView)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            noteView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            noteView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            noteView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            noteView.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, note: String) {
        titleLabel.text = title
        noteView.text = note
    }

    func configure(title: String, attributedNote: NSAttributedString) {
        titleLabel.text = title
        noteView.attributedText = attributedNote
    }
}
