import Foundation
import Views

/// A table's data source driven by snapshots of identifiers
/// (`UITableViewDiffableDataSource`). `apply` works out what was inserted, deleted
/// and moved by identity and updates the table in one batch: unchanged items keep
/// their measured heights, and the anchor row stays where it is on screen.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item, usually with `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Accepted for source compatibility; nothing animates.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source (which holds it weakly: keep a reference).
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The data as last applied.
    /// - SeeAlso: ``apply(_:animatingDifferences:completion:)``
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the table's data. The first apply loads the table; later ones
    /// update it in place. A snapshot with errors (duplicate identifiers, say) is
    /// refused: the table keeps its data and ``TableView/diagnostics`` says why.
    /// - SeeAlso: ``snapshot()``, ``applySnapshotUsingReloadData(_:completion:)``
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else { return }
        guard snapshot.errors.isEmpty else {
            tableView.report("apply: the snapshot was refused: " + snapshot.errors.joined(separator: "; "))
            return
        }
        if tableView.needsReload || tableView.rowCounts != current.sectionCounts {
            current = snapshot
            current.clearMarks()
            tableView.reloadData()
            completion?()
            return
        }
        let old = current
        current = snapshot
        current.clearMarks()
        let oldSections = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for section in 0..<old.numberOfSections {
            for (row, item) in old.items(inSectionAt: section).enumerated() {
                oldPaths[item] = IndexPath(row: row, section: section)
            }
        }
        var reloaded = Set(snapshot.reloadedItemIdentifiers.compactMap { oldPaths[$0] })
        for identifier in snapshot.reloadedSectionIdentifiers {
            guard let section = oldSections[identifier] else { continue }
            for row in 0..<old.items(inSectionAt: section).count { reloaded.insert(IndexPath(row: row, section: section)) }
        }
        let newSections = snapshot.sectionIdentifiers
        tableView.restructure(newCounts: snapshot.sectionCounts, oldSection: newSections.map { oldSections[$0] },
                              reloaded: reloaded) { path in
            oldPaths[snapshot.items(inSectionAt: path.section)[path.row]]
        }
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) }
        if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
        completion?()
    }

    /// Replaces the data and reloads the table, dropping every measured height.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        guard snapshot.errors.isEmpty else {
            tableView?.report("applySnapshotUsingReloadData: the snapshot was refused: " + snapshot.errors.joined(separator: "; "))
            return
        }
        current = snapshot
        current.clearMarks()
        tableView?.reloadData()
        completion?()
    }

    /// The item at a row of the applied snapshot, or nil.
    /// - SeeAlso: ``indexPath(for:)``
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.numberOfSections > indexPath.section, indexPath.row >= 0 else { return nil }
        let items = current.items(inSectionAt: indexPath.section)
        return indexPath.row < items.count ? items[indexPath.row] : nil
    }

    /// The row of an item in the applied snapshot, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index of the applied snapshot, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    // MARK: TableViewDataSource

    /// The applied snapshot's sections.
    public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The applied snapshot's items in a section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < current.numberOfSections ? current.items(inSectionAt: section).count : 0
    }

    /// The cell the cell provider makes for the row's item.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            tableView.report("cellForRowAt: no item at row \(indexPath.row) of section \(indexPath.section)")
            return TableViewCell()
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.report("The cell provider returned nil for item \(item)")
        return TableViewCell()
    }

    /// Override to title sections.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; subclass to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row is editable unless a subclass says so, as UIKit's diffable data source.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing by default; a subclass applies a snapshot without the row.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No row moves unless a subclass says so.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing by default; a subclass moves the item in its snapshot.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

extension DiffableDataSourceSnapshot {
    var sectionCounts: [Int] { (0..<numberOfSections).map { items(inSectionAt: $0).count } }
}
