// A table screen as UIKit projects write one: registered post cells, a refresh
// control, swipe actions and a switch in the header row's cell.
import UIKitCompat

final class InboxViewController: UITableViewController {
    private(set) var messages = [
        "Lunch at noon?",
        "The build is green again; the flaky snapshot was a font fallback on the CI image.",
        "Thanks!",
    ]
    private(set) var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        tableView.estimatedRowHeight = 80
        tableView.rowHeight = UITableView.automaticDimension

        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] action in
            self?.refreshCount += 1
            (action.sender as? UIRefreshControl)?.endRefreshing()
        }, for: .valueChanged)
        tableView.refreshControl = refreshControl
    }

    /// Reloads on the main queue: `@MainActor` on a method that overrides nothing is
    /// the README's other one-line way to let its main-queue block capture `self`.
    @MainActor func reloadOnMainQueue(with messages: [String]) {
        DispatchQueue.main.async {
            self.messages = messages
            self.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath) as! PostCell
        cell.configure(with: messages[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.messages.remove(at: indexPath.row)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
