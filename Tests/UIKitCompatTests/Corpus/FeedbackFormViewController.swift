// A form as UIKit projects write one: a UIScrollView filling the view, a vertical
// UIStackView pinned to its contentLayoutGuide and as wide as its frameLayoutGuide
// (less the margins), a title, a non-scrolling UITextView, a switch row and a
// button; the scroll view dismisses the keyboard on drag and reports scrolling to its
// delegate. Only `import UIKit` is changed.
import UIKitCompat

final class FeedbackFormViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    let titleLabel = UILabel()
    let messageView = UITextView()
    let contactSwitch = UISwitch()
    let sendButton = UIButton(type: .system)
    private(set) var scrollEvents = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Feedback"

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .onDrag
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        view.addSubview(scrollView)

        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stackView)

        titleLabel.text = "Tell us what you think. Every message is read by the team that builds the app."
        titleLabel.numberOfLines = 0
        titleLabel.font = .preferredFont(forTextStyle: .headline)

        messageView.isScrollEnabled = false
        messageView.font = .preferredFont(forTextStyle: .body)
        messageView.text = "The new timeline is great, but the text size setting resets after an update."
        messageView.layer.borderColor = UIColor.separator.cgColor
        messageView.layer.borderWidth = 1
        messageView.layer.cornerRadius = 8

        let switchLabel = UILabel()
        switchLabel.text = "You may contact me about this"
        switchLabel.numberOfLines = 0
        let switchRow = UIStackView(arrangedSubviews: [switchLabel, contactSwitch])
        switchRow.spacing = 8
        switchRow.alignment = .center

        sendButton.setTitle("Send", for: .normal)

        for view in [titleLabel, messageView, switchRow, sendButton] as [UIView] {
            stackView.addArrangedSubview(view)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollEvents += 1
    }
}
