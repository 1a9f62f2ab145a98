// A grouped list as UIKit projects write one since iOS 13: a table view controller
// with a diffable data source keyed by sections, self-sizing cells built from a
// vertical stack view, and section titles from the data source. Only `import UIKit`
// is changed, plus the documented `required` on the cell initialiser.
import UIKitCompat

struct Contact: Hashable {
    let name: String
    let detail: String
}

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    let nameLabel = UILabel()
    let detailLabel = UILabel()
    private lazy var stack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ContactsViewController: UITableViewController {
    enum Section: String, CaseIterable {
        case favourites = "Favourites"
        case everyone = "Everyone"
    }

    final class DataSource: UITableViewDiffableDataSource<Section, Contact> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }
    }

    private(set) var dataSource: DataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
            cell.nameLabel.text = contact.name
            cell.detailLabel.text = contact.detail
            return cell
        }
        show(favourites: [Contact(name: "Ada", detail: "Engines")],
             everyone: [Contact(name: "Grace", detail: "Compilers"),
                        Contact(name: "Edsger", detail: "Goto statements considered harmful, and a great many other notes on structured programming")])
    }

    func show(favourites: [Contact], everyone: [Contact]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(favourites, toSection: .favourites)
        snapshot.appendItems(everyone, toSection: .everyone)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
