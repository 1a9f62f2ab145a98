import Controllers
import Foundation
import Table
import Views

/// Seed 001's `RootViewController`, as the article writes it: a plain table of
/// self-sizing tweet cells pinned to the view's layout margins guide at the top and
/// bottom; full width, except in a regular width held on its side, where it is 2/3 of
/// the width and centred. The constraints are chosen in `setupView()`, on the first
/// `viewDidLayoutSubviews` and on every `viewWillTransition` (not in
/// `traitCollectionDidChange`: rotating an iPad keeps its size class).
public final class TimelineViewController: ViewController {
    public let tableView = TableView(frame: .zero, style: .plain)
    private let rows: Int
    private let install: (TableView, Int) -> AnyObject
    /// The diffable data source (the table holds it weakly).
    private var dataSource: AnyObject?
    private var activeConstraints: [LayoutConstraint] = []
    private var isInitialized = false

    /// A timeline of `rows` tweets (the article's fifteen by default), filled by
    /// `install` (the article's sample tweets unless given: ``FeedDemo`` fills a feed).
    public init(rows: Int = 15, install: @escaping (TableView, Int) -> AnyObject = { TimelineDemo.install(in: $0, rows: $1) }) {
        self.rows = rows
        self.install = install
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = TableView.automaticDimension
        view.addSubview(tableView)
        dataSource = install(tableView, rows)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !isInitialized {
            isInitialized = true
            setupView()
        }
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        setupView()
    }

    private func setupView() {
        LayoutConstraint.deactivate(activeConstraints)
        activeConstraints.removeAll()
        let vertical = [
            tableView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ]
        if traitCollection.horizontalSizeClass == .regular && Device.current.orientation.isLandscape {
            activeConstraints = [
                tableView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2.0 / 3),
                tableView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ] + vertical
        } else {
            activeConstraints = [
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ] + vertical
        }
        LayoutConstraint.activate(activeConstraints)
    }
}
