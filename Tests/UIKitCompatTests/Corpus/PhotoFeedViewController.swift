// A photo feed as UIKit projects write one: a UITableViewController with a diffable
// data source of photo posts, cells whose image keeps its aspect ratio at the row's
// width (a multiplier constraint) above a wrapping caption, and a controller that
// watches scrolling (`override func scrollViewDidScroll`) to show a "back to top"
// state. Only `import UIKit` is changed, plus the documented `required` on the cell
// initialiser and `override` on methods UITableViewController declares.
import UIKitCompat

struct PhotoPost: Hashable {
    let id: Int
    let caption: String
    let aspectRatio: CGFloat   // height / width
}

final class PhotoCell: UITableViewCell {
    static let reuseIdentifier = "PhotoCell"

    let photoView = UIImageView()
    let captionLabel = UILabel()
    private var ratioConstraint: NSLayoutConstraint?

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        photoView.translatesAutoresizingMaskIntoConstraints = false
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.backgroundColor = .secondarySystemBackground
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.numberOfLines = 0
        captionLabel.font = .preferredFont(forTextStyle: .subheadline)
        captionLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(photoView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            captionLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with post: PhotoPost) {
        captionLabel.text = post.caption
        ratioConstraint?.isActive = false
        ratioConstraint = photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: post.aspectRatio)
        ratioConstraint?.isActive = true
    }
}

final class PhotoFeedViewController: UITableViewController {
    enum Section { case main }

    private var dataSource: UITableViewDiffableDataSource<Section, PhotoPost>!
    private(set) var showsBackToTop = false
    let posts = (0..<30).map { index in
        PhotoPost(id: index,
                  caption: String(repeating: "A walk by the sea on a windy day. ", count: index % 4 + 1),
                  aspectRatio: [0.75, 1, 1.25, 0.5625][index % 4])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PhotoCell.self, forCellReuseIdentifier: PhotoCell.reuseIdentifier)
        tableView.separatorStyle = .none
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, post in
            let cell = tableView.dequeueReusableCell(withIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
            cell.configure(with: post)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, PhotoPost>()
        snapshot.appendSections([.main])
        snapshot.appendItems(posts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        showsBackToTop = scrollView.contentOffset.y > scrollView.bounds.height
    }
}
