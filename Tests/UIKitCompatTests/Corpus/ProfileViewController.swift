// A view controller made in code, with the initialisers UIKit code writes,
// a filled configuration button and loading that hops to the main queue.
// `@unchecked Sendable` is the documented one-line change for the main-queue hop.
import UIKitCompat

struct Profile: Sendable {
    var name: String
    var bio: String
}

final class ProfileViewController: UIViewController, @unchecked Sendable {
    private let profileID: Int
    private(set) var profile: Profile?
    private(set) var followTaps = 0

    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.baseBackgroundColor = .systemBlue
        configuration.baseForegroundColor = .white
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        return UIButton(configuration: configuration)
    }()

    init(profileID: Int) {
        self.profileID = profileID
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        profileID = 0
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        bioLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bioLabel.numberOfLines = 0
        bioLabel.textColor = .secondaryLabel
        followButton.addAction(UIAction { [weak self] _ in self?.followTaps += 1 }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [nameLabel, bioLabel, followButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        render(Profile(name: "Loading…", bio: ""))
    }

    /// Loads on a background queue and shows the result on the main queue.
    func load(completion: @escaping @Sendable () -> Void) {
        let id = profileID
        DispatchQueue.global().async {
            let loaded = Profile(name: "Ada Lovelace \(id)", bio: "Wrote the first program for the Analytical Engine.")
            DispatchQueue.main.async {
                self.render(loaded)
                completion()
            }
        }
    }

    private func render(_ profile: Profile) {
        self.profile = profile
        nameLabel.text = profile.name
        bioLabel.text = profile.bio
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }
}
