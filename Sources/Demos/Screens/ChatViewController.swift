import Controllers
import Foundation
import Table
import Views

/// Seed 002's `VariableHeightTableController`: a table controller showing a thousand
/// chat messages with either height strategy. With ``ChatDemo/Strategy/precomputed``
/// every height is measured when the view is about to appear (the article sets its
/// strategy's `cellWidth` in `viewWillAppear`), again when a rotation completes (in the
/// coordinator's completion, as the article does), and when the text size changes.
public final class ChatViewController: TableViewController {
    public let strategy: ChatDemo.Strategy
    private let rows: Int
    private var source: ChatDataSource?

    public init(strategy: ChatDemo.Strategy = .estimated, rows: Int = 1000) {
        self.strategy = strategy
        self.rows = rows
        super.init(style: .plain)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The demo's data source takes over from the controller.
        source = ChatDemo.install(in: tableView, rows: rows, strategy: strategy) as? ChatDataSource
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        remeasure()
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in }) { [weak self] _ in
            self?.remeasure()
        }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let previousTraitCollection,
           previousTraitCollection.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            remeasure()
        }
    }

    /// Measures every row at the table's width now (precomputed strategy only).
    private func remeasure() {
        guard strategy == .precomputed, let source, tableView.bounds.width > 0 else { return }
        source.precomputeHeights(in: tableView)
    }
}
