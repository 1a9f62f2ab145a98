import Controllers
import Foundation
import Table
import Views

/// Seed 002's `VariableHeightTableController`: a table controller showing a thousand
/// chat messages whose heights come from a ``HeightCalculationStrategy`` through
/// `tableView(_:heightForRowAt:)`: ``CachedHeightCalculationStrategy`` (every height in
/// one shot) for ``ChatDemo/Strategy/precomputed``, ``EstimatedHeightCalculationStrategy``
/// (each row when asked) otherwise. As in the article, the strategy's `cellWidth` is set
/// when the view is about to appear and after a rotation completes.
public final class ChatViewController: TableViewController {
    public let strategy: ChatDemo.Strategy
    private let rows: Int
    private var source: ChatDataSource?

    /// The strategy in use (the article's `heightCalculationStrategy`).
    public var heightCalculationStrategy: (any HeightCalculationStrategy)? { source?.heightCalculationStrategy }

    public init(strategy: ChatDemo.Strategy = .estimated, rows: Int = 1000) {
        self.strategy = strategy
        self.rows = rows
        super.init(style: .plain)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The demo's data source (and delegate) takes over from the controller.
        source = ChatDemo.install(in: tableView, rows: rows, strategy: strategy) as? ChatDataSource
    }

    public override func viewWillAppear(_ animated: Bool) {
        heightCalculationStrategy?.cellWidth = view.frame.width
        super.viewWillAppear(animated)
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in }) { [weak self] _ in
            self?.heightCalculationStrategy?.cellWidth = size.width
        }
    }
}
