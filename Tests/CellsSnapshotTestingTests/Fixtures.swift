import CellsSnapshotTesting
import Declarative
import Foundation
import SnapshotTesting
import UIKitCompat

/// A self-sizing cell as an iOS team writes it: a name, a wrapping detail and a coloured
/// badge, placed by constraints on the content view's margins.
final class ProfileCell: UITableViewCell {
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let badge = UIView()
    /// The space between the name and the detail (the constant the tests nudge by a point).
    private(set) var spacing: NSLayoutConstraint!

    required init(style: UITableViewCell.CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.accessibilityIdentifier = "name"
        detailLabel.font = UIFont.preferredFont(forTextStyle: .body)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.accessibilityIdentifier = "detail"
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 6
        badge.accessibilityIdentifier = "badge"
        for view in [nameLabel, detailLabel, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        spacing = detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            badge.topAnchor.constraint(equalTo: margins.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 12),
            badge.heightAnchor.constraint(equalToConstant: 12),
            nameLabel.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            spacing,
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detailLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// A cell showing one person.
    static func make(name: String = "Ada Lovelace",
                     detail: String = "Wrote the first program for the Analytical Engine, in 1843.") -> ProfileCell
    {
        let cell = ProfileCell()
        cell.nameLabel.text = name
        cell.detailLabel.text = detail
        return cell
    }
}

/// A screen: a title label and a table of profile cells.
final class PeopleViewController: UITableViewController {
    var people = ["Ada Lovelace", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ProfileCell.self, forCellReuseIdentifier: "profile")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath) as! ProfileCell
        cell.nameLabel.text = people[indexPath.row]
        cell.detailLabel.text = String(repeating: "A pioneer of computing. ", count: indexPath.row + 1)
        return cell
    }
}

/// A table of profile cells with a data source of its own.
final class PeopleSource: UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath) as! ProfileCell
        cell.nameLabel.text = "Person \(indexPath.row)"
        cell.detailLabel.text = String(repeating: "Self-sizing rows. ", count: indexPath.row % 4 + 1)
        return cell
    }
}

/// A declarative card.
struct Card: Declarative.View {
    var title: String
    var body: some Declarative.View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            Text("Hosted in a HostingView and drawn by the same renderer.").font(.body)
        }
        .padding(16)
    }
}

/// This test process's folder of recordings, removed when the process exits.
private let snapshotRoot: String = {
    let root = NSTemporaryDirectory() + "cells-snapshot-tests/\(getpid())-\(UUID().uuidString)"
    atexit { try? FileManager.default.removeItem(atPath: snapshotRoot) }
    return root
}()

/// A fresh temporary folder for recordings, so the tests never write into the repository
/// (nor leave anything behind).
func temporarySnapshotDirectory(_ name: String = #function) -> String {
    let path = snapshotRoot + "/\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Records `value` as a reference (in `directory`), then verifies it; returns
/// (the recording message, the verification failure or nil).
func recordThenVerify<Value, Format>(_ value: @autoclosure () -> Value, as strategy: Snapshotting<Value, Format>,
                                     named name: String, in directory: String) -> (String?, String?)
{
    let recorded = verifySnapshot(of: value(), as: strategy, named: name, record: .all, snapshotDirectory: directory,
                                  testName: "test")
    let verified = verifySnapshot(of: value(), as: strategy, named: name, record: .never, snapshotDirectory: directory,
                                  testName: "test")
    return (recorded, verified)
}

/// Verifies `value` against the reference `name` already in `directory` without recording.
func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
                           in directory: String) -> String?
{
    verifySnapshot(of: value, as: strategy, named: name, record: .never, snapshotDirectory: directory, testName: "test")
}
